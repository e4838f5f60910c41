import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct EditingTests {
    let source = RecordingDataSource(rows: 10)
    let table: TableView

    init() throws {
        table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        let source = self.source
        source.onCommit = { table, style, indexPath in
            guard style == .delete else { return }
            source.sections[indexPath.section].remove(at: indexPath.row)
            table.deleteRows(at: [indexPath], with: .left)
        }
        source.recordsScrolls = false
        source.recordsHeights = false
        source.clear()
    }

    private var calls: [String] { source.events.filter { !$0.hasPrefix("numberOf") && !$0.hasPrefix("prefetch") } }

    @Test func r60EditingModeShowsEachRowsControls() {
        source.canMove = { $0.row != 0 }
        source.canEdit = { $0.row != 1 }
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        let cells = table.visibleCells
        #expect(cells[0].isEditing && cells[0].editingStyle == .delete && !cells[0].showsReorderControl)
        #expect(cells[1].editingStyle == .none && cells[1].showsReorderControl)
        #expect(cells[2].isIndentedWhileEditing)
        table.setEditing(false, animated: false)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    }

    @Test func r61SwipeToDeleteCommitsThroughTheDataSource() throws {
        let actions = try table.swipeRow(at: IndexPath(row: 2, section: 0))
        expectEqual(actions, [SwipeActionDescription(title: "Delete", isDestructive: true)])
        expectEqual(table.swipedRow, IndexPath(row: 2, section: 0))
        try table.tapSwipeAction(at: 0)
        #expect(
            calls == ["willBeginEditing (0 - 2)", "commit delete (0 - 2)", "didEndDisplaying (0 - 2)", "didEndEditing (0 - 2)"])
        expectEqual(table.numberOfRows(inSection: 0), 9)
        #expect(table.swipedRow == nil)
    }

    @Test func r61TheDeleteButtonTitleComesFromTheDelegate() throws {
        source.deleteTitle = { _ in "Remove" }
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0)) == [
                SwipeActionDescription(title: "Remove", isDestructive: true)
            ])
    }

    @Test func r61CancellingASwipeOnlyEndsEditing() throws {
        try table.swipeRow(at: IndexPath(row: 1, section: 0))
        try table.cancelSwipe()
        expectEqual(calls, ["willBeginEditing (0 - 1)", "didEndEditing (0 - 1)"])
        #expect(throws: TableViewError.noRowSwiped) { try table.cancelSwipe() }
    }

    @Test func r61ContextualActionsRunTheirHandlerAndEndWhenItCompletes() throws {
        var completion: (@MainActor (Bool) -> Void)?
        source.trailingActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Flag") { _, _, done in completion = done },
                ContextualAction(style: .destructive, title: "Trash") { _, _, done in done(true) },
            ])
        }
        #expect(
            try table.swipeRow(at: IndexPath(row: 3, section: 0)) == [
                SwipeActionDescription(title: "Flag", isDestructive: false),
                SwipeActionDescription(title: "Trash", isDestructive: true),
            ])
        try table.tapSwipeAction(at: 0)
        expectEqual(table.swipedRow, IndexPath(row: 3, section: 0))
        completion?(true)
        #expect(table.swipedRow == nil)
        expectEqual(calls, ["willBeginEditing (0 - 3)", "didEndEditing (0 - 3)"])
        #expect(throws: TableViewError.noRowSwiped) { try table.tapSwipeAction(at: 1) }
    }

    @Test func r61RowActionsAreTheFallbackBeforeTheDeleteButton() throws {
        var tapped: [IndexPath] = []
        source.rowActions = { _ in
            [TableViewRowAction(style: .normal, title: "More") { _, indexPath in tapped.append(indexPath) }]
        }
        #expect(
            try table.swipeRow(at: IndexPath(row: 4, section: 0)) == [SwipeActionDescription(title: "More", isDestructive: false)]
        )
        #expect(throws: TableViewError.swipeActionOutOfRange(index: 1, row: IndexPath(row: 4, section: 0), actionCount: 1)) {
            try table.tapSwipeAction(at: 1)
        }
        try table.tapSwipeAction(at: 0)
        expectEqual(tapped, [IndexPath(row: 4, section: 0)])
        expectEqual(calls.last, "didEndEditing (0 - 4)")
    }

    @Test func r61ARowThatCannotBeEditedCannotBeSwiped() {
        source.canEdit = { _ in false }
        #expect(throws: TableViewError.rowNotEditable(IndexPath(row: 2, section: 0))) {
            try table.swipeRow(at: IndexPath(row: 2, section: 0))
        }
        #expect(calls.isEmpty)
    }

    @Test func r61ACommitAnsweredWithAnInconsistentUpdateThrows() throws {
        source.onCommit = { table, _, indexPath in
            // Removes the row from the model but tells the table about two rows.
            self.source.sections[0].remove(at: indexPath.row)
            table.deleteRows(at: [indexPath, IndexPath(row: 0, section: 0)], with: .fade)
        }
        try table.swipeRow(at: IndexPath(row: 2, section: 0))
        #expect(
            throws: TableViewError.invalidUpdate(
                .rowCount(section: 0, before: 10, after: 9, inserted: 0, deleted: 2, movedIn: 0, movedOut: 0))
        ) {
            try table.tapSwipeAction(at: 0)
        }
        source.onCommit = { _, _, indexPath in self.source.sections[0].remove(at: indexPath.row) }
        try table.swipeRow(at: IndexPath(row: 2, section: 0))
        #expect(
            throws: TableViewError.invalidUpdate(
                .dataSourceRowCount(after: "the swipe action", section: 0, dataSource: 8, table: 10))
        ) {
            try table.tapSwipeAction(at: 0)
        }
    }

    @Test func r62ReorderingAsksTheTargetForEveryPositionAndCommitsOnceAtTheDrop() throws {
        source.canMove = { _ in true }
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        source.clear()
        try table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        #expect(
            calls == [
                "target (0 - 1) proposed (0 - 2)", "target (0 - 1) proposed (0 - 3)", "target (0 - 1) proposed (0 - 4)",
                "moveRowAt (0 - 1) -> (0 - 4)",
            ])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        let shown: [String] = table.visibleCells.map { $0.textLabel?.text ?? "" }
        expectEqual(shown.prefix(5), ["s0 r0", "s0 r2", "s0 r3", "s0 r4", "s0 r1"])
        expectEqual(source.sections[0].prefix(5), ["s0 r0", "s0 r2", "s0 r3", "s0 r4", "s0 r1"])
    }

    @Test func r62AfterADropEveryCellShowsTheControlsOfItsOwnRow() throws {
        // Only the row that reads "s0 r1" can move; it is dropped three places down.
        source.canMove = { [unowned source] indexPath in source.sections[indexPath.section][indexPath.row] == "s0 r1" }
        table.setEditing(true, animated: false)
        try table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0))
        let handles = (0..<6).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.showsReorderControl }
        expectEqual(handles, [false, false, false, false, true, false])
    }

    @Test func r62TheDelegateDecidesWhereTheRowGoes() throws {
        source.canMove = { _ in true }
        source.target = { source, _ in IndexPath(row: min(2, source.row + 1), section: 0) }
        table.setEditing(true, animated: false)
        try table.beginReordering(rowAt: IndexPath(row: 0, section: 0))
        #expect(try table.reorder(to: IndexPath(row: 6, section: 0)) == IndexPath(row: 1, section: 0))
        expectEqual(table.reorderingRow?.destination, IndexPath(row: 1, section: 0))
        try table.endReordering()
        expectEqual(calls.last, "moveRowAt (0 - 0) -> (0 - 1)")
    }

    @Test func r62OnlyMovableRowsInEditingModeCanBeReordered() {
        #expect(throws: TableViewError.reorderOutsideEditing(IndexPath(row: 1, section: 0))) {
            try table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        }
        table.setEditing(true, animated: false)
        #expect(throws: TableViewError.rowNotMovable(IndexPath(row: 1, section: 0))) {
            try table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        }
        source.canMove = { _ in true }
        #expect(throws: TableViewError.reorderDestinationOutOfRange(IndexPath(row: 10, section: 0), slotCount: 10)) {
            try table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 10, section: 0))
        }
        #expect(table.reorderingRow == nil)
        #expect(calls.isEmpty)
    }

    @Test func r62ARowCanMoveToAnotherSection() throws {
        let source = RecordingDataSource(sections: [["a", "b"], ["c"]])
        source.canMove = { _ in true }
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        expectEqual(source.sections, [["b"], ["c", "a"]])
        expectEqual(table.numberOfRows(inSection: 1), 2)
        // The row passes the one below it in its own section, then the places in the next.
        #expect(
            source.events(matching: "target") == [
                "target (0 - 0) proposed (0 - 1)", "target (0 - 0) proposed (1 - 0)", "target (0 - 0) proposed (1 - 1)",
            ])
    }

    @Test func r63AccessoryTapsAndIndentation() throws {
        try table.tapAccessoryButton(forRowAt: IndexPath(row: 6, section: 0))
        expectEqual(calls, ["accessoryTapped (0 - 6)"])
        #expect(throws: TableViewError.sectionOutOfRange(section: 1, sectionCount: 1)) {
            try table.tapAccessoryButton(forRowAt: IndexPath(row: 0, section: 1))
        }
    }

    @Test func r60EditingControlsCommitTheirStyle() throws {
        #expect(throws: TableViewError.editingControlOutsideEditing(IndexPath(row: 0, section: 0))) {
            try table.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0))
        }
        table.setEditing(true, animated: false)
        try table.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0))
        expectEqual(calls.prefix(2), ["commit delete (0 - 0)", "didEndDisplaying (0 - 0)"])
        expectEqual(table.numberOfRows(inSection: 0), 9)
    }

    @Test func contextualActionsTakeAnImage() {
        let contextual = ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        contextual.image = Image(systemName: "flag")
        expectEqual(contextual.image?.name, "flag")
    }
}
