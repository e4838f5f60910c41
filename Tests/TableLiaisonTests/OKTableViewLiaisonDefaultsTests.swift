import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// The initializers and every default the migration guide lists, each checked through the
/// table where the table can show it.
@MainActor
struct OKTableViewLiaisonDefaultsTests {
    @Test func aRowIsMadeAsInOKTableViewLiaisonWithTheModelUnlabelledFirst() {
        let deletable = Row<TestCell, String>("post", editingStyle: .delete)
        expectEqual(deletable.model, "post")
        expectEqual(deletable.editingStyle, .delete)

        let action = TableViewRowAction(style: .normal, title: "Mark") { _, _ in }
        let everything = Row<TestCell, String>(
            "all", id: 9, editingStyle: .insert, movable: true, editActions: [action], indentWhileEditing: true,
            deleteConfirmationTitle: "Remove", deleteRowAnimation: .left, registration: .class(reuseIdentifier: "custom"))
        expectEqual(everything.id, AnyHashable(9))
        expectEqual(everything.editingStyle, .insert)
        #expect(everything.movable)
        expectEqual(everything.editActions, [action])
        #expect(everything.indentWhileEditing)
        expectEqual(everything.deleteConfirmationTitle, "Remove")
        expectEqual(everything.deleteRowAnimation, .left)
        expectEqual(everything.reuseIdentifier, "custom")

        let void = Row<TestCell, Void>(editingStyle: .delete, movable: true)
        expectEqual(void.editingStyle, .delete)
        #expect(void.movable)
        #expect(!void.indentWhileEditing)
    }

    @Test func aRowsDefaultsAreOKTableViewLiaisons() {
        for row in [Row<TestCell, String>("plain"), Row<TestCell, Void>()] as [AnyRow] {
            expectEqual(row.editingStyle, .none)
            #expect(!row.movable)
            #expect(row.editActions == nil)
            #expect(!row.indentWhileEditing)
            #expect(row.deleteConfirmationTitle == nil)
            expectEqual(row.deleteRowAnimation, .automatic)
            expectEqual(row.reuseIdentifier, "TestCell")
            #expect(row.height == nil)
            #expect(row.estimatedHeight == nil)
            #expect(row.isSelectable)
            #expect(row.leadingSwipeActions == nil)
            #expect(row.trailingSwipeActions == nil)
        }
        #expect(Row<TestCell, String>("plain").id == nil)
    }

