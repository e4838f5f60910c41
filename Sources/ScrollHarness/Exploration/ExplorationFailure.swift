import Foundation

/// What an exploration found: the check that failed and what it saw, after the steps were
/// shrunk to the fewest that still make that check fail. A value a test can inspect, with
/// a readable `description` that ends in a Swift repro to paste into a test.
public struct ExplorationFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the check that failed ("reuse consistency").
    public var check: String
    /// What the check saw after the last of `steps`.
    public var message: String
    /// The seed of the exploration that found the failure.
    public var seed: UInt64
    /// The fewest steps found that make the check fail, from a fresh screen.
    public var steps: [ExplorationStep]
    /// How many steps the exploration had made when the check first failed.
    public var stepsBeforeShrinking: Int
    /// How many times shrinking ran the steps again from a fresh screen.
    public var shrinkRuns: Int
    /// The screen after the last step, as `ScrollHarness.render()` draws it.
    public var renderedFrame: String
    /// The filmstrip of the shrunk run (a key frame after each step, the failing one
    /// marked), as a self-contained HTML page.
    public var filmstrip: String
    /// Where the filmstrip was written, when the explorer has a `filmstripDirectory`.
    public var filmstripURL: URL?

    /// A failure report.
    public init(
        check: String, message: String, seed: UInt64, steps: [ExplorationStep], stepsBeforeShrinking: Int, shrinkRuns: Int,
        renderedFrame: String, filmstrip: String, filmstripURL: URL?
    ) {
        self.check = check
        self.message = message
        self.seed = seed
        self.steps = steps
        self.stepsBeforeShrinking = stepsBeforeShrinking
        self.shrinkRuns = shrinkRuns
        self.renderedFrame = renderedFrame
        self.filmstrip = filmstrip
        self.filmstripURL = filmstripURL
    }

    /// The steps as Swift code: a test body that replays them on the explorer that found
    /// the failure (`explorer`) and expects the same check to fail.
    public var swiftRepro: String {
        let list = steps.map { "    \($0.swiftCode)," }.joined(separator: "\n")
        return """
            let failure = try await explorer.replay([
            \(list)
            ])
            #expect(failure?.check == \(check.debugDescription))
            """
    }

    /// The steps as the statements a test makes on the harness the explorer's factory
    /// builds, one a line ("`try harness.tapBarButton("Add")`", "`try harness.goBack()`"):
    /// the same run written as a person would write it, across screens.
    public var harnessRepro: String {
        steps.map(\.harnessCode).joined(separator: "\n")
    }

    /// The report: the check and what it saw, the seed, the steps, the last frame, the
    /// filmstrip's path and the repro, as a replay and as harness calls.
    public var description: String {
        var lines = [
            "Exploration failed: \(check)",
            "  \(message)",
            "seed \(seed): found after \(stepsBeforeShrinking) steps, shrunk to \(steps.count) in \(shrinkRuns) runs",
            "Steps:",
        ]
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("Last frame:")
        lines += renderedFrame.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        if let filmstripURL { lines.append("Filmstrip: \(filmstripURL.path)") }
        lines.append("Repro:")
        lines.append(swiftRepro)
        lines.append("As harness calls:")
        lines.append(harnessRepro)
        return lines.joined(separator: "\n")
    }
}
