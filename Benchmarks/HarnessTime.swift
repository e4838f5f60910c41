import Foundation
import ScrollHarness
import TableLiaison

// Issue "harness time that is the same on every run": a loader that chains sleeps across
// actors (a main-actor task sleeps, awaits a nonisolated fetch sleeping on the same clock,
// yields, then updates the screen), driven 1,000 times in one process. A run is wrong when the
// page is there after 59 frames or missing after 60; every run must also write the same log.

/// The feed: the first task's page lands 400 + 600 ms after the request, that is in
/// frame 60 at 60 frames a second; the second task only sleeps.
@MainActor
final class ChainedSleepFeed {
    nonisolated static func fetch(clock: any Clock<Duration>) async -> Int {
        try? await clock.sleep(for: .milliseconds(600))
        return 1
    }

    var pages = 0
    /// What happened, in order, each step with the harness frame it ran in.
    var log: [String] = []

    func requestPagePlain(clock: any Clock<Duration>) {
        Task { @MainActor in
            try? await clock.sleep(for: .milliseconds(400))
            let body = await Self.fetch(clock: clock)
            await Task.yield()
            self.pages += body
        }
        Task { @MainActor in try? await clock.sleep(for: .milliseconds(500)) }
    }

    @discardableResult
    func requestPage(clock: any Clock<Duration>, frame: @escaping @MainActor () -> Int) -> [Task<Void, Never>] {
        return [
            Task { @MainActor in
                try? await clock.sleep(for: .milliseconds(400))
                self.log.append("woke f\(frame())")
                let body = await Self.fetch(clock: clock)
                self.log.append("fetched f\(frame())")
                await Task.yield()
                self.pages += body
                self.log.append("page f\(frame())")
            },
            Task { @MainActor in
                try? await clock.sleep(for: .milliseconds(500))
                self.log.append("second f\(frame())")
            },
        ]
    }
}

/// A clock whose sleeps return at once: the baseline is the scenario's own task creation,
/// hops and awaits with no waiting for time.
struct ImmediateClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {}
}

/// One run driven by a fresh harness: the log, and whether the page showed up on time.
@MainActor
func harnessTimeRun() async -> (right: Bool, log: String) {
    let harness = ScrollHarness(tableView: TableView(frame: .zero), viewport: CGSize(width: 320, height: 400))
    let feed = ChainedSleepFeed()
    if ProcessInfo.processInfo.environment["NOLOG"] != nil { feed.requestPagePlain(clock: harness.clock) } else {
    feed.requestPage(clock: harness.clock) { [weak harness] in harness?.frame ?? -1 } }
    let start = harness.frame
    await harness.advance(frames: 59)
    let early = feed.pages
    await harness.advance(frames: 1)
    let onTime = feed.pages
    let log = (feed.log.map { step in
        // Frames relative to the request, so runs compare.
        guard let range = step.range(of: " f"), let frame = Int(step[range.upperBound...]) else { return step }
        return "\(step[..<range.lowerBound]) f\(frame - start)"
    } + ["after 59: \(early)", "after 60: \(onTime)"]).joined(separator: ", ")
    return (early == 0 && onTime == 1, log)
}

/// The same scenario's tasks on a clock that never waits, awaited to the end.
@MainActor
func immediateClockRun() async -> Bool {
    let feed = ChainedSleepFeed()
    let tasks = feed.requestPage(clock: ImmediateClock()) { 0 }
    for task in tasks { await task.value }
    return feed.pages == 1
}

/// Runs the harnesstime group: `runs` harness runs (wrong runs and distinct logs counted), the
/// time per run, and the baseline's time per run measured in the same process.
@MainActor
func runHarnessTimeBenchmarks(quick: Bool) async -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    let runs = quick ? 200 : 1_000
    var wrong = 0
    var logs: [String: Int] = [:]
    var harnessSamples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let run = await harnessTimeRun()
        harnessSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        if !run.right { wrong += 1 }
        logs[run.log, default: 0] += 1
    }
    var baselineWrong = 0
    var baselineSamples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        if await !immediateClockRun() { baselineWrong += 1 }
        baselineSamples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    let harness = Stats(name: "harness time, chained sleeps, one run", samples: harnessSamples)
    let baseline = Stats(name: "same tasks on an immediate clock, one run", samples: baselineSamples)
    var notes = ["harnesstime: \(wrong) wrong of \(runs) runs, \(logs.count) distinct log(s) (target 0 wrong, 1 log)"]
    for (log, count) in logs.sorted(by: { $0.value > $1.value }).prefix(4) { notes.append("  \(count)×  \(log)") }
    if baselineWrong > 0 { notes.append("harnesstime baseline: \(baselineWrong) runs without the page") }
    return (
        [harness, baseline],
        [
            ("harness time run / immediate-clock run (medians)", harness.median / baseline.median, "report"),
            ("harness time wrong runs of \(runs)", Double(wrong), "0"),
        ],
        notes
    )
}
