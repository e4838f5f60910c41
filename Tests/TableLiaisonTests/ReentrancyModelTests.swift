import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// What a command or a height closure may ask of the liaison while the table is busy: it is
/// queued, validated against the state the caller sees, and runs once the table is idle.
@MainActor
struct ReentrancyModelTests {
    private func texts(_ count: Int, from start: Int = 0) -> [String] { (start..<(start + count)).map { "r\($0)" } }

    /// The visible cells show the rows at their index paths.
    private func expectCellsMatchModel(_ table: TableView, _ liaison: Liaison, sourceLocation: SourceLocation = #_sourceLocation)
    {
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let shown = (table.cellForRow(at: indexPath) as? TestCell)?.label.text
            let expected = (liaison.sections[indexPath.section].rows[indexPath.row] as? Row<TestCell, String>)?.model
            #expect(shown == expected, "row \(indexPath)", sourceLocation: sourceLocation)
        }
    }

    @Test func aMutationFromAHeightClosureIsQueuedNotRefusedAfterChangingTheState() throws {
        let liaison = Liaison(sections: [section(texts(5))])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        let asker = textRow("asks", height: nil)
        var asked = false
        var thrown: [String] = []
        asker.set(height: .height) { [unowned liaison] _ in
            if !asked {
                asked = true
                do { try liaison.append(row: textRow("added"), to: 0) } catch { thrown.append("\(error)") }
            }
            return 44
        }
        try liaison.insert(row: asker, at: IndexPath(row: 0, section: 0))
        let table = try makeTable(liaison)
        #expect(thrown.isEmpty)
        #expect(reported.isEmpty)
        expectEqual(model(liaison), [["asks"] + texts(5) + ["added"]])
        expectEqual(table.numberOfRows(inSection: 0), 7)
        expectCellsMatchModel(table, liaison)
    }

