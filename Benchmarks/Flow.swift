import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison
import ViewControllers

// Issue 30: "an explored flow across two screens at ≥ 1,000 steps a second in release". The
// NotesFlow example explored with the standard checks: a list of notes in a navigation
// controller whose rows push a detail screen, whose swipe asks "Delete note?" in an alert,
// whose "Add" presents a form as a sheet and whose pull-to-refresh fails into an alert every
// other time (and restores the notes the other times, so that a long run keeps rows to act on).

/// Thirty notes: more than a screenful, so that scrolling gestures have somewhere to go.
@MainActor
let flowNotes = (1...30).map { Note(id: $0, title: "Note \($0)", body: "The body of note \($0)") }

/// How many times a flow reloaded.
@MainActor
final class ReloadCount {
    var count = 0
}

/// A fresh NotesFlow in a harness of an iPhone's width, as its tests host it.
@MainActor
func exploredNotesFlow() -> ExploredScreen<NotesFlow> {
    let reloads = ReloadCount()
    let flow = NotesFlow(notes: flowNotes) {
        reloads.count += 1
        return reloads.count % 2 == 0 ? .success(flowNotes) : .failure(.offline)
    }
    let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 600))
    return ExploredScreen(screen: flow, harness: harness)
}

/// The CPU time the process has used, in nanoseconds (every thread: the global executor's
/// turns the harness gives while it settles count too).
func processCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Runs the flow group: NotesFlow explored from a few seeds for a fixed number of steps,
/// timed; the figure is the median steps per second, against the target of 1,000.
@MainActor
func runFlowBenchmarks(quick: Bool) async throws -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    let steps = quick ? 1_000 : 5_000
    let explorer = ScreenExplorer { exploredNotesFlow() }
    var samples: [Double] = []
    var rates: [Double] = []
    var notes: [String] = []
    for seed: UInt64 in 1...(quick ? 2 : 4) {
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = processCPUNanoseconds()
        let result = try await explorer.explore(seed: seed, steps: steps)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        let cpu = processCPUNanoseconds() - cpuStart
        if let failure = result.failure { notes.append("NotesFlow failed a check: \(failure.check): \(failure.message)") }
        samples.append(elapsed)
        let perSecond = Double(result.steps.count) / (elapsed / 1e9)
        rates.append(perSecond)
        var drawn: [ExplorationGesture: Int] = [:]
        for step in result.steps { drawn[step.gesture, default: 0] += 1 }
        let acrossScreens = [ExplorationGesture.tap, .tapBarButton, .tapAlertAction, .goBack, .swipeDownToDismiss]
            .map { "\($0.rawValue) \(drawn[$0] ?? 0)" }.joined(separator: ", ")
        notes.append(
            String(
                format: "explore NotesFlow, seed %d: %d steps, %.0f steps/s (target ≥ 1,000), %.0f steps per CPU second; ",
                Int(seed), result.steps.count, perSecond, Double(result.steps.count) / (cpu / 1e9)) + acrossScreens)
    }
    rates.sort()
    let median = rates[rates.count / 2]
    notes.append(String(format: "explore NotesFlow: median %.0f steps/s, target ≥ 1,000 steps/s", median))
    return (
        [Stats(name: "explore NotesFlow, \(steps) steps", samples: samples)],
        [("explored NotesFlow steps per second / 1,000", median / 1_000, "≥ 1.0")], notes
    )
}
