import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
struct ReentrancyAndLifetimeTests {
    @Test func aDidSelectThatDeletesItsOwnRowRunsAfterTheCallback() throws {
        let liaison = Liaison(sections: [section(["a", "b", "c"])])
        let table = try makeTable(liaison)
        let row = textRow("delete me")
        var removed: [String] = []
        row.set(command: .didSelect) { [unowned liaison] _, model, indexPath in
            let deleted = try? liaison.deleteRow(at: indexPath)
            removed.append(((deleted as? Row<TestCell, String>)?.model ?? "nothing") + " " + model)
            // The liaison already shows the deletion; the table applies it after the callback.
            expectEqual(liaison.sections[0].rows.count, 3)
        }
        try liaison.insert(row: row, at: IndexPath(row: 1, section: 0))
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(removed, ["delete me delete me"])
        expectEqual(model(liaison), [["a", "b", "c"]])
        expectEqual(visibleTexts(table), ["a", "b", "c"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aWillDisplayThatAppendsRowsRunsAfterTheLayout() throws {
        let liaison = Liaison(sections: [section(["a"])])
        let row = textRow("grow")
        var appended = 0
        row.set(command: .willDisplay) { [unowned liaison] _, _, _ in
            guard appended < 2 else { return }
            appended += 1
            try? liaison.append(rows: [textRow("added \(appended)")], to: 0)
        }
        try liaison.append(row: row, to: 0)
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        let table = try makeTable(liaison)
        expectEqual(model(liaison), [["a", "grow", "added 1"]])
        expectEqual(visibleTexts(table), ["a", "grow", "added 1"])
        #expect(reported.isEmpty)
    }

    @Test func mutationsFromCommandsRunInOrderAndValidateAgainstTheStateBeforeThem() throws {
        let liaison = Liaison(sections: [section(["a", "b"])])
        let table = try makeTable(liaison)
        let row = textRow("c")
        var errors: [LiaisonError] = []
        row.set(command: .didSelect) { [unowned liaison] _, _, _ in
            do {
                try liaison.append(row: textRow("d"), to: 0)
                try liaison.moveRow(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
                try liaison.deleteRow(at: IndexPath(row: 4, section: 0))
            } catch let error as LiaisonError {
                errors.append(error)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        try liaison.append(row: row, to: 0)
        try table.tapRow(at: IndexPath(row: 2, section: 0))
        expectEqual(errors, [.rowOutOfRange(IndexPath(row: 4, section: 0), rowCount: 4)])
        expectEqual(model(liaison), [["d", "a", "b", "c"]])
        expectEqual(visibleTexts(table), ["d", "a", "b", "c"])
    }

    @Test func anEditingCommitTheLiaisonCannotApplyReachesTheErrorHandlerAndChangesNothing() throws {
        let liaison = Liaison(sections: [section(["a", "b", "c", "d"])])
        let table = try makeTable(liaison)
        var reported: [LiaisonError] = []
        liaison.errorHandler = { error in
            if let error = error as? LiaisonError { reported.append(error) } else { Issue.record("unexpected error \(error)") }
        }
        let row = textRow("e")
        row.set(command: .didSelect) { [unowned liaison, unowned table] _, _, _ in
            // The first deletion waits for the callback to end; the commit that follows
            // names the last row the table still shows, which the liaison's sections no
            // longer have once the first deletion is counted.
            _ = try? liaison.deleteRow(at: IndexPath(row: 0, section: 0))
            liaison.tableView(table, commit: .delete, forRowAt: IndexPath(row: 4, section: 0))
        }
        try liaison.append(row: row, to: 0)
        try table.tapRow(at: IndexPath(row: 4, section: 0))
        expectEqual(reported, [.rowOutOfRange(IndexPath(row: 4, section: 0), rowCount: 4)])
        expectEqual(model(liaison), [["b", "c", "d", "e"]])
        expectEqual(visibleTexts(table), ["b", "c", "d", "e"])
    }

    @Test func theLiaisonHoldsTheTableWeaklyAndIsFreedWhenDetached() throws {
        weak var weakTable: TableView?
        weak var weakLiaison: Liaison?
        weak var weakRow: Row<TestCell, String>?
        weak var weakCell: TableViewCell?
        do {
            let liaison = Liaison(sections: [section(["a"])])
            let row = textRow("b")
            row.set(command: .didSelect) { [weak liaison] _, _, _ in _ = liaison?.sections }
            try liaison.append(row: row, to: 0)
            let table = try makeTable(liaison)
            weakTable = table
            weakLiaison = liaison
            weakRow = row
            weakCell = table.visibleCells.first
            try table.tapRow(at: IndexPath(row: 1, section: 0))
            liaison.detach()
            #expect(table.dataSource == nil && table.delegate == nil && table.prefetchDataSource == nil)
            #expect(liaison.tableView == nil)
        }
        #expect(weakLiaison == nil)
        #expect(weakTable == nil)
        #expect(weakRow == nil)
        #expect(weakCell == nil)
    }

    @Test func aTableOutlivingItsLiaisonAsksNothing() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        do {
            let liaison = Liaison(sections: [section(["a"])])
            liaison.liaise(tableView: table)
            try table.layoutIfNeededOrThrow()
        }
        #expect(table.dataSource == nil)
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(table.numberOfSections, 0)
    }
}
