import Foundation

/// The harness's time as a Swift `Clock`: `now` is the time of the harness's current frame,
/// and `sleep(until:)` suspends until the harness advances to that instant. Write a screen's
/// `async` loader against `any Clock<Duration>`: it runs on `ContinuousClock` in an app and on
/// `harness.clock` in a test, where a one-second sleep takes exactly `framesPerSecond`
/// frames and a few milliseconds of wall-clock time.
///
/// Sleepers wake only in `ScrollHarness.advance(frames:) async`, one at a time in deadline
/// order, each followed by the work it starts. Sleepers with the same deadline wake in the
/// order their tasks were created: two plain tasks a screen creates in a row on the main
/// actor, sleeping the same time, wake in that order on every run, although both reach the
/// clock through other threads, in either order. Where the creation order cannot be read
/// (task executors need macOS 15 / iOS 18), sleepers with the same deadline wake in the
/// order they registered, and two that registered in the same turn of the harness (so in
/// an order that can differ between runs) are logged as a `HarnessEvent.Kind.clockTie`
/// event naming both when they wake. Synchronous gestures move `now` but wake nobody: a sleeper that came due
/// during a gesture wakes at the start of the next `advance(frames:) async`.
///
/// A sleep registers, and wakes, on the main actor: a woken task resumes there, behind
/// nothing the harness has not seen, and runs (returning through the nonisolated
/// `Clock.sleep(for:)` and through any nonisolated function that slept) until its next
/// suspension before the harness moves on. What a task does on other threads is not seen:
/// the nonisolated code of a plain task (a nonisolated function it calls, `Task.yield()`,
/// the start of `Clock.sleep(for:)`) runs on the global executor, and the harness only gives
/// that executor turns (see `ScrollHarness.settleQuietRounds`). A task started with
/// `ScrollHarness.taskExecutor` as its preference runs that code on the main actor too, where
/// the harness sees every step: its frames depend on nothing but the code.
public struct HarnessClock: Clock, Sendable {
    /// A point in harness time: the time since the harness started.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// Time since the harness's frame 0.
        public var offset: Duration

        /// The instant `offset` after the harness's frame 0.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// "1.5 seconds".
        public var description: String { offset.description }
    }

    let state: ClockState

    init(framesPerSecond: Int, executor: HarnessExecutor) {
        state = ClockState(framesPerSecond: framesPerSecond, executor: executor)
    }

    /// The time of the harness's frame, as main-actor code sees it whenever it runs. Read on
    /// another thread, it is the time of the last frame in which the harness let main-actor
    /// code run (a gesture's, a due sleeper's, or the settling at the start of
    /// `advance(frames:) async`): `Clock.sleep(for:)` reads `now` in nonisolated code, which
    /// for a plain task runs on another thread, maybe after the harness ticked on (even
    /// after `advance(frames:) async` returned), and the deadline must count from the frame
    /// in which the task ran.
    public var now: Instant { state.now }

    /// One frame: nothing wakes between frames.
    public var minimumResolution: Duration { .seconds(1) / state.framesPerSecond }

    /// Suspends until the harness advances to `deadline` (at once when it has passed); the
    /// tolerance is ignored, as harness time is exact. The task registers, and later resumes,
    /// on the main actor.
    /// - Throws: `CancellationError` when the calling task is cancelled, before or while it
    ///   sleeps (the sleeper is then forgotten), or when the harness goes away while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        // From here the harness waits for the sleep to register before it moves on.
        state.sleepSetOut()
        let context = WorkContext.current
        if case let .copy(copy)? = context {
            // A reuse check's fresh cell: it sleeps on a copy of the clock.
            try await state.sleep(until: deadline, on: copy)
            return
        }
        // Read here, before the task reaches the main actor: two tasks racing there from
        // other threads arrive in either order, their creation order is the same every run.
        let task = await state.creationOrderOfCurrentTask(sleepingUntil: deadline)
        try await state.sleep(until: deadline, task: task, tag: context?.tag)
    }
}

/// A task suspended in `HarnessClock.sleep(until:)`.
struct Sleeper {
    /// The registration number: sleeps count up as they register.
    var id: Int
    var deadline: HarnessClock.Instant
    /// The harness's turn in which it registered (see `ClockState.beginTurn()`).
    var turn: Int
    /// Its task's creation order (the runtime's task number), when read.
    var task: UInt64?
    /// Its task's name, where tasks have names.
    var name: String?
    /// Counts it as work to come of a reuse check's shadow cell.
    var tag: WorkTag?
    var continuation: CheckedContinuation<Void, any Error>

    /// Sleepers wake in this order: by deadline; at equal deadlines by their task's creation
    /// order (tasks reach the clock through other threads in an order that can differ from
    /// run to run, even across the harness's turns when a thread is held up; the order of
    /// the tasks is the code's), then by registration (without a creation order).
    var wakeOrder: (HarnessClock.Instant, UInt64, Int) { (deadline, task ?? .max, id) }

    /// `sleeper 3 (task 41, "load b", deadline 0.5 seconds)`.
    var description: String {
        var parts: [String] = []
        if let task { parts.append("task \(task)") }
        if let name { parts.append(name.debugDescription) }
        parts.append("deadline \(deadline)")
        return "sleeper \(id) (\(parts.joined(separator: ", ")))"
    }
}
