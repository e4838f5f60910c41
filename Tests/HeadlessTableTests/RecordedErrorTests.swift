import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Where UIKit raises an exception, the table's UIKit members keep UIKit's non-throwing
/// signatures: they change nothing, answer a neutral value and record the typed error.
@MainActor
struct RecordedErrorTests {
    /// Everything a failed call could have touched.
    private struct State: Equatable {
        var visible: [IndexPath]
        var cells: [ObjectIdentifier]
        var offset: CGFloat
        var contentHeight: CGFloat
        var history: Int
        var selected: [IndexPath]?
    }

    private func state(of table: TableView) -> State {
        State(
            visible: table.indexPathsForVisibleRows ?? [], cells: table.visibleCells.map(ObjectIdentifier.init),
            offset: table.contentOffset.y, contentHeight: table.contentSize.height, history: table.updateHistory.count,
            selected: table.indexPathsForSelectedRows)
    }

    @Test func r14AnInvalidUpdateIsRecordedWithUIKitsMessageAndChangesNothing() {
        let source = RecordingDataSource(rows: 30)
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let before = state(of: table)
        var completed = false
        // The data source did not change: deleting a row does not add up.
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }) { _ in
            completed = true
        }
        #expect(!completed)
        expectEqual(state(of: table), before)
        expectEqual(table.recordedErrors.count, 1)
        let recorded = table.recordedErrors[0]
        expectEqual(recorded.member, "performBatchUpdates(_:completion:)")
        #expect(
            recorded.is(
                TableViewError.invalidUpdate(
                    .rowCount(section: 0, before: 30, after: 30, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))))
        #expect(
            recorded.description.hasPrefix(
                "performBatchUpdates(_:completion:): Invalid update: invalid number of rows in section 0."))
        // A standalone operation names itself.
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        expectEqual(table.recordedErrors.map(\.member), ["performBatchUpdates(_:completion:)", "insertRows(at:with:)"])
        expectEqual(state(of: table), before)
        // A valid batch after the failures applies as usual and records nothing.
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        expectEqual(table.recordedErrors.count, 2)
        expectEqual(table.numberOfRows(inSection: 0), 29)
    }

    @Test func geometryOfARowThatDoesNotExistIsZeroAndRecorded() {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), .zero)
        expectEqual(table.rect(forSection: 1), .zero)
        expectEqual(table.rectForHeader(inSection: -1), .zero)
        expectEqual(table.rectForFooter(inSection: 7), .zero)
        #expect(
            table.recordedErrors.map(\.member) == [
                "rectForRow(at:)", "rect(forSection:)", "rectForHeader(inSection:)", "rectForFooter(inSection:)",
            ])
        #expect(table.recordedErrors[0].is(TableViewError.rowOutOfRange(IndexPath(row: 3, section: 0), rowCount: 3)))
        #expect(table.recordedErrors[1].is(TableViewError.sectionOutOfRange(section: 1, sectionCount: 1)))
        // A row that exists answers its rectangle and records nothing.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > 0)
        expectEqual(table.recordedErrors.count, 4)
    }

    @Test func scrollingToARowThatDoesNotExistKeepsTheOffsetAndRecords() {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        table.scrollToRow(at: IndexPath(row: 100, section: 0), at: .top, animated: false)
        table.reconfigureRows(at: [IndexPath(row: 0, section: 2)])
        expectEqual(table.contentOffset.y, 300)
        expectEqual(table.recordedErrors.map(\.member), ["scrollToRow(at:at:animated:)", "reconfigureRows(at:)"])
        #expect(table.recordedErrors[0].is(TableViewError.rowOutOfRange(IndexPath(row: 100, section: 0), rowCount: 100)))
    }

    @Test func endUpdatesWithoutBeginIsRecorded() {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        table.endUpdates()
        expectEqual(table.recordedErrors.count, 1)
        #expect(table.recordedErrors[0].is(TableViewError.endUpdatesWithoutBeginUpdates))
    }

    @Test func checkingThrowsTheFirstErrorInsteadOfRecordingAndNests() throws {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 5, section: 0), rowCount: 3)) {
            try table.checking { table in
                // The later calls of the body still run, each failing on its own.
                _ = table.rectForRow(at: IndexPath(row: 5, section: 0))
                _ = try table.checking { $0.rectForRow(at: IndexPath(row: 6, section: 0)) }
                table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
            }
        }
        #expect(table.recordedErrors.isEmpty)
        // A body that meets nothing answers its value.
        let rect = try table.checking { $0.rectForRow(at: IndexPath(row: 1, section: 0)) }
        #expect(rect.height > 0)
        // Outside checking, recording resumes.
        _ = table.rectForRow(at: IndexPath(row: 5, section: 0))
        expectEqual(table.recordedErrors.count, 1)
    }

    @Test func theRecorderKeepsTheLastThousandAndForgetsOnRequest() {
        let recorder = ErrorRecorder()
        for row in 0..<1_005 {
            recorder.record(TableViewError.rowOutOfRange(IndexPath(row: row, section: 0), rowCount: 0), member: "m")
        }
        expectEqual(recorder.errors.count, 1_000)
        expectEqual(recorder.errors.first?.is(TableViewError.rowOutOfRange(IndexPath(row: 5, section: 0), rowCount: 0)), true)
        let removed = recorder.removeAll()
        expectEqual(removed.count, 1_000)
        #expect(recorder.errors.isEmpty)
    }

    @Test func theObserverHearsEachRecordedErrorButNotCheckedOnes() throws {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        defer { withExtendedLifetime(source) {} }
        var heard: [String] = []
        table.errorRecorder.observer = { heard.append($0.member) }
        _ = table.rectForRow(at: IndexPath(row: 9, section: 0))
        _ = try? table.checking { $0.rectForRow(at: IndexPath(row: 9, section: 0)) }
        expectEqual(heard, ["rectForRow(at:)"])
    }
}
