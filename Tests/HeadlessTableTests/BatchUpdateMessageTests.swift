import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Every message of R42–R45, in full, and the promise of R46: a rejected batch changes nothing.
@MainActor
struct BatchUpdateMessageTests {
    let source: RecordingDataSource
    let table: TableView

    init() throws {
        source = RecordingDataSource(sections: [["a", "b", "c"], ["d", "e"]])
        table = makeTable(source)
        try table.layoutIfNeededOrThrow()
    }

    /// Expects the batch to throw `expected`, whose description is UIKit's `message`.
    private func expectInvalid(
        _ expected: TableViewError.InvalidUpdate, _ message: String, sections: [[String]]? = nil,
        _ updates: () -> Void
    ) {
        expectEqual(expected.description, message)
        let before = snapshot()
        let model = source.sections
        if let sections { source.sections = sections }
        var completed = false
        #expect(throws: TableViewError.invalidUpdate(expected)) {
            try withoutActuallyEscaping(updates) { updates in
                try table.checking { _ in table.performBatchUpdates(updates) { _ in completed = true } }
            }
        }
        #expect(!completed)
        source.sections = model
        expectEqual(snapshot(), before)
    }

    private func snapshot() -> [String] {
        let visible = table.visibleCells.map { "\(ObjectIdentifier($0).hashValue) \($0.textLabel?.text ?? "") \($0.frame)" }
        return visible + [
            "\(table.numberOfSections) \((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) })",
            "\(table.indexPathsForSelectedRows ?? [])", "\(table.contentOffset)", "\(table.contentSize)",
            "\(table.numberOfReusableCells())", "\(table.updateHistory.count)",
        ]
    }

    @Test func r42RowCountsMustAddUp() {
        expectInvalid(
            .rowCount(section: 0, before: 3, after: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0),
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            sections: [["x", "y", "a", "b", "c"], ["d", "e"]]
        ) {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        expectInvalid(
            .rowCount(section: 1, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 1, movedOut: 0),
            "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).",
            sections: [["b", "c"], ["d", "e"]]
        ) {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        }
    }

    @Test func r43SectionCountsMustAddUp() {
        expectInvalid(
            .sectionCount(before: 2, after: 3, inserted: 0, deleted: 1),
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).",
            sections: [["a", "b", "c"], ["d", "e"], []]
        ) {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
        }
    }

    @Test func r44IndexPathsOutOfRange() {
        expectInvalid(
            .rowOutOfRange(.insert, IndexPath(row: 7, section: 0), rowCount: 4),
            "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update",
            sections: [["a", "b", "c", "x"], ["d", "e"]]
        ) {
            table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        }
        expectInvalid(
            .rowSectionOutOfRange(.insert, IndexPath(row: 0, section: 3), sectionCount: 2),
            "attempt to insert row 0 into section 3, but there are only 2 sections after the update"
        ) {
            table.insertRows(at: [IndexPath(row: 0, section: 3)], with: .fade)
        }
        expectInvalid(
            .rowOutOfRange(.delete, IndexPath(row: 5, section: 0), rowCount: 3),
            "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
        ) {
            table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        }
        expectInvalid(
            .rowSectionOutOfRange(.delete, IndexPath(row: 0, section: 2), sectionCount: 2),
            "attempt to delete row 0 from section 2, but there are only 2 sections before the update"
        ) {
            table.deleteRows(at: [IndexPath(row: 0, section: 2)], with: .fade)
        }
        expectInvalid(
            .sectionOutOfRange(.delete, section: 4, sectionCount: 2),
            "attempt to delete section 4, but there are only 2 sections before the update"
        ) {
            table.deleteSections(IndexSet(integer: 4), with: .fade)
        }
        expectInvalid(
            .sectionOutOfRange(.insert, section: 3, sectionCount: 3),
            "attempt to insert section 3 but there are only 3 sections after the update",
            sections: [["a", "b", "c"], ["d", "e"], []]
        ) {
            table.insertSections(IndexSet(integer: 3), with: .fade)
        }
        expectInvalid(
            .rowOutOfRange(.reload, IndexPath(row: 3, section: 1), rowCount: 2),
            "attempt to reload row 3 from section 1 which only contains 2 rows before the update"
        ) {
            table.reloadRows(at: [IndexPath(row: 3, section: 1)], with: .fade)
        }
        expectInvalid(
            .sectionOutOfRange(.reload, section: 2, sectionCount: 2),
            "attempt to reload section 2, but there are only 2 sections before the update"
        ) {
            table.reloadSections(IndexSet(integer: 2), with: .fade)
        }
        expectInvalid(
            .rowOutOfRange(.moveFrom, IndexPath(row: 3, section: 0), rowCount: 3),
            "attempt to move row 3 from section 0 which only contains 3 rows before the update"
        ) {
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        }
        expectInvalid(
            .rowOutOfRange(.moveTo, IndexPath(row: 9, section: 1), rowCount: 2),
            "attempt to move row 9 into section 1, but there are only 2 rows in section 1 after the update"
        ) {
            table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 9, section: 1))
        }
        expectInvalid(
            .sectionOutOfRange(.moveFrom, section: 2, sectionCount: 2),
            "attempt to move section 2, but there are only 2 sections before the update"
        ) {
            table.moveSection(2, toSection: 0)
        }
        expectInvalid(
            .sectionMoveDestinationOutOfRange(from: 0, to: 5, sectionCount: 2),
            "attempt to move section 0 to section 5, but there are only 2 sections after the update"
        ) {
            table.moveSection(0, toSection: 5)
        }
    }

    @Test func r45ConflictingOperations() {
        expectInvalid(
            .conflictingRow(.deleteAndReload, IndexPath(row: 1, section: 0)),
            "attempt to delete and reload the same index path (0 - 1)", sections: [["a", "c"], ["d", "e"]]
        ) {
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }
        expectInvalid(
            .conflictingRow(.deleteAndMove, IndexPath(row: 0, section: 0)),
            "attempt to perform a delete and a move from the same index path (0 - 0)"
        ) {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
        expectInvalid(
            .conflictingRow(.insertAndMove, IndexPath(row: 1, section: 0)),
            "attempt to perform an insert and a move to the same index path (0 - 1)"
        ) {
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
        expectInvalid(
            .duplicateRow(.moveFrom, IndexPath(row: 0, section: 0)),
            "attempt to perform multiple moves from the same index path (0 - 0)"
        ) {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        expectInvalid(
            .duplicateRow(.moveTo, IndexPath(row: 2, section: 0)),
            "attempt to perform multiple moves to the same index path (0 - 2)"
        ) {
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
        }
        expectInvalid(
            .conflictingRow(.reloadAndMove, IndexPath(row: 0, section: 0)),
            "attempt to perform a reload and a move from the same index path (0 - 0)"
        ) {
            table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        }
        expectInvalid(
            .duplicateRow(.delete, IndexPath(row: 2, section: 0)), "attempt to delete the same index path twice (0 - 2)",
            sections: [["a", "b"], ["d", "e"]]
        ) {
            table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        }
        expectInvalid(
            .duplicateRow(.insert, IndexPath(row: 0, section: 1)), "attempt to insert the same index path twice (1 - 0)",
            sections: [["a", "b", "c"], ["x", "d", "e"]]
        ) {
            table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        }
    }

    @Test func r45RowsInSectionsThatAreThemselvesInsertedDeletedOrReloaded() {
        expectInvalid(
            .rowInChangedSection(.delete, IndexPath(row: 0, section: 1), .deleted),
            "attempt to delete row 0 from section 1, which is being deleted", sections: [["a", "b", "c"]]
        ) {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
        }
        expectInvalid(
            .rowInChangedSection(.insert, IndexPath(row: 0, section: 0), .inserted),
            "attempt to insert row 0 into section 0, which is being inserted", sections: [["x"], ["a", "b", "c"], ["d", "e"]]
        ) {
            table.insertSections(IndexSet(integer: 0), with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        expectInvalid(
            .rowInChangedSection(.moveTo, IndexPath(row: 0, section: 0), .inserted),
            "attempt to move row 0 into section 0, which is being inserted", sections: [["d"], ["a", "b", "c"], ["e"]]
        ) {
            table.insertSections(IndexSet(integer: 0), with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
        }
        expectInvalid(
            .rowInChangedSection(.moveFrom, IndexPath(row: 0, section: 1), .deleted),
            "attempt to move row 0 from section 1, which is being deleted", sections: [["d", "a", "b", "c"]]
        ) {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
        }
        expectInvalid(
            .rowInChangedSection(.reload, IndexPath(row: 1, section: 0), .reloaded),
            "attempt to reload row 1 from section 0, which is being reloaded"
        ) {
            table.reloadSections(IndexSet(integer: 0), with: .fade)
            table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }
    }

    @Test func r45ConflictingSectionOperations() {
        expectInvalid(
            .conflictingSection(.deleteAndReload, section: 0), "attempt to delete and reload the same section (0)",
            sections: [["d", "e"]]
        ) {
            table.deleteSections(IndexSet(integer: 0), with: .fade)
            table.reloadSections(IndexSet(integer: 0), with: .fade)
        }
        expectInvalid(
            .conflictingSection(.deleteAndMove, section: 1), "attempt to perform a delete and a move from the same section (1)",
            sections: [["a", "b", "c"]]
        ) {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.moveSection(1, toSection: 0)
        }
        expectInvalid(
            .conflictingSection(.insertAndMove, section: 0), "attempt to perform an insert and a move to the same section (0)",
            sections: [[], ["a", "b", "c"], ["d", "e"]]
        ) {
            table.insertSections(IndexSet(integer: 0), with: .fade)
            table.moveSection(1, toSection: 0)
        }
        expectInvalid(.duplicateSection(.moveFrom, section: 0), "attempt to perform multiple moves from the same section (0)") {
            table.moveSection(0, toSection: 1)
            table.moveSection(0, toSection: 0)
        }
        expectInvalid(.duplicateSection(.delete, section: 1), "attempt to delete section 1 twice", sections: [["a", "b", "c"]]) {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.deleteSections(IndexSet(integer: 1), with: .fade)
        }
    }

    @Test func endUpdatesWithoutBeginUpdatesIsRejected() {
        #expect(throws: TableViewError.endUpdatesWithoutBeginUpdates) {
            try table.checking { _ in table.endUpdates() }
        }
    }
}
