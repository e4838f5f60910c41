import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct BatchUpdateBehaviourTests {
    /// Batch validation packs index paths into one integer. In an `Int` shifted by 32 that
    /// collides where `Int` has 32 bits (watchOS arm64_32, wasm32): (1, 0) and (0, 0) both
    /// become 0. Packed into `UInt64`, keys are 8 bytes everywhere, distinct, and ordered as
    /// the index paths are.
    @Test(arguments: [UInt64(1), 2, 3])
    func rowKeysAreSixtyFourBitsOnEveryPlatformAndOrderedAsIndexPaths(seed: UInt64) {
        #expect(MemoryLayout<UpdatePlan.RowKey>.size == 8)
        #expect(UpdatePlan.RowKey(IndexPath(row: 0, section: 1)).bits == 1 << 32)
        #expect(UpdatePlan.RowKey(IndexPath(row: Int(Int32.max), section: 0)) < UpdatePlan.RowKey(IndexPath(row: 0, section: 1)))
        var generator = SeededGenerator(seed: seed)
        let indexPaths = (0..<500).map { _ in
            IndexPath(
                row: Int.random(in: 0...Int(Int32.max), using: &generator), section: Int.random(in: 0...3, using: &generator))
        }
        for (left, right) in zip(indexPaths, indexPaths.dropFirst()) {
            let (leftKey, rightKey) = (UpdatePlan.RowKey(left), UpdatePlan.RowKey(right))
            expectEqual(leftKey.indexPath, left, "seed \(seed)")
            expectEqual((leftKey < rightKey), (left < right), "seed \(seed): \(left) \(right)")
            expectEqual((leftKey == rightKey), (left == right), "seed \(seed): \(left) \(right)")
        }
    }

    @Test func r47SurvivorsKeepTheirCellsDeletedOnesEndAndInsertedOnesAreDisplayed() throws {
        let source = RecordingDataSource(rows: 20)
        source.recordsHeights = false
        source.recordsScrolls = false
        let table = makeTable(source, height: 220)
        try table.layoutIfNeededOrThrow()
        let cells = table.visibleCells
        source.clear()
        source.sections[0].remove(at: 1)
        source.sections[0].insert("new", at: 3)
        source.sections[0].swapAt(0, 2)
        // Old order a0 a1 a2 a3 a4 → delete a1, move a0 to 2, insert "new" at 3: a2 a3 a0 new a4.
        source.sections[0] = ["s0 r2", "s0 r3", "s0 r0", "new"] + source.sections[0][4...]
        let timeline = AnimationTimeline()
        timeline.drive(table)
        var completions: [Bool] = []
        try table.checking { _ in
            table.performBatchUpdates(
                {
                    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
                    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
                    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .top)
                }, completion: { completions.append($0) })
        }
        // UIKit calls the completion when the rows' animations end, never in the call.
        expectEqual(completions, [])
        timeline.advance(by: TableView.updateAnimationDuration)
        expectEqual(completions, [true])
        // The batch reads the new counts to validate them, then displays what changed.
        #expect(
            source.events == [
                "numberOfSections", "numberOfRows 0",
                "didEndDisplaying (0 - 1)",
                "cellForRowAt (0 - 3)", "willDisplay (0 - 3)",
            ])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cells[0])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[2])
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cells[4])
        expectEqual(table.isInReusePool(cells[1]), false)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["s0 r2", "s0 r3", "s0 r0", "new", "s0 r4"])
        #expect(
            table.updateHistory.last
                == TableViewUpdate(operations: [
                    .deleteRows([IndexPath(row: 1, section: 0)], .left),
                    .moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)),
                    .insertRows([IndexPath(row: 3, section: 0)], .top),
                ]))
    }

    /// UIKit asks for a reloaded row's cell while the old one still shows, so the dequeue
    /// hands out another cell; the old one ends its display and goes to the pool after the
    /// update, and a later dequeue gets it back, prepared for reuse.
    @Test func r47AReloadedRowGetsANewCellWhileTheOldOneStillShows() throws {
        let source = RecordingDataSource(rows: 20)
        source.recordsHeights = false
        source.recordsScrolls = false
        let table = makeTable(source, height: 220)
        try table.layoutIfNeededOrThrow()
        let row = IndexPath(row: 2, section: 0)
        let old = try #require(table.cellForRow(at: row))
        var oldShowedWhenAsked: Bool?
        // After the update the reloaded row is row 1 (row 0 is deleted).
        source.onCellForRow = { indexPath in
            if indexPath == IndexPath(row: 1, section: 0) {
                oldShowedWhenAsked = old.superview === table && !table.isInReusePool(old)
            }
        }
        source.clear()
        source.sections[0][2] = "reloaded"
        source.sections[0].remove(at: 0)
        try table.checking { _ in
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.reloadRows(at: [row], with: .fade)
            }
        }
        let new = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        expectEqual(oldShowedWhenAsked, true)
        #expect(new !== old)
        expectEqual(new.textLabel?.text, "reloaded")
        // The deleted row's cell was pooled before the layout and dequeued for the row that
        // came on screen; the reloaded row's old cell ends after its new one is displayed,
        // at the row's index path after the update.
        #expect(
            source.events == [
                "numberOfSections", "numberOfRows 0",
                "didEndDisplaying (0 - 0)",
                "cellForRowAt (0 - 1)", "willDisplay (0 - 1)",
                "cellForRowAt (0 - 4)", "willDisplay (0 - 4)",
                "didEndDisplaying (0 - 1)",
            ])
        #expect(table.isInReusePool(old) && old.superview == nil)
        #expect(!table.visibleCells.contains { $0 === old })
        // Reloaded again, the row gets the old cell back from the pool.
        source.sections[0][1] = "again"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === old)
        expectEqual(old.textLabel?.text, "again")
        #expect(table.isInReusePool(new))
    }

    @Test func r47TheSelectionFollowsMovedRowsAndLosesDeletedAndReloadedOnes() throws {
        let source = RecordingDataSource(rows: 10)
        let table = makeTable(source)
        table.allowsMultipleSelection = true
        for row in [0, 3, 5, 7] {
            table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
        source.sections[0].remove(at: 3)
        let moved = source.sections[0].remove(at: 0)
        source.sections[0].append(moved)
        try table.checking { _ in
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 8, section: 0))
                table.reloadRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
            }
        }
        // Row 5 shifts up by the deleted and the moved row.
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0), IndexPath(row: 8, section: 0)])
        expectEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected, true)
        expectEqual(table.cellForRow(at: IndexPath(row: 5, section: 0))?.isSelected, false)
    }

    @Test func r47TheFirstVisibleRowStaysPutWhenRowsAreInsertedAbove() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        let first = try #require(table.indexPathsForVisibleRows?.first)
        let cell = table.cellForRow(at: first)
        let screenY = table.rectForRow(at: first).minY - table.contentOffset.y
        source.sections[0].insert(contentsOf: ["x", "y", "z"], at: 0)
        table.insertRows(at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        let moved = IndexPath(row: first.row + 3, section: 0)
        #expect(table.cellForRow(at: moved) === cell)
        #expect(try table.checking { _ in table.rectForRow(at: moved) }.minY - table.contentOffset.y == screenY)
    }

    @Test func r47SectionOperationsRemapHeadersAndRows() throws {
        let source = RecordingDataSource(sections: [["a"], ["b", "c"], ["d"]])
        source.headerTitle = { ["A", "B", "C", "D"][$0] }
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        let header = table.headerView(forSection: 2)
        source.sections = [["d"], ["a"], ["new"]]
        source.headerTitle = { ["C", "A", "N"][$0] }
        try table.checking { _ in
            table.performBatchUpdates {
                table.deleteSections(IndexSet(integer: 1), with: .fade)
                table.moveSection(2, toSection: 0)
                table.insertSections(IndexSet(integer: 2), with: .fade)
            }
        }
        #expect(table.headerView(forSection: 0) === header)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == ["d", "a", "new"])
        expectEqual(table.headerView(forSection: 2)?.textLabel?.text, "N")
    }

    @Test func r48ReconfigureReusesTheCellWithoutDisplayCallbacksAndMeasuresAgain() throws {
        let source = RecordingDataSource(sections: [["short", "b", "c"]])
        source.recordsHeights = false
        let table = makeTable(source, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell)
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        source.sections[0][0] = String(repeating: "much longer text ", count: 10)
        source.clear()
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        expectEqual(cell.prepareForReuseCount, 0)
        expectEqual(cell.label.text, source.sections[0][0])
        expectEqual(source.events, ["cellForRowAt (0 - 0)", "cellForRowAt (0 - 2)"])
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height > before)
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.minY
                == table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY)
    }

    @Test func r48RowsOffScreenAreIgnoredAndBadIndexPathsRejected() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        source.clear()
        table.reconfigureRows(at: [IndexPath(row: 50, section: 0)])
        #expect(source.events(matching: "cellForRowAt").isEmpty)
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 100, section: 0), rowCount: 100)) {
            try table.checking { _ in table.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 100, section: 0)])
            }
        }
        #expect(source.events(matching: "cellForRowAt").isEmpty)
    }

    @Test func updatesBeforeTheFirstLayoutAreReadAtThatLayout() throws {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        source.sections[0].append("d")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        expectEqual(table.numberOfRows(inSection: 0), 4)
    }
}
