import Foundation
import TableLiaison

/// Explores a screen as a monkey would: draws random gestures that make sense in the
/// current state, runs checks after every step, and, on the first failing check, shrinks
/// the steps to the fewest that still fail, from a fresh screen each time, and reports them
/// with the last frame, a filmstrip and Swift code that replays them.
///
/// ```swift
/// let explorer = ScreenExplorer {
///     let feed = ContentFeedScreen()
///     let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
///     feed.clock = harness.clock
///     try feed.loadFirstPage()
///     return ExploredScreen(screen: feed, harness: harness)
/// }
/// let result = try await explorer.explore(seed: 1, steps: 5_000)
/// #expect(result.failure == nil)
/// ```
///
/// Deterministic: the steps come from a SplitMix generator seeded with `seed` and from the
/// screen's state, read in a fixed order, so the same seed on the same screen makes the
/// same steps and the same result on every run. Only `wait` steps let tasks run (they wake
/// sleepers on the harness clock); the explorer never suspends between other steps.
///
/// While a run goes on, the harness's `events` and `frames` hold the current step's only:
/// a long exploration keeps no log of every step.
@MainActor
public final class ScreenExplorer<Screen> {
    /// Builds the screen afresh: a new table, liaison, harness and any fake loader. Called
    /// once per exploration and once per re-run while shrinking.
    public typealias Factory = @MainActor () throws -> ExploredScreen<Screen>

    /// The checks run after every step, in order; the first that fails ends the run.
    public var checks: [ExplorationCheck<Screen>]
    /// How often each gesture is drawn, relative to the others; a gesture missing or
    /// weighted 0 (or less) is never drawn.
    public var weights: [ExplorationGesture: Int]
    /// The most re-runs shrinking makes before it reports the shortest steps found so far.
    public var maximumShrinkRuns = 1_000
    /// Where failure filmstrips are written (`<check>-seed<seed>.html`); nil writes none,
    /// the report still holds the page.
    public var filmstripDirectory: URL?
    let make: Factory

    /// An explorer of the screens `make` builds, running `checks` after each step and
    /// drawing gestures with `weights`.
    public init(
        checks: [ExplorationCheck<Screen>] = ExplorationCheck.standard,
        weights: [ExplorationGesture: Int] = ExplorationGesture.defaultWeights,
        make: @escaping Factory
    ) {
        self.checks = checks
        self.weights = weights
        self.make = make
    }

    /// Builds a fresh screen, then draws and performs up to `steps` steps from `seed`,
    /// running the checks after each. On the first failure, shrinks the steps and returns
    /// the result with its `failure`.
    /// - Complexity: O(steps × the checks' cost); shrinking adds at most
    ///   `maximumShrinkRuns` re-runs, each at most as long as the failing run.
    /// - Throws: what the factory throws.
    public func explore(seed: UInt64, steps count: Int) async throws -> ExplorationResult {
        let run = ExplorationRun(explored: try make(), checks: checks)
        var random = SplitMix(seed: seed)
        var performed: [ExplorationStep] = []
        for _ in 0..<max(0, count) {
            let step = draw(on: run.harness, using: &random)
            guard case .performed = await run.perform(step) else { continue }
            performed.append(step)
            if let violation = await run.firstViolation() {
                let failure = try await shrink(performed, failing: violation, seed: seed)
                return ExplorationResult(
                    seed: seed, steps: performed, cellsCompared: run.cellsCompared, checksRun: run.checksRun, failure: failure)
            }
        }
        return ExplorationResult(
            seed: seed, steps: performed, cellsCompared: run.cellsCompared, checksRun: run.checksRun, failure: nil)
    }

    /// Performs `steps` on a fresh screen with the checks on, as a failure report's repro
    /// does; steps impossible in the state they meet are skipped. Returns the first failure
    /// (not shrunk: `shrinkRuns` is 0) or nil when every check held.
    /// - Throws: what the factory throws.
    public func replay(_ steps: [ExplorationStep], seed: UInt64 = 0) async throws -> ExplorationFailure? {
        guard let (violation, length) = try await rerun(steps) else { return nil }
        return try await report(
            violation, steps: Array(steps.prefix(length)), seed: seed, stepsBeforeShrinking: length, shrinkRuns: 0)
    }

    // MARK: Runs

