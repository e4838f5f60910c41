import Foundation
import TableLiaison

/// Scenario 4, the liaison's own tutorial: a feed of posts, one section each, paging in four
/// more posts when the user reaches the end (until 8 are shown), refreshing on a pull. The
/// page comes from an `async` loader that takes `pageDelay` on `clock`: the wall clock in an
/// app, the harness's clock in a test.
@MainActor
public final class ContentFeedScreen: PaginationDelegate {
    /// A user of the feed.
    public struct User: Sendable {
        public var username: String
        public var avatar: Image
    }

    /// A post of the feed.
    public struct Post: Sendable {
        public var user: User
        public var image: Image
        public var numberOfLikes: Int
        public var caption: String
        public var numberOfComments: Int
        public var timePosted: Int
    }

    /// The liaison showing the feed.
    public let liaison = Liaison()
    /// The table.
    public let tableView: TableView
    /// How many sections pagination fills up to.
    public var maximumSections = 8
    /// The clock the loader waits on: `ContinuousClock` by default, `harness.clock` in a test.
    public var clock: any Clock<Duration> = ContinuousClock()
    /// How long the loader takes to answer.
    public var pageDelay: Duration = .seconds(1)
    /// The captions tapped, by username.
    public private(set) var tappedCaptions: [String] = []
    /// Pages requested so far.
    public private(set) var pagesRequested = 0

    /// A feed in a table of `width` × `height` points.
    public init(width: CGFloat = 375, height: CGFloat = 667) {
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
        liaison.paginationDelegate = self
        liaison.liaise(tableView: tableView)
    }

    /// The first page: bear, tiger, giraffe, gorilla.
    public static let firstPage: [Post] = ["bear", "tiger", "giraffe", "gorilla"].enumerated().map { post($1, index: $0) }
    /// The page that follows: fox, moose, elephant, zebra.
    public static let nextPage: [Post] = ["fox", "moose", "elephant", "zebra"].enumerated().map { post($1, index: $0 + 4) }

    private static func post(_ animal: String, index: Int) -> Post {
        let sizes = [CGSize(width: 640, height: 480), CGSize(width: 1080, height: 1080), CGSize(width: 600, height: 800)]
        return Post(
            user: User(username: "\(animal)_lover", avatar: Image(name: "\(animal)-avatar", size: CGSize(width: 40, height: 40))),
            image: Image(name: "\(animal).jpg", size: sizes[index % 3]), numberOfLikes: 64 + index * 37,
            caption: "Look at this \(animal)! " + String(repeating: "Such a wonderful animal. ", count: index % 3 + 1),
            numberOfComments: 25 + index, timePosted: [27 * 60, 1, 60, 3 * 3600, 86_400, 45, 7200, 3 * 86_400][index % 8])
    }

    /// Shows the first page.
    /// - Throws: what the liaison throws.
    public func loadFirstPage() throws {
        try liaison.append(sections: Self.firstPage.map(section(for:)), animated: false)
    }

    /// Pull to refresh: everything is replaced by the first page.
    /// - Throws: what the liaison throws.
    public func refresh() throws {
        pagesRequested = 0
        try liaison.clearSections(replacedBy: Self.firstPage.map(section(for:)))
    }

    // MARK: PaginationDelegate

    public func isPaginationEnabled() -> Bool { liaison.sections.count < maximumSections }

    /// Starts a task that awaits the loader and appends its page (which ends the page).
    public func paginationStarted(indexPath: IndexPath) {
        pagesRequested += 1
        Task { [weak self] in
            do {
                guard let page = try await self?.loadNextPage(), let self else { return }
                try liaison.append(sections: page.map(section(for:)))
            } catch {
                print("loading a page failed: \(error)")
            }
        }
    }

    /// The loader: the page that follows, `pageDelay` later on `clock`.
    /// - Throws: `CancellationError` when the task waiting for it is cancelled.
    public func loadNextPage() async throws -> [Post] {
        try await clock.sleep(for: pageDelay)
        return Self.nextPage
    }

    public func paginationEnded(indexPath: IndexPath) {}

    // MARK: Building a post

