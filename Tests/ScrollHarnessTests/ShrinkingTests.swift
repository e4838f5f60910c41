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
        expectEqual(failure.check, "rows follow items")
        expectEqual(failure.stepsBeforeShrinking, 3)
        expectEqual(failure.steps.count, 2, "\(failure.steps)")
        expectEqual(failure.steps.first?.gesture, .drag, "\(failure.steps)")
        expectEqual(failure.steps.last?.gesture, .swipeToDelete, "\(failure.steps)")
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
            expectEqual(failure.check, "rows follow items", "seed \(seed): \(failure)")
            expectEqual(failure.steps.count, 2, "seed \(seed): \(failure.steps) from \(failure.stepsBeforeShrinking)")
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
        expectEqual(failure.check, "rows follow items")
        expectEqual(failure.steps.count, 1, "\(failure.steps)")
        let row = try #require(failure.steps.first?.row)
        #expect(try PlantedBugScreen().harness.tableView.indexPathsForVisibleRows?.contains(row) == true)
        #expect(try await explorer.replay(failure.steps)?.check == "rows follow items")
    }

    // Issue 32, point 3: every shrink of this screen used up the budget of 1,000 re-runs: a
    // swipe simplified to row 0 acted on the same visible row again, a "simpler" candidate
    // that changed nothing, over and over.
    @Test func aSwipeRetargetedBackOntoItsOwnRowIsNoProgressAndTheShrinkEnds() async throws {
        let explorer = ScreenExplorer(checks: PrefetchedPhotosScreen.checks) { try PrefetchedPhotosScreen().explored }
        let steps: [ExplorationStep] = [
            .tap(row: IndexPath(row: 3, section: 0)), .scroll(toRow: IndexPath(row: 42, section: 0), at: .none),
            .wait(frames: 5), .swipe(row: IndexPath(row: 36, section: 0), action: "Delete", edge: .trailing),
            .scroll(toRow: IndexPath(row: 48, section: 0), at: .none),
        ]
        let failure = try #require(try await explorer.shrink(steps))
        expectEqual(failure.check, "thumbnails follow photos", "\(failure.message)")
        expectEqual(failure.steps.count, 3, "\(failure.steps)")
        #expect(failure.shrinkRuns <= 300, "\(failure.shrinkRuns) re-runs")
        #expect(try await explorer.replay(failure.steps)?.check == "thumbnails follow photos")
    }

    // Issue 32, point 3: a tiny fling and a scroll to row 1 (a jump, which prefetches
    // nothing) ended the shrink of one seed one step over the shortest: one drag of one frame
    // to the same offset prefetches too little, a drag over several frames as much as the
    // run did.
    @Test func aRunOfMovesBecomesADragOverSeveralFramesWhenOneFrameIsNotEnough() async throws {
        let explorer = ScreenExplorer(checks: PrefetchedPhotosScreen.checks) { try PrefetchedPhotosScreen().explored }
        let steps: [ExplorationStep] = [
            .fling(velocity: -17), .scroll(toRow: IndexPath(row: 1, section: 0), at: .top),
            .swipeToDelete(row: IndexPath(row: 3, section: 0)),
        ]
        #expect(try await explorer.replay([.drag(by: 60, frames: 1), steps[2]]) == nil)
        let failure = try #require(try await explorer.shrink(steps))
        expectEqual(failure.check, "thumbnails follow photos", "\(failure.message)")
        expectEqual(failure.steps.count, 2, "\(failure.steps)")
        expectEqual(failure.steps.first?.gesture, .drag, "\(failure.steps)")
        #expect(try await explorer.replay(failure.steps)?.check == "thumbnails follow photos")
    }

    // Issue 32, point 3: each drag reached an edge by its exact length, so no step could go
    // alone (without the delete, the content is a row longer and the drags stop short); as
    // flings to the edges they can.
    @Test func movesThatEndAtAnEdgeBecomeFlingsToItSoThatAStepCanGo() async throws {
        let explorer = ScreenExplorer(checks: PlantedBugScreen.allChecks) {
            try PlantedBugScreen(bug: .startsSecondLoad).explored
        }
        let row = IndexPath(row: 19, section: 0)
        let steps: [ExplorationStep] = [
            .scroll(toRow: row, at: .none), .swipe(row: row, action: "Delete", edge: .trailing), .drag(by: 597, frames: 1),
            .drag(by: -1677, frames: 1), .pullToRefresh, .drag(by: 1780, frames: 1),
        ]
        #expect(try await explorer.replay(steps)?.check == "pagination")
        #expect(try await explorer.replay(steps.enumerated().filter { $0.offset != 1 }.map(\.element)) == nil)
        // The pass alone, on the steps as they are: every drag becomes a fling to the edge it
        // reached, and a step goes (the first one that can: the scroll, the swipe then acting
        // on the visible row nearest to its row).
        var shrinker = ScreenExplorer<PlantedBugScreen>.Shrinker(steps: steps, check: "pagination", budget: 300)
        try await explorer.flingToEdgesLettingAStepGo(&shrinker)
        let edge = ScreenExplorer<PlantedBugScreen>.edgeFlingVelocity
        expectEqual(shrinker.steps.count, 5, "\(shrinker.steps)")
        #expect(
            Array(shrinker.steps.suffix(4)) == [
                .fling(velocity: edge), .fling(velocity: -edge), .pullToRefresh, .fling(velocity: edge),
            ] as [ExplorationStep])
        #expect(try await explorer.replay(shrinker.steps)?.check == "pagination")
        #expect(shrinker.runs <= 1 + steps.count)
        // From there the other passes reach the four steps of the shortest repro (the whole
        // shrink is measured by `Benchmarks --only shrink`: seed 13 of 11-15 found these steps).
    }

    // Issue 32, point 3: a delete then a pull to refresh show a cell not reset for reuse, as
    // one drag alone does; no pass turned those two steps into a move.
    @Test func twoStepsThatAreNoMovesBecomeOneDragWhenThatFailsAlike() async throws {
        let explorer = ScreenExplorer(checks: PlantedBugScreen.allChecks) {
            try PlantedBugScreen(bug: .keepsPreviousImage).explored
        }
        let steps: [ExplorationStep] = [
            .swipe(row: IndexPath(row: 0, section: 0), action: "Delete", edge: .trailing), .pullToRefresh,
        ]
        let failure = try #require(try await explorer.shrink(steps))
        expectEqual(failure.check, "reuse consistency", "\(failure.message)")
        expectEqual(failure.steps.count, 1, "\(failure.steps)")
        expectEqual(failure.steps.first?.gesture, .drag, "\(failure.steps)")
    }

    // Issue 32, point 3: the images land while time passes; seed 6 found these eight steps, which
    // shrank to a wait, a fling and a wait, where the wait before the fling can go once its
    // frames are added to the wait after it.
    @Test func aWaitGoesWhenItsFramesAreAddedToALaterWait() async throws {
        let explorer = ScreenExplorer { try GalleryScreen(setsImageOnAnyRow: true).explored }
        let steps: [ExplorationStep] = [
            .contentSizeCategory(.extraExtraLarge), .drag(by: 81, frames: 9), .fling(velocity: -1172),
            .drag(by: -309, frames: 9), .tap(row: IndexPath(row: 0, section: 0)), .wait(frames: 47),
            .fling(velocity: 4982), .wait(frames: 2),
        ]
        let failure = try #require(try await explorer.shrink(steps))
        expectEqual(failure.check, "reuse consistency", "\(failure.message)")
        expectEqual(failure.steps.count, 2, "\(failure.steps)")
        expectEqual(failure.steps.last?.gesture, .wait, "\(failure.steps)")
    }

    /// Neither scroll can go alone, nor be merged into the drag (one drag of one frame makes
    /// too few cells); a fling to the end with the first scroll dropped fails too, and then
    /// the second goes.
    @Test func aMoveInAnotherFormLetsAnotherStepGo() async throws {
        let explorer = ScreenExplorer(checks: PlantedBugScreen.allChecks) {
            try PlantedBugScreen(bug: .neverReusesCells).explored
        }
        let steps: [ExplorationStep] = [
            .scroll(toRow: IndexPath(row: 25, section: 0), at: .none), .scroll(toRow: IndexPath(row: 6, section: 0), at: .none),
            .drag(by: 580, frames: 4),
        ]
        let failure = try #require(try await explorer.shrink(steps))
        expectEqual(failure.check, "live cells")
        expectEqual(failure.steps.count, 1, "\(failure.steps)")
        expectEqual(failure.steps.first?.gesture, .fling, "\(failure.steps)")
        #expect(failure.shrinkRuns <= 300)
    }

    @Test func aCandidateIsKeptOnlyWhenItIsSimpler() {
        let row = IndexPath(row: 12, section: 0)
        let swipe = ExplorationStep.swipeToDelete(row: row)
        typealias Explorer = ScreenExplorer<ShortListScreen>
        #expect(!Explorer.isSimpler([.drag(by: 100, frames: 1), swipe], than: [.drag(by: 100, frames: 1), swipe]))
        #expect(Explorer.isSimpler([.drag(by: 50, frames: 1), swipe], than: [.drag(by: 100, frames: 1), swipe]))
        #expect(Explorer.isSimpler([.drag(by: 900, frames: 9)], than: [.drag(by: 1, frames: 1), swipe]))
        #expect(!Explorer.isSimpler([.swipeToDelete(row: IndexPath(row: 13, section: 0))], than: [swipe]))
        expectEqual(ExplorationStep.fling(velocity: -300).mirrored, .fling(velocity: 300))
        #expect(swipe.mirrored == nil)
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
