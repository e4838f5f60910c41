import Foundation
import HeadlessViews

/// The mutable part of a `HarnessClock`, shared by its copies and read from any thread (a
/// `Clock`'s `now` is not isolated): every access holds the lock. A class with a lock rather
/// than `Synchronization.Mutex`, which would raise the package's minimum to macOS 15 /
/// iOS 18 for a test helper; no state escapes the lock.
///
/// Sleepers register, and wake, on the main actor (see `sleep(until:)`); only `now` is read
/// from other threads. Sleepers due at the same instant wake in the order their tasks were
/// created (see `Sleeper.wakeOrder`).
final class ClockState: @unchecked Sendable {
    let framesPerSecond: Int
    /// Reads the creation order of the task that sleeps (see `CreationOrderExecutor`).
    let creationOrder: CreationOrderExecutor
    /// Whether a sleep reads its task's creation order; off only in tests of the fallback.
    var readsCreationOrder: Bool {
        get { locked { readsOrder } }
        set { locked { readsOrder = newValue } }
    }
    private var readsOrder = true
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
    /// Sleeps that entered `HarnessClock.sleep(until:)` and have not registered (or given up)
    /// yet: they are on their way, through other threads, and the harness waits for them.
    private var inFlight = 0
    /// The harness's turn: it moves each time the harness lets started work run (see
    /// `beginTurn()`). Sleeps registered in the same turn may have raced there from other
    /// threads: without their tasks' creation order, their order is an accident.
    private var turn = 0