    /// Runs `steps` on a fresh screen; the violation and how many of the steps it took
    /// (those after it are not run), or nil.
    func rerun(_ steps: [ExplorationStep]) async throws -> (Violation, Int)? {
        let run = ExplorationRun(explored: try make(), checks: checks)
        for (index, step) in steps.enumerated() {
            guard case .performed = await run.perform(step) else { continue }
            if let violation = await run.firstViolation() { return (violation, index + 1) }
        }
        return nil
    }

    /// Runs `steps` on a fresh screen as shrinking tries them: a tap or swipe whose row is
    /// not on screen (a step before it was dropped) acts on the visible row nearest to it
    /// instead. The violation and the steps performed up to it (with the rows acted on), or
    /// nil.
    func rerunRetargeting(_ steps: [ExplorationStep]) async throws -> (Violation, [ExplorationStep])? {
        let run = ExplorationRun(explored: try make(), checks: checks)
        var performed: [ExplorationStep] = []
        for step in steps {
            let (outcome, acted) = await run.performRetargeting(step)
            performed.append(acted)
            guard case .performed = outcome else { continue }
            if let violation = await run.firstViolation() { return (violation, performed) }
        }
        return nil
    }

    /// The content offset before the first step and after each of `steps` (a skipped step
    /// leaves it as it was), on a fresh screen with the checks on; shorter when a check
    /// fails before the last step.
    func contentOffsets(_ steps: [ExplorationStep]) async throws -> [CGFloat] {
        let run = ExplorationRun(explored: try make(), checks: checks)
        var offsets = [run.harness.tableView.contentOffset.y]
        for step in steps {
            let performed: Bool
            if case .performed = await run.perform(step) { performed = true } else { performed = false }
            offsets.append(run.harness.tableView.contentOffset.y)
            if performed, await run.firstViolation() != nil { break }
        }
        return offsets
    }

    /// Where the content rests: its offset and the offsets it can rest at.
    struct ContentPosition {
        var offset: CGFloat
        var minimum: CGFloat
        var maximum: CGFloat
    }

    /// The content's position before the first step and after each of `steps`, as
    /// `contentOffsets(_:)`.
    func contentPositions(_ steps: [ExplorationStep]) async throws -> [ContentPosition] {
        let run = ExplorationRun(explored: try make(), checks: checks)
        let table = run.harness.tableView
        func position() -> ContentPosition {
            ContentPosition(
                offset: table.contentOffset.y, minimum: table.minimumContentOffsetY, maximum: table.maximumContentOffsetY)
        }
        var positions = [position()]
        for step in steps {
            let performed: Bool
            if case .performed = await run.perform(step) { performed = true } else { performed = false }
            positions.append(position())
            if performed, await run.firstViolation() != nil { break }
        }
        return positions
    }

    typealias Violation = ExplorationRun<Screen>.Violation

    /// The report of `steps` failing: runs them once more on a fresh screen, keeping a key
    /// frame after each step for the filmstrip.
    func report(
        _ violation: Violation, steps: [ExplorationStep], seed: UInt64, stepsBeforeShrinking: Int, shrinkRuns: Int
    ) async throws -> ExplorationFailure {
        let run = ExplorationRun(explored: try make(), checks: checks)
        let harness = run.harness
        harness.captureKeyFrame("start")
        var seen = violation
        for (index, step) in steps.enumerated() {
            guard case .performed = await run.perform(step) else {
                harness.captureKeyFrame("\(index + 1). \(step) (impossible here: skipped)")
                continue
            }
            if let found = await run.firstViolation() {
                seen = found
                harness.captureKeyFrame("\(index + 1). \(step): \(found.check) failed", failed: true)
                break
            }
            harness.captureKeyFrame("\(index + 1). \(step)")
        }
        let title = "\(seen.check) failed (seed \(seed))"
        var url: URL?
        if let filmstripDirectory {
            let name = seen.check.replacingOccurrences(of: " ", with: "-") + "-seed\(seed).html"
            let file = filmstripDirectory.appendingPathComponent(name)
            if (try? harness.writeFilmstrip(to: file, title: title)) != nil { url = file }
        }
        return ExplorationFailure(
            check: seen.check, message: seen.message, seed: seed, steps: steps, stepsBeforeShrinking: stepsBeforeShrinking,
            shrinkRuns: shrinkRuns, renderedFrame: harness.render(), filmstrip: harness.filmstrip(title: title),
            filmstripURL: url)
    }
}
