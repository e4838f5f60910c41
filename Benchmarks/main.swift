import Diffing
import Foundation
import ScrollHarness
import TableLiaison

// Top-level code runs on the main actor (the explore group awaits the harness clock).
// Release-mode measurements (`swift run -c release Benchmarks [--json] [--quick] [--only diff|sections|apply|scale|hosted|sectionscale|selfsizing|runloop|harnesstime|explore|flow|shrink|diffable|solver|runaway]`).
// The solver group also takes `--solver-counts`, `--kiwi-counts FILE` and `--solver-system NAME` (see SolverBenchmarks.swift).
// `--count case|baseline` counts instructions of one case instead (see Count.swift).
// Every figure that matters is a ratio to a baseline measured in the same run, because the
// machines this runs on are shared and noisy.

extension UUID: Differentiable {}

struct Stats: Sendable {
    var name: String
    var samples: [Double]  // nanoseconds
    var median: Double { samples.sorted()[samples.count / 2] }
    var min: Double { samples.min() ?? 0 }
    var max: Double { samples.max() ?? 0 }
}

let arguments = CommandLine.arguments
if arguments.contains("--help") {
    print(
        """
        Benchmarks [--json] [--quick] [--only GROUP] [--count case|baseline]
          --only GROUP   groups whose name contains GROUP: diff ("diff (a)", "diff (b)"), sections apply,
                         apply, memory scale, sectionscale, scale, hosted scale (a fling frame with a
                         navigation controller around the table), explore, flow (NotesFlow explored
                         across its screens), shrink (the lengths
                         and re-runs of the shrunk repros of the planted bugs; --shrink-seeds 6-10 for
                         other seeds, --shrink-steps prints each repro), diffable, runloop (ten seconds
                         of frames with a 0.1 s repeating timer / without), runaway (a cell
                         activating 1,000,000 constraints; exits 1 when the outcome is wrong)
          --count SIDE   run the case or the baseline of the selected group once, untimed, inside
                         countedRegion; count it with
                         valgrind --tool=callgrind --toggle-collect='*countedRegion*'
                         (groups: "diff (a)", "diff (b)", apply, sections; scale: fling frames at
                         10^6 / 10^3 rows; hosted: fling frames at 10^6 rows, hosted / bare; runloop:
                         ten seconds with / without a repeating timer)
        """)
    exit(0)
}
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")
let runs = quick ? 5 : 21
/// `--only WORD` runs only the groups whose name contains WORD (for profiling one case).
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
func selected(_ group: String) -> Bool { only.map { group.contains($0) } ?? true }

// One solver system alone, before anything else runs, so that an instruction counter sees it only.
if let index = arguments.firstIndex(of: "--solver-system"), arguments.indices.contains(index + 1) {
    runSolverSystemAndExit(arguments[index + 1])
}

/// Runs `body` after a warm-up, `runs` times, each after `setup`, timing `body` only.
@MainActor
func measure<State>(_ name: String, runs: Int = runs, setup: () -> State, _ body: (inout State) -> Void) -> Stats {
    var samples: [Double] = []
    for run in 0..<(runs + 2) {
        var state = setup()
        let start = DispatchTime.now().uptimeNanoseconds
        body(&state)
        let end = DispatchTime.now().uptimeNanoseconds
        if run >= 2 { samples.append(Double(end - start)) }
        withExtendedLifetime(state) {}
    }
    return Stats(name: name, samples: samples)
}

@MainActor
func measure(_ name: String, runs: Int = runs, _ body: () -> Void) -> Stats {
    measure(name, runs: runs, setup: { () }) { _ in body() }
}

/// DifferenceKit's published cases: `count` UUIDs, `deleted` removed, as many new inserted
/// at `deleted.upperBound`, the first `shuffled` of the result shuffled. The shuffle is
/// seeded: the work an `apply` does depends on where the shuffled rows land (a process's
/// random shuffle counted anywhere from 83 M to 114 M instructions for the same code), so
/// every process shuffles the same way and counts compare across runs.
func differenceKitCase(count: Int, deleted: Range<Int>, shuffled: Int) -> (old: [UUID], new: [UUID]) {
    let old = (0..<count).map { _ in UUID() }
    var new = old
    new.removeSubrange(deleted)
    new.insert(contentsOf: (0..<deleted.count).map { _ in UUID() }, at: deleted.lowerBound)
    var generator = SplitMix(seed: UInt64(count))
    new[0..<shuffled].shuffle(using: &generator)
    return (old, new)
}

