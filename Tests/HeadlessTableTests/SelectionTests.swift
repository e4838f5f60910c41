import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct SelectionTests {
    let source = RecordingDataSource(rows: 20)
    let table: TableView

    init() throws {
        table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        source.clear()
    }

    private var calls: [String] { source.events.filter { !$0.hasPrefix("numberOf") } }

    @Test func r50ATapHighlightsThenSelectsInUIKitsOrder() throws {
        try table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(
            calls == [
                "shouldHighlight (0 - 2)", "didHighlight (0 - 2)", "didUnhighlight (0 - 2)", "willSelect (0 - 2)",
                "didSelect (0 - 2)",
            ])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, false)
    }

    @Test func r50SingleSelectionDeselectsThePreviousRowFirst() throws {
        try table.tapRow(at: IndexPath(row: 2, section: 0))
        source.clear()
        try table.tapRow(at: IndexPath(row: 5, section: 0))
        #expect(
            calls == [
                "shouldHighlight (0 - 5)", "didHighlight (0 - 5)", "didUnhighlight (0 - 5)", "willSelect (0 - 5)",
                "willDeselect (0 - 2)", "didDeselect (0 - 2)", "didSelect (0 - 5)",
            ])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 5, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, false)
    }

    @Test func r50ShouldHighlightFalseStopsEverything() throws {
        source.shouldHighlight = { _ in false }
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(calls, ["shouldHighlight (0 - 1)"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func r50WillSelectNilCancelsAndAnotherIndexPathRedirects() throws {
        source.willSelect = { _ in nil }
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(calls.last, "willSelect (0 - 1)")
        #expect(table.indexPathsForSelectedRows == nil)
        source.willSelect = { _ in IndexPath(row: 7, section: 0) }
        source.clear()
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(calls.suffix(2), ["willSelect (0 - 1)", "didSelect (0 - 7)"])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 7, section: 0)])
    }

    @Test func r50ARedirectToARowThatDoesNotExistIsRejected() throws {
        source.willSelect = { _ in IndexPath(row: 70, section: 0) }
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 70, section: 0), rowCount: 20)) {
            try table.tapRow(at: IndexPath(row: 1, section: 0))
        }
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func r50NothingHappensWhenSelectionIsNotAllowed() throws {
        table.allowsSelection = false
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(calls.isEmpty)
        table.setEditing(true, animated: false)
        table.allowsSelectionDuringEditing = true
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(calls.last, "didSelect (0 - 1)")
    }

    @Test func r51MultipleSelectionTogglesAndWillDeselectNilCancels() throws {
        table.allowsMultipleSelection = true
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        source.clear()
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(
            calls == [
                "shouldHighlight (0 - 1)", "didHighlight (0 - 1)", "didUnhighlight (0 - 1)", "willDeselect (0 - 1)",
                "didDeselect (0 - 1)",
            ])
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
        source.willDeselect = { _ in nil }
        source.clear()
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        expectEqual(calls.last, "willDeselect (0 - 3)")
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
    }

    @Test func r52ProgrammaticSelectionCallsNoDelegateMethod() throws {
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: true, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .bottom)
        expectEqual(table.contentOffset.y, CGFloat(16 * 44 - 440))
        #expect(
            calls.filter {
                !$0.contains("isplay") && !$0.hasPrefix("cellFor") && !$0.hasPrefix("didScroll") && !$0.hasPrefix("prefetch")
                    && !$0.hasPrefix("height")
            }.isEmpty)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func selectingARowThatDoesNotExistChangesNothingAndDoesNotThrowAsUIKitDoesNotRaise() throws {
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        let offset = table.contentOffset
        source.clear()
        table.selectRow(at: IndexPath(row: 0, section: 3), animated: false, scrollPosition: .top)
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .bottom)
        table.selectRow(at: IndexPath(row: -1, section: 0), animated: true, scrollPosition: .middle)
        table.selectRow(at: IndexPath(index: 2), animated: false, scrollPosition: .none)
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected, true)
        expectEqual(table.contentOffset, offset)
        #expect(table.layoutError == nil)
        #expect(source.events.isEmpty)
    }

    @Test func tappingARowThatDoesNotExistThrows() {
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: -1, section: 0), rowCount: 20)) {
            try table.tapRow(at: IndexPath(row: -1, section: 0))
        }
        #expect(source.events.isEmpty)
    }

    @Test func deselectingARowThatIsNotSelectedOrDoesNotExistIsQuietAsInUIKit() throws {
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 20, section: 0), animated: false)
        table.deselectRow(at: IndexPath(row: 0, section: 3), animated: false)
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected, true)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        expectEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected, false)
        #expect(source.events(matching: "willDeselect").isEmpty && source.events(matching: "didDeselect").isEmpty)
    }
}

/// A tap whose row a callback removes or moves mid-gesture: it follows the row, or ends
/// quietly, and never names another row.
@MainActor
struct TapAcrossChangesTests {
    @MainActor
    final class DeletingDelegate: TableViewDataSource, TableViewDelegate {
        var rows = (0..<10).map { "r\($0)" }
        var calls: [String] = []
        var deleteOnHighlight = true
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
            calls.append("didHighlight \(rows[indexPath.row])")
            if deleteOnHighlight {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .none)
            } else {
                rows.insert("new", at: 0)
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            }
        }
        func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
            calls.append("didUnhighlight \(rows[indexPath.row])")
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(rows[indexPath.row])")
        }
    }

    private func table(_ source: DeletingDelegate) throws -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
        return table
    }

    @Test func aRowDeletedOnHighlightEndsTheTapQuietly() throws {
        let source = DeletingDelegate()
        let table = try table(source)
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        expectEqual(source.calls, ["didHighlight r3"])
        #expect(table.indexPathsForSelectedRows == nil || table.indexPathsForSelectedRows?.isEmpty == true)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test func aRowMovedOnHighlightIsFollowedToItsNewPlace() throws {
        let source = DeletingDelegate()
        source.deleteOnHighlight = false
        let table = try table(source)
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        expectEqual(source.calls, ["didHighlight r3", "didUnhighlight r3", "didSelect r3"])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
    }
}
