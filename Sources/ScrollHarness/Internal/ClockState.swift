import Foundation

/// The mutable part of a `HarnessClock`, shared by its copies and read from any thread (a
/// `Clock`'s `now` is not isolated): every access holds the lock. A class with a lock rather
/// than `Synchronization.Mutex`, which would raise the package's minimum to macOS 15 /
/// iOS 18 for a test helper; no state escapes the lock.
///
/// Sleepers register, and wake, on the main actor (see `sleep(until:)`), so their order is
/// the order in which the main actor ran them; only `now` is read from other threads.
final class ClockState: @unchecked Sendable {
    let framesPerSecond: Int
    private let lock = NSLock()
    /// The harness's frame: sleepers whose deadline it reaches are due.
    private var currentFrame = 0
    /// The frame `now` reads: the last frame in which main-actor code ran (see `now`).
    private var publishedFrame = 0
    private var sleepers: [Sleeper] = []
    private var cancelled: Set<Int> = []
    private var lastID = 0
    /// Counts every registration, wake and cancellation, so the harness can tell when nothing
    /// moves.
    private var changes = 0
    /// The harness is gone: nothing will ever wake a sleeper again.
    private var isClosed = false

    init(framesPerSecond: Int) {
        self.framesPerSecond = framesPerSecond
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Frame `n` is at n / framesPerSecond seconds; dividing whole seconds keeps a one-second
    /// sleep exactly `framesPerSecond` frames long.
    func instant(ofFrame frame: Int) -> HarnessClock.Instant {
        HarnessClock.Instant(offset: .seconds(frame) / framesPerSecond)
    }

    /// The time of the last frame in which main-actor code ran. A main-actor task's sleep
    /// reads `now` on the global executor (the standard library's `sleep(for:)` is
    /// nonisolated), possibly after the harness ticked on through frames where nothing ran;
    /// the deadline then still counts from the frame in which the task ran.
    var now: HarnessClock.Instant { instant(ofFrame: locked { publishedFrame }) }

    /// Moves the harness's frame; `publish` makes it what `now` reads.
    func setFrame(_ frame: Int, publish: Bool) {
        locked {
            currentFrame = frame
            if publish { publishedFrame = frame }
        }
    }

    /// Makes the harness's frame what `now` reads: main-actor code is about to run.
    func publish() { locked { publishedFrame = currentFrame } }

    /// Whether a sleeper is due at the harness's frame.
    var hasDueSleeper: Bool {
        locked {
            let now = instant(ofFrame: currentFrame)
            return sleepers.contains { $0.deadline <= now }
        }
    }

    /// Suspends the calling task until the harness wakes it at `deadline`. Isolated to the
    /// main actor on purpose: the task suspends on the main actor, so the harness's wake
    /// queues it there, behind nothing the harness has not seen, and it runs on (returning
    /// through the nonisolated `Clock.sleep(for:)` and any nonisolated caller without a hop)
    /// until its next suspension before the harness's next turn on the main actor.
    /// - Throws: `CancellationError` when the task is cancelled, before or while it sleeps,
    ///   or when the harness is gone.
    @MainActor
    func sleep(until deadline: HarnessClock.Instant) async throws {
        try Task.checkCancellation()
        if deadline <= now { return }
        let id = makeID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                add(Sleeper(id: id, deadline: deadline, continuation: continuation))
            }
        } onCancel: {
            cancel(id)
        }
    }

    private func makeID() -> Int {
        locked {
            lastID += 1
            return lastID
        }
    }

    private func add(_ sleeper: Sleeper) {
        let isCancelled = locked {
            changes += 1
            if cancelled.remove(sleeper.id) != nil || isClosed { return true }
            sleepers.append(sleeper)
            return false
        }
        if isCancelled { sleeper.continuation.resume(throwing: CancellationError()) }
    }

    private func cancel(_ id: Int) {
        let sleeper: Sleeper? = locked {
            changes += 1
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                // Not registered yet: remember, so `add` fails at once. (An id already woken
                // is remembered too, in the moment before its sleep returns; it never comes
                // back, so the entry only costs its few bytes.)
                cancelled.insert(id)
                return nil
            }
            return sleepers.remove(at: index)
        }
        sleeper?.continuation.resume(throwing: CancellationError())
    }

    /// Resumes every sleeper with `CancellationError`: the harness is gone and will never
    /// wake them. A sleep that registers later (its task had not reached the clock yet) is
    /// cancelled at once.
    func cancelAll() {
        let all: [Sleeper] = locked {
            changes += 1
            isClosed = true
            defer { sleepers.removeAll() }
            return sleepers
        }
        for sleeper in all { sleeper.continuation.resume(throwing: CancellationError()) }
    }

    /// Removes and returns the earliest sleeper due at the current frame.
    func takeEarliestDue() -> Sleeper? {
        locked {
            let now = instant(ofFrame: currentFrame)
            var best: Int?
            for (index, sleeper) in sleepers.enumerated() where sleeper.deadline <= now {
                // Equal deadlines keep the order of the sleep calls (ids increase).
                if let current = best, (sleepers[current].deadline, sleepers[current].id) <= (sleeper.deadline, sleeper.id) {
                    continue
                }
                best = index
            }
            guard let best else { return nil }
            changes += 1
            return sleepers.remove(at: best)
        }
    }

    /// How many tasks sleep on the clock.
    var sleeperCount: Int { locked { sleepers.count } }

    /// The change counter: it moves with every registration, wake and cancellation.
    var changeCount: Int { locked { changes } }
}
