import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
struct RowMutationTests {
    let log = CommandLog()
    let liaison: Liaison
    let table: TableView

    init() throws {
        liaison = Liaison(sections: [section(["a", "b", "c"], log: log), section(["d", "e"], log: log)])
        table = try makeTable(liaison)
        log.clear()
    }

    @Test func appendingRowsFiresInsertOnTheirCells() throws {
        try liaison.append(rows: [textRow("x", log: log), textRow("y", log: log)], to: 1)
        expectEqual(model(liaison), [["a", "b", "c"], ["d", "e", "x", "y"]])
        expectEqual(log.matching("insert"), ["insert x (1 - 2)", "insert y (1 - 3)"])
        try liaison.append(row: textRow("z"), to: 0, animated: false)
        expectEqual(table.updateHistory.last?.operations, [.insertRows([IndexPath(row: 3, section: 0)], .none)])
        #expect(throws: LiaisonError.sectionOutOfRange(section: 2, sectionCount: 2)) {
            try liaison.append(rows: [textRow("w")], to: 2)
        }
    }

    @Test func insertingRowsPlacesThemWhereTheyEndUp() throws {
        try liaison.insert(row: textRow("x"), at: IndexPath(row: 0, section: 0))
        try liaison.insert(rows: [IndexPath(row: 1, section: 1): textRow("y"), IndexPath(row: 3, section: 1): textRow("z")])
        expectEqual(model(liaison), [["x", "a", "b", "c"], ["d", "y", "e", "z"]])
        expectEqual(visibleTexts(table), ["x", "a", "b", "c", "d", "y", "e", "z"])
        #expect(throws: LiaisonError.insertionRowOutOfRange(IndexPath(row: 6, section: 0), rowCount: 4)) {
            try liaison.insert(row: textRow("w"), at: IndexPath(row: 6, section: 0))
        }
        #expect(throws: LiaisonError.insertionRowOutOfRange(IndexPath(row: 9, section: 1), rowCount: 5)) {
            try liaison.insert(rows: [IndexPath(row: 0, section: 1): textRow("v"), IndexPath(row: 9, section: 1): textRow("w")])
        }
        expectEqual(model(liaison), [["x", "a", "b", "c"], ["d", "y", "e", "z"]])
    }

    @Test func deletingRowsOfSeveralSectionsIsOneBatchAndReturnsThem() throws {
        let updates = table.updateHistory.count
        let removed = try liaison.deleteRows(at: [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 0)])
        #expect(removed.compactMap { ($0 as? Row<TestCell, String>)?.model } == ["e", "a"])
        expectEqual(table.updateHistory.count, updates + 1)
        expectEqual(model(liaison), [["b", "c"], ["d"]])
        expectEqual(log.matching("delete"), ["delete e (1 - 1)", "delete a (0 - 0)"])
        let row = try liaison.deleteRow(at: IndexPath(row: 0, section: 1))
        expectEqual((row as? Row<TestCell, String>)?.model, "d")
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 2, section: 0), rowCount: 2)) {
            try liaison.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        }
        #expect(throws: LiaisonError.duplicateRow(IndexPath(row: 0, section: 0))) {
            try liaison.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)])
        }
        expectEqual(model(liaison), [["b", "c"], []])
        expectEqual(visibleTexts(table), ["b", "c"])
    }

    /// Index paths given in ascending order are all read before any row goes: deleting rows
    /// 1 and 3 of five leaves rows 0, 2 and 4, on the liaison and on screen.
    @Test func deletingRowsGivenInAscendingOrderRemovesExactlyThoseRows() throws {
        let liaison = Liaison(sections: [section(["r0", "r1", "r2", "r3", "r4"], log: log)])
        let table = try makeTable(liaison)
        log.clear()
        let removed = try liaison.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        #expect(removed.compactMap { ($0 as? Row<TestCell, String>)?.model } == ["r1", "r3"])
        expectEqual(model(liaison), [["r0", "r2", "r4"]])
        expectEqual(visibleTexts(table), ["r0", "r2", "r4"])
        expectEqual(log.matching("delete"), ["delete r1 (0 - 1)", "delete r3 (0 - 3)"])
    }

    @Test func reloadingAndReplacingRowsConfiguresThemAgain() throws {
        try liaison.reloadRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1)], with: .fade)
        expectEqual(log.matching("configuration"), ["configuration a (0 - 0)", "configuration e (1 - 1)"])
        expectEqual(log.matching("reload"), ["reload a (0 - 0)", "reload e (1 - 1)"])
        log.clear()
        try liaison.reloadRow(at: IndexPath(row: 2, section: 0))
        expectEqual(log.matching("reload"), ["reload c (0 - 2)"])
        try liaison.replaceRow(at: IndexPath(row: 1, section: 0), with: textRow("B"))
        expectEqual(visibleTexts(table), ["a", "B", "c", "d", "e"])
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 5, section: 0), rowCount: 3)) {
            try liaison.reloadRows(at: [IndexPath(row: 5, section: 0)])
        }
        #expect(throws: LiaisonError.sectionOutOfRange(section: 3, sectionCount: 2)) {
            try liaison.replaceRow(at: IndexPath(row: 0, section: 3), with: textRow("q"))
        }
    }

    @Test func movingAndSwappingRowsKeepTheirCells() throws {
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        try liaison.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        expectEqual(model(liaison), [["b", "c"], ["d", "a", "e"]])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cellA)
        expectEqual(log.matching("move"), ["move a (1 - 1)"])
        try liaison.swapRow(at: IndexPath(row: 0, section: 0), with: IndexPath(row: 2, section: 1))
        expectEqual(model(liaison), [["e", "c"], ["d", "a", "b"]])
        expectEqual(visibleTexts(table), ["e", "c", "d", "a", "b"])
        #expect(throws: LiaisonError.insertionRowOutOfRange(IndexPath(row: 3, section: 0), rowCount: 1)) {
            try liaison.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        }
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 7, section: 1), rowCount: 3)) {
            try liaison.swapRow(at: IndexPath(row: 0, section: 0), with: IndexPath(row: 7, section: 1))
        }
        expectEqual(model(liaison), [["e", "c"], ["d", "a", "b"]])
    }

    @Test func rowAtAnswersNilOutsideTheSections() {
        expectEqual((liaison.row(at: IndexPath(row: 1, section: 1)) as? Row<TestCell, String>)?.model, "e")
        #expect(liaison.row(at: IndexPath(row: 2, section: 1)) == nil)
        #expect(liaison.row(at: IndexPath(row: 0, section: 9)) == nil)
    }
}
