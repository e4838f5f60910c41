import ExplorerFixtures
import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// Reuse consistency on a gallery whose cells show a cached photo at once, else a
/// placeholder and their own download (issue 32, point 2).
@MainActor
struct AsyncCellReuseTests {
    private static func explorer(setsImageOnAnyRow: Bool) -> ScreenExplorer<CachedGalleryScreen> {
        ScreenExplorer { try CachedGalleryScreen(setsImageOnAnyRow: setsImageOnAnyRow).explored }
    }

    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Row 0's cell was configured from the cache, which has evicted photo 0 since (the
    /// fling's downloads landed): it shows the photo, a fresh cell the placeholder until its
    /// own download lands. Failed before the fix: "it shows … image "photo-0" where a fresh
    /// cell shows … image "placeholder"".
    @Test func aCellAheadOfAFreshCellPasses() async throws {
        let steps: [ExplorationStep] = [
            .scroll(toRow: Self.row(35), at: .middle), .wait(frames: 32), .fling(velocity: -4973), .wait(frames: 37),
        ]
        let failure = try await Self.explorer(setsImageOnAnyRow: false).replay(steps)
        #expect(failure == nil, "\(failure.map { "\($0.check): \($0.message)" } ?? "")")
    }

    /// The reverse: row 0's cell waits for its own download while photo 0, downloaded for
    /// the cell that showed it before, is in the cache already. Failed before the fix: "it
    /// shows … image "placeholder" where a fresh cell shows … image "photo-0"".
    @Test func aCellBehindAFreshCellPasses() async throws {
        let steps: [ExplorationStep] = [
            .scroll(toRow: Self.row(5), at: .none), .wait(frames: 4), .drag(by: -17, frames: 1),
            .scroll(toRow: Self.row(0), at: .none), .wait(frames: 22),
        ]
        let failure = try await Self.explorer(setsImageOnAnyRow: false).replay(steps)
        #expect(failure == nil, "\(failure.map { "\($0.check): \($0.message)" } ?? "")")
    }

    @Test func aCellShowingAnotherRowsPhotoStillFails() async throws {
        let steps: [ExplorationStep] = [.wait(frames: 1), .drag(by: -167, frames: 1), .wait(frames: 18)]
        let failure = try #require(try await Self.explorer(setsImageOnAnyRow: true).replay(steps))
        expectEqual(failure.check, "reuse consistency")
        #expect(
            failure.message.contains(
                "row (0 - 3) (CachedPhotoCell) shows what its row does not: it shows contentView.0 ImageView image \"photo-4\" "
                    + "where a fresh cell shows contentView.0 ImageView image \"photo-3\""), "\(failure.message)")
        #expect(try await Self.explorer(setsImageOnAnyRow: false).replay(steps) == nil)
    }

    @Test func theCorrectGalleryPassesAnExplorationAndItsBuggyTwinFails() async throws {
        let correct = try await Self.explorer(setsImageOnAnyRow: false).explore(seed: 1, steps: 120)
        #expect(correct.failure == nil, "\(correct.failure.map { "\($0.check): \($0.message)" } ?? "")")
        // What the buggy twin's failure shrinks to is not what this test checks (ShrinkingTests
        // does): its failure is reported as found.
        let buggyExplorer = Self.explorer(setsImageOnAnyRow: true)
        buggyExplorer.maximumShrinkRuns = 0
        let buggy = try #require(try await buggyExplorer.explore(seed: 1, steps: 120).failure)
        expectEqual(buggy.check, "reuse consistency")
        #expect(buggy.message.contains("image \"photo-"), "\(buggy.message)")
    }
}
