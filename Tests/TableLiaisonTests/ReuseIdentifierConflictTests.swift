import Foundation
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
        #expect(
            throws: LiaisonError.cellTypeMismatch(
                IndexPath(row: 1, section: 0), identifier: "shared", dequeued: "TestCell", expected: "OtherCell")
        ) {
            try table.layoutIfNeededOrThrow()
        }
        let created = table.statistics.cellsCreated
        for _ in 0..<100 { _ = table.numberOfRows(inSection: 0) }
        // Each query lays out again and meets the same error, reusing the same cell.
        #expect(table.statistics.cellsCreated == created)
        #expect(table.layoutError as? LiaisonError != nil)
    }
}
