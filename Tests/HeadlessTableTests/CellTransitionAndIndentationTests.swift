import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A cell that reports its state transitions, and its editing calls, as lines of text.
final class TransitionCell: TableViewCell {
    var record: ((String) -> Void)?
    override func setEditing(_ editing: Bool, animated: Bool) {
        record?("setEditing \(editing)")
        super.setEditing(editing, animated: animated)
    }
    override func willTransition(to state: StateMask) { record?("will \(state.text)") }
    override func didTransition(to state: StateMask) { record?("did \(state.text)") }
}

extension TableViewCell.StateMask {
    fileprivate var text: String {
        var names: [String] = []
        if contains(.showingEditControl) { names.append("edit") }
        if contains(.showingDeleteConfirmation) { names.append("delete") }
        return names.isEmpty ? "[]" : names.joined(separator: "+")
    }
}

@MainActor
struct CellTransitionAndIndentationTests {
    let source = RecordingDataSource(rows: 3)
    let table: TableView
    /// The transitions of the cells on screen, each line prefixed by its row.
    var log: [String] { lines.value }
    private let lines = Lines()

    private final class Lines { var value: [String] = [] }

    init() throws {
        table = makeTable(source, cell: TransitionCell.self)
        try table.layoutIfNeededOrThrow()
        for cell in table.visibleCells {
            guard let cell = cell as? TransitionCell, let row = table.indexPath(for: cell)?.row else { continue }
            cell.record = { [lines] in lines.value.append("\(row): \($0)") }
        }
    }

    @Test func theStateMaskHasUIKitsBits() {
        expectEqual(TableViewCell.StateMask.showingEditControl.rawValue, 1)
        expectEqual(TableViewCell.StateMask.showingDeleteConfirmation.rawValue, 2)
        #expect(TableViewCell.StateMask().isEmpty)
    }

    @Test func enteringAndLeavingEditingModeTransitionsEachCellOnceEachWay() {
        table.setEditing(true, animated: true)
        table.setEditing(true, animated: true)
        for row in 0..<3 {
            expectEqual(
                log.filter { $0.hasPrefix("\(row):") },
                ["\(row): setEditing true", "\(row): will edit", "\(row): did edit"])
        }
        lines.value.removeAll()
        table.setEditing(false, animated: false)
        expectEqual(log.filter { $0.hasPrefix("1:") }, ["1: setEditing false", "1: will []", "1: did []"])
    }

    @Test func aSwipeShowsTheDeleteConfirmationUntilItCloses() throws {
        try table.swipeRow(at: IndexPath(row: 1, section: 0))
        expectEqual(log, ["1: will delete", "1: did delete"])
        try table.cancelSwipe()
        expectEqual(log, ["1: will delete", "1: did delete", "1: will []", "1: did []"])
        // Editing mode closes an open swipe first: the confirmation goes before the control comes.
        try table.swipeRow(at: IndexPath(row: 2, section: 0))
        lines.value.removeAll()
        table.setEditing(true, animated: false)
        expectEqual(
            log.filter { $0.hasPrefix("2:") }, ["2: will []", "2: did []", "2: setEditing true", "2: will edit", "2: did edit"])
    }

    @Test func theDelegatesIndentationLevelReachesTheCellBeforeItIsDisplayed() throws {
        source.indentation = { $0.row }
        var seen: [Int] = []
        source.onWillDisplay = { cell, _ in seen.append(cell.indentationLevel) }
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(seen.sorted(), [0, 1, 2])
        expectEqual(table.visibleCells.map(\.indentationLevel), [0, 1, 2])
        expectEqual(table.visibleCells.first?.indentationWidth, 10)
        // A level the table set goes back to 0 when the delegate answers 0 for the row.
        source.indentation = nil
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(table.visibleCells.map(\.indentationLevel), [0, 0, 0])
    }

    @Test func aLevelTheCellSetsItselfStaysWhileTheDelegateAnswersZero() throws {
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.indentationLevel = 3
        table.setEditing(true, animated: false)
        expectEqual(cell.indentationLevel, 3)
    }
}
