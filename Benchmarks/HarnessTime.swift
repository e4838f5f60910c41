import Foundation
import ScrollHarness
import TableLiaison

// Issue "harness time that is the same on every run": a loader that chains sleeps across
// actors (a main-actor task sleeps, awaits a nonisolated fetch sleeping on the same clock,
// yields, then updates the screen), driven 1,000 times in one process. A run is wrong when the
// page is there after 59 frames or missing after 60; every run must also write the same log.

/// The issue's feed, as written there: the first task's page lands 400 + 600 ms after the
/// request, in frame 60 at 60 frames a second; the second task only sleeps.
@MainActor
final class ChainedSleepFeed {
    nonisolated static func fetch(clock: any Clock<Duration>) async -> Int {
        try? await clock.sleep(for: .milliseconds(600))
        return 1
    }

    var pages = 0
    /// Each step with the harness frame it ran in (only `requestLoggedPage` writes it).
    var log: [String] = []

    func requestPage(clock: any Clock<Duration>) {
        Task { @MainActor in
            try? await clock.sleep(for: .milliseconds(400))
            let body = await Self.fetch(clock: clock)
            await Task.yield()
            self.pages += body
        }
        Task { @MainActor in try? await clock.sleep(for: .milliseconds(500)) }
    }

    /// The same tasks, logging the frame of each step; started with `executor` as their
    /// preference when given. Returns the tasks, for a caller that awaits them.
    @available(macOS 15.0, iOS 18.0, *)
    @discardableResult
    func requestLoggedPage(
        clock: any Clock<Duration>, executor: (any TaskExecutor)? = nil, frame: @escaping @MainActor () -> Int
    ) -> [Task<Void, Never>] {
        guard let executor else {
            // As the issue writes them: main-actor tasks.
            return [
                Task { @MainActor in await self.loadLogged(clock: clock, frame: frame) },
                Task { @MainActor in await self.sleepLogged(clock: clock, frame: frame) },
            ]
        }
        return [
            Task(executorPreference: executor) { await self.loadLogged(clock: clock, frame: frame) },
            Task(executorPreference: executor) { await self.sleepLogged(clock: clock, frame: frame) },
        ]
    }

    private func loadLogged(clock: any Clock<Duration>, frame: @MainActor () -> Int) async {
        try? await clock.sleep(for: .milliseconds(400))
        log.append("woke f\(frame())")
        let body = await Self.fetch(clock: clock)
        log.append("fetched f\(frame())")
        await Task.yield()
        pages += body
        log.append("page f\(frame())")
    }

    private func sleepLogged(clock: any Clock<Duration>, frame: @MainActor () -> Int) async {
        try? await clock.sleep(for: .milliseconds(500))
        log.append("second f\(frame())")
    }
}

/// A clock whose sleeps return at once: the baseline is the scenario's own task creation,
/// hops and awaits with no waiting for time.
struct ImmediateClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
}

/// How a run starts the feed's tasks.
enum HarnessTimeVariant: String, CaseIterable {
    /// The issue's code as written: plain tasks, no log.
    case plain = "plain tasks"
    /// Plain tasks logging the frame of each step.
    case logged = "plain tasks, logged"
    /// Logged tasks that prefer the harness's task executor.
    case executor = "harness executor, logged"
}

/// One run driven by a fresh harness: whether the page showed up on time, and the log.
@available(macOS 15.0, iOS 18.0, *)
@MainActor
func harnessTimeRun(_ variant: HarnessTimeVariant) async -> (right: Bool, log: String) {
    let harness = ScrollHarness(tableView: TableView(frame: .zero), viewport: CGSize(width: 320, height: 400))
    let feed = ChainedSleepFeed()
    let start = harness.frame
    let frame: @MainActor () -> Int = { [weak harness] in (harness?.frame ?? start) - start }
    switch variant {
    case .plain: feed.requestPage(clock: harness.clock)
    case .logged: feed.requestLoggedPage(clock: harness.clock, frame: frame)
    case .executor: feed.requestLoggedPage(clock: harness.clock, executor: harness.taskExecutor, frame: frame)
    }
    await harness.advance(frames: 59)
    let early = feed.pages
    await harness.advance(frames: 1)
    let onTime = feed.pages
    let log = (feed.log + ["after 59: \(early)", "after 60: \(onTime)"]).joined(separator: ", ")
    return (early == 0 && onTime == 1, log)
}

/// The same scenario's tasks on a clock that never waits, awaited to the end.
@available(macOS 15.0, iOS 18.0, *)
@MainActor
func immediateClockRun() async -> Bool {
    let feed = ChainedSleepFeed()
    for task in feed.requestLoggedPage(clock: ImmediateClock(), frame: { 0 }) { await task.value }
    return feed.pages == 1
}

/// Runs the harnesstime group: for each variant, `runs` harness runs (wrong runs and distinct
/// logs counted) and the time per run, beside the baseline's time per run measured in the
/// same process.
@available(macOS 15.0, iOS 18.0, *)
@MainActor
func runHarnessTimeBenchmarks(quick: Bool) async -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    let runs = quick ? 200 : 1_000
    var results: [Stats] = []
    var ratios: [(String, Double, String)] = []
    var notes: [String] = []
    var baselineWrong = 0
    var baselineSamples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        if await !immediateClockRun() { baselineWrong += 1 }
        baselineSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    let baseline = Stats(name: "harnesstime baseline: same tasks, immediate clock", samples: baselineSamples)
    results.append(baseline)
    if baselineWrong > 0 { notes.append("harnesstime baseline: \(baselineWrong) runs without the page") }
    for variant in HarnessTimeVariant.allCases {
        var wrong = 0
        var logs: [String: Int] = [:]
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let run = await harnessTimeRun(variant)
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            if !run.right { wrong += 1 }
            logs[run.log, default: 0] += 1
        }
        let stats = Stats(name: "harnesstime run, \(variant.rawValue)", samples: samples)
        results.append(stats)
        ratios.append(("harnesstime wrong runs of \(runs), \(variant.rawValue)", Double(wrong), "0"))
        ratios.append(("harnesstime run / baseline run, \(variant.rawValue)", stats.median / baseline.median, "report"))
        notes.append(
            "harnesstime, \(variant.rawValue): \(wrong) wrong of \(runs), \(logs.count) distinct log(s), "
                + "median \(String(format: "%.3f", stats.median / 1e6)) ms a run (issue: TestClock 4 ms a run)")
        for (log, count) in logs.sorted(by: { $0.value > $1.value }).prefix(4) { notes.append("  \(count)×  \(log)") }
    }
    return (results, ratios, notes)
}
