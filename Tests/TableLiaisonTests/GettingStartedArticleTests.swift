import Foundation
import TableLiaison
import TestSupport
import Testing

// The TableLiaison catalog's "Getting started" article, compiled and run as written (its
// types live in a namespace here only because the README tour's test declares the same names).

enum GettingStartedArticle {
    struct Post {
        var author: String
        var caption: String
    }

    /// A cell that sizes itself: its height is its caption's, wrapped at the table's width.
    @MainActor
    final class PostCell: TableViewCell {
        let caption = Label(numberOfLines: 0)

        override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(caption)
        }

        // UIKit decodes cells from nibs here; there are none headless.
        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            caption.frame = CGRect(x: 16, y: 8, width: bounds.width - 32, height: bounds.height - 16)
        }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let text = caption.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
            return CGSize(width: size.width, height: text.height + 16)
        }
    }

    @MainActor
    final class FeedScreen: PaginationDelegate {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let liaison = Liaison()
        private(set) var pagesLoaded = 0
        /// Called when the feed needs its next page; the owner fetches it and calls `load(page:)`.
        var onNeedsNextPage: () -> Void = {}

        init() {
            liaison.paginationDelegate = self
            liaison.liaise(tableView: tableView)
        }

        func section(for posts: [Post], title: String) -> Section {
            let header = SectionComponent<TableViewHeaderFooterView, String>(title)
            header.set(height: .height, 44)
            header.set(command: .configuration) { view, title, _ in view.textLabel?.text = title }
            let rows: [AnyRow] = posts.map { post in
                let row = Row<PostCell, Post>(post)
                row.set(command: .configuration) { cell, post, _ in
                    cell.caption.text = "\(post.author): \(post.caption)"
                }
                row.set(height: .estimatedHeight, 60)  // measured when it comes on screen
                return row
            }
            return Section(rows: rows, componentDisplayOption: .header(component: header))
        }

        func load(page: [Post]) throws {
            pagesLoaded += 1
            try liaison.append(section: section(for: page, title: "Page \(pagesLoaded)"))
        }

        // The last row was displayed and pagination is enabled: a spinner row now shows at the
        // end. Appending the next page removes it and calls `paginationEnded(indexPath:)`.
        func isPaginationEnabled() -> Bool { pagesLoaded < 3 }
        func paginationStarted(indexPath: IndexPath) { onNeedsNextPage() }
        func paginationEnded(indexPath: IndexPath) {}
    }
}

@MainActor
struct GettingStartedArticleTests {
    typealias Article = GettingStartedArticle

    static func page(_ number: Int) -> [Article.Post] {
        (0..<12).map {
            Article.Post(author: "author\($0)", caption: "Post \($0) of page \(number), long enough to wrap onto a second line.")
        }
    }

    @Test func theFeedPagesAsTheArticleSays() throws {
        let screen = Article.FeedScreen()
        var requests = 0
        screen.onNeedsNextPage = { requests += 1 }
        try screen.load(page: Self.page(1))

        // Only the rows on screen are measured: the first one at its caption's wrapped height
        // (and the default separator's pixel).
        let first = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? Article.PostCell)
        let caption = first.caption.sizeThatFits(CGSize(width: CGFloat(343), height: CGFloat.greatestFiniteMagnitude)).height
        let rect = screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
        expectEqual(rect.height, TextMetrics.ceilToPixel(caption + 16) + TextMetrics.pixel)
        expectEqual(requests, 0)

        // Scrolling to the last row shows it: the spinner appears in its own section and the
        // screen is asked for the next page once.
        screen.tableView.scrollToRow(at: IndexPath(row: 11, section: 0), at: .bottom, animated: false)
        expectEqual(requests, 1)
        #expect(screen.liaison.isPaginating)
        expectEqual(screen.liaison.sections.count, 2)

        try screen.load(page: Self.page(2))
        #expect(!screen.liaison.isPaginating)
        expectEqual(screen.liaison.sections.count, 2)
        expectEqual(screen.liaison.sections.map(\.rows.count), [12, 12])
        let header = try #require(screen.tableView.headerView(forSection: 0))
        expectEqual(header.textLabel?.text, "Page 1")
    }
}
