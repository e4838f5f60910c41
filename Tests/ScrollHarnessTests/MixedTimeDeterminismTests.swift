import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing
import ViewControllers

/// A screen that uses every kind of UIKit time at once, as an app's feed does: a load that
/// sleeps on the clock in a plain task and hops back to the main queue, a refresh timer, a
/// banner that fades and hides itself with `asyncAfter`, a batch update whose completion
/// starts the next step. Every step logs the frame it ran in.
@MainActor
private final class MixedTimeScreen: ViewController {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let banner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    private(set) var log: [String] = []
    var frame: @MainActor () -> Int = { -1 }
    var clock: (any Clock<Duration>)?
    private var rows = 3
    private var refreshes = 0
    private var timer: Timer?
    private let source = Source()

    override func viewDidLoad() {
        super.viewDidLoad()
        source.screen = self
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        view.addSubview(table)
        view.addSubview(banner)
    }

    func start() {
        note("start")
        DispatchQueue.main.async { self.note("hop") }
        timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            MainActor.assumeIsolated { self.refresh() }
        }
        guard let clock else { return }
        // A plain main-actor task, as the issue's loader: its sleep reads the clock elsewhere.
        Task { @MainActor in
            try? await clock.sleep(for: .milliseconds(300))
            self.note("loaded")
            DispatchQueue.main.async { self.showBanner() }
        }
    }

    private func refresh() {
        refreshes += 1
        note("refresh \(refreshes)")
        if refreshes == 3 { timer?.invalidate() }
        rows += 1
        table.performBatchUpdates({ self.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }) { _ in
            self.note("inserted \(self.rows)")
        }
    }

    private func showBanner() {
        note("banner")
        View.animate(withDuration: 0.2, animations: { self.banner.alpha = 0 }) { finished in
            self.note("faded \(finished)")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.note("hidden") }
        }
    }

    private func note(_ step: String) { log.append("f\(frame()) \(step)") }

    final class Source: NSObject, TableViewDataSource {
        weak var screen: MixedTimeScreen?
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            MainActor.assumeIsolated { screen?.rows ?? 0 }
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            MainActor.assumeIsolated { tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) }
        }
    }
}

@MainActor
struct MixedTimeDeterminismTests {
    /// One run with a fresh harness and screen: its log.
    private func runOnce() async -> [String] {
        let screen = MixedTimeScreen()
        let harness = ScrollHarness(rootViewController: screen)
        screen.frame = { [weak harness] in harness?.frame ?? -1 }
        screen.clock = harness.clock
        harness.schedule(afterFrames: 1) { screen.start() }
        for _ in 0..<60 { await harness.advance(frames: 1) }
        return screen.log
    }

    /// The log every run writes. Started in frame 2: the hop at the end of that frame; the
    /// 0.25 s timer in frames 17, 32 and 47 (15 frames apart), each batch's completion 18
    /// frames after it (the row count then includes the next refresh's row); the 0.3 s load
    /// in frame 20, its hop and the banner's 0.2 s fade (frame 32, before the timer's step
    /// that frame, as it was scheduled first), then 0.1 s to hide it.
    static let expected = [
        "f2 start", "f2 hop", "f17 refresh 1", "f20 loaded", "f20 banner", "f32 faded true", "f32 refresh 2",
        "f35 inserted 5", "f38 hidden", "f47 refresh 3", "f50 inserted 6",
    ]

    @Test
    func hopsTimersAnimationsAndClockSleepsRecordTheSameStepsOnEveryRun() async throws {
        let runs = TestLength.choose(short: 25, long: 100)
        var logs: [[String]: Int] = [:]
        for _ in 0..<runs { logs[await runOnce(), default: 0] += 1 }
        #expect(logs.count == 1, "\(logs.map { "\($0.value)× \($0.key)" }.joined(separator: "\n"))")
        expectEqual(try #require(logs.keys.first), Self.expected)
    }
}
