import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// Two row types that share a reuse identifier: the documented `LiaisonError`, and a table
/// that stays bounded while the error stands.
@MainActor
struct ReuseIdentifierConflictTests {
    final class OtherCell: TableViewCell {}

    @Test func twoRowTypesSharingAnIdentifierGiveTheTypedErrorAndMakeNoCellPerQuery() throws {
        let first = Row<TestCell, String>("first", registration: .class(reuseIdentifier: "shared"))
        let second = Row<OtherCell, String>("second", registration: .class(reuseIdentifier: "shared"))
        let liaison = Liaison(sections: [Section(rows: [first, second])])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        liaison.liaise(tableView: table)
        table.layoutIfNeeded()
        let expected = LiaisonError.cellTypeMismatch(
            IndexPath(row: 1, section: 0), identifier: "shared", dequeued: "TestCell", expected: "OtherCell")
        expectEqual(table.recordedErrors.map(\.member), ["tableView(_:cellForRowAt:)"])
        expectEqual(table.recordedErrors.first?.is(expected), true)
        // The row shows the dequeued cell unconfigured; it goes back to its pool as any cell.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is TestCell)
        let created = table.statistics.cellsCreated
        for _ in 0..<100 {
            _ = table.numberOfRows(inSection: 0)
            table.reloadData()
            table.layoutIfNeeded()
        }
        // Each reload meets the same error again, and reuses the same cells.
        expectEqual(table.statistics.cellsCreated, created)
        expectEqual(table.recordedErrors.count, 101)
    }
}