    @Test func inEditingModeARowIndentsOnlyWhenItAsksTo() throws {
        let plain = textRow("plain")
        plain.editingStyle = .delete
        let indented = Row<TestCell, String>("indented", editingStyle: .delete, indentWhileEditing: true)
        let liaison = Liaison(sections: [Section(rows: [plain, indented])])
        let table = try makeTable(liaison)
        table.setEditing(true, animated: false)
        try table.layoutIfNeededOrThrow()
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isIndentedWhileEditing, false)
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isIndentedWhileEditing, true)
        expectEqual(liaison.tableView(table, shouldIndentWhileEditingRowAt: IndexPath(row: 7, section: 3)), false)
    }

    @Test func aDefaultRowCanNeitherBeSwipedNorDragged() throws {
        let liaison = Liaison(sections: [section(["a", "b"])])
        let table = try makeTable(liaison)
        #expect(throws: TableViewError.self) { try table.swipeRow(at: IndexPath(row: 0, section: 0)) }
        table.setEditing(true, animated: false)
        #expect(throws: TableViewError.self) { try table.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0)) }
        #expect(throws: TableViewError.self) {
            try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
    }

    @Test func anEmptyListOfEditActionsMakesNoRowEditable() throws {
        let empty = textRow("empty")
        empty.editActions = []
        let one = textRow("one")
        one.editActions = [TableViewRowAction(style: .normal, title: "Mark") { _, _ in }]
        let liaison = Liaison(sections: [Section(rows: [empty, one])])
        let table = try makeTable(liaison)
        #expect(throws: TableViewError.self) { try table.swipeRow(at: IndexPath(row: 0, section: 0)) }
        #expect(
            try table.swipeRow(at: IndexPath(row: 1, section: 0)) == [SwipeActionDescription(title: "Mark", isDestructive: false)]
        )
    }

    @Test func aDeleteStyleRowSwipesToDeleteTitledDeleteAndLeavesWithTheAutomaticAnimation() throws {
        let row = Row<TestCell, String>("swipe", editingStyle: .delete)
        row.set(height: .height, 44)
        let liaison = Liaison(sections: [Section(rows: [row, textRow("stay")])])
        let table = try makeTable(liaison)
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0)) == [
                SwipeActionDescription(title: "Delete", isDestructive: true)
            ])
        try table.tapSwipeAction(at: 0)
        expectEqual(table.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 0, section: 0)], .automatic)])
        expectEqual(model(liaison), [["stay"]])
    }

    @Test func aRowWithoutHeightsSelfSizesAndIsEstimatedAtTheTablesEstimate() throws {
        let liaison = Liaison(sections: [Section(rows: [Row<TestCell, String>("self-sized")])])
        let table = try makeTable(liaison)
        let indexPath = IndexPath(row: 0, section: 0)
        expectEqual(liaison.tableView(table, heightForRowAt: indexPath), TableView.automaticDimension)
        expectEqual(liaison.tableView(table, estimatedHeightForRowAt: indexPath), TableView.defaultEstimatedRowHeight)
        // Self-sized: the label's line plus the cell's 22 points of padding, and the pixel of
        // UIKit's default single-line separator (the original ran on UIKit's defaults).
        let cell = try #require(table.cellForRow(at: indexPath) as? TestCell)
        expectEqual(table.separatorStyle, .singleLine)
        #expect(
            try table.checking { _ in table.rectForRow(at: indexPath) }.height
                == cell.sizeThatFits(CGSize(width: 320, height: 0)).height + TextMetrics.pixel)
    }

    @Test func aSectionAndAComponentDefaultToNothingAndSelfSizing() throws {
        let section = Section()
        #expect(section.rows.isEmpty)
        #expect(section.id == nil)
        #expect(section.componentDisplayOption.header == nil && section.componentDisplayOption.footer == nil)

        let header = SectionComponent<TestHeader, String>("Title")
        expectEqual(header.reuseIdentifier, "TestHeader")
        #expect(header.height == nil)
        #expect(header.estimatedHeight == nil)
        let liaison = Liaison(sections: [
            Section(rows: [textRow("a")], componentDisplayOption: .header(component: header)), Section(rows: [textRow("b")]),
        ])
        let table = try makeTable(liaison)
        expectEqual(liaison.tableView(table, heightForHeaderInSection: 0), TableView.automaticDimension)
        expectEqual(liaison.tableView(table, estimatedHeightForHeaderInSection: 0), 0)
        // A section without a header or footer shows none: zero height.
        #expect(try table.checking { _ in table.rectForHeader(inSection: 1) }.height == 0)
        #expect(try table.checking { _ in table.rectForFooter(inSection: 0) }.height == 0)
        header.set(height: .height, 30)
        expectEqual(liaison.tableView(table, estimatedHeightForHeaderInSection: 0), 30)
    }

    @Test func aDefaultRowHighlightsAndSelectsWhenTapped() throws {
        let liaison = Liaison(sections: [Section(rows: [Row<TestCell, String>("tap")])])
        let table = try makeTable(liaison)
        try table.tapRow(at: IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
    }

    @Test func mutationsAnimateAutomaticallyAndScrollingMovesOnlyAsFarAsNeeded() throws {
        let liaison = Liaison(sections: [section((0..<30).map { "r\($0)" })])
        let table = try makeTable(liaison)
        try liaison.append(row: textRow("appended"))
        expectEqual(table.updateHistory.last?.operations, [.insertRows([IndexPath(row: 30, section: 0)], .automatic)])
        try liaison.deleteRow(at: IndexPath(row: 30, section: 0))
        expectEqual(table.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 30, section: 0)], .automatic)])
        // `.none`: a visible row does not move the content; a row below it is brought to the bottom edge.
        try liaison.scroll(to: IndexPath(row: 3, section: 0))
        try table.layoutIfNeededOrThrow()
        expectEqual(table.contentOffset.y, 0)
        try liaison.scroll(to: IndexPath(row: 14, section: 0))
        try table.layoutIfNeededOrThrow()
        #expect(abs(table.contentOffset.y - (15 * 44 - 440)) < 0.001, "\(Double(table.contentOffset.y))")
    }

    @Test func theSpinnerRowIs44PointsAndCannotBeSelected() {
        let spinner = PaginationRow()
        expectEqual(spinner.height, 44)
        #expect(!spinner.isSelectable)
        expectEqual(spinner.reuseIdentifier, "PaginationCell")
    }

    @Test func aLiaisonStartsEmptyWithTheSpinnerRowAndNoPagination() throws {
        let liaison = Liaison()
        #expect(liaison.sections.isEmpty)
        #expect(liaison.paginationRow is PaginationRow)
        #expect(liaison.paginationDelegate == nil)
        expectEqual(liaison.isPaginating, false)
        let table = try makeTable(liaison)
        expectEqual(table.numberOfSections, 0)
        try liaison.append(section: section(["only"]))
        try table.layoutIfNeededOrThrow()
        // Displaying the last row pages nothing in without a delegate.
        #expect(!liaison.isPaginating)
        expectEqual(liaison.sections.count, 1)
    }
}
