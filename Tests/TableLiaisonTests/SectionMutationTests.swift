import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
struct SectionMutationTests {
    let log = CommandLog()

    private func fixture() throws -> (Liaison, TableView) {
        let liaison = Liaison(sections: [section(["a", "b"], log: log), section(["c"], log: log)])
        return (liaison, try makeTable(liaison))
    }

    @Test func liaisingMakesTheLiaisonDataSourceDelegateAndPrefetcherAndRegistersRows() throws {
        let (liaison, table) = try fixture()
        #expect(table.dataSource === liaison)
        #expect(table.delegate === liaison)
        #expect(table.prefetchDataSource === liaison)
        #expect(table.isCellRegistered(forReuseIdentifier: "TestCell"))
        #expect(table.isCellRegistered(forReuseIdentifier: "PaginationCell"))
        expectEqual(visibleTexts(table), ["a", "b", "c"])
        #expect(
            log.matching("configuration") == ["configuration a (0 - 0)", "configuration b (0 - 1)", "configuration c (1 - 0)"])
        expectEqual(log.matching("willDisplay"), ["willDisplay a (0 - 0)", "willDisplay b (0 - 1)", "willDisplay c (1 - 0)"])
    }

    @Test func appendingSectionsIsOneBatch() throws {
        let (liaison, table) = try fixture()
        let updates = table.updateHistory.count
        try liaison.append(sections: [section(["d"]), section(["e", "f"])], animation: .fade)
        expectEqual(model(liaison), [["a", "b"], ["c"], ["d"], ["e", "f"]])
        expectEqual(visibleTexts(table), ["a", "b", "c", "d", "e", "f"])
        expectEqual(table.updateHistory.count, updates + 1)
        expectEqual(table.updateHistory.last?.operations, [.insertSections(IndexSet(integersIn: 2..<4), .fade)])
        try liaison.append(section: section(["g"]), animated: false)
        expectEqual(table.updateHistory.last?.operations, [.insertSections(IndexSet(integer: 4), .none)])
    }

    @Test func insertingSectionsChecksTheIndex() throws {
        let (liaison, table) = try fixture()
        try liaison.insert(sections: [section(["x"]), section(["y"])], startingAt: 1)
        expectEqual(model(liaison), [["a", "b"], ["x"], ["y"], ["c"]])
        try liaison.insert(section: section(["z"]), at: 4)
        expectEqual(visibleTexts(table), ["a", "b", "x", "y", "c", "z"])
        #expect(throws: LiaisonError.insertionSectionOutOfRange(section: 6, sectionCount: 5)) {
            try liaison.insert(section: section(["w"]), at: 6)
        }
        expectEqual(model(liaison), [["a", "b"], ["x"], ["y"], ["c"], ["z"]])
        expectEqual(table.numberOfSections, 5)
    }

    @Test func emptyingDeletingReplacingAndReloadingSections() throws {
        let (liaison, table) = try fixture()
        log.clear()
        try liaison.emptySection(at: 0)
        expectEqual(model(liaison), [[], ["c"]])
        expectEqual(log.matching("delete"), ["delete a (0 - 0)", "delete b (0 - 1)"])
        try liaison.replaceSection(at: 0, with: section(["n"]))
        expectEqual(visibleTexts(table), ["n", "c"])
        log.clear()
        try liaison.reloadSection(at: 1, with: .none)
        expectEqual(log.matching("configuration"), ["configuration c (1 - 0)"])
        let removed = try liaison.deleteSection(at: 0)
        expectEqual(removed.rows.count, 1)
        expectEqual(visibleTexts(table), ["c"])
        #expect(throws: LiaisonError.sectionOutOfRange(section: 1, sectionCount: 1)) {
            try liaison.deleteSection(at: 1)
        }
        #expect(throws: LiaisonError.sectionOutOfRange(section: -1, sectionCount: 1)) {
            try liaison.emptySection(at: -1)
        }
        #expect(throws: LiaisonError.sectionOutOfRange(section: 3, sectionCount: 1)) {
            try liaison.replaceSection(at: 3, with: section([]))
        }
        #expect(throws: LiaisonError.sectionOutOfRange(section: 3, sectionCount: 1)) {
            try liaison.reloadSection(at: 3)
        }
    }

    @Test func movingAndSwappingSectionsKeepCells() throws {
        let liaison = Liaison(sections: [section(["a"]), section(["b"]), section(["c"])])
        let table = try makeTable(liaison)
        let cellA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        try liaison.moveSection(at: 0, to: 2)
        expectEqual(model(liaison), [["b"], ["c"], ["a"]])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === cellA)
        try liaison.swapSection(at: 0, with: 2)
        expectEqual(model(liaison), [["a"], ["c"], ["b"]])
        expectEqual(visibleTexts(table), ["a", "c", "b"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellA)
        #expect(throws: LiaisonError.sectionOutOfRange(section: 3, sectionCount: 3)) {
            try liaison.moveSection(at: 0, to: 3)
        }
        #expect(throws: LiaisonError.sectionOutOfRange(section: 5, sectionCount: 3)) {
            try liaison.swapSection(at: 5, with: 0)
        }
    }

    @Test func clearingReplacesEverythingInOneBatch() throws {
        let (liaison, table) = try fixture()
        try liaison.clearSections(replacedBy: [section(["fresh"])])
        expectEqual(model(liaison), [["fresh"]])
        expectEqual(visibleTexts(table), ["fresh"])
        #expect(
            table.updateHistory.last?.operations == [
                .deleteSections(IndexSet(integersIn: 0..<2), .automatic), .insertSections(IndexSet(integer: 0), .automatic),
            ])
        try liaison.clearSections()
        #expect(liaison.sections.isEmpty)
        expectEqual(table.numberOfSections, 0)
    }
}
