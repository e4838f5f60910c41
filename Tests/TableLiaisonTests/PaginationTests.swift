import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
private final class Pager: PaginationDelegate {
    var enabled = true
    var events: [String] = []
    var asked = 0

    func isPaginationEnabled() -> Bool {
        asked += 1
        return enabled
    }
    func paginationStarted(indexPath: IndexPath) { events.append("started \(indexPath.tableDescription)") }
    func paginationEnded(indexPath: IndexPath) { events.append("ended \(indexPath.tableDescription)") }
    func paginationCancelled(indexPath: IndexPath) { events.append("cancelled \(indexPath.tableDescription)") }
}

@MainActor
struct PaginationTests {
    private let pager = Pager()

    private func fixture() throws -> (Liaison, TableView) {
        let liaison = Liaison(sections: [section((0..<20).map { "r\($0)" })])
        liaison.paginationDelegate = pager
        let table = try makeTable(liaison)
        return (liaison, table)
    }

    @Test func displayingTheLastRowShowsTheSpinnerOnce() throws {
        let (liaison, table) = try fixture()
        #expect(pager.events.isEmpty)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        expectEqual(pager.events, ["started (1 - 0)"])
        #expect(liaison.isPaginating)
        expectEqual(liaison.sections.count, 2)
        #expect(liaison.sections[1].rows.first === liaison.paginationRow)
        // The spinner came on screen and animates.
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .bottom, animated: false)
        let spinner = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)) as? PaginationCell)
        #expect(spinner.spinner.isAnimating)
        // Scrolling again while waiting asks nothing and starts nothing.
        let asked = pager.asked
        table.contentOffset.y -= 100
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .bottom, animated: false)
        expectEqual(pager.events, ["started (1 - 0)"])
        expectEqual(pager.asked, asked)
    }

    /// Found by the screen explorer: a reorder drag could drop a row into the spinner's
    /// section, which leaves (with the row) when the page lands.
    @Test func aRowDraggedIntoTheSpinnersSectionStaysAtTheEndOfTheContent() throws {
        let rows = (0..<20).map { index -> AnyRow in
            let row = textRow("r\(index)")
            row.movable = true
            return row
        }
        let liaison = Liaison(sections: [Section(rows: rows)])
        liaison.paginationDelegate = pager
        let table = try makeTable(liaison)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        #expect(liaison.isPaginating)
        table.setEditing(true, animated: false)
        // Above the spinner, or below it: either way the row lands last in section 0.
        try table.dragRow(at: IndexPath(row: 15, section: 0), to: IndexPath(row: 1, section: 1))
        try table.dragRow(at: IndexPath(row: 14, section: 0), to: IndexPath(row: 0, section: 1))
        var expected = (0..<20).map { "r\($0)" }
        expected.append(expected.remove(at: 15))
        expected.append(expected.remove(at: 14))
        expectEqual(model(liaison), [expected, ["<PaginationRow>"]])
        expectEqual(table.numberOfRows(inSection: 1), 1)
        // The page lands and the dragged rows are still there.
        try liaison.append(sections: [section(["n0"])])
        expectEqual(model(liaison), [expected, ["n0"]])
    }

    @Test func appendingSectionsRemovesTheSpinnerAndEndsThePage() throws {
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        try liaison.append(sections: [section(["n0", "n1"])])
        expectEqual(pager.events, ["started (1 - 0)", "ended (1 - 0)"])
        expectEqual(model(liaison), [(0..<20).map { "r\($0)" }, ["n0", "n1"]])
        #expect(!liaison.isPaginating)
        #expect(
            table.updateHistory.last?.operations == [
                .deleteSections(IndexSet(integer: 1), .automatic), .insertSections(IndexSet(integer: 1), .automatic),
            ])
    }

    @Test func appendingRowsRemovesTheSpinnerAndEndsWithTheFirstNewRow() throws {
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        try liaison.append(rows: [textRow("n0")], to: 0)
        expectEqual(pager.events, ["started (1 - 0)", "ended (0 - 20)"])
        expectEqual(liaison.sections.count, 1)
    }

    @Test func appendingNothingEndsThePageAndRemovesTheSpinner() throws {
        let (liaison, table) = try fixture()
        pager.enabled = true
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        pager.enabled = false
        try liaison.append(sections: [])
        expectEqual(pager.events, ["started (1 - 0)", "ended (1 - 0)"])
        expectEqual(liaison.sections.count, 1)
        expectEqual(table.numberOfSections, 1)
    }

    @Test func rowsCannotBeAppendedToTheSpinnersSection() throws {
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        #expect(throws: LiaisonError.paginationSection(1)) {
            try liaison.append(rows: [textRow("x")], to: 1)
        }
    }

    @Test func disabledPaginationShowsNoSpinner() throws {
        pager.enabled = false
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        #expect(pager.events.isEmpty)
        expectEqual(liaison.sections.count, 1)
        #expect(pager.asked >= 1)
    }

    @Test func clearingCancelsAPageInProgress() throws {
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        try liaison.clearSections(replacedBy: [section(["fresh"])])
        #expect(!liaison.isPaginating)
        expectEqual(pager.events, ["started (1 - 0)", "cancelled (1 - 0)"])
        expectEqual(model(liaison), [["fresh"]])
    }

    @Test func deletingTheSpinnersSectionCancelsThePage() throws {
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        try liaison.deleteSection(at: 1)
        #expect(!liaison.isPaginating)
        expectEqual(pager.events, ["started (1 - 0)", "cancelled (1 - 0)"])
        // Rows appended later are content, not a page: nothing more is ended.
        try liaison.append(rows: [textRow("late")], to: 0)
        expectEqual(pager.events, ["started (1 - 0)", "cancelled (1 - 0)"])
    }

    @Test func anApplyThatReplacesEveryRowIsAResetAndCancelsThePage() throws {
        // Rows without ids are their own identity: new rows replace every old one.
        let (liaison, table) = try fixture()
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        try liaison.apply([section(["fresh 0", "fresh 1"])])
        expectEqual(pager.events, ["started (1 - 0)", "cancelled (1 - 0)"])
        #expect(!liaison.isPaginating)
        expectEqual(model(liaison), [["fresh 0", "fresh 1"]])
        expectEqual(table.numberOfSections, 1)
    }

    @Test func endingAPageThatBroughtNothingRemovesTheSpinnerOnce() throws {
        let (liaison, table) = try fixture()
        #expect(try liaison.endPagination() == false)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        let batches = table.updateHistory.count
        #expect(try liaison.endPagination() == true)
        expectEqual(pager.events, ["started (1 - 0)", "ended (0 - 20)"])
        expectEqual(table.updateHistory.count, batches + 1)
        expectEqual(table.updateHistory.last?.operations, [.deleteSections(IndexSet(integer: 1), .automatic)])
        #expect(!liaison.isPaginating)
        #expect(try liaison.endPagination() == false)
        expectEqual(pager.events.count, 2)
    }
}

