import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// A row whose height is a closure of its model, and no estimate, has its closure run once
/// per row each time the table needs heights anew (R10, R11: without estimates a load asks
/// every row's height once; a row's height stands until it is reloaded, the table's data is
/// reloaded or its width changes), never once more per layout pass, scroll or display.
/// The liaison answers the table's estimate with the row's height (a documented fallback),
/// so before the fix a load ran each closure for the estimate, again for the first row's
/// estimate probe, and again when the row was displayed: 23 runs to show 11 rows.
@MainActor
struct HeightClosureCallTests {
    /// Counts every closure run, per row, in order.
    final class Counter {
        var runs: [Int] = []
        var total: Int { runs.count }
        func runs(of row: Int) -> Int { runs.filter { $0 == row }.count }
    }

    /// `count` rows 40 points high by a closure, in a 320 × 440 table (11 rows visible).
    private func screen(rows count: Int) throws -> (Liaison, TableView, Counter, [Row<TestCell, Int>]) {
        let counter = Counter()
        let rows = (0..<count).map { index in
            let row = Row<TestCell, Int>(index)
            row.set(command: .configuration) { cell, model, _ in cell.label.text = "row \(model)" }
            row.set(height: .height) { [counter] model in
                counter.runs.append(model)
                return 40
            }
            return row
        }
        let liaison = Liaison(sections: [Section(rows: rows)])
        let table = try makeTable(liaison)
        return (liaison, table, counter, rows)
    }

    private func scroll(_ table: TableView, frames: Int, by step: CGFloat) throws {
        for _ in 0..<frames {
            table.contentOffset.y += step
            try table.layoutIfNeededOrThrow()
        }
    }

    @Test(arguments: [11, 1_000])
    func aLoadRunsEachHeightClosureOnceAndDisplayingOrScrollingRunsNoneAgain(rows count: Int) throws {
        let (liaison, table, counter, _) = try screen(rows: count)
        let visible = table.indexPathsForVisibleRows ?? []
        expectEqual(visible.count, 11)
        // The load: each row's closure once, in order (the estimate, which the display's
        // height question then reuses); the first row is not asked twice for the probe.
        expectEqual(counter.runs, Array(0..<count))
        expectEqual(table.statistics.estimatedHeightForRowCalls, count)
        expectEqual(table.statistics.heightForRowCalls, 11)
        // Layout passes with nothing to do, and a scroll of a few frames: the rows coming on
        // screen were estimated at the load already.
        try table.layoutIfNeededOrThrow()
        table.setNeedsLayout()
        try table.layoutIfNeededOrThrow()
        try scroll(table, frames: 5, by: 30)
        expectEqual(counter.total, count)
        let shownAfterScroll = Set(table.indexPathsForVisibleRows ?? [])
        #expect(count == 11 || !shownAfterScroll.isSubset(of: Set(visible)), "the scroll brings rows on screen")
        // A reload of one row on screen: its closure once (its new estimate, reused as its
        // height when it is displayed again), no other row's.
        let reloaded = try #require(table.indexPathsForVisibleRows?.dropFirst(2).first)
        counter.runs.removeAll()
        try liaison.reloadRow(at: reloaded, with: .none)
        expectEqual(counter.runs, [reloaded.row])
        #expect(table.cellForRow(at: reloaded) != nil)
    }

    /// After each invalidation the table asks again, once per row: a reload of the data, a
    /// change of width, a batch for the rows it had estimated but not shown.
    @Test func eachInvalidationRunsEachClosureOnceMore() throws {
        let (liaison, table, counter, _) = try screen(rows: 100)
        expectEqual(counter.total, 100)

        counter.runs.removeAll()
        liaison.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(counter.runs, Array(0..<100), "a reload asks every row once")

        counter.runs.removeAll()
        table.frame.size.width = 300
        try table.layoutIfNeededOrThrow()
        expectEqual(counter.runs, Array(0..<100), "a new width asks every row once")

        // A batch that appends a row: the new row is asked once; the rows shown since are
        // asked once each when they come on screen (the table asks their height anew), and
        // the rows on screen, whose heights the table keeps, not at all.
        counter.runs.removeAll()
        let extra = Row<TestCell, Int>(100)
        extra.set(height: .height) { [counter] model in
            counter.runs.append(model)
            return 40
        }
        try liaison.append(rows: [extra], animated: false)
        expectEqual(counter.runs, [100])
        counter.runs.removeAll()
        try scroll(table, frames: 3, by: 40)
        let entered = (table.indexPathsForVisibleRows ?? []).map(\.row).filter { $0 >= 11 }
        expectEqual(entered, [11, 12, 13])
        expectEqual(counter.runs, entered)
    }

    /// The reused answer belongs to the model and closure it came from: a row given another
    /// model, or another height closure, is asked afresh even without a reload.
    @Test func aRowWhoseModelOrClosureChangedIsNotAnsweredWithTheOldHeight() throws {
        let (liaison, table, counter, rows) = try screen(rows: 100)
        // Rows 50 and 60 were estimated at the load; they change before they are shown.
        rows[50].model = 5_000
        rows[60].set(height: .height) { _ in 90 }
        counter.runs.removeAll()
        table.scrollToRow(at: IndexPath(row: 55, section: 0), at: .middle, animated: false)
        #expect(counter.runs.contains(5_000), "row 50's closure ran with its new model: \(counter.runs)")
        expectEqual(counter.runs(of: 50), 0)
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 60, section: 0)) }.height == 90)
        withExtendedLifetime(liaison) {}
    }

    /// A height read outside the table's questions (a caller's own code) runs the closure
    /// every time, as before: only the liaison's answers reuse it.
    @Test func aHeightReadOutsideTheTablesQuestionsIsComputedAfresh() throws {
        let (_, _, counter, rows) = try screen(rows: 11)
        counter.runs.removeAll()
        _ = rows[3].height
        _ = rows[3].height
        expectEqual(counter.runs, [3, 3])
    }
}
