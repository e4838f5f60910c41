import Foundation

/// The harness's time as a Swift `Clock`: `now` is the time of the harness's current frame,
/// and `sleep(until:)` suspends until the harness advances to that instant. Write a screen's
/// `async` loader against `any Clock<Duration>`: it runs on `ContinuousClock` in an app and on
/// `harness.clock` in a test, where a one-second sleep takes exactly `framesPerSecond`
/// frames and a few milliseconds of wall-clock time.
///
/// Sleepers wake only in `ScrollHarness.advance(frames:) async`, one at a time in deadline
/// order (the order in which they registered for equal deadlines), each followed by the
/// work it starts. Synchronous gestures move `now` but wake nobody: a sleeper that came due
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

    init(framesPerSecond: Int) {
        state = ClockState(framesPerSecond: framesPerSecond)
    }

    /// The time of the harness's frame, as main-actor code sees it whenever it runs. While
    /// `advance(frames:) async` ticks through frames in which nothing is due, `now` stays at
    /// the last frame in which something ran: `Clock.sleep(for:)` reads `now` in nonisolated
    /// code, which for a plain task runs on another thread, maybe after the harness ticked
    /// on, and the deadline must count from the frame in which the task ran.
    public var now: Instant { state.now }

    /// One frame: nothing wakes between frames.
    public var minimumResolution: Duration { .seconds(1) / state.framesPerSecond }

    /// Suspends until the harness advances to `deadline` (at once when it has passed); the
    /// tolerance is ignored, as harness time is exact. The task registers, and later resumes,
    /// on the main actor.
    /// - Throws: `CancellationError` when the calling task is cancelled, before or while it
    ///   sleeps (the sleeper is then forgotten), or when the harness goes away while it sleeps.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await state.sleep(until: deadline)
    }
}

/// A task suspended in `HarnessClock.sleep(until:)`.
struct Sleeper {
    var id: Int
    var deadline: HarnessClock.Instant
    var continuation: CheckedContinuation<Void, any Error>
}