@MainActor
struct SpinnerSectionTests {
    private let pager = Pager()

    /// A liaison of two content sections whose last row is on screen: a page is loading.
    private func paginating() throws -> (Liaison, TableView) {
        let liaison = Liaison(sections: [section(["a", "b"]), section((0..<20).map { "r\($0)" })])
        liaison.paginationDelegate = pager
        let table = try makeTable(liaison)
        table.scrollToRow(at: IndexPath(row: 19, section: 1), at: .bottom, animated: false)
        #expect(liaison.isPaginating)
        return (liaison, table)
    }

    @Test func rowsAndSectionsCannotGoIntoOrAfterTheSpinnersSection() throws {
        let (liaison, table) = try paginating()
        let before = model(liaison)
        let spinner = IndexPath(row: 0, section: 2)
        let refusals: [() throws -> Void] = [
            { try liaison.insert(row: textRow("x"), at: spinner) },
            { try liaison.insert(row: textRow("x"), at: IndexPath(row: 1, section: 2)) },
            { try liaison.insert(sections: [section(["x"])], startingAt: 3) },
            { try liaison.moveRow(from: IndexPath(row: 0, section: 0), to: spinner) },
            { try liaison.moveRow(from: spinner, to: IndexPath(row: 0, section: 0)) },
            { try liaison.swapRow(at: IndexPath(row: 0, section: 0), with: spinner) },
            { try liaison.moveSection(at: 2, to: 0) },
            { try liaison.moveSection(at: 0, to: 2) },
            { try liaison.swapSection(at: 1, with: 2) },
        ]
        for (index, refusal) in refusals.enumerated() {
            #expect(throws: LiaisonError.paginationSection(2), "refusal \(index)") { try refusal() }
            expectEqual(model(liaison), before, "refusal \(index) changed nothing")
            expectEqual(table.numberOfSections, 3)
        }
        // The next append removes exactly the spinner.
        try liaison.append(rows: [textRow("r20")], to: 1)
        expectEqual(model(liaison), [["a", "b"], (0...20).map { "r\($0)" }])
        #expect(!liaison.isPaginating)
        expectEqual(pager.events, ["started (2 - 0)", "ended (1 - 20)"])
    }
}
