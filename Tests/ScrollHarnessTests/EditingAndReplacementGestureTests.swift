import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// What a port from OKTableViewLiaison relies on, driven through the harness: the editing
/// controls, and the commands a replaced row or section runs.
@MainActor
struct EditingAndReplacementGestureTests {
    /// The row commands the harness saw, as "command (section - row)", frames left out.
    private func commands(_ harness: ScrollHarness) -> [String] {
        harness.events(.rowCommand).map { event in
            "\(event.detail ?? "") (\(event.indexPath?.section ?? -1) - \(event.indexPath?.row ?? -1))"
        }
    }

    @Test func tappingAnInsertControlRunsTheRowsInsertCommandOnItsCellAndChangesNothingElse() throws {
        let harness = makeHarness(rows: 5)
        let liaison = try #require(harness.liaison)
        var inserted: [(text: String, indexPath: IndexPath, cell: ObjectIdentifier)] = []
        let adder = Row<TextCell, String>("Add a row", editingStyle: .insert)
        adder.set(height: .height, 40)
        adder.set(command: .configuration) { cell, text, _ in cell.label.text = text }
        adder.set(command: .insert) { cell, text, indexPath in inserted.append((text, indexPath, ObjectIdentifier(cell))) }
        try liaison.append(row: adder)
        let adderPath = IndexPath(row: 5, section: 0)

        harness.setEditing(true)
        #expect(harness.tableView.isEditing)
        harness.clearEvents()
        inserted.removeAll()
        let batches = harness.tableView.updateHistory.count
        try harness.tapEditingControl(row: adderPath)

        expectEqual(harness.events(.commit).map(\.detail), ["insert"])
        expectEqual(commands(harness), ["insert (0 - 5)"])
        let cell = try #require(harness.tableView.cellForRow(at: adderPath))
        expectEqual(inserted.map(\.text), ["Add a row"])
        expectEqual(inserted.map(\.indexPath), [adderPath])
        expectEqual(inserted.map(\.cell), [ObjectIdentifier(cell)])
        // The plus asks the screen to insert; it inserts nothing itself.
        expectEqual(harness.tableView.updateHistory.count, batches)
        expectEqual(liaison.sections[0].rows.count, 6)
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 6)
    }

    @Test func tappingADeleteControlStillDeletesTheRow() throws {
        let harness = makeHarness(rows: 5)
        let liaison = try #require(harness.liaison)
        let row = Row<TextCell, String>("Remove me", editingStyle: .delete, deleteRowAnimation: .fade)
        row.set(height: .height, 40)
        try liaison.insert(row: row, at: IndexPath(row: 0, section: 0))
        harness.setEditing(true)
        harness.clearEvents()
        try harness.tapEditingControl(row: IndexPath(row: 0, section: 0))
        expectEqual(harness.events(.commit).map(\.detail), ["delete"])
        expectEqual(harness.tableView.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 0, section: 0)], .fade)])
        expectEqual(liaison.sections[0].rows.count, 5)
        // A row without an editing style shows no control: the finger missed.
        #expect(throws: ScrollHarnessError.noEditingControl(IndexPath(row: 0, section: 0))) {
            try harness.tapEditingControl(row: IndexPath(row: 0, section: 0))
        }
        harness.setEditing(false)
        #expect(!harness.tableView.isEditing)
    }

    @Test func replacingAVisibleRowRunsDeleteOnTheOldCellThenInsertOnTheNewOneInOneBatch() throws {
        let harness = makeHarness(rows: 20)
        let liaison = try #require(harness.liaison)
        let target = IndexPath(row: 2, section: 0)
        let oldRow = try #require(liaison.sections[0].rows[2] as? Row<TextCell, String>)
        let oldCell = try #require(harness.tableView.cellForRow(at: target) as? TextCell)
        var log: [String] = []
        oldRow.set(command: .delete) { cell, text, indexPath in
            log.append("delete \(text) at \(indexPath.row) on \(cell === oldCell ? "old cell" : "another cell")")
        }
        let newRow = textRow("replacement")
        newRow.set(command: .insert) { cell, text, indexPath in
            log.append("insert \(text) at \(indexPath.row) showing \(cell.label.text ?? "")")
        }
        for row in [oldRow, newRow] {
            row.set(command: .reload) { _, text, _ in log.append("reload \(text)") }
        }
        harness.clearEvents()
        let batches = harness.tableView.updateHistory.count

        try liaison.replaceRow(at: target, with: newRow, animation: .fade)

        expectEqual(log, ["delete row 0.2 at 2 on old cell", "insert replacement at 2 showing replacement"])
        expectEqual(harness.tableView.updateHistory.count, batches + 1)
        #expect(harness.tableView.updateHistory.last?.operations == [.deleteRows([target], .fade), .insertRows([target], .fade)])
        #expect(
            commands(harness).filter { !$0.hasPrefix("configuration") && !$0.hasPrefix("willDisplay") }
                == ["didEndDisplaying (0 - 2)", "delete (0 - 2)", "insert (0 - 2)"])
        expectEqual((harness.tableView.cellForRow(at: target) as? TextCell)?.label.text, "replacement")
        expectEqual(liaison.sections[0].rows.count, 20)
    }

    @Test func replacingARowOffScreenRunsNoCommands() throws {
        let harness = makeHarness(rows: 50)
        let liaison = try #require(harness.liaison)
        var log: [String] = []
        let oldRow = try #require(liaison.sections[0].rows[40] as? Row<TextCell, String>)
        oldRow.set(command: .delete) { _, _, _ in log.append("delete") }
        let newRow = textRow("far away")
        newRow.set(command: .insert) { _, _, _ in log.append("insert") }
        try liaison.replaceRow(at: IndexPath(row: 40, section: 0), with: newRow)
        #expect(log.isEmpty)
        try harness.scroll(toRow: IndexPath(row: 40, section: 0))
        expectEqual((harness.tableView.cellForRow(at: IndexPath(row: 40, section: 0)) as? TextCell)?.label.text, "far away")
    }

    @Test func replacingASectionRunsDeleteOnItsVisibleRowsAndInsertOnTheNewOnes() throws {
        let harness = makeHarness(sections: 2, rows: 3)
        let liaison = try #require(harness.liaison)
        var log: [String] = []
        for row in liaison.sections[0].rows {
            (row as? Row<TextCell, String>)?.set(command: .delete) { _, text, indexPath in
                log.append("delete \(text) (\(indexPath.section) - \(indexPath.row))")
            }
        }
        let replacement = Section(
            rows: ["x", "y"].map { text in
                let row = textRow(text)
                row.set(command: .insert) { _, text, indexPath in
                    log.append("insert \(text) (\(indexPath.section) - \(indexPath.row))")
                }
                return row
            })
        try liaison.replaceSection(at: 0, with: replacement, animation: .none)
        #expect(
            log == [
                "delete row 0.0 (0 - 0)", "delete row 0.1 (0 - 1)", "delete row 0.2 (0 - 2)",
                "insert x (0 - 0)", "insert y (0 - 1)",
            ])
        #expect(
            harness.tableView.updateHistory.last?.operations == [
                .deleteSections(IndexSet(integer: 0), .none), .insertSections(IndexSet(integer: 0), .none),
            ])
        #expect(
            harness.tableView.visibleCells.compactMap { ($0 as? TextCell)?.label.text } == [
                "x", "y", "row 1.0", "row 1.1", "row 1.2",
            ])
    }
}
