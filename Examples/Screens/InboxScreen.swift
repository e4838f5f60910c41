import Foundation
import TableLiaison

/// A declarative inbox: the screen keeps its messages and lands every change with one
/// `apply` of sections built from them. Pages of messages come from a loader when the user
/// reaches the end; the page that brings nothing ends pagination with `endPagination()`.
/// Each message has a star button inside its cell; Edit deletes messages with their
/// editing control and reorders them; a pull refreshes, cancelling a page in flight.
@MainActor
public final class InboxScreen: PaginationDelegate {
    /// One message of the inbox.
    public struct Message: Hashable, Sendable {
        /// Stable identity: rows are matched by it across applies.
        public var id: Int
        /// Who sent it.
        public var sender: String
        /// Its subject line.
        public var subject: String
        /// Whether the user starred it (a checkmark and "★ Starred").
        public var isStarred = false
    }

    /// The liaison showing the inbox.
    public let liaison = Liaison()
    /// The table.
    public let tableView: TableView
    /// The messages shown, in order.
    public private(set) var messages: [Message] = []
    /// The pages requested, by number (1 is the page after the first).
    public private(set) var pagesRequested: [Int] = []
    /// Pages dropped because a refresh made them obsolete, by number.
    public private(set) var pagesDropped: [Int] = []
    /// The pages the loader has: page 0 is shown first, the page after the last is empty.
    public var pageCount = 3
    /// Messages per page.
    public var pageSize = 8
    /// Runs a load's answer later (a test schedules it on the harness clock); by default at once.
    public var deliver: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }
    /// The error the last landing met (nil when it went well): the screen shows it instead
    /// of throwing from a callback.
    public private(set) var lastError: Error?

    private var nextPage = 1
    private var hasMore = true
    /// Bumped by each refresh: a page whose load began before it is obsolete.
    private var generation = 0
    /// While the screen lands its own changes: the rows' `.delete` and `.move` commands then
    /// come from the model and must not flow back into it; only the user's edits do.
    private var isLanding = false

    /// An inbox in a table of `width` × `height` points, showing the first page.
    public init(width: CGFloat = 375, height: CGFloat = 400) {
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
        liaison.paginationDelegate = self
        liaison.liaise(tableView: tableView)
        messages = Self.page(0, size: pageSize)
        land()
    }

    /// The messages of page `number`: "Message N" from sender N mod 5.
    public static func page(_ number: Int, size: Int) -> [Message] {
        (number * size..<(number + 1) * size).map { Message(id: $0, sender: "sender\($0 % 5)", subject: "Message \($0)") }
    }

    /// The sections the messages show as: one section, a row per message.
    public func sections() -> [Section] {
        [Section(id: "messages", rows: messages.map(row(for:)))]
    }

    /// Pull to refresh: the first page replaces everything, and a page still loading is
    /// cancelled (its answer is dropped when it comes). `done` runs once the first page shows.
    public func refresh(then done: @escaping @MainActor () -> Void = {}) {
        generation += 1
        let generation = generation
        deliver { [weak self] in
            guard let self, generation == self.generation else { return }
            self.messages = Self.page(0, size: self.pageSize)
            self.nextPage = 1
            self.hasMore = true
            self.landing { try self.liaison.clearSections(replacedBy: self.sections()) }
            done()
        }
    }

    /// Stars or unstars a message, as its star button does.
    public func toggleStar(id: Int) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isStarred.toggle()
        land()
    }

    // MARK: PaginationDelegate

    /// True until a page came back empty.
    public func isPaginationEnabled() -> Bool { hasMore }

    /// Asks the loader for the next page; when it answers (in the same refresh generation),
    /// its messages land with `apply`, or, for an empty page, `endPagination()` ends it.
    public func paginationStarted(indexPath: IndexPath) {
        let number = nextPage
        let generation = generation
        pagesRequested.append(number)
        deliver { [weak self] in
            guard let self else { return }
            guard generation == self.generation else {
                self.pagesDropped.append(number)
                return
            }
            let page = number < self.pageCount ? Self.page(number, size: self.pageSize) : []
            self.nextPage = number + 1
            if page.isEmpty {
                self.hasMore = false
                self.landing { try self.liaison.endPagination() }
            } else {
                self.messages += page
                self.land()
            }
        }
    }

    /// Nothing to do: the rows are already on screen.
    public func paginationEnded(indexPath: IndexPath) {}

    /// A refresh took the spinner away: the page in flight is dropped when it comes (the
    /// generation it was asked in is gone).
    public func paginationCancelled(indexPath: IndexPath) {}

    // MARK: Rows

    private func land() {
        landing { try liaison.apply(sections()) }
    }

    private func landing(_ change: () throws -> Void) {
        isLanding = true
        defer { isLanding = false }
        do {
            try change()
        } catch {
            lastError = error
        }
    }

    private func row(for message: Message) -> AnyRow {
        let row = Row<MessageCell, Message>(message, id: message.id, editingStyle: .delete, movable: true)
        row.set(height: .height, 60)
        row.set(command: .configuration) { [weak self] cell, message, _ in
            cell.configure(message) { self?.toggleStar(id: message.id) }
        }
        // The liaison already removed or moved the row; the screen's messages follow.
        row.set(command: .delete) { [weak self] _, message, _ in
            guard let self, !self.isLanding else { return }
            self.messages.removeAll { $0.id == message.id }
        }
        row.set(command: .move) { [weak self] _, message, indexPath in
            guard let self, !self.isLanding, let index = self.messages.firstIndex(where: { $0.id == message.id }) else { return }
            self.messages.insert(self.messages.remove(at: index), at: indexPath.row)
        }
        return row
    }
}

/// A message: its subject and sender, and a star button.
@MainActor
public final class MessageCell: TableViewCell {
    /// The subject line.
    public let subject = Label(font: .systemFont(ofSize: 15, weight: .medium))
    /// The sender.
    public let sender = Label(font: .systemFont(ofSize: 13))
    /// "☆ Star" or "★ Starred", identified "star-<id>" for tests.
    public let star = Button()
    private var onStar: @MainActor () -> Void = {}

    /// A message cell; the table sets `reuseIdentifier` when it dequeues it.
    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(subject)
        contentView.addSubview(sender)
        contentView.addSubview(star)
        star.addAction { [weak self] in self?.onStar() }
    }

    public required init?(coder: NSCoder) { return nil }

    func configure(_ message: InboxScreen.Message, onStar: @escaping @MainActor () -> Void) {
        subject.text = message.subject
        sender.text = message.sender
        star.title = message.isStarred ? "★ Starred" : "☆ Star"
        star.accessibilityIdentifier = "star-\(message.id)"
        accessoryType = message.isStarred ? .checkmark : .none
        self.onStar = onStar
    }

    /// The star at the trailing edge, the subject above the sender before it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let starSize = star.sizeThatFits(bounds.size)
        star.frame = CGRect(
            x: bounds.width - 16 - starSize.width, y: (bounds.height - starSize.height) / 2,
            width: starSize.width, height: starSize.height)
        let width = max(0, star.frame.minX - 24)
        subject.frame = CGRect(x: 16, y: 10, width: width, height: 20)
        sender.frame = CGRect(x: 16, y: 32, width: width, height: 18)
    }
}
