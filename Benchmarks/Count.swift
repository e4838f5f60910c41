import Foundation

// `--count case|baseline`: instruction counts instead of timings, for a ratio that the load
// of a shared machine cannot move. A group that supports it builds its inputs as for a
// timed run (the same in both modes), then runs its case, or its baseline, once inside
// `countedRegion(_:)` and measures nothing. Run it under callgrind, counting only that
// function:
//
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*countedRegion*' \
//         .build/release/Benchmarks --only apply --count case
//
// and read "Collected"; the same with `--count baseline` gives the denominator. Without
// `--toggle-collect` the totals include the setup, which is the same in both modes: their
// difference is still the case's instructions minus the baseline's.

/// What `--count` runs once: the case of the selected group, or its baseline.
enum CountTarget: String {
    case `case`
    case baseline
}

/// `--count`'s target, nil for a timed run; an unknown value stops the run with status 2.
let countTarget: CountTarget? = {
    guard let flag = CommandLine.arguments.firstIndex(of: "--count") else { return nil }
    let value = CommandLine.arguments.indices.contains(flag + 1) ? CommandLine.arguments[flag + 1] : ""
    guard let target = CountTarget(rawValue: value) else {
        FileHandle.standardError.write(Data("--count takes `case` or `baseline`, not `\(value)`\n".utf8))
        exit(2)
    }
    return target
}()

/// Runs `body` once; the only function `--toggle-collect='*countedRegion*'` counts. Not
/// inlined, so that callgrind sees it.
@MainActor @inline(never)
func countedRegion(_ body: () -> Void) {
    body()
}

/// How many cases `counted(_:case:baseline:)` ran.
@MainActor var countedCases = 0

/// In a `--count` run, runs the case or the baseline of `name` once in `countedRegion(_:)`,
/// says so on standard error, and answers true; in a timed run answers false.
@MainActor
func counted(_ name: String, case caseBody: () -> Void, baseline: () -> Void) -> Bool {
    guard let countTarget else { return false }
    FileHandle.standardError.write(
        Data(
            "counting the \(countTarget.rawValue) of \(name), once (callgrind counts it alone with --toggle-collect='*countedRegion*')\n"
                .utf8))
    countedRegion(countTarget == .case ? caseBody : baseline)
    countedCases += 1
    return true
}
