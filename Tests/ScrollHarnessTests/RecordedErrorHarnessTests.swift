import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// What a UIKit member records instead of raising fails the gesture that met it, unless the
/// test said it expected it.
@MainActor
struct RecordedErrorHarnessTests {
    /// A harness whose first row's tap asks the table for an update that does not add up,
    /// as a screen with a bug would (UIKit raises there).
    private func harnessWithABrokenTap() -> ScrollHarness {
        let harness = makeHarness(rows: 20)
        let table = harness.tableView
        let row = harness.liaison?.sections[0].rows[0] as? Row<TextCell, String>
        row?.set(command: .didSelect) { _, _, _ in
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        return harness
    }

    private let expected = TableViewError.invalidUpdate(
        .rowCount(section: 0, before: 20, after: 20, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))

    @Test func anErrorMetDuringAGestureFailsItTypedAndIsLogged() throws {
        let harness = harnessWithABrokenTap()
        #expect(throws: expected) { try harness.tap(row: IndexPath(row: 0, section: 0)) }
        let logged = harness.events(.error)
        expectEqual(logged.count, 1)
        expectEqual(logged.first?.detail, "deleteRows(at:with:): TableViewError:")
        // The table is as it was: 20 rows.
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 20)
        // The next gesture starts clean.
        try harness.tap(row: IndexPath(row: 1, section: 0))
    }

    @Test func anExpectedErrorFailsNothingAndIsReturned() throws {
        let harness = harnessWithABrokenTap()
        let errors = try harness.expectErrors { try harness.tap(row: IndexPath(row: 0, section: 0)) }
        expectEqual(errors.map(\.member), ["deleteRows(at:with:)"])
        expectEqual(errors.first?.is(expected), true)
        expectEqual(harness.events(.error).count, 1)
        // The gesture after it is not failed by what was expected.
        try harness.tap(row: IndexPath(row: 1, section: 0))
    }

    @Test func expectingAnErrorThatDoesNotComeThrows() {
        let harness = harnessWithABrokenTap()
        #expect(throws: UnmetExpectation.noErrorRecorded) {
            try harness.expectErrors { try harness.tap(row: IndexPath(row: 1, section: 0)) }
        }
    }

    @Test func anErrorMetBetweenGesturesFailsTheNextGestureOrTheCheck() throws {
        let harness = makeHarness(rows: 20)
        _ = harness.tableView.rectForRow(at: IndexPath(row: 40, section: 0))
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 40, section: 0), rowCount: 20)) {
            try harness.tap(row: IndexPath(row: 1, section: 0))
        }
        try harness.tap(row: IndexPath(row: 2, section: 0))
        harness.tableView.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
        #expect(throws: TableViewError.sectionOutOfRange(section: 3, sectionCount: 1)) {
            try harness.checkRecordedErrors()
        }
        try harness.checkRecordedErrors()
    }
}
