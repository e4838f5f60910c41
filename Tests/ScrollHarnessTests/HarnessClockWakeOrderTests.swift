import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// A screen that loads images as app code writes it: a plain `Task` created on the main
/// actor sleeps on the clock it was given, then logs.
@MainActor
private final class ImageRequests {
    let clock: any Clock<Duration>
    private(set) var log: [String] = []

    init(clock: any Clock<Duration>) { self.clock = clock }

    func loadImage(_ name: String, after delay: Duration) {
        Task {
            try await clock.sleep(for: delay)
            log.append("image \(name) loaded")
        }
    }
}

@MainActor
struct HarnessClockWakeOrderTests {
    /// One fresh run of the scenario: "b" then "c" (then "d" and "e", more chances
    /// for a race) requested in the same frame, after an "a" due earlier. The log, and the
    /// harness's events.
    private func run(readsCreationOrder: Bool = true) async -> (log: [String], events: [HarnessEvent]) {
        let harness = ScrollHarness(tableView: TableView(frame: .zero), viewport: CGSize(width: 320, height: 400))
        harness.clock.state.readsCreationOrder = readsCreationOrder
        let screen = ImageRequests(clock: harness.clock)
        screen.loadImage("a", after: .milliseconds(250))
        for name in ["b", "c", "d", "e"] { screen.loadImage(name, after: .milliseconds(500)) }
        await harness.advance(frames: 30)
        return (screen.log, harness.events)
    }

    /// `run()` until every image loaded, at most five times: a task whose thread the system
    /// held up (on a busy machine) for longer than the whole advance reaches the clock after
    /// the harness moved on, which no harness can see (see `ScrollHarness.settleQuietRounds`).
    private func completeRun() async -> [String] {
        var log: [String] = []
        for _ in 0..<5 {
            log = await run().log
            if log.count == 5 { break }
        }
        return log
    }

    // Issue 32, point 8: of 20 runs, 1 or 2 logged "image c loaded" first (the two tasks
    // reached the clock through the global executor in either order, and equal deadlines
    // woke in the order they arrived).
    @Test func tasksCreatedInOrderSleepingTheSameTimeWakeInCreationOrderOnEveryRun() async {
        var logs: [[String]: Int] = [:]
        for _ in 0..<150 { logs[await completeRun(), default: 0] += 1 }
        expectEqual(logs, [["a", "b", "c", "d", "e"].map { "image \($0) loaded" }: 150], "\(logs)")
    }

    @Test func aTieTheHarnessCannotOrderIsLoggedNamingBothSleepers() async throws {
        let (log, events) = await run(readsCreationOrder: false)
        expectEqual(log.count, 5)
        let ties = events.filter { $0.kind == .clockTie }
        // b, c, d and e: the same deadline, registered in the same turn (a woke alone): each
        // but the last woke tied with another.
        expectEqual(ties.count, 3, "\(events)")
        let detail = try #require(ties.first?.detail)
        // Two sleepers (their registration numbers depend on the race), both due at frame 31.
        expectEqual(detail.components(separatedBy: "sleeper ").count, 3, "\(detail)")
        expectEqual(detail.components(separatedBy: "(deadline 0.5166666666666667 seconds)").count, 3, "\(detail)")
        #expect(detail.contains("creation order could not be read"), "\(detail)")
        expectEqual(ties.first?.frame, 31)
        // With the creation order read, nothing is logged.
        #expect(await run().events.allSatisfy { $0.kind != .clockTie })
    }
}
