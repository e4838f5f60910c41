import Foundation
import ScrollHarness
import TableLiaison

/// A list of items (a title, maybe a photo, a height from its line count) in one section,
/// paging in two more pages of 30 on a loader that takes ten seconds on the harness
/// clock, refreshing on a pull, deleting by swipe, reordering in editing mode, with a detail
/// button on four-line items. Each `Bug` plants one mistake a screen
/// author makes; without bugs the screen passes every check.
@MainActor
package final class PlantedBugScreen: PaginationDelegate {
    /// The mistakes that can be planted.
    package enum Bug: CaseIterable, Sendable {
        /// The configuration sets the photo only when the item has one, and the cell does
        /// not reset it in `prepareForReuse`: a reused cell keeps its previous photo.
        case keepsPreviousImage
        /// A cancelled page's load is not cancelled: after a refresh, the next page starts
        /// a second load while the first is still pending.
        case startsSecondLoad
        /// The delete command forgets to remove the item from `items`.
        case deleteKeepsModel
        /// The height closure reads `items` at the index the row was made at, not its model.
        case readsStaleHeight
        /// Notes and photo items register different cell types under one identifier: a
        /// reused photo cell is dequeued for a note (a `LiaisonError`).
        case sharesReuseIdentifier
        /// Every row registers its own identifier, so no cell is ever reused.
        case neverReusesCells
        /// A tap replays `willDisplay` through the table's delegate to restart an animation.
        case replaysWillDisplay
        /// The refresh liaises the table again, taking it from the harness's recorder.
        case liaisesAgainOnRefresh
    }

    package struct Item: Equatable {
        package var title: String
        package var image: String?
        package var lines: Int
        package var isNote: Bool
    }

    package let bug: Bug?
    package let liaison = Liaison()
    package let harness: ScrollHarness
    /// The items, in the order they came (a reorder drag changes the table's order only:
    /// the liaison runs `.move` only on a cell on screen, so it cannot keep this order).
    package private(set) var items: [Item]
    package private(set) var pagesLoaded = 0
    package private(set) var loadsInFlight = 0
    /// What the screen's own code met (an append refused): the explored screen's check.
    package private(set) var errors: [any Error] = []
    private var load: Task<Void, Never>?
    private var made = 0

    package init(bug: Bug? = nil) throws {
        self.bug = bug
        items = Self.page(0)
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        liaison.paginationDelegate = self
        harness.onRefresh = { [weak self] in self?.refresh() }
        try liaison.append(section: Section(rows: items.map(row(for:))), animated: false)
        harness.advance(frames: 1)
    }

    package static func page(_ number: Int) -> [Item] {
        (0..<30).map { index in
            let n = number * 30 + index
            return Item(
                title: "item \(n)", image: n % 3 == 2 ? nil : "photo-\(n)", lines: 1 + n % 4, isNote: n >= 10 && n % 7 == 6)
        }
    }

    package static func height(of item: Item) -> CGFloat { 24 + CGFloat(item.lines) * 20 }

    package var explored: ExploredScreen<PlantedBugScreen> { ExploredScreen(screen: self, harness: harness) }

    // MARK: Rows

    func row(for item: Item) -> AnyRow {
        made += 1
        if item.isNote {
            let registration: Registration<NoteCell> =
                bug == .sharesReuseIdentifier ? .class(reuseIdentifier: "item") : .defaultClass
            let note = Row<NoteCell, Item>(item, editingStyle: .delete, movable: true, registration: registration)
            note.set(command: .configuration) { cell, item, _ in cell.label.text = item.title }
            finish(note)
            return note
        }
        let registration: Registration<PhotoCell> =
            switch bug {
            case .sharesReuseIdentifier: .class(reuseIdentifier: "item")
            case .neverReusesCells: .class(reuseIdentifier: "item-\(made)")
            default: .defaultClass
            }
        let row = Row<PhotoCell, Item>(item, editingStyle: .delete, movable: true, registration: registration)
        let keepsImage = bug == .keepsPreviousImage
        row.set(command: .configuration) { cell, item, _ in
            cell.title.text = item.title
            cell.accessoryType = item.lines == 4 ? .detailButton : .none
            if keepsImage {
                if let name = item.image { cell.photo.image = Image(name: name, size: CGSize(width: 40, height: 40)) }
            } else {
                cell.photo.image = item.image.map { Image(name: $0, size: CGSize(width: 40, height: 40)) }
            }
        }
        if bug == .replaysWillDisplay {
            row.set(command: .didSelect) { [weak self] cell, _, indexPath in
                guard let table = self?.harness.tableView else { return }
                table.delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
            }
        }
        finish(row)
        return row
    }

    private func finish<Cell>(_ row: Row<Cell, Item>) {
        if bug == .readsStaleHeight {
            let index = made - 1
            row.set(height: .height) { [weak self] item in
                guard let self, index < self.items.count else { return Self.height(of: item) }
                return Self.height(of: self.items[index])
            }
        } else {
            row.set(height: .height) { Self.height(of: $0) }
        }
        let keepsModel = bug == .deleteKeepsModel
        row.set(command: .delete) { [weak self] _, item, _ in
            if !keepsModel { self?.items.removeAll { $0 == item } }
        }
    }

    // MARK: Paging and refreshing

    package func isPaginationEnabled() -> Bool { pagesLoaded < 2 }

    package func paginationStarted(indexPath: IndexPath) {
        loadsInFlight += 1
        let clock = harness.clock
        load = Task { [weak self] in
            let cancelled = (try? await clock.sleep(for: .seconds(10))) == nil
            guard let self else { return }
            loadsInFlight -= 1
            if cancelled { return }
            pagesLoaded += 1
            let page = Self.page(pagesLoaded)
            items += page
            do {
                try liaison.append(rows: page.map(row(for:)), to: 0)
            } catch {
                errors.append(error)
            }
        }
    }

    package func paginationEnded(indexPath: IndexPath) {}

    package func paginationCancelled(indexPath: IndexPath) {
        if bug != .startsSecondLoad { load?.cancel() }
    }

    func refresh() {
        let first = Self.page(0)
        pagesLoaded = 0
        if bug == .liaisesAgainOnRefresh { liaison.liaise(tableView: harness.tableView) }
        do {
            // The leaving rows' delete commands run during the clear: the items are
            // replaced after it.
            try liaison.clearSections(replacedBy: [Section(rows: first.map(row(for:)))])
        } catch {
            errors.append(error)
        }
        items = first
        harness.endRefreshing()
    }
}

