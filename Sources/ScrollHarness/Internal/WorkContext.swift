import Foundation

/// Whose work the harness's clock is given, for the reuse check's fresh cells: a task-local
/// value, so that the tasks a cell's configuration creates (`Task { … }` copies task-locals)
/// and the closures it schedules carry it along.
enum WorkContext: Sendable {
    /// The work runs on the harness's clock as any other, counted by `tag`: the reuse check
    /// can tell whether a shadow cell still has work to land.
    case tracked(WorkTag)
    /// The work runs on `copy` instead of the harness's clock: the harness never wakes it,
    /// the reuse check runs it to quiet, or drops it.
    case copy(ClockCopy)

    /// The context of the code running now; nil for the screen's own work.
    @TaskLocal static var current: WorkContext?

    var tag: WorkTag? {
        if case let .tracked(tag) = self { return tag }
        return nil
    }
}

/// Counts the work of one context still to come on the harness's clock: closures scheduled
/// and not run, sleeps registered and not woken. A task the context created that has not
/// run yet (tasks run when the harness settles) is not counted until it goes to sleep.
final class WorkTag: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0

    func begin() {
        lock.lock()
        pending += 1
        lock.unlock()
    }

    func end() {
        lock.lock()
        pending -= 1
        lock.unlock()
    }

    /// Whether work is still to come on the clock.
    var hasWorkToCome: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending > 0
    }
}

/// A copy of the harness's clock for one context's work: closures the context schedules
/// and sleeps its tasks take wait here, at the copy's own time (starting at the harness's
/// `now`), until `ScrollHarness.runToQuiet(_:)` runs them in time order, or `close()` drops
/// them (sleepers are cancelled).
final class ClockCopy: @unchecked Sendable {
    /// What waits on the copy.
    enum Item {
        case closure(@MainActor () -> Void)
        case sleeper(CheckedContinuation<Void, any Error>)
    }

    private struct Entry {
        var deadline: HarnessClock.Instant
        var order: Int
        var item: Item
    }

    private let lock = NSLock()
    private var current: HarnessClock.Instant
    private var entries: [Entry] = []
    private var lastOrder = 0
    private var isClosed = false

    init(now: HarnessClock.Instant) {
        current = now
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The copy's time.
    var now: HarnessClock.Instant { locked { current } }

    /// Queues `work` for `deadline`; dropped when the copy is closed.
    func schedule(at deadline: HarnessClock.Instant, _ work: @escaping @MainActor () -> Void) {
        locked {
            guard !isClosed else { return }
            lastOrder += 1
            entries.append(Entry(deadline: deadline, order: lastOrder, item: .closure(work)))
        }
    }

    /// Queues a sleeper for `deadline`; returns false when the copy is closed (the caller
    /// resumes it with `CancellationError`).
    func add(sleeper continuation: CheckedContinuation<Void, any Error>, until deadline: HarnessClock.Instant) -> Bool {
        locked {
            guard !isClosed else { return false }
            lastOrder += 1
            entries.append(Entry(deadline: deadline, order: lastOrder, item: .sleeper(continuation)))
            return true
        }
    }

    /// Removes the earliest item due by `limit` and moves the copy's time to its deadline.
    func takeEarliest(dueBy limit: HarnessClock.Instant) -> Item? {
        locked {
            guard
                let index = entries.indices.min(by: {
                    (entries[$0].deadline, entries[$0].order) < (entries[$1].deadline, entries[$1].order)
                }),
                entries[index].deadline <= limit
            else { return nil }
            let entry = entries.remove(at: index)
            if entry.deadline > current { current = entry.deadline }
            return entry.item
        }
    }

    /// Whether anything waits on the copy.
    var isEmpty: Bool { locked { entries.isEmpty } }

    /// Drops what waits (sleepers get `CancellationError`); later work is dropped at once.
    func close() {
        let left: [Entry] = locked {
            isClosed = true
            defer { entries.removeAll() }
            return entries
        }
        for case let .sleeper(continuation) in left.map(\.item) { continuation.resume(throwing: CancellationError()) }
    }
}
