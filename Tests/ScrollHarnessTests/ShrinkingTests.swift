import ExplorerFixtures
import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// Shrinking replaces runs of drags, flings and scrolls by one drag reaching the same
/// offset, and repeats its passes while they change the steps.
@MainActor
struct ShrinkingTests {
    static var explorer: ScreenExplorer<ShortListScreen> {
        ScreenExplorer(checks: ShortListScreen.checks) { try ShortListScreen().explored }
    }

    /// Neither move can be dropped (without the scroll the drag ends above row 22, without
    /// the drag the scroll does) nor made smaller; one drag from the top to where both
    /// end can stand for the two.
    @Test func aScrollThenADragBeforeTheFailingDeleteShrinkToOneDragAndTheDelete() async throws {
        let steps: [ExplorationStep] = [
            .scroll(toRow: IndexPath(row: 9, section: 0), at: .top),
            .drag(by: 200, frames: 5),
            .swipeToDelete(row: IndexPath(row: 22, section: 0)),
        ]
        let failure = try #require(try await Self.explorer.shrink(steps, seed: 0))
        #expect(failure.check == "rows follow items")
        #expect(failure.stepsBeforeShrinking == 3)
        #expect(failure.steps.count == 2, "\(failure.steps)")
        #expect(failure.steps.first?.gesture == .drag, "\(failure.steps)")
        #expect(failure.steps.last?.gesture == .swipeToDelete, "\(failure.steps)")
        // The shrunk steps fail again from a fresh screen; on the fixed screen they pass.
        #expect(try await Self.explorer.replay(failure.steps)?.check == "rows follow items")
        let fixed = ScreenExplorer(checks: ShortListScreen.checks) {
            try ShortListScreen(searchesFirstScreenful: false).explored
        }
        #expect(try await fixed.replay(failure.steps) == nil)
    }

    /// The planted bug's known minimum is two gestures (a move reaching row 12, the
    /// delete): each seed's exploration shrinks to two (seeds 3 and 4 by default, which
    /// shrink in fewer runs; 1–3 with `TABLELIAISON_LONG_TESTS=1`).
    @Test func explorationsOfABugWhoseMinimumIsTwoGesturesShrinkToTwo() async throws {
        for seed: UInt64 in TestLength.choose(short: [3, 4], long: [1, 2, 3]) {
            let failure = try #require(try await Self.explorer.explore(seed: seed, steps: 2_000).failure, "seed \(seed)")
            #expect(failure.check == "rows follow items", "seed \(seed): \(failure)")
            #expect(failure.steps.count == 2, "seed \(seed): \(failure.steps) from \(failure.stepsBeforeShrinking)")
        }
    }

    /// Any delete shows the bug: once the scroll is dropped, the swipe acts on the visible
    /// row nearest to its own, and one step remains.
    @Test func aSwipeLeftWithoutItsRowWhenAScrollIsDroppedActsOnAVisibleRow() async throws {
        let explorer = ScreenExplorer(checks: PlantedBugScreen.allChecks) {
            try PlantedBugScreen(bug: .deleteKeepsModel).explored
        }
        let steps: [ExplorationStep] = [
            .scroll(toRow: IndexPath(row: 20, section: 0), at: .top), .swipeToDelete(row: IndexPath(row: 21, section: 0)),
        ]
        let failure = try #require(try await explorer.shrink(steps))
        #expect(failure.check == "rows follow items")
        #expect(failure.steps.count == 1, "\(failure.steps)")
        let row = try #require(failure.steps.first?.row)
        #expect(try PlantedBugScreen().harness.tableView.indexPathsForVisibleRows?.contains(row) == true)
        #expect(try await explorer.replay(failure.steps)?.check == "rows follow items")
    }

    @Test func stepsThatPassAreNotShrunk() async throws {
        #expect(try await Self.explorer.shrink([.drag(by: 100, frames: 2), .tap(row: IndexPath(row: 4, section: 0))]) == nil)
    }

    @Test func moveWindowsAreTheRunsOfTwoOrMoreMovesLongestFirst() {
        let row = IndexPath(row: 1, section: 0)
        let steps: [ExplorationStep] = [
            .drag(by: 10, frames: 1), .fling(velocity: 300), .scroll(toRow: row, at: .top), .tap(row: row),
            .drag(by: 5, frames: 1), .wait(frames: 2), .fling(velocity: 200), .drag(by: 1, frames: 1),
        ]
        #expect(ScreenExplorer<ShortListScreen>.moveWindows(in: steps) == [0..<3, 0..<2, 1..<3, 6..<8])
    }
}
