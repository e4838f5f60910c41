import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// Each case once killed the process; each runs in its own child process (an exit test), so
/// one trap fails one test and the rest of the suite still runs.
struct TrapRegressionTests {
    @Test func reloadVisibleRowsWhileADidEndDisplayingMutatesTheLiaison() async {
        await #expect(processExitsWith: .success) { await TrapRepros.reloadVisibleRowsWhileDidEndDisplayingMutates() }
    }

    @Test func scrollToWhileAWillDisplayOnTheWayDeletesTheSection() async {
        await #expect(processExitsWith: .success) { await TrapRepros.scrollToWhileWillDisplayDeletesTheSection() }
    }

    @Test func aCommandAfterTheHarnessIsReleased() async {
        await #expect(processExitsWith: .success) { await TrapRepros.commandAfterTheHarnessIsReleased() }
    }

    @Test func renderWithANaNOffset() async {
        await #expect(processExitsWith: .success) { await TrapRepros.renderWithNaNOffset() }
    }

    @Test func renderWithAVisibleRowOfInfiniteHeight() async {
        await #expect(processExitsWith: .success) { await TrapRepros.renderWithInfiniteRow() }
    }

    @Test func renderWithZeroPointsPerLine() async {
        await #expect(processExitsWith: .success) { await TrapRepros.renderWithZeroPointsPerLine() }
    }

    @Test func renderWithANegativeWidth() async {
        await #expect(processExitsWith: .success) { await TrapRepros.renderWithNegativeWidth() }
    }

    @Test func scheduleAfterInfinity() async {
        await #expect(processExitsWith: .success) { await TrapRepros.scheduleAfterInfinity() }
    }

    @Test func scheduleAfterTheLargestFrameCount() async {
        await #expect(processExitsWith: .success) { await TrapRepros.scheduleAfterMaxFrames() }
    }

    @Test func aBareTableWithAUniformEstimateDraggedFarPastItsContent() async {
        await #expect(processExitsWith: .success) { await TrapRepros.bareTableDraggedFarPastItsContent() }
    }

    @Test func aOneIndexIndexPathInsideABatchUpdate() async {
        await #expect(processExitsWith: .success) { await TrapRepros.oneIndexIndexPathInABatch() }
    }
}

/// Loops a number drives end.
@MainActor
struct NumberDrivenLoopTests {
    @Test func aFlingOfAVelocityThatIsNotFiniteIsRefusedBeforeAnyFrame() {
        let harness = makeHarness(rows: 100)
        for velocity in [CGFloat.nan, .infinity, -.infinity] {
            let frame = harness.frame
            // NaN equals nothing, so the errors are compared by what they say.
            let fling = #expect(throws: ScrollHarnessError.self) { try harness.fling(velocity: velocity) }
            expectEqual(fling?.description, "velocity is \(velocity): it must be a finite number")
            let drag = #expect(throws: ScrollHarnessError.self) { try harness.drag(by: velocity) }
            expectEqual(drag?.description, "distance is \(velocity): it must be a finite number")
            expectEqual(harness.frame, frame)
        }
        #expect(
            ScrollHarnessError.notFinite(parameter: "velocity", value: .nan).description
                == "velocity is nan: it must be a finite number")
    }

    @Test func aFlingWithADecelerationRateOfOneEndsWithinItsFrameBound() throws {
        let harness = makeHarness(rows: 100)
        harness.tableView.decelerationRate = TableView.DecelerationRate(rawValue: 1)
        let frames = try harness.fling(velocity: 3000)
        #expect(frames > 0)
        #expect(frames <= ScrollHarness.maximumDecelerationSeconds * harness.framesPerSecond)
        #expect(!harness.tableView.isDecelerating)
        expectEqual(harness.tableView.contentOffset.y, harness.tableView.maximumContentOffsetY)
    }

    @Test func decelerationRatesAreClampedAndNaNIsNormal() {
        expectEqual(TableView.DecelerationRate(rawValue: 1).clampedRawValue, 0.9999)
        expectEqual(TableView.DecelerationRate(rawValue: -3).clampedRawValue, 0)
        expectEqual(TableView.DecelerationRate(rawValue: .nan).clampedRawValue, TableView.DecelerationRate.normal.rawValue)
        expectEqual(TableView.DecelerationRate.fast.clampedRawValue, TableView.DecelerationRate.fast.rawValue)
    }

    @Test func offsetsAndInsetsThatAreNotFiniteAreNotStored() {
        let harness = makeHarness(rows: 100)
        let table = harness.tableView
        table.contentOffset = CGPoint(x: 0, y: 120)
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            table.contentOffset = CGPoint(x: 0, y: bad)
            table.contentOffset = CGPoint(x: bad, y: 0)
            table.contentInset = EdgeInsets(top: bad, left: 0, bottom: 0, right: 0)
        }
        expectEqual(table.contentOffset, CGPoint(x: 0, y: 120))
        expectEqual(table.contentInset, .zero)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 3, section: 0))
    }

    @Test func renderClampsItsGridAndSchedulingClampsItsDelays() {
        let harness = makeHarness(rows: 100)
        harness.renderWidth = -1
        harness.pointsPerLine = 0
        let text = harness.render()
        expectEqual(text.components(separatedBy: "\n").count, 401)
        #expect(text.components(separatedBy: "\n").dropFirst().allSatisfy { $0.count == 6 })
        var ran: [String] = []
        harness.schedule(after: .infinity) { ran.append("never") }
        harness.schedule(afterFrames: .max) { ran.append("never either") }
        harness.schedule(after: .nan) { ran.append("next frame") }
        harness.schedule(after: -5) { ran.append("next frame too") }
        harness.advance(frames: 3)
        expectEqual(ran, ["next frame", "next frame too"])
        #expect(harness.hasScheduledWork)
    }
}

