import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A data source written the way pre-index-path UIKit code is: dequeue without an index
/// path, and make the cell itself when nothing comes back.
@MainActor
private final class OldStyleDataSource: TableViewDataSource {
    let rows: Int
    var cellsMadeByHand = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: "old") { return cell }
        cellsMadeByHand += 1
        return TableViewCell(style: .default, reuseIdentifier: "old")
    }
}

@MainActor
struct PortingConvenienceTests {
    @Test func dequeuingWithoutAnIndexPathReturnsNilWhenNothingIsPooledOrRegistered() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        expectEqual(table.statistics.cellsCreated, 0)
    }

    @Test func dequeuingWithoutAnIndexPathMakesARegisteredCellSizedToTheTable() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 280, height: 440))
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "text"))
        #expect(cell is TextCell)
        expectEqual(cell.reuseIdentifier, "text")
        expectEqual(cell.frame.width, 280)
        expectEqual(table.statistics.cellsCreated, 1)
    }

    @Test func cellsAnOldStyleDataSourceMadeItselfAreReusedByTheDequeueWithoutAnIndexPath() throws {
        let source = OldStyleDataSource(rows: 100)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.dataSource = source
        try table.layoutIfNeededOrThrow()
        expectEqual(source.cellsMadeByHand, 10)
        // Scrolling a screen down puts the cells that left in the pool; the rows coming on
        // screen take them instead of asking for new ones.
        table.contentOffset.y = 440
        try table.layoutIfNeededOrThrow()
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 10, section: 0))
        expectEqual(source.cellsMadeByHand, 10)
        expectEqual(table.statistics.cellsReused, 10)
    }

    @Test func viewsAreFoundByAccessibilityIdentifierAndCarryALabel() {
        let root = View()
        let card = View()
        let button = View()
        root.addSubview(card)
        card.addSubview(button)
        #expect(button.accessibilityIdentifier == nil)
        #expect(button.accessibilityLabel == nil)
        button.accessibilityIdentifier = "post.like"
        button.accessibilityLabel = "Like"
        card.tag = 4
        #expect(root.view(withAccessibilityIdentifier: "post.like") === button)
        expectEqual(root.view(withAccessibilityIdentifier: "post.like")?.accessibilityLabel, "Like")
        #expect(root.view(withAccessibilityIdentifier: "post.share") == nil)
        #expect(button.view(withAccessibilityIdentifier: "post.like") === button)
        #expect(root.viewWithTag(4) === card)
        // The search is depth first: an identifier deeper in an earlier subtree wins.
        let later = View()
        later.accessibilityIdentifier = "post.like"
        root.addSubview(later)
        #expect(root.view(withAccessibilityIdentifier: "post.like") === button)
    }

    @Test func actionsAreEqualOnlyToThemselves() {
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        let sameTitle = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        expectEqual(flag, flag)
        #expect(flag != sameTitle)
        expectEqual(Set([flag, sameTitle, flag]).count, 2)
        let configuration = SwipeActionsConfiguration(actions: [flag])
        expectEqual(configuration.actions, [flag])
        #expect(configuration.actions.firstIndex(of: sameTitle) == nil)

        let old = TableViewRowAction(style: .normal, title: "Old") { _, _ in }
        let twin = TableViewRowAction(style: .normal, title: "Old") { _, _ in }
        expectEqual(old, old)
        #expect(old != twin)
        expectEqual(Set([old, twin, twin]).count, 2)
    }
}