var sink = 0
var results: [Stats] = []
var ratios: [(String, Double, String)] = []
if countTarget == nil && selected("memory scale") {
    ratios += runMemoryBenchmarks()
}

/// The diff's floor: hashing every element once.
@MainActor
func hashEveryElement(_ old: [UUID], _ new: [UUID]) {
    var hash = 0
    for element in old { hash &+= element.hashValue }
    for element in new { hash &+= element.hashValue }
    sink &+= hash
}

@MainActor
func hashingFloor(_ old: [UUID], _ new: [UUID]) -> Stats {
    measure("hashing floor (\(old.count))") { hashEveryElement(old, new) }
}

@MainActor
func dictionaryFloor(_ old: [UUID], _ new: [UUID]) -> Stats {
    measure("dictionary floor (\(old.count))") {
        var table = [UUID: Int](minimumCapacity: old.count)
        for (index, element) in old.enumerated() { table[element] = index }
        var found = 0
        for element in new where table[element] != nil { found += 1 }
        sink &+= found
    }
}

// MARK: The diff cases (issue: diffing)

let caseA = differenceKitCase(count: 5_000, deleted: 2000..<3000, shuffled: 200)
let caseB = differenceKitCase(count: 100_000, deleted: 20000..<30000, shuffled: 2000)

// `--only diff` runs both cases; `--only "diff (b)"` one (what `--count` needs).
for (label, data, target) in [("a", caseA, 3.5), ("b", caseB, 3.0)] where selected("diff (\(label))") {
    let counts = counted(
        "difference, case (\(label)) / hashing floor",
        case: { sink &+= difference(from: data.old, to: data.new).moves.count },
        baseline: { hashEveryElement(data.old, data.new) })
    if counts { continue }
    let hashing = hashingFloor(data.old, data.new)
    let dictionary = dictionaryFloor(data.old, data.new)
    let diff = measure("difference, case (\(label))") { sink &+= difference(from: data.old, to: data.new).moves.count }
    results += [hashing, dictionary, diff]
    ratios.append(("case (\(label)) diff / hashing floor", diff.median / hashing.median, "≤ \(target)"))
    ratios.append(("case (\(label)) diff / dictionary floor", diff.median / dictionary.median, "report"))
    if label == "a" {
        let swift = measure("Swift difference(from:).inferringMoves(), case (a)", runs: quick ? 3 : 7) {
            sink &+= data.new.difference(from: data.old).inferringMoves().count
        }
        results.append(swift)
        ratios.append(("case (a) Swift inferringMoves / our diff", swift.median / diff.median, "report"))
    }
}

struct ItemSection: DifferentiableSection {
    var differenceIdentifier: Int
    var elements: [UUID]
    func isContentEqual(to source: ItemSection) -> Bool { true }
}

// Counted only when asked for by name (`--only sections --count case`), so that
// `--only apply --count …` still counts the apply group alone.
if selected("sections apply") && (countTarget == nil || only?.contains("sections") == true) {
    @MainActor
    func sections(_ items: [UUID]) -> [ItemSection] {
        stride(from: 0, to: items.count, by: 1_000).map {
            ItemSection(differenceIdentifier: $0 / 1_000, elements: Array(items[$0..<min($0 + 1_000, items.count)]))
        }
    }
    let old = sections(caseB.old)
    let new = sections(caseB.new)
    let counts = counted(
        "two-level / flat diff, case (b)",
        case: { sink &+= difference(from: old, to: new).movedRows.count },
        baseline: { sink &+= difference(from: caseB.old, to: caseB.new).moves.count })
    if !counts { timeTwoLevelDiff(old, new) }
}

/// The two-level diff of case (b) in 100 sections against the flat diff, paired run by run.
@MainActor
func timeTwoLevelDiff(_ old: [ItemSection], _ new: [ItemSection]) {
    // Flat and two-level runs alternate, and the figure is the median of the per-run ratios:
    // a shared machine's drift over seconds then cancels out, as for `apply` below.
    var flatSamples: [Double] = []
    var sectionedSamples: [Double] = []
    for run in 0..<(runs + 2) {
        var start = DispatchTime.now().uptimeNanoseconds
        sink &+= difference(from: caseB.old, to: caseB.new).moves.count
        let flatTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        start = DispatchTime.now().uptimeNanoseconds
        sink &+= difference(from: old, to: new).movedRows.count
        let sectionedTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        if run >= 2 {
            flatSamples.append(flatTime)
            sectionedSamples.append(sectionedTime)
        }
    }
    let flat = Stats(name: "difference, case (b) flat", samples: flatSamples)
    let sectioned = Stats(name: "difference, case (b) in 100 sections of 1,000", samples: sectionedSamples)
    results += [flat, sectioned]
    let pairedRatios = zip(sectionedSamples, flatSamples).map { $0 / $1 }.sorted()
    ratios.append(("two-level / flat diff, case (b), paired runs", pairedRatios[pairedRatios.count / 2], "≤ 1.3"))
}

