import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

@MainActor
struct GestureTests {
    @Test func theFirstFrameLaysTheTableOutAndLogsItsCalls() {
        let harness = makeHarness(rows: 30)
        expectEqual(harness.frame, 1)
        expectEqual(harness.tableView.indexPathsForVisibleRows?.count, 10)
        expectEqual(harness.events(.willDisplay).count, 10)
        #expect(harness.events(.rowCommand, at: IndexPath(row: 0, section: 0)).map(\.detail) == ["configuration", "willDisplay"])
        expectEqual(harness.frames.last?.displayed.count, 10)
    }

    @Test func aDragSendsUIKitsCallbacksFrameByFrame() throws {
        let harness = makeHarness()
        harness.clearEvents()
        try harness.drag(by: 100, frames: 4)
        expectEqual(harness.tableView.contentOffset.y, 100)
        let scrolling = harness.events(
            .willBeginDragging, .didScroll, .willEndDragging, .didEndDragging, .willBeginDecelerating, .didEndDecelerating)
        #expect(
            scrolling.map(\.description) == [
                "f2 willBeginDragging", "f3 didScroll 25.0", "f4 didScroll 50.0", "f5 didScroll 75.0", "f6 didScroll 100.0",
                "f7 willEndDragging velocity 0.000 target 100.0", "f7 didEndDragging resting",
            ])
        expectEqual(harness.frames.last?.contentOffset, 100)
    }

    @Test(arguments: [(CGFloat(1500), TableView.DecelerationRate.normal, 60), (-800, .normal, 120), (3000, .fast, 60)])
    func aFlingRestsWithinOnePointOfUIKitsFormula(velocity: CGFloat, rate: TableView.DecelerationRate, fps: Int) throws {
        let harness = makeHarness(rows: 2_000, fps: fps)
        harness.tableView.decelerationRate = rate
        try harness.scroll(toRow: IndexPath(row: 1_000, section: 0))
        let start = harness.tableView.contentOffset.y
        let frames = try harness.fling(velocity: velocity)
        let lifted = start + velocity / CGFloat(fps)
        let expected = lifted + (velocity / 1000) * rate.rawValue / (1 - rate.rawValue)
        #expect(abs(harness.tableView.contentOffset.y - expected) < 1)
        #expect(frames > 10)
        // The content slowed down: each frame moved less than the one before (the last frame
        // also covers the half point left when it stops).
        let offsets = harness.frames.suffix(frames).dropLast().map(\.contentOffset)
        let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
        #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 <= $1 + 1e-9 })
        expectEqual(harness.events(.didEndDecelerating).count, 1)
    }

    @Test func aFlingStopsAtTheContentsEdge() throws {
        let harness = makeHarness(rows: 30)
        try harness.fling(velocity: 5_000)
        expectEqual(harness.tableView.contentOffset.y, harness.tableView.maximumContentOffsetY)
    }

    @Test func tapsSwipesReordersAndAccessoriesGoThroughTheTable() throws {
        let harness = makeHarness(rows: 20)
        let liaison = try #require(harness.liaison)
        for section in liaison.sections {
            for row in section.rows {
                guard let row = row as? Row<TextCell, String> else { continue }
                row.editingStyle = .delete
                row.movable = true
            }
        }
        harness.clearEvents()
        try harness.tap(row: IndexPath(row: 2, section: 0))
        expectEqual(harness.events(.didSelect).map(\.indexPath), [IndexPath(row: 2, section: 0)])
        harness.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.accessoryType = .detailButton
        try harness.tapAccessory(row: IndexPath(row: 3, section: 0))
        expectEqual(harness.events(.accessoryButtonTapped).count, 1)
        try harness.swipeToDelete(row: IndexPath(row: 0, section: 0))
        expectEqual(liaison.sections[0].rows.count, 19)
        expectEqual(harness.events(.commit).map(\.description).last?.hasSuffix("delete (0 - 0)"), true)
        #expect(
            throws: ScrollHarnessError.noSuchSwipeAction(
                row: IndexPath(row: 1, section: 0), edge: .trailing, title: "Archive",
                offered: [SwipeActionDescription(title: "Delete", isDestructive: true)])
        ) {
            try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Archive")
        }
        liaison.toggleIsEditing()
        try harness.drag(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(harness.events(.moveRow).count, 1)
        expectEqual(harness.events(.targetIndexPathForMove).count, 2)
    }

    @Test func pullToRefreshRunsTheClosureAndSettlesAtTheTop() throws {
        let harness = makeHarness(rows: 20)
        var refreshed = 0
        harness.onRefresh = { refreshed += 1 }
        try harness.pullToRefresh()
        expectEqual(refreshed, 1)
        expectEqual(harness.tableView.contentOffset.y, 0)
        expectEqual(harness.frames.map(\.contentOffset).min(), -(harness.refreshThreshold + 20))
    }

    @Test func scheduledWorkRunsOnTheHarnessClock() throws {
        let harness = makeHarness(rows: 5)
        var ran: [Int] = []
        harness.schedule(after: 0.5) { ran.append(harness.frame) }
        harness.schedule(afterFrames: 2) { ran.append(harness.frame) }
        harness.advance(frames: 40)
        expectEqual(ran, [3, 31])
        #expect(!harness.hasScheduledWork)
        #expect(abs(harness.time - 41.0 / 60) < 1e-9)
    }

    @Test func aDelayOfWholeFramesInSecondsWaitsExactlyThoseFrames() {
        let harness = makeHarness(rows: 10)
        var ran: [String: Int] = [:]
        let start = harness.frame
        // 4.15 × 60 is a hair above 249 in binary floating point.
        for seconds in [0.1, 0.2, 0.35, 0.5, 1.0, 4.15] {
            harness.schedule(after: seconds) { ran["\(seconds)"] = harness.frame - start }
        }
        harness.advance(frames: 260)
        expectEqual(ran, ["0.1": 6, "0.2": 12, "0.35": 21, "0.5": 30, "1.0": 60, "4.15": 249])
    }

    @Test func scrollingToTheEndsAndToARow() throws {
        let harness = makeHarness(rows: 100)
        try harness.scrollToBottom()
        expectEqual(harness.tableView.contentOffset.y, CGFloat(100 * 40 - 400))
        try harness.scrollToTop()
        expectEqual(harness.tableView.contentOffset.y, 0)
        try harness.scroll(toRow: IndexPath(row: 50, section: 0), at: .middle)
        expectEqual(harness.tableView.contentOffset.y, CGFloat(50 * 40 + 20 - 200))
        // Each scroll's end comes 0.3 s (18 frames) after the frame it started in.
        let started = harness.frame - 2
        #expect(harness.events(.didEndScrollingAnimation).isEmpty)
        harness.advance(frames: 18)
        expectEqual(harness.events(.didEndScrollingAnimation).map(\.frame), [started + 18, started + 19, started + 20])
    }

    @Test func theJankReportListsFramesOverBudgetWithTheirNewRows() throws {
        let harness = makeHarness(rows: 100)
        try harness.drag(by: 200, frames: 2)
        let everything = harness.jankReport(budget: 0)
        expectEqual(everything.frames.count, harness.frames.count)
        #expect(everything.description.contains("configuring"))
        #expect(harness.jankReport(budget: 60).frames.isEmpty)
        expectEqual(harness.jankReport(budget: 60).description, "no frame over 60000.00 ms budget")
    }
}

@MainActor
struct SwipeActionGestureTests {
    @Test func aSwipeTapsTheActionWithTheGivenTitle() throws {
        let harness = makeHarness(rows: 5)
        var flagged: [String] = []
        for row in harness.liaison?.sections[0].rows ?? [] {
            guard let row = row as? Row<TextCell, String> else { continue }
            let model = row.model
            row.trailingSwipeActions = SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Flag") { _, _, done in
                    flagged.append(model)
                    done(true)
                },
                ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(false) },
            ])
        }
        harness.clearEvents()
        try harness.swipe(row: IndexPath(row: 2, section: 0), action: "Flag")
        expectEqual(flagged, ["row 0.2"])
        #expect(
            harness.events(.willBeginEditing, .didEndEditing).map(\.description) == [
                "f2 willBeginEditing (0 - 2)", "f3 didEndEditing (0 - 2)",
            ])
        #expect(harness.tableView.swipedRow == nil)
    }
}