    init(framesPerSecond: Int, executor: HarnessExecutor) {
        self.framesPerSecond = framesPerSecond
        creationOrder = CreationOrderExecutor(harnessExecutor: executor)
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

    /// For main-actor code, the harness's frame: it runs in the frame it runs in.
    /// Elsewhere, the time of the last frame in which the harness let main-actor code
    /// run (see `publish()`): a main-actor task's sleep reads `now` on the global executor
    /// (the standard library's `sleep(for:)` is nonisolated), maybe after the harness ticked
    /// on, even after the `advance(frames:)` that let it run returned; the deadline then
    /// still counts from the frame in which the task ran, as long as the read comes before
    /// the harness next lets main-actor code run.
    /// Code running for a copy of the clock (see `WorkContext`) reads the copy's time.
    var now: HarnessClock.Instant {
        if case let .copy(copy)? = WorkContext.current { return copy.now }
        let onMainQueue = MainRunLoop.isOnMainQueue
        return instant(ofFrame: locked { onMainQueue ? currentFrame : publishedFrame })
    }

    /// Moves the harness's frame; `publish` makes it what `now` reads.
    func setFrame(_ frame: Int, publish: Bool) {
        locked {
            currentFrame = frame
            if publish { publishedFrame = frame }
        }
    }

    /// Makes the harness's frame what `now` reads: main-actor code is about to run.
    func publish() { locked { publishedFrame = currentFrame } }

    /// A new turn of the harness: the sleeps registered from now on may race with each other,
    /// not with those registered before.
    func beginTurn() { locked { turn += 1 } }

    /// Whether a sleeper is due at the harness's frame.
    var hasDueSleeper: Bool {
        locked {
            let now = instant(ofFrame: currentFrame)
            return sleepers.contains { $0.deadline <= now }
        }
    }

    /// A sleep entered `HarnessClock.sleep(until:)`: it is on its way to register (see
    /// `sleepsInFlight`); `sleep(until:task:)` or `sleepGaveUp()` ends the way.
    func sleepSetOut() {
        locked {
            inFlight += 1
            changes += 1
        }
    }

    /// A sleep on its way gave up before `sleep(until:task:)` (its task was cancelled).
    func sleepGaveUp() {
        locked {
            inFlight -= 1
            changes += 1
        }
    }

    /// How many sleeps are on their way to register: the harness does not consider started
    /// work settled while one is.
    var sleepsInFlight: Int { locked { inFlight } }

    /// The calling task's creation order, when the sleep can read it: nil when the
    /// deadline has passed (the sleep returns at once), when reading is off, or where task
    /// executors are not available.
    func creationOrderOfCurrentTask(sleepingUntil deadline: HarnessClock.Instant) async -> UInt64? {
        guard deadline > now, readsCreationOrder else { return nil }
        guard #available(macOS 15.0, iOS 18.0, *) else { return nil }
        return await creationOrder.readCurrentTask()
    }

    /// Suspends the calling task until the harness wakes it at `deadline`; `task` is its
    /// creation order (see `creationOrderOfCurrentTask(sleepingUntil:)`). Isolated to the
    /// main actor on purpose: the task suspends on the main actor, so the harness's wake
    /// queues it there, behind nothing the harness has not seen, and it runs on (returning
    /// through the nonisolated `Clock.sleep(for:)` and any nonisolated caller without a hop)
    /// until its next suspension before the harness's next turn on the main actor.
    /// - Throws: `CancellationError` when the task is cancelled, before or while it sleeps,
    ///   or when the harness is gone.
    /// Ends the way `sleepSetOut()` began, whatever happens.
    @MainActor
    func sleep(until deadline: HarnessClock.Instant, task: UInt64?, tag: WorkTag?) async throws {
        if Task.isCancelled || deadline <= now {
            sleepGaveUp()
            try Task.checkCancellation()
            return
        }
        let id = makeID()
        let name = Self.currentTaskName
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                add(
                    Sleeper(
                        id: id, deadline: deadline, turn: 0, task: task, name: name, tag: tag, continuation: continuation))
            }
        } onCancel: {
            cancel(id)
        }
    }

    /// Suspends the calling task on `copy` until the reuse check runs the copy to
    /// `deadline`, or drops it (`CancellationError`). Ends the way `sleepSetOut()` began.
    @MainActor
    func sleep(until deadline: HarnessClock.Instant, on copy: ClockCopy) async throws {
        if Task.isCancelled || deadline <= copy.now {
            sleepGaveUp()
            try Task.checkCancellation()
            return
        }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let added = copy.add(sleeper: continuation, until: deadline)
            sleepGaveUp()
            if !added { continuation.resume(throwing: CancellationError()) }
        }
    }

    /// The current task's name, where tasks have names.
    private static var currentTaskName: String? {
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, *) { return Task.name }
        #endif
        return nil
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
            inFlight -= 1
            if cancelled.remove(sleeper.id) != nil || isClosed { return true }
            var sleeper = sleeper
            sleeper.turn = turn
            sleeper.tag?.begin()
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
            let sleeper = sleepers.remove(at: index)
            sleeper.tag?.end()
            return sleeper
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
            for sleeper in sleepers { sleeper.tag?.end() }
            return sleepers
        }
        for sleeper in all { sleeper.continuation.resume(throwing: CancellationError()) }
    }

    /// Removes and returns the earliest sleeper due at the current frame (see `wakeOrder`),
    /// and a sleeper due at the same instant whose order against it could not be told (the
    /// two registered in the same turn, one of them without its task's creation order): the
    /// order between those two may differ from run to run.
    func takeEarliestDue() -> (sleeper: Sleeper, tiedWith: Sleeper?)? {
        locked {
            let now = instant(ofFrame: currentFrame)
            var best: Int?
            for (index, sleeper) in sleepers.enumerated() where sleeper.deadline <= now {
                if let current = best, sleepers[current].wakeOrder <= sleeper.wakeOrder { continue }
                best = index
            }
            guard let best else { return nil }
            changes += 1
            let sleeper = sleepers.remove(at: best)
            sleeper.tag?.end()
            let tied = sleepers.first {
                $0.deadline == sleeper.deadline && $0.turn == sleeper.turn && ($0.task == nil || sleeper.task == nil)
            }
            return (sleeper, tied)
        }
    }

    /// How many tasks sleep on the clock.
    var sleeperCount: Int { locked { sleepers.count } }

    /// The change counter: it moves with every registration, wake and cancellation.
    var changeCount: Int { locked { changes } }
}
