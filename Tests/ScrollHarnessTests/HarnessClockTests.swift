import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// A screen whose pagination delegate starts a `Task` that awaits a loader sleeping on an
/// injected clock, then appends the page: the shape of a real app's paging.
@MainActor
private final class AsyncPagedScreen: PaginationDelegate {
    let liaison = Liaison(sections: [Section(rows: (0..<20).map { textRow("row \($0)") })])
    /// The loader's clock: the harness's in the test, the wall clock by default.
    var clock: any Clock<Duration> = ContinuousClock()
    private(set) var pagesRequested = 0

    init() {
        liaison.paginationDelegate = self
    }

    func load() async throws -> [String] {
        try await clock.sleep(for: .seconds(1))
        return (20..<30).map { "row \($0)" }
    }

    func isPaginationEnabled() -> Bool { liaison.sections.count < 2 }

    func paginationStarted(indexPath: IndexPath) {
        pagesRequested += 1
        Task {
            let page = try await load()
            try liaison.append(sections: [Section(rows: page.map { textRow($0) })])
        }
    }

    func paginationEnded(indexPath: IndexPath) {}
}

@MainActor
struct HarnessClockTests {
    /// Scrolls to the end and advances frame by frame; returns the number of sections after
    /// each of the 60 frames that follow the page request the rows of the last section, and
    /// the event log.
    private func pageOnce() async throws -> (lastSectionRows: [Int], log: String, screen: AsyncPagedScreen) {
        let screen = AsyncPagedScreen()
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: screen.liaison, viewport: CGSize(width: 320, height: 400))
        screen.clock = harness.clock
        for _ in 0..<20 where !screen.liaison.isPaginating { try harness.scrollToBottom() }
        #expect(screen.liaison.isPaginating)
        var counts: [Int] = []
        for _ in 0..<60 {
            await harness.advance(frames: 1)
            counts.append(screen.liaison.sections.last?.rows.count ?? 0)
        }
        return (counts, harness.dump(), screen)
    }

    @Test func aPageAwaitingAOneSecondSleepLandsExactlySixtyFramesAfterTheRequest() async throws {
        let (counts, _, screen) = try await pageOnce()
        // The spinner's section (one row) stays 59 frames; the 60th appends the page in its place.
        expectEqual(counts, Array(repeating: 1, count: 59) + [10])
        expectEqual(screen.liaison.sections.map(\.rows.count), [20, 10])
        #expect(!screen.liaison.isPaginating)
        expectEqual(screen.pagesRequested, 1)
    }

    /// The first line where two logs part, with its neighbours, for a failure message.
    private static func firstDifference(_ logs: [String]) -> String {
        guard logs.count > 1 else { return "" }
        let first = logs[0].split(separator: "\n"), second = logs[1].split(separator: "\n")
        guard let index = zip(first, second).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "\(first.count) lines against \(second.count)"
        }
        let range = max(0, index - 2)..<min(first.count, second.count, index + 3)
        return "first run: \(first[range].joined(separator: " | "))\nother run: \(second[range].joined(separator: " | "))"
    }

    @Test func theSameTestRecordsTheSameEventsOnTwentyRuns() async throws {
        var logs: [String] = []
        for _ in 0..<20 { logs.append(try await pageOnce().log) }
        let distinct = logs.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        expectEqual(distinct.count, 1, "\(Self.firstDifference(distinct))")
        // Requested in frame 2 (one scroll to the bottom, whose animation ends 18 frames later);
        // the table hears of the page in frame 62.
        expectEqual(distinct.first?.contains("f20 didEndScrollingAnimation\nf62 numberOfSections"), true)
    }

    @Test func theEventsAreTheSameWithBothCoresKeptBusy() async throws {
        let quiet = try await pageOnce().log
        // Two threads outside the concurrency pool spin for a fixed amount of work while the
        // test runs again 10 times: busy cores change how long things take, not the log.
        for _ in 0..<2 {
            Thread.detachNewThread {
                var sum = 0
                for index in 0..<30_000_000 { sum = sum &+ index &* 31 }
                if sum == 42 { print("unreachable") }
            }
        }
        for _ in 0..<10 { #expect(try await pageOnce().log == quiet) }
    }

    @Test func sleepersWakeInDeadlineOrderAndEqualDeadlinesInCallOrder() async {
        let harness = makeHarness(rows: 3)
        let clock = harness.clock
        var woken: [(String, Int)] = []
        for (name, seconds) in [("a", 0.5), ("b", 0.25), ("c", 0.25), ("d", 0.1)] {
            Task {
                try await clock.sleep(for: .seconds(seconds))
                woken.append((name, harness.frame))
            }
        }
        let start = harness.frame
        await harness.advance(frames: 0)
        #expect(woken.isEmpty)
        await harness.advance(frames: 30)
        expectEqual(woken.map(\.0), ["d", "b", "c", "a"])
        expectEqual(woken.map(\.1), [start + 6, start + 15, start + 15, start + 30])
        #expect(!harness.hasScheduledWork)
    }

    @Test func nowFollowsTheFramesAndASleepWakesInTheFrameItIsDue() async {
        let harness = makeHarness(rows: 3, fps: 120)
        let clock = harness.clock
        let start = clock.now
        var wokeAt: [Int] = []
        Task {
            try await clock.sleep(for: .milliseconds(100))
            wokeAt.append(harness.frame)
            // A second sleep from the woken task counts from the frame it woke in.
            try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
            wokeAt.append(harness.frame)
        }
        let first = harness.frame
        await harness.advance(frames: 200)
        // Typed one by one: as one expression the durations took the type checker seconds.
        let sinceFrameZero: Duration = .seconds(harness.frame) / 120
        let toFirst: Duration = .seconds(first) / 120
        expectEqual(clock.now, HarnessClock.Instant(offset: sinceFrameZero))
        expectEqual(start.duration(to: clock.now), sinceFrameZero - toFirst)
        expectEqual(wokeAt, [first + 12, first + 12 + 120])
        expectEqual(clock.minimumResolution, .seconds(1) / 120)
    }

    @Test func sleepersDueDuringAGestureWakeAtTheNextAsyncAdvanceEarliestDeadlineFirst() async throws {
        let harness = makeHarness(rows: 40)
        let clock = harness.clock
        var woken: [(String, Int)] = []
        // Both come due during the drag: the later deadline slept first, yet wakes second.
        for (name, seconds) in [("later", 0.1), ("earlier", 0.05)] {
            Task {
                try await clock.sleep(for: .seconds(seconds))
                woken.append((name, harness.frame))
            }
        }
        await harness.advance(frames: 0)
        try harness.drag(by: 100, frames: 10)
        #expect(woken.isEmpty)
        let afterGesture = harness.frame
        await harness.advance(frames: 1)
        // Woken before the new frame begins, at the frame the gesture ended on.
        expectEqual(woken.map(\.0), ["earlier", "later"])
        expectEqual(woken.map(\.1), [afterGesture, afterGesture])
    }

    @Test func aCancelledSleeperThrowsAndIsForgotten() async {
        let harness = makeHarness(rows: 3)
        let clock = harness.clock
        let task = Task { try await clock.sleep(for: .seconds(10)) }
        await harness.advance(frames: 0)
        #expect(harness.hasScheduledWork)
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(!harness.hasScheduledWork)
    }

    // The limit only turns a hang into a failure. It counts from the test's start, waits for the
    // main actor included, and under AddressSanitizer on a busy machine the whole suite holds
    // the main actor for minutes: a tight limit fails tests that do not hang.
    @Test(.timeLimit(.minutes(10))) func sleepersOfAHarnessThatWentAwayAreCancelledInsteadOfHanging() async throws {
        var harness: ScrollHarness? = makeHarness(rows: 3)
        let clock = try #require(harness?.clock)
        let task = Task { try await clock.sleep(for: .seconds(10)) }
        // On a busy machine the task may take a while to reach the clock: wait until it sleeps.
        var rounds = 0
        while harness?.hasScheduledWork != true && rounds < 10_000 {
            await harness?.advance(frames: 0)
            rounds += 1
        }
        expectEqual(harness?.hasScheduledWork, true)
        harness = nil
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test(.timeLimit(.minutes(10))) func aSleepThatReachesTheClockAfterTheHarnessWentAwayIsCancelled() async throws {
        var harness: ScrollHarness? = makeHarness(rows: 3)
        let clock = try #require(harness?.clock)
        harness = nil
        await #expect(throws: CancellationError.self) { try await clock.sleep(for: .seconds(10)) }
    }

    @Test func aDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let harness = makeHarness(rows: 3)
        await harness.advance(frames: 10)
        let frame = harness.frame
        try await harness.clock.sleep(until: harness.clock.now.advanced(by: .seconds(-1)))
        expectEqual(harness.frame, frame)
        #expect(!harness.hasScheduledWork)
    }
}
