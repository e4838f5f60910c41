import Foundation

// The `solver` group: times of the four systems, and with `--solver-counts` their instruction
// counts under valgrind (this executable re-run per system with `--solver-system NAME`, minus
// an empty run). `--kiwi-counts FILE` adds ratios to a reference's counts, FILE holding lines
// `none|chain|grid|cell|drag COUNT` measured the same way on the reference. `--solver-counts`
// also counts a reused constrained cell self-sized against the same cell laid out by hand.

/// `--solver-system NAME`: runs one system once (`none`: nothing) for an instruction counter;
/// NAME may also be one of the self-sizing cases (``SelfSizingCount``).
@MainActor
func runSolverSystemAndExit(_ name: String) -> Never {
    var sum = 0.0
    if let selfSizing = SelfSizingCount(rawValue: name) {
        sum = selfSizing.run()
    } else if let system = SolverSystem(rawValue: name) {
        do {
            sum = try system.run()
        } catch {
            print("solver system \(name) failed: \(error)")
            exit(1)
        }
    } else if name != "none" {
        print("unknown solver system \(name): none, " + SolverSystem.allCases.map(\.rawValue).joined(separator: ", "))
        exit(2)
    }
    print("\(name) \(sum)")
    exit(0)
}

@MainActor
func runSolverBenchmarks(
    quick: Bool, arguments: [String]
) -> (
    results: [Stats], ratios: [(String, Double, String)], notes: [String]
) {
    var results: [Stats] = []
    var ratios: [(String, Double, String)] = []
    var notes: [String] = []
    for system in SolverSystem.allCases {
        results.append(
            measure("solver: \(system.rawValue)", runs: quick ? 3 : 9) {
                sink &+= Int((try? system.run()) ?? -1)
            })
    }
    let kiwiPath = arguments.firstIndex(of: "--kiwi-counts").flatMap {
        arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
    }
    guard arguments.contains("--solver-counts") || kiwiPath != nil else { return (results, ratios, notes) }
    var reference: [String: Double] = [:]
    if let kiwiPath {
        if let text = try? String(contentsOfFile: kiwiPath, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count == 2, let value = Double(fields[1]) { reference[String(fields[0])] = value }
            }
        } else {
            notes.append("solver: cannot read \(kiwiPath)")
        }
    }
    guard let baseline = callgrindInstructions("none") else {
        notes.append("solver: valgrind did not run; no instruction counts")
        return (results, ratios, notes)
    }
    for system in SolverSystem.allCases {
        guard let count = callgrindInstructions(system.rawValue) else { continue }
        let own = count - baseline
        notes.append("solver \(system.rawValue): \(Int(own)) instructions (valgrind, empty run subtracted)")
        if let theirs = reference[system.rawValue], let theirBaseline = reference["none"] {
            let target = system == .drag ? "< 1.0" : system == .cell ? "≤ 0.5" : "≤ 1.5"
            ratios.append(("solver \(system.rawValue) instructions / kiwi's", own / (theirs - theirBaseline), target))
            notes.append("solver \(system.rawValue): kiwi \(Int(theirs - theirBaseline)) instructions")
        }
    }
    // A reused constrained cell self-sized against the same cell laid out by hand, each run
    // alone after a warm-up pass that is subtracted (see SelfSizingCount).
    let counts = SelfSizingCount.allCases.map { callgrindInstructions($0.rawValue) }
    if let constrained = counts[0], let constrainedWarmUp = counts[1], let hand = counts[2], let handWarmUp = counts[3] {
        let perCell = (constrained - constrainedWarmUp) / Double(SelfSizingCount.iterations)
        let perHandCell = (hand - handWarmUp) / Double(SelfSizingCount.iterations)
        notes.append(
            "self-sizing a reused cell: \(Int(perCell)) instructions with constraints, \(Int(perHandCell)) by hand (valgrind)")
        ratios.append(("self-sizing, reused cell: constraints / by hand (instructions)", perCell / perHandCell, "≤ 1.5"))
    }
    return (results, ratios, notes)
}

/// Instructions valgrind's callgrind collects running this executable on one system.
private func callgrindInstructions(_ system: String) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", CommandLine.arguments[0],
        "--solver-system", system,
    ]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.contains("Collected") }),
        let field = line.split(separator: " ").last
    else { return nil }
    return Double(field)
}