    @Test func aScrollFromAWillDisplayRunsAfterTheLayoutAndShowsTheNewViewport() throws {
        let liaison = Liaison(sections: [section(texts(100))])
        let trigger = textRow("trigger")
        var fired = false
        var thrown: [String] = []
        trigger.set(command: .willDisplay) { [unowned liaison] _, _, _ in
            guard !fired else { return }
            fired = true
            do {
                // A row appended earlier in the same callback can be scrolled to.
                try liaison.append(row: textRow("tail"), to: 0)
                try liaison.scroll(to: IndexPath(row: 101, section: 0), at: .bottom, animated: false)
            } catch {
                thrown.append("\(error)")
            }
        }
        try liaison.insert(row: trigger, at: IndexPath(row: 1, section: 0))
        let table = try makeTable(liaison)
        table.layoutIfNeeded()
        #expect(thrown.isEmpty)
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 101, section: 0))
        expectEqual(visibleTexts(table).last, "tail")
        expectCellsMatchModel(table, liaison)
    }

    @Test func aReloadOfVisibleRowsFromADidEndDisplayingThatMutatesRunsAfterTheReload() throws {
        let liaison = Liaison(sections: [section(texts(30))])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        let table = try makeTable(liaison)
        for case let row as Row<TestCell, String> in liaison.sections[0].rows {
            row.set(command: .didEndDisplaying) { [unowned liaison] _, _, _ in
                _ = try? liaison.deleteRow(at: IndexPath(row: 0, section: 0))
            }
        }
        try liaison.reloadVisibleRows()
        table.layoutIfNeeded()
        #expect(reported.isEmpty)
        expectEqual(table.numberOfRows(inSection: 0), liaison.sections[0].rows.count)
        #expect(liaison.sections[0].rows.count < 30)
        expectCellsMatchModel(table, liaison)
    }

    @Test func liaisingASecondTableDetachesTheFirst() throws {
        let liaison = Liaison(sections: [section(["a", "b"])])
        let first = try makeTable(liaison)
        let second = try makeTable(liaison)
        #expect(first.dataSource == nil && first.delegate == nil && first.prefetchDataSource == nil)
        #expect(second.dataSource === liaison)
        #expect(liaison.tableView === second)
    }

    @Test func aDetachAskedFromACommandRunsAfterTheCallback() throws {
        let liaison = Liaison(sections: [section(["a", "b"])])
        let table = try makeTable(liaison)
        let row = textRow("leave")
        var stillLiaisedInside: Bool?
        row.set(command: .didSelect) { [unowned liaison] _, _, _ in
            liaison.detach()
            stillLiaisedInside = liaison.tableView != nil
        }
        try liaison.append(row: row, to: 0)
        try table.tapRow(at: IndexPath(row: 2, section: 0))
        expectEqual(stillLiaisedInside, true)
        #expect(liaison.tableView == nil)
        #expect(table.dataSource == nil)
    }

    /// Two rows that each delete themselves from `.willDisplay`, by the index path they are
    /// given, during one layout: the second is handed its index path in the state the caller
    /// sees (after the first's queued deletion), so exactly those two rows go.
    @Test func twoWillDisplaysThatDeleteTheirOwnRowsDeleteExactlyThoseRows() throws {
        let liaison = Liaison(sections: [section(texts(20))])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        var handed: [String: IndexPath] = [:]
        for index in [2, 3] {
            let row = liaison.sections[0].rows[index] as? Row<TestCell, String>
            row?.set(command: .willDisplay) { [unowned liaison] _, model, indexPath in
                handed[model] = indexPath
                _ = try? liaison.deleteRow(at: indexPath)
            }
        }
        let table = try makeTable(liaison)
        table.layoutIfNeeded()
        expectEqual(handed, ["r2": IndexPath(row: 2, section: 0), "r3": IndexPath(row: 2, section: 0)])
        #expect(reported.isEmpty)
        expectEqual(model(liaison), [["r0", "r1"] + texts(16, from: 4)])
        expectEqual(table.numberOfRows(inSection: 0), 18)
        expectCellsMatchModel(table, liaison)
    }

    /// A row whose deletion waits in the queue is gone for its caller: it runs no
    /// `.willDisplay` (and so no `.didEndDisplaying`), while the rows around it get their
    /// index paths in the caller's state.
    @Test func aRowTheQueueHasDeletedRunsNoDisplayCommands() throws {
        let log = CommandLog()
        let liaison = Liaison(sections: [section(texts(20), log: log)])
        let first = liaison.sections[0].rows[0] as? Row<TestCell, String>
        first?.set(command: .willDisplay) { [unowned liaison, unowned log] _, model, indexPath in
            log.entries.append("willDisplay \(model) (\(indexPath.section) - \(indexPath.row))")
            _ = try? liaison.deleteRow(at: IndexPath(row: 5, section: 0))
        }
        _ = try makeTable(liaison)
        let displayed = log.entries.filter { $0.hasPrefix("willDisplay") }
        // r5 was deleted by r0's command before its own turn came; r6… are handed the rows
        // they have once r5 is gone.
        #expect(
            displayed.prefix(7) == [
                "willDisplay r0 (0 - 0)", "willDisplay r1 (0 - 1)", "willDisplay r2 (0 - 2)", "willDisplay r3 (0 - 3)",
                "willDisplay r4 (0 - 4)", "willDisplay r6 (0 - 5)", "willDisplay r7 (0 - 6)",
            ])
        #expect(!log.entries.contains { $0.hasPrefix("didEndDisplaying r5") })
        expectEqual(model(liaison)[0].count, 19)
    }

    /// A mutation whose own layout (the reload the table owed) runs a command: the command
    /// sees `sections` with that mutation, so rows the mutation removes run no display
    /// command, and nothing the command asks is refused later.
    @Test func aCommandRunDuringAMutationsOwnLayoutSeesTheSectionsWithThatMutation() throws {
        let log = CommandLog()
        let liaison = Liaison(sections: [section(texts(5), log: log)])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        var seen: [[String]] = []
        var thrown: [String] = []
        let table = try makeTable(liaison)
        let first = liaison.sections[0].rows[0] as? Row<TestCell, String>
        first?.set(command: .willDisplay) { [unowned liaison] _, _, _ in
            seen.append(model(liaison)[0])
            do { try liaison.deleteRow(at: IndexPath(row: 4, section: 0)) } catch { thrown.append("\(error)") }
        }
        log.clear()
        liaison.reloadData()
        try liaison.emptySection(at: 0)
        table.layoutIfNeeded()
        // The reload ran inside `emptySection`: the rows it was about to remove were no longer
        // the caller's, so none of them ran `.willDisplay` (r0's command included).
        #expect(seen.isEmpty)
        #expect(thrown.isEmpty)
        #expect(reported.isEmpty)
        #expect(log.matching("willDisplay").isEmpty)
        #expect(log.matching("delete") == (0..<5).map { "delete r\($0) (0 - \($0))" })
        expectEqual(model(liaison), [[]])
        expectEqual(table.numberOfRows(inSection: 0), 0)
    }

    /// The same, the command inserting instead of deleting: it sees the state with the
    /// mutation, its row lands where it asked in that state, and the table agrees.
    @Test func aCommandRunDuringAMutationsOwnLayoutInsertsIntoTheSectionsWithThatMutation() throws {
        let liaison = Liaison(sections: [section(texts(5))])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        var seen: [[String]] = []
        let table = try makeTable(liaison)
        let last = liaison.sections[0].rows[4] as? Row<TestCell, String>
        last?.set(command: .willDisplay) { [unowned liaison] _, _, _ in
            seen.append(model(liaison)[0])
            try? liaison.append(row: textRow("added"), to: 0)
        }
        liaison.reloadData()
        // r0 goes; during the reload the table owed, r4 (kept) sees the sections without it.
        try liaison.deleteRow(at: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        expectEqual(seen, [texts(4, from: 1)])
        #expect(reported.isEmpty)
        expectEqual(model(liaison), [texts(4, from: 1) + ["added"]])
        expectEqual(table.numberOfRows(inSection: 0), 5)
        expectCellsMatchModel(table, liaison)
    }
}

