import Foundation
import TableLiaison
import TestSupport
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
        expectEqual(tapped, ["tiger"])
        // The last row was displayed: the spinner shows while the next page loads.
        expectEqual(feed.pages, 1)
        try feed.liaison.append(sections: [Section(rows: [CaptionRow(Post(author: "fox", caption: "Hello")) { _ in }])])
        expectEqual(feed.liaison.sections.count, 2)

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
        expectEqual(discarded, ["Draft"])
        expectEqual(feed.liaison.sections[0].rows.count, 2)
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 9, section: 0), rowCount: 2)) {
            try feed.liaison.deleteRow(at: IndexPath(row: 9, section: 0))
        }
    }
}

/// The constraint-based cell of the article "Getting started" (GettingStarted.md), as
/// written there.
@MainActor
final class PersonCell: TableViewCell {
    let name = Label(font: .preferredFont(forTextStyle: .headline))
    let summary = Label(font: .preferredFont(forTextStyle: .body), numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [name, summary] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.adjustsFontForContentSizeCategory = true
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide  // 11 points top and bottom, 16 at the sides
        NSLayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            summary.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            summary.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            summary.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            summary.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { return nil }
}

@MainActor
struct ReadmeConstraintCellTests {
    /// 11 + 20⅔ (17-point headline) + 4 + 20⅔ (17-point body) + 11 at the default size;
    /// both styles are 28 points at accessibilityMedium (33⅔ a line, the summary still on
    /// one line of 343 points); each row adds the default separator's pixel (⅓).
    @Test func theConstraintCellOfTheTourSizesItselfAndFollowsTheTextSize() throws {
        let people = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let liaison = Liaison()
        liaison.liaise(tableView: people)
        let ada = Row<PersonCell, (String, String)>(("Ada", "Wrote the first program."))
        ada.set(command: .configuration) { cell, person, _ in
            cell.name.text = person.0
            cell.summary.text = person.1
        }
        try liaison.append(section: Section(rows: [ada]))
        people.layoutIfNeeded()
        #expect(abs(try people.checking { _ in people.rectForRow(at: IndexPath(row: 0, section: 0)) }.height - 203.0 / 3) < 1e-6)
        people.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        people.layoutIfNeeded()
        #expect(abs(try people.checking { _ in people.rectForRow(at: IndexPath(row: 0, section: 0)) }.height - 281.0 / 3) < 1e-6)
        let cell = try #require(people.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell)
        expectEqual(cell.summary.lines, ["Wrote the first program."])
        expectEqual(cell.summary.font.pointSize, 28)
        #expect(people.layoutDiagnostics.isEmpty)
    }
}