/// The repros, each a few lines, as they were reported.
@MainActor
enum TrapRepros {
    static func reloadVisibleRowsWhileDidEndDisplayingMutates() {
        let harness = makeHarness(rows: 30)
        guard let liaison = harness.liaison else { exit(1) }
        for case let row as Row<TextCell, String> in liaison.sections[0].rows {
            row.set(command: .didEndDisplaying) { [weak liaison] _, _, _ in
                guard let liaison, liaison.sections[0].rows.count > 1 else { return }
                _ = try? liaison.deleteRow(at: IndexPath(row: 0, section: 0))
            }
        }
        try? liaison.reloadVisibleRows()
        harness.advance(frames: 2)
        _ = harness.render()
    }

    static func scrollToWhileWillDisplayDeletesTheSection() {
        // Self-sized rows: the scroll measures rows near its target on the way and moves again.
        let liaison = Liaison(
            sections: (0..<2).map { s in Section(rows: (0..<50).map { textRow("row \(s).\($0)", height: nil) }) })
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        for case let row as Row<TextCell, String> in liaison.sections[1].rows {
            row.set(command: .willDisplay) { [weak liaison] _, _, _ in
                guard let liaison, liaison.sections.count == 2 else { return }
                _ = try? liaison.deleteSection(at: 0)
            }
        }
        try? liaison.scroll(to: IndexPath(row: 40, section: 1), at: .top, animated: false)
        harness.advance(frames: 2)
        _ = harness.render()
    }