if selected("apply") {
    // The baseline and `apply` alternate, run by run, so that both see the same machine: a
    // shared machine's speed drifts over seconds, and a ratio of two blocks measured one
    // after the other drifts with it.
    if case let (flat, apply)? = { () -> (Stats, Stats)? in
        @MainActor
        func rows(_ items: [UUID]) -> [AnyRow] {
            items.map { uuid in
                let row = Row<TableViewCell, UUID>(uuid, id: uuid)
                row.set(height: .height, 44)
                return row
            }
        }
        let oldRows = rows(caseB.old)
        let newRows = rows(caseB.new)
        /// A liaison of the old rows over a laid-out table with 15 rows visible.
        @MainActor
        func liaisedTable() -> (Liaison, TableView) {
            let liaison = Liaison(sections: [Section(id: 0, rows: oldRows)])
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 15 * 44))
            liaison.liaise(tableView: table)
            table.layoutIfNeeded()
            return (liaison, table)
        }
        @MainActor
        func apply(_ liaison: Liaison) {
            do {
                try liaison.apply([Section(id: 0, rows: newRows)])
            } catch {
                print("apply failed: \(error)")
            }
        }
        if countTarget != nil {
            // Both modes build the same table, so that their totals differ by the counted
            // bodies alone even without `--toggle-collect`.
            let (liaison, table) = liaisedTable()
            _ = counted(
                "Liaison.apply / generic diff, case (b)", case: { apply(liaison) },
                baseline: { sink &+= difference(from: caseB.old, to: caseB.new).moves.count })
            // The rows outlive the count, as in the timed runs: their release is not apply's.
            withExtendedLifetime((liaison, table, oldRows, newRows)) {}
            return nil
        }
        var flatSamples: [Double] = []
        var applySamples: [Double] = []
        for run in 0..<(runs + 2) {
            var start = DispatchTime.now().uptimeNanoseconds
            sink &+= difference(from: caseB.old, to: caseB.new).moves.count
            let flatTime = Double(DispatchTime.now().uptimeNanoseconds - start)

            let (liaison, table) = liaisedTable()
            start = DispatchTime.now().uptimeNanoseconds
            apply(liaison)
            let applyTime = Double(DispatchTime.now().uptimeNanoseconds - start)
            withExtendedLifetime((liaison, table)) {}
            if run >= 2 {
                flatSamples.append(flatTime)
                applySamples.append(applyTime)
            }
        }
        return (
            Stats(name: "difference, case (b), baseline of apply", samples: flatSamples),
            Stats(name: "Liaison.apply, case (b), one section, 15 rows visible", samples: applySamples)
        )
    }() {
        results += [flat, apply]
        // Each run's pair gives a ratio; their median is the figure (paired runs cancel drift).
        let pairedRatios = zip(apply.samples, flat.samples).map { $0 / $1 }.sorted()
        ratios.append(("Liaison.apply / generic diff, case (b)", pairedRatios[pairedRatios.count / 2], "≤ 2.0"))
    }
}

