import Foundation
import ScrollHarness
import TableLiaison

// Issue "UIKit's time is harness time": a repeating timer costs its block and a small
// constant per firing. Ten seconds (600 frames) of a feed hosted by a harness, with a 0.1 s
// repeating timer whose block does nothing, against the same ten seconds without it.

/// A harness on a 1,000-row feed, laid out and still.
@MainActor
private func stillFeed() -> ScrollHarness {
    let liaison = benchLiaison(rows: 1_000)
    return ScrollHarness(
        tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 390, height: 844))
}

/// Ten seconds of frames, with the timer when `withTimer`.
@MainActor
private func tenSeconds(_ harness: ScrollHarness, withTimer: Bool) {
    var timer: Timer?
    if withTimer {
        // Inside a harness call, as a screen schedules it in a gesture or a frame.
        harness.schedule(afterFrames: 1) {
            timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in }
        }
    }
    harness.advance(frames: 600)
    timer?.invalidate()
}

/// The timed and counted figures: the ratio of ten seconds with the timer to ten seconds
/// without, and the firings counted.
@MainActor
func runRunLoopTimerBenchmarks(quick: Bool) -> (results: [Stats], ratios: [(String, Double, String)]) {
    let runs = quick ? 3 : 9
    let with = measure("10 s with a 0.1 s timer", runs: runs, setup: stillFeed) { tenSeconds($0, withTimer: true) }
    let without = measure("10 s without a timer", runs: runs, setup: stillFeed) { tenSeconds($0, withTimer: false) }
    return ([with, without], [("10 s of frames with a 0.1 s timer / without", with.median / without.median, "<= 1.1")])
}

/// `--only runloop --count case|baseline`: ten seconds with the timer, or without.
@MainActor
func countRunLoopTimer() {
    let harness = stillFeed()
    _ = counted(
        "ten seconds with a 0.1 s repeating timer",
        case: { tenSeconds(harness, withTimer: true) },
        baseline: { tenSeconds(harness, withTimer: false) })
}
