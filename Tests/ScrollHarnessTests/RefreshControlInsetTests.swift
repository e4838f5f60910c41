import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// UIKit's refresh control: while it refreshes, the table's `adjustedContentInset.top` grows
/// by the control's height (60 points), so content pulled down rests below the spinner until
/// `endRefreshing()` takes the inset away and the content goes back to the top.
@MainActor
struct RefreshControlInsetTests {
    /// Where an ease-out from `start` to `target` is at `step` of `frames`, as the content
    /// goes back to the top after a refresh.
    private func eased(from start: CGFloat, to target: CGFloat, step: Int, of frames: Int) -> CGFloat {
        let t = CGFloat(step) / CGFloat(frames)
        return start + (target - start) * (1 - (1 - t) * (1 - t))
    }

    /// A harness of 20 rows with a refresh control whose actions count the refreshes.
    private func makeRefreshing() -> (ScrollHarness, RefreshControl, () -> Int) {
        let harness = makeHarness(rows: 20)
        let control = RefreshControl()
        var refreshes = 0
        control.addAction { refreshes += 1 }
        harness.tableView.refreshControl = control
        return (harness, control, { refreshes })
    }

    @Test func aPullRestsTheContentAtTheRefreshInsetUntilEndRefreshingThenGoesBackToTheTopFrameByFrame() throws {
        let (harness, control, refreshes) = makeRefreshing()
        let table = harness.tableView
        expectEqual(table.adjustedContentInset.top, 0)
        let before = harness.frames.count
        try harness.pullToRefresh()
        #expect(refreshes() == 1 && control.isRefreshing)
        // The inset grew by the control's height; `contentInset` is the app's and stays.
        #expect(table.adjustedContentInset.top == 60 && table.contentInset.top == 0)
        expectEqual(table.minimumContentOffsetY, -60)
        // Frame by frame: the finger pulls to -100 in 10 frames and lifts there; the content
        // settles at the refresh inset, not at the top (the layout brings it within the new
        // range at the first settling frame, as it does for any release past an edge).
        let pull = harness.frames[before...].map(\.contentOffset)
        let pulled = (1...10).map { CGFloat($0) * -10 }
        expectEqual(pull, [0] + pulled + [-100] + Array(repeating: -60, count: 10))
        expectEqual(table.contentOffset.y, -60)
        // It rests there while the refresh runs.
        harness.advance(frames: 30)
        #expect(harness.frames.suffix(30).allSatisfy { $0.contentOffset == -60 })
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        // The spinner shows in the 60 points above the first row (three lines at 20 a line).
        let lines = harness.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expectEqual(lines[0], "offset -60.0 of 800.0", "20 rows of 40 points")
        #expect(lines[2].contains("⟳ refreshing") && lines[4].hasPrefix("┌─0-0"))

        let ending = harness.frames.count
        harness.endRefreshing()
        #expect(!control.isRefreshing && !harness.isRefreshing)
        #expect(table.adjustedContentInset.top == 0 && table.minimumContentOffsetY == 0)
        // Back to the top over 10 frames, easing out, each frame a step.
        let back = harness.frames[ending...].map(\.contentOffset)
        #expect(back == (1...10).map { eased(from: -60, to: 0, step: $0, of: 10) })
        #expect(back.last == 0 && table.contentOffset.y == 0)
        #expect(!harness.render().contains("refreshing"))
        #expect(harness.events(.refreshStarted).count == 1 && harness.events(.refreshEnded).count == 1)
        harness.advance(frames: 3)
        expectEqual(table.contentOffset.y, 0)
    }

    @Test func aRefreshTheScreenEndsItselfMovesTheContentOnTheFramesThatFollow() throws {
        let (harness, control, _) = makeRefreshing()
        try harness.pullToRefresh()
        // The screen's reload lands on the harness clock and ends the refresh.
        harness.schedule(afterFrames: 5) { control.endRefreshing() }
        let start = harness.frames.count
        harness.advance(frames: 20)
        let offsets = harness.frames[start...].map(\.contentOffset)
        // Five frames resting (the fifth ends the refresh), then ten steps back to the top.
        expectEqual(Array(offsets.prefix(5)), [-60, -60, -60, -60, -60])
        #expect(Array(offsets[5..<15]) == (1...10).map { eased(from: -60, to: 0, step: $0, of: 10) })
        #expect(offsets.suffix(5).allSatisfy { $0 == 0 })
        expectEqual(harness.events(.refreshEnded).count, 1)
    }

    @Test func aPullWhileARefreshRunsStartsNoneAndRestsAtTheInsetAgain() throws {
        let (harness, control, refreshes) = makeRefreshing()
        try harness.pullToRefresh()
        try harness.pullToRefresh()
        #expect(refreshes() == 1 && control.isRefreshing)
        expectEqual(harness.tableView.contentOffset.y, -60)
    }

    @Test func aRefreshEndedAtOnceByTheActionsLeavesTheContentAtTheTop() throws {
        let (harness, control, _) = makeRefreshing()
        control.addAction { control.endRefreshing() }
        try harness.pullToRefresh()
        #expect(!control.isRefreshing)
        #expect(harness.tableView.adjustedContentInset.top == 0 && harness.tableView.contentOffset.y == 0)
        expectEqual(harness.frames.last?.contentOffset, 0)
    }

    /// UIKit: `beginRefreshing()` from code adds the inset but does not scroll; an app shows
    /// the spinner by scrolling to the new top itself.
    @Test func beginRefreshingFromCodeAddsTheInsetWithoutMovingTheContent() throws {
        let (harness, control, refreshes) = makeRefreshing()
        let table = harness.tableView
        let rows = table.indexPathsForVisibleRows
        control.beginRefreshing()
        harness.advance(frames: 2)
        expectEqual(refreshes(), 0, "the actions are the pull's, not the app's")
        #expect(table.adjustedContentInset.top == 60 && table.contentOffset.y == 0)
        expectEqual(table.indexPathsForVisibleRows, rows, "the inset is room above the content, covering nothing")
        table.setContentOffset(CGPoint(x: 0, y: table.minimumContentOffsetY), animated: false)
        expectEqual(table.contentOffset.y, -60)
        harness.endRefreshing()
        #expect(table.contentOffset.y == 0 && table.adjustedContentInset.top == 0)
    }

    @Test func withoutAHarnessTheContentGoesBackToTheTopAtOnce() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = PlainRows(count: 20)
        table.dataSource = source
        let control = RefreshControl()
        table.refreshControl = control
        control.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        expectEqual(table.contentOffset.y, -60)
        control.endRefreshing()
        #expect(table.contentOffset.y == 0 && table.adjustedContentInset.top == 0)
        // A table scrolled down keeps its offset when the inset goes.
        control.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        control.endRefreshing()
        expectEqual(table.contentOffset.y, 200)
    }

    @Test func replacingTheControlTakesItsInsetAway() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let control = RefreshControl()
        table.refreshControl = control
        control.beginRefreshing()
        expectEqual(table.adjustedContentInset.top, 60)
        expectEqual(control.frame, CGRect(x: 0, y: -60, width: 320, height: 60))
        table.refreshControl = nil
        expectEqual(table.adjustedContentInset.top, 0)
        control.endRefreshing()
        expectEqual(table.adjustedContentInset.top, 0)
    }
}

/// Rows of 44 points titled by their number.
@MainActor
private final class PlainRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}
