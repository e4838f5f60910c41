import ExplorerFixtures
import Foundation
import ScrollHarness
import TableLiaison

// Issue 32, point 3: every shrink of a planted bug at the shortest length any seed finds,
// in at most 300 re-runs. `swift run -c release Benchmarks --only shrink` explores each
// planted bug from seeds 1-5 (2,000 steps at most) and counts, per shrink, its length and
// its re-runs (`--shrink-steps` also prints each shrunk repro). Counted, not timed: the
// figures are the same on every machine.

/// One planted bug: its name and an exploration of it from a seed.
@MainActor
struct PlantedBug {
    var name: String
    var explore: @MainActor (UInt64) async throws -> ExplorationResult
}

/// The explorations of every planted bug of the fixtures, 2,000 steps at most.
@MainActor
func plantedBugs() -> [PlantedBug] {
    let steps = 2_000
    var bugs: [PlantedBug] = []
    for (bug, _) in PlantedBugScreen.plantedBugs {
        let explorer = ScreenExplorer(checks: PlantedBugScreen.allChecks) { try PlantedBugScreen(bug: bug).explored }
        bugs.append(PlantedBug(name: "PlantedBugScreen.\(bug)") { try await explorer.explore(seed: $0, steps: steps) })
    }
    for bug in AlbumsScreen.Bug.allCases {
        let explorer = ScreenExplorer { try AlbumsScreen(bug: bug).explored }
        bugs.append(PlantedBug(name: "AlbumsScreen.\(bug)") { try await explorer.explore(seed: $0, steps: steps) })
    }
    let gallery = ScreenExplorer { try GalleryScreen(setsImageOnAnyRow: true).explored }
    bugs.append(PlantedBug(name: "GalleryScreen.setsImageOnAnyRow") { try await gallery.explore(seed: $0, steps: steps) })
    let list = ScreenExplorer(checks: ShortListScreen.checks) { try ShortListScreen().explored }
    bugs.append(PlantedBug(name: "ShortListScreen.searchesFirstScreenful") { try await list.explore(seed: $0, steps: steps) })
    let photos = ScreenExplorer(checks: PrefetchedPhotosScreen.checks) { try PrefetchedPhotosScreen().explored }
    bugs.append(PlantedBug(name: "PrefetchedPhotosScreen.cachesByIndexPath") { try await photos.explore(seed: $0, steps: steps) })
    for bug in HandLaidOutScreen.Bug.allCases {
        let explorer = ScreenExplorer { try HandLaidOutScreen(bug: bug).explored }
        bugs.append(PlantedBug(name: "HandLaidOutScreen.\(bug)") { try await explorer.explore(seed: $0, steps: steps) })
    }
    return bugs
}

/// Each planted bug explored from `seeds`: the length of each shrunk repro against the
/// shortest any seed found for the same bug, and the re-runs each shrink took.
@MainActor
func runShrinkBenchmarks(seeds: ClosedRange<UInt64>, printsSteps: Bool = false) async throws -> [String] {
    var notes: [String] = []
    var atShortest = 0
    var atShortestForCheck = 0
    var found = 0
    var missed = 0
    var mostRuns = 0
    var totalRuns = 0
    var overBudget = 0
    for bug in plantedBugs() {
        var lengths: [UInt64: Int] = [:]
        var runs: [UInt64: Int] = [:]
        var checks: [UInt64: String] = [:]
        for seed in seeds {
            let result = try await bug.explore(seed)
            guard let failure = result.failure else { continue }
            lengths[seed] = failure.steps.count
            runs[seed] = failure.shrinkRuns
            checks[seed] = failure.check
            if printsSteps {
                notes.append(
                    "shrink, \(bug.name), seed \(seed): \(failure.check), \(failure.stepsBeforeShrinking) steps shrunk to \(failure.steps)"
                )
            }
        }
        missed += seeds.count - lengths.count
        guard let minimum = lengths.values.min() else {
            notes.append("shrink, \(bug.name): not found from seeds \(seeds)")
            continue
        }
        let atMinimum = lengths.values.filter { $0 == minimum }.count
        atShortest += atMinimum
        // The same bug can fail another check first from another seed, with a repro of its own.
        for (seed, length) in lengths {
            let sameCheck = lengths.filter { checks[$0.key] == checks[seed] }.values
            if length == sameCheck.min() { atShortestForCheck += 1 }
        }
        found += lengths.count
        mostRuns = max(mostRuns, runs.values.max() ?? 0)
        totalRuns += runs.values.reduce(0, +)
        overBudget += runs.values.filter { $0 > 300 }.count
        let lengthList = seeds.map { lengths[$0].map(String.init) ?? "-" }.joined(separator: " ")
        let runList = seeds.map { runs[$0].map(String.init) ?? "-" }.joined(separator: " ")
        let checkNames = Set(checks.values).sorted().joined(separator: ", ")
        notes.append(
            "shrink, \(bug.name) (\(checkNames)): lengths by seed [\(lengthList)], shortest \(minimum), \(atMinimum) of \(lengths.count) at it; re-runs by seed [\(runList)]"
        )
    }
    notes.append(
        "shrink, seeds \(seeds.lowerBound)-\(seeds.upperBound) over the planted bugs: \(atShortest) of \(found) shrunk repros as short as the shortest any seed found for the bug, \(atShortestForCheck) of \(found) as the shortest any seed found for the bug and the same check (\(missed) explorations found nothing); re-runs per shrink at most \(mostRuns) (target ≤ 300), \(overBudget) over 300, \(totalRuns) in all"
    )
    return notes
}