    static func commandAfterTheHarnessIsReleased() {
        let liaison = Liaison(sections: [Section(rows: (0..<20).map { textRow("row \($0)") })])
        let table = TableView(frame: .zero, style: .plain)
        do {
            let harness = ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 400))
            _ = harness.render()
        }
        // The table's proxy went with the harness; the liaison speaks for the table again
        // and runs commands, which the released harness once observed.
        liaison.liaise(tableView: table)
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
    }

    static func renderWithNaNOffset() {
        let harness = makeHarness(rows: 30)
        harness.tableView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        _ = harness.render()
    }

    static func renderWithInfiniteRow() {
        let liaison = Liaison(sections: [Section(rows: [textRow("tall", height: .infinity), textRow("after")])])
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        _ = harness.render()
    }

    static func renderWithZeroPointsPerLine() {
        let harness = makeHarness(rows: 30)
        harness.pointsPerLine = 0
        _ = harness.render()
    }

    static func renderWithNegativeWidth() {
        let harness = makeHarness(rows: 30)
        harness.renderWidth = -1
        _ = harness.render()
    }

    static func scheduleAfterInfinity() {
        let harness = makeHarness(rows: 30)
        harness.schedule(after: .infinity) {}
        harness.schedule(after: .nan) {}
        harness.advance(frames: 2)
    }

    static func scheduleAfterMaxFrames() {
        let harness = makeHarness(rows: 30)
        harness.schedule(afterFrames: .max) {}
        harness.advance(frames: 2)
    }

    static func bareTableDraggedFarPastItsContent() {
        let source = BareSource(rows: 100)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 1e300)
        table.layoutIfNeeded()
        table.beginDragging()
        try? table.drag(by: 1e300)
        table.layoutIfNeeded()
        try? table.drag(by: -1e308)
        table.layoutIfNeeded()
        _ = try? table.endDragging(velocity: .zero)
        table.layoutIfNeeded()
    }

    static func oneIndexIndexPathInABatch() {
        let source = BareSource(rows: 10)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        for bad in [IndexPath(index: 0), IndexPath(), IndexPath(indexes: [0, 1, 2])] {
            table.performBatchUpdates {
                table.deleteRows(at: [bad], with: .none)
            }
            table.performBatchUpdates {
                table.reloadRows(at: [bad], with: .none)
            }
            source.rows += 1
            table.performBatchUpdates {
                table.insertRows(at: [bad], with: .none)
            }
            source.rows -= 1
            table.performBatchUpdates {
                table.moveRow(at: bad, to: IndexPath(row: 0, section: 0))
            }
            table.layoutIfNeeded()
        }
    }
}

/// A data source without a liaison: `rows` plain cells in one section.
@MainActor
final class BareSource: TableViewDataSource {
    var rows: Int
    init(rows: Int) { self.rows = rows }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
struct HarnessLifetimeTests {
    @Test func detachingTheLiaisonUnwiresTheHarnessRecorderToo() {
        let harness = makeHarness(rows: 30)
        harness.liaison?.detach()
        harness.tableView.reloadData()
        harness.tableView.layoutIfNeeded()
        expectEqual(harness.tableView.numberOfSections, 0)
        #expect(harness.tableView.visibleCells.isEmpty)
    }

    /// Without a harness, `detach()` leaves the table with no data source and so no rows; the
    /// harness's recorder standing in between must leave it the same, without being asked
    /// to reload.
    @Test func detachingTheLiaisonWhileAHarnessDrivesTheTableEmptiesIt() async throws {
        let harness = makeHarness(rows: 30)
        let liaison = try #require(harness.liaison)
        await harness.advance(frames: 1)
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 30)
        liaison.detach()
        expectEqual(harness.tableView.numberOfSections, 0)
        // The app goes on changing the model; the table no longer shows it.
        try liaison.deleteRows(at: (0..<10).map { IndexPath(row: $0, section: 0) })
        expectEqual(liaison.sections[0].rows.count, 20)
        expectEqual(harness.tableView.numberOfSections, 0)
        // An empty table has nothing to scroll: the gesture is refused as impossible, not
        // failed by a table asking a data source that is gone.
        #expect(throws: ScrollHarnessError.self) { try harness.drag(by: 400) }
        #expect(harness.tableView.visibleCells.isEmpty)
        #expect(!harness.events.contains { $0.kind == .error })
        // Liaised again, the table shows the model as it is now.
        liaison.liaise(tableView: harness.tableView)
        harness.tableView.layoutIfNeeded()
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 20)
    }

    @Test func aHarnessReleasedWhileItsLiaisonLivesStopsRecording() throws {
        let liaison = Liaison(sections: [Section(rows: (0..<20).map { textRow("row \($0)") })])
        let table = TableView(frame: .zero, style: .plain)
        weak var released: ScrollHarness?
        do {
            let harness = ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 400))
            released = harness
        }
        #expect(released == nil)
        liaison.liaise(tableView: table)
        table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .top, animated: false)
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 15, section: 0)), true)
    }
}
