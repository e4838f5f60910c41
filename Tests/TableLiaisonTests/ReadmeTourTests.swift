import Foundation
import TableLiaison
import Testing

// The README's liaison tour, compiled and run as written.

@MainActor
final class PostCell: TableViewCell {
    let caption = Label(numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
    }

    // UIKit decodes cells from nibs here; there are none headless.
    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = caption.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: text.height + 16)
    }
}

struct Post {
    var author: String
    var caption: String
}

@MainActor
final class CaptionRow: Row<PostCell, Post> {
    init(_ post: Post, onTap: @escaping @MainActor (Post) -> Void) {
        super.init(post)
        set(command: .configuration) { cell, post, _ in cell.caption.text = "\(post.author) \(post.caption)" }
        set(command: .didSelect) { _, post, _ in onTap(post) }
        // No height: the row sizes itself from its cell.
    }
}

@MainActor
final class Feed: PaginationDelegate {
    let liaison = Liaison()
    var pages = 0

    func isPaginationEnabled() -> Bool { pages < 2 }
    func paginationStarted(indexPath: IndexPath) { pages += 1 }
    func paginationEnded(indexPath: IndexPath) {}
}

@MainActor
struct ReadmeTourTests {
    @Test func theLiaisonTourRunsAsTheReadmeSays() throws {
        let feed = Feed()
        var tapped: [String] = []
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        feed.liaison.paginationDelegate = feed
        feed.liaison.liaise(tableView: table)

        let posts = [Post(author: "bear", caption: "Fishing 🐟"), Post(author: "tiger", caption: "Nap time")]
        let header = SectionComponent<TableViewHeaderFooterView, String>("Today")
        header.set(height: .height, 70)
        header.set(command: .configuration) { view, title, _ in view.textLabel?.text = title }
        try feed.liaison.append(
            section: Section(
                rows: posts.map { CaptionRow($0) { tapped.append($0.author) } },
                componentDisplayOption: .header(component: header)))

        try table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(tapped == ["tiger"])
        // The last row was displayed: the spinner shows while the next page loads.
        #expect(feed.pages == 1)
        try feed.liaison.append(sections: [Section(rows: [CaptionRow(Post(author: "fox", caption: "Hello")) { _ in }])])
        #expect(feed.liaison.sections.count == 2)

        var discarded: [String] = []
        let draft = Row<PostCell, Post>(
            Post(author: "me", caption: "Draft"), editingStyle: .delete, deleteConfirmationTitle: "Discard")
        draft.set(command: .configuration) { cell, post, _ in cell.caption.text = post.caption }
        draft.set(command: .delete) { _, post, _ in discarded.append(post.caption) }
        try feed.liaison.insert(row: draft, at: IndexPath(row: 0, section: 0))
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0)) == [
                SwipeActionDescription(title: "Discard", isDestructive: true)
            ])
        try table.tapSwipeAction(at: 0)
        #expect(discarded == ["Draft"])
        #expect(feed.liaison.sections[0].rows.count == 2)
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 9, section: 0), rowCount: 2)) {
            try feed.liaison.deleteRow(at: IndexPath(row: 9, section: 0))
        }
    }
}
