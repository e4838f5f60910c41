import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// A plain task's sleep reads `now` in the standard library's nonisolated `sleep(for:)`, on
/// another thread, where it can come late: after the harness that let the task run has
/// ticked on and `advance(frames:)` has returned.
@MainActor
struct HarnessClockLateReadTests {
    /// Waits for the gate, off the main actor, then sleeps a second on `clock`: the sleep
    /// reads `now` on the global executor when the test opens the gate, after the harness
    /// ticked on.
    nonisolated private static func sleepAfter(_ gate: AsyncStream<Void>, on clock: HarnessClock) async throws {
        for await _ in gate { break }
        try await clock.sleep(for: .seconds(1))
    }

    // Issue 32, point 8: the same scenario logged its page one frame later on some runs of a
    // loaded machine; a read this late counted from the frame after the one the task ran in.
    @Test func aSleepThatReadsTheClockAfterTheAdvanceReturnedCountsFromTheFrameItsTaskRanIn() async throws {
        let harness = makeHarness(rows: 3)
        let clock = harness.clock
        let (gate, opening) = AsyncStream<Void>.makeStream()
        var wokeAt: Int?
        Task {
            try await Self.sleepAfter(gate, on: clock)
            wokeAt = harness.frame
        }
        let ranIn = harness.frame
        // The task runs, leaves the main actor and waits at the gate; the harness moves on.
        await harness.advance(frames: 1)
        expectEqual(harness.frame, ranIn + 1)
        opening.yield()
        // Waits, by the wall clock and without the harness moving on, until the sleep set out.
        for _ in 0..<10_000 where clock.state.sleepsInFlight == 0 && clock.state.sleeperCount == 0 {
            try await Task.sleep(for: .milliseconds(1))
        }
        expectEqual(clock.state.sleepsInFlight + clock.state.sleeperCount, 1)
        await harness.advance(frames: 70)
        expectEqual(wokeAt, ranIn + 60)
    }
}