var notes: [String] = []
if countTarget == nil && selected("diffable") {
    let diffable = runDiffableBenchmarks(old: caseB.old, new: caseB.new, quick: quick)
    results += diffable.results
    ratios += diffable.ratios
    notes += diffable.notes
}
if countTarget == nil && selected("sectionscale") {
    let scale = runSectionScaleBenchmarks(quick: quick)
    results += scale.results
    ratios += scale.ratios
}
if countTarget == nil && selected("scale") {
    let scale = runScaleBenchmarks(quick: quick)
    results += scale.results
    ratios += scale.ratios
    notes += scale.notes
}
// Issue 30: the fling frame with a navigation controller around the table, and its counts.
if countTarget != nil && (only == "scale" || only == "hosted") {
    _ = countFlingFrames(group: only ?? "")
}
if countTarget == nil && selected("hosted scale") {
    let hosted = runHostedScaleBenchmarks(quick: quick)
    results += hosted.results
    ratios += hosted.ratios
    notes += hosted.notes
}
if countTarget == nil && selected("selfsizing") {
    let sizing = runSelfSizingBenchmarks(quick: quick)
    results += sizing.results
    ratios += sizing.ratios
    notes += sizing.notes
}
// Issue 44: a repeating timer on the harness clock costs its block and a small constant.
if countTarget != nil && only == "runloop" {
    countRunLoopTimer()
}
if countTarget == nil && selected("runloop") {
    let runLoop = runRunLoopTimerBenchmarks(quick: quick)
    results += runLoop.results
    ratios += runLoop.ratios
}
if countTarget == nil, selected("harnesstime"), #available(macOS 15.0, iOS 18.0, *) {
    let harnessTime = await runHarnessTimeBenchmarks(quick: quick)
    results += harnessTime.results
    ratios += harnessTime.ratios
    notes += harnessTime.notes
}
if countTarget == nil && selected("explore") {

    do {
        let explore = try await runExploreBenchmarks(quick: quick)
        results += explore.results
        notes += explore.notes
    } catch {
        notes.append("explore: the screen could not be built: \(error)")
    }
}
if countTarget == nil && selected("shrink") {
    do {
        // `--shrink-seeds FIRST-LAST` explores other seeds than 1-5.
        let given = arguments.firstIndex(of: "--shrink-seeds").flatMap {
            arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
        }
        let bounds = given?.split(separator: "-").compactMap { UInt64($0) } ?? []
        let seeds = bounds.count == 2 && bounds[0] <= bounds[1] ? bounds[0]...bounds[1] : quick ? 1...2 : 1...5
        notes += try await runShrinkBenchmarks(seeds: seeds, printsSteps: arguments.contains("--shrink-steps"))
    } catch {
        notes.append("shrink: a screen could not be built: \(error)")
    }
}
if countTarget == nil && selected("flow") {
    do {
        let flow = try await runFlowBenchmarks(quick: quick)
        results += flow.results
        ratios += flow.ratios
        notes += flow.notes
    } catch {
        notes.append("flow: the screens could not be built: \(error)")
    }
}
// Opt-in (it holds a million constraints): only with `--only runaway`.
if countTarget == nil && only != nil && selected("runaway") {
    let count = arguments.firstIndex(of: "--runaway-constraints").flatMap {
        arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
    }
    let runaway = runRunawayBenchmark(constraints: count ?? 1_000_000)
    results += runaway.results
    notes += runaway.notes
}
if countTarget == nil && selected("solver") {
    let solver = runSolverBenchmarks(quick: quick, arguments: arguments)
    results += solver.results
    ratios += solver.ratios
    notes += solver.notes
}

// MARK: Output

if countTarget != nil {
    // The count is callgrind's; nothing was timed.
    if countedCases == 0 {
        FileHandle.standardError.write(Data("--count: no selected group has a counted case (try --only apply)\n".utf8))
        exit(2)
    }
    exit(0)
}

func milliseconds(_ nanoseconds: Double) -> String { String(format: "%.3f ms", nanoseconds / 1e6) }

if json {
    var object: [String: Any] = [:]
    object["cases"] = results.map { ["name": $0.name, "median_ns": $0.median, "min_ns": $0.min, "max_ns": $0.max] }
    object["ratios"] = ratios.map { ["name": $0.0, "value": $0.1, "target": $0.2] }
    object["notes"] = notes
    if let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
        let text = String(data: data, encoding: .utf8)
    {
        print(text)
    }
} else {
    print("case".padding(toLength: 58, withPad: " ", startingAt: 0) + "  median        min           max")
    for stats in results {
        print(
            stats.name.padding(toLength: 58, withPad: " ", startingAt: 0)
                + "  " + milliseconds(stats.median).padding(toLength: 12, withPad: " ", startingAt: 0)
                + "  " + milliseconds(stats.min).padding(toLength: 12, withPad: " ", startingAt: 0)
                + "  " + milliseconds(stats.max))
    }
    print("")
    print("ratio".padding(toLength: 58, withPad: " ", startingAt: 0) + "  value   target")
    for (name, value, target) in ratios {
        print(name.padding(toLength: 58, withPad: " ", startingAt: 0) + "  " + String(format: "%5.2f", value) + "   " + target)
    }
    if !notes.isEmpty { print("") }
    for note in notes { print(note) }
}
if sink == 42 { print("") }
