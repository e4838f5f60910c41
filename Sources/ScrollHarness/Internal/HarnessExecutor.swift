import Foundation

/// The harness's task executor: the jobs of tasks that prefer it (see
/// `ScrollHarness.taskExecutor`) wait here until the harness runs them, one at a time in the
/// order they came, on the main actor while `advance(frames:) async` settles. Their
/// nonisolated code (a nonisolated loader, the standard library's `Clock.sleep(for:)`,
/// `Task.yield()`) therefore never runs on another thread, and the harness knows when none is
/// left.
///
/// While the harness settles, the clock's `CreationOrderExecutor` hands its jobs here too,
/// so that a sleep on its way to the clock is work the harness sees and waits for.
final class HarnessExecutor: @unchecked Sendable {
    /// A job waiting for the harness.
    private enum Entry {
        /// A job of a task that prefers this executor.
        case preferring(UnownedJob)
        /// A sleep reading its task's creation order, handed over by `executor`.
        case creationOrder(UnownedJob, task: UInt64?, executor: CreationOrderExecutor)
    }

    private let lock = NSLock()
    private var jobs: [Entry] = []
    private var enqueuedCount = 0
    /// The harness is gone: jobs go to the global executor instead of waiting for a drain.
    private var isClosed = false
    /// The harness is settling: it drains this executor until nothing moves.
    private var isSettling = false

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func append(_ job: UnownedJob) {
        let isOpen = locked {
            if isClosed { return false }
            jobs.append(.preferring(job))
            enqueuedCount += 1
            return true
        }
        if !isOpen { Self.runElsewhere(job) }
    }

    /// Queues a job of the creation-order executor when the harness is settling (it runs in
    /// the drain, seen by the harness); returns false otherwise (the caller runs it).
    func appendWhileSettling(_ job: UnownedJob, task: UInt64?, executor: CreationOrderExecutor) -> Bool {
        locked {
            guard isSettling, !isClosed else { return false }
            jobs.append(.creationOrder(job, task: task, executor: executor))
            enqueuedCount += 1
            return true
        }
    }

    /// The harness starts or stops settling. When it stops, the creation-order jobs still
    /// waiting (they came after the last drain) go back to their executor, which runs them
    /// at once: nothing else would.
    func setSettling(_ settling: Bool) {
        let left: [Entry] = locked {
            isSettling = settling
            guard !settling else { return [] }
            let (orders, others) = Self.split(jobs)
            jobs = others
            return orders
        }
        Self.runCreationOrderJobsElsewhere(left)
    }

    /// Sends the waiting jobs, and those that come later, to the global executor: the harness
    /// that drained them is gone, and a task that prefers this executor must still finish.
    func close() {
        let waiting: [Entry] = locked {
            isClosed = true
            defer { jobs.removeAll() }
            return jobs
        }
        let (orders, preferring) = Self.split(waiting)
        Self.runCreationOrderJobsElsewhere(orders)
        for case let .preferring(job) in preferring { Self.runElsewhere(job) }
    }

    private static func split(_ entries: [Entry]) -> (creationOrder: [Entry], preferring: [Entry]) {
        var orders: [Entry] = []
        var others: [Entry] = []
        for entry in entries {
            if case .creationOrder = entry { orders.append(entry) } else { others.append(entry) }
        }
        return (orders, others)
    }

    private static func runCreationOrderJobsElsewhere(_ entries: [Entry]) {
        for case let .creationOrder(job, task, executor) in entries { executor.runOnItsQueue(job, task: task) }
    }

    private static func runElsewhere(_ job: UnownedJob) {
        guard #available(macOS 15.0, iOS 18.0, *) else { return }
        globalConcurrentExecutor.enqueue(ExecutorJob(job))
    }

    /// How many jobs ever came: it moves whenever a task that prefers the executor had
    /// something to run.
    var jobCount: Int { locked { enqueuedCount } }

    private func takeFirst() -> Entry? {
        locked { jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    /// Runs the waiting jobs, and those they queue here, until none is left; returns how
    /// many ran.
    @MainActor
    @discardableResult
    func drain() -> Int {
        guard #available(macOS 15.0, iOS 18.0, *) else { return 0 }
        var count = 0
        while let entry = takeFirst() {
            switch entry {
            case let .preferring(job): job.runSynchronously(on: asUnownedTaskExecutor())
            case let .creationOrder(job, task, executor): executor.run(job, task: task)
            }
            count += 1
        }
        return count
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension HarnessExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        append(UnownedJob(job))
    }
}