@MainActor
struct BusyTableWrongStateTests {
    @Test func aScrollFromADidEndDisplayingOfARowTheBatchRemovesLeavesEveryCellShowingItsRow() throws {
        let liaison = Liaison(sections: [section((0..<60).map { "r\($0)" })])
        let table = try makeTable(liaison)
        var scrolled = false
        for case let row as Row<TestCell, String> in liaison.sections[0].rows.prefix(3) {
            row.set(command: .didEndDisplaying) { [unowned liaison] _, _, _ in
                guard !scrolled else { return }
                scrolled = true
                try? liaison.scroll(to: IndexPath(row: 40, section: 0), at: .top, animated: false)
            }
        }
        try liaison.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        table.layoutIfNeeded()
        #expect(scrolled)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 40, section: 0))
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            let shown = (table.cellForRow(at: indexPath) as? TestCell)?.label.text
            expectEqual(shown, (liaison.sections[0].rows[indexPath.row] as? Row<TestCell, String>)?.model)
        }
    }

    @Test func aWidthChangeRecomputesWhichRowsAreOnScreen() throws {
        let liaison = Liaison(sections: [
            Section(rows: (0..<40).map { textRow(String(repeating: "word ", count: $0 % 7 + 1), height: nil) })
        ])
        let table = try makeTable(liaison)
        table.frame = CGRect(x: 0, y: 0, width: 80, height: 440)
        table.layoutIfNeeded()
        let visible = table.visibleRect
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            #expect(
                try table.checking { _ in table.rectForRow(at: indexPath) }.intersects(visible), "row \(indexPath) is off screen")
        }
        let count = table.indexPathsForVisibleRows?.count ?? 0
        #expect(count > 0 && count < 10)
    }
}

@MainActor
struct ZeroHeightLayoutTests {
    @Test func aZeroHeightRowOfAZeroHeightSectionAtTheTopIsDisplayed() throws {
        let liaison = Liaison(sections: [
            Section(rows: [textRow("empty", height: 0)]), Section(rows: (0..<3).map { textRow("r\($0)") }),
        ])
        let table = try makeTable(liaison)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.count, 4)
    }
}
