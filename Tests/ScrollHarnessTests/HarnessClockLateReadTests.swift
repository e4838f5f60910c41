import Foundation
import TableLiaison
import Testing

@testable import ScrollHarness

/// A plain task's sleep reads `now` in the standard library's nonisolated `sleep(for:)`, on
/// another thread, where it can come late: after the harness that let the task run has
/// ticked on and `advance(frames:)` has returned.
@MainActor
struct HarnessClockLateReadTests {
    /// Holds a thread of the global executor until the test opens the gate, then sleeps a
    /// second on `clock`: the sleep reads `now` after the harness ticked on.
    nonisolated private static func sleepAfter(_ gate: DispatchSemaphore, on clock: HarnessClock) async throws {
        _ = gate.wait(timeout: .now() + 10)
        try await clock.sleep(for: .seconds(1))
    }

    /// Blocks the calling thread until a sleep on `clock` set out (10 seconds at most).
    nonisolated private static func waitForASleepSettingOut(_ clock: HarnessClock) {
        let limit = Date().addingTimeInterval(10)
        while clock.state.sleepsInFlight == 0 && Date() < limit { Thread.sleep(forTimeInterval: 0.001) }
    }

    // Issue 32, point 8: the same scenario logged its page one frame later on some runs of a
    // loaded machine; a read this late counted from the frame after the one the task ran in.
    @Test func aSleepThatReadsTheClockAfterTheAdvanceReturnedCountsFromTheFrameItsTaskRanIn() async throws {
        let harness = makeHarness(rows: 3)
        let clock = harness.clock
        let gate = DispatchSemaphore(value: 0)
        var wokeAt: Int?
        Task {
            try await Self.sleepAfter(gate, on: clock)
            wokeAt = harness.frame
        }
        let ranIn = harness.frame
        // The task runs, leaves the main actor and waits at the gate; the harness moves on.
        await harness.advance(frames: 1)
        #expect(harness.frame == ranIn + 1)
        gate.signal()
        // Waits (on this thread, without letting the main actor run) until the sleep set out.
        Self.waitForASleepSettingOut(clock)
        #expect(clock.state.sleepsInFlight == 1)
        await harness.advance(frames: 70)
        #expect(wokeAt == ranIn + 60)
    }
}