@MainActor
package final class PhotoCell: TableViewCell {
    package let photo = ImageView()
    package let title = Label(numberOfLines: 0)

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(photo)
        contentView.addSubview(title)
    }

    package required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = CGRect(x: 8, y: 2, width: 40, height: 40)
        title.frame = CGRect(x: 56, y: 2, width: bounds.width - 64, height: max(0, bounds.height - 4))
    }
}

@MainActor
package final class NoteCell: TableViewCell {
    package let label = Label(numberOfLines: 0)

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    package required init?(coder: NSCoder) { return nil }
}

extension PlantedBugScreen {
    /// Every check: the standard ones (pagination also counting the screen's loads), a
    /// bound on live cells, and the screen's own rules.
    package static var allChecks: [ExplorationCheck<PlantedBugScreen>] {
        [
            .unexpectedErrors, .reuseConsistency, .visibleRows, .configuredRows, .displayPairing,
            .pagination(loadsInFlight: { $0.screen.loadsInFlight }), .liveCells(atMost: 24),
            .custom("rows follow items") { explored in
                // As sets of titles: a reorder drag changes the table's order only.
                let shown = explored.screen.liaison.sections.first?.rows.compactMap { PlantedBugScreen.item(of: $0)?.title } ?? []
                guard shown.sorted() != explored.screen.items.map(\.title).sorted() else { return nil }
                return "the table shows \(shown.count) items, the screen has \(explored.screen.items.count)"
            },
            .custom("heights follow items") { explored in
                let table = explored.harness.tableView
                for indexPath in table.indexPathsForVisibleRows ?? [] {
                    guard let row = explored.screen.liaison.row(at: indexPath), let item = PlantedBugScreen.item(of: row)
                    else { continue }
                    let rect = table.rectForRow(at: indexPath)
                    if rect.height != PlantedBugScreen.height(of: item) {
                        return
                            "\(item.title) is \(rect.height) points high, its \(item.lines) lines need \(PlantedBugScreen.height(of: item))"
                    }
                }
                return nil
            },
            .custom("screen errors") { explored in explored.screen.errors.first.map { "the screen met \($0)" } },
        ]
    }

    /// The item a row of the screen shows.
    package static func item(of row: AnyRow) -> Item? {
        (row as? Row<PhotoCell, Item>)?.model ?? (row as? Row<NoteCell, Item>)?.model
    }

    /// The bugs planted in the screen and the check that finds each.
    nonisolated package static let plantedBugs: [(Bug, String)] = [
        (.keepsPreviousImage, "reuse consistency"),
        (.startsSecondLoad, "pagination"),
        (.deleteKeepsModel, "rows follow items"),
        (.readsStaleHeight, "heights follow items"),
        (.sharesReuseIdentifier, "unexpected errors"),
        (.neverReusesCells, "live cells"),
        (.replaysWillDisplay, "display pairing"),
        (.liaisesAgainOnRefresh, "configured rows"),
    ]
}