    /// "27 minutes ago": seconds under a minute, minutes under an hour, hours under a day,
    /// days after that; singular for 1.
    public static func timeAgo(_ seconds: Int) -> String {
        let (value, unit): (Int, String) =
            switch seconds {
            case ..<60: (seconds, "second")
            case ..<3600: (seconds / 60, "minute")
            case ..<86_400: (seconds / 3600, "hour")
            default: (seconds / 86_400, "day")
            }
        return "\(value) \(unit)\(value == 1 ? "" : "s") ago"
    }

    func section(for post: Post) -> Section {
        let header = SectionComponent<PostHeaderView, User>(post.user)
        header.set(height: .height, 70)
        header.set(command: .configuration) { view, user, _ in
            view.avatar.image = user.avatar
            view.username.text = user.username
        }
        let width = tableView.bounds.width
        let image = Row<PostImageCell, Image>(post.image)
        image.set(height: .height) { image in TextMetrics.ceilToPixel(width * image.aspectRatio) }
        image.set(command: .configuration) { cell, image, _ in cell.photo.image = image }
        let actions = Row<ActionButtonsCell, Void>()
        actions.set(height: .height, 30)
        actions.isSelectable = false
        let likes = textRow("\(post.numberOfLikes) likes", font: .systemFont(ofSize: 14, weight: .semibold))
        let caption = Row<TextRowCell, Post>(post)
        caption.set(command: .configuration) { cell, post, _ in
            cell.label.font = .systemFont(ofSize: 14)
            cell.label.text = "\(post.user.username) \(post.caption)"
        }
        caption.set(command: .didSelect) { [weak self] _, post, _ in self?.tappedCaptions.append(post.user.username) }
        let comments = textRow("View all \(post.numberOfComments) comments", font: .systemFont(ofSize: 14), color: .gray)
        let time = textRow(Self.timeAgo(post.timePosted), font: .systemFont(ofSize: 10), color: .gray)
        return Section(
            rows: [image, actions, likes, caption, comments, time], componentDisplayOption: .header(component: header))
    }

    private func textRow(_ text: String, font: Font, color: Color = .black) -> Row<TextRowCell, String> {
        let row = Row<TextRowCell, String>(text)
        row.set(command: .configuration) { cell, text, _ in
            cell.label.font = font
            cell.label.textColor = color
            cell.label.text = text
        }
        return row
    }
}

/// A post's header: avatar and username.
@MainActor
public final class PostHeaderView: TableViewHeaderFooterView {
    public let avatar = ImageView()
    public let username = Label(font: .systemFont(ofSize: 14, weight: .medium))
    private lazy var stack = StackView(
        axis: .horizontal, spacing: 10, alignment: .center,
        insets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15), [avatar, username])

    public override init(reuseIdentifier: String? = nil) {
        super.init(reuseIdentifier: reuseIdentifier)
        avatar.fixedSize = CGSize(width: 40, height: 40)
        contentView.addSubview(stack)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
    }
}

/// A post's photo, as wide as the table.
@MainActor
public final class PostImageCell: TableViewCell {
    public let photo = ImageView()

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(photo)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = bounds
    }
}

/// The four action buttons.
@MainActor
public final class ActionButtonsCell: TableViewCell {
    public let buttons = ["❤️", "💬", "📤", "🔖"].map { Button(title: $0) }
    private lazy var stack = StackView(
        axis: .horizontal, spacing: 12, alignment: .center, insets: EdgeInsets(left: 15, right: 15), buttons)

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for button in buttons { button.contentHuggingPriority = .required }
        buttons.last?.contentHuggingPriority = .defaultLow
        contentView.addSubview(stack)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
        stack.layoutIfNeeded()
    }
}

/// A self-sizing cell of one multi-line label with 15-point side margins.
@MainActor
public final class TextRowCell: TableViewCell {
    public let label = Label(numberOfLines: 0)
    private lazy var stack = StackView(axis: .vertical, insets: EdgeInsets(top: 4, left: 15, bottom: 4, right: 15), [label])

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(stack)
    }

    public required init?(coder: NSCoder) { return nil }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { stack.sizeThatFits(size) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
        stack.layoutIfNeeded()
    }
}
