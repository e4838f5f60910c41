import Foundation

/// The harness's task executor: the jobs of tasks that prefer it (see
/// `ScrollHarness.taskExecutor`) wait here until the harness runs them, one at a time in the
/// order they came, on the main actor while `advance(frames:) async` settles. Their
/// nonisolated code (a nonisolated loader, the standard library's `Clock.sleep(for:)`,
/// `Task.yield()`) therefore never runs on another thread, and the harness knows when none is
/// left.
final class HarnessExecutor: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    private var enqueuedCount = 0
    /// The harness is gone: jobs go to the global executor instead of waiting for a drain.
    private var isClosed = false

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func append(_ job: UnownedJob) {
        let isOpen = locked {
            if isClosed { return false }
            jobs.append(job)
            enqueuedCount += 1
            return true
        }
        if !isOpen { Self.runElsewhere(job) }
    }

    /// Sends the waiting jobs, and those that come later, to the global executor: the harness
    /// that drained them is gone, and a task that prefers this executor must still finish.
    func close() {
        let waiting: [UnownedJob] = locked {
            isClosed = true
            defer { jobs.removeAll() }
            return jobs
        }
        for job in waiting { Self.runElsewhere(job) }
    }

    private static func runElsewhere(_ job: UnownedJob) {
        guard #available(macOS 15.0, iOS 18.0, *) else { return }
        globalConcurrentExecutor.enqueue(ExecutorJob(job))
    }

    /// How many jobs ever came: it moves whenever a task that prefers the executor had
    /// something to run.
    var jobCount: Int { locked { enqueuedCount } }

    private func takeFirst() -> UnownedJob? {
        locked { jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    /// Runs the waiting jobs, and those they queue here, until none is left; returns how
    /// many ran.
    @MainActor
    @discardableResult
    func drain() -> Int {
        guard #available(macOS 15.0, iOS 18.0, *) else { return 0 }
        var count = 0
        while let job = takeFirst() {
            job.runSynchronously(on: asUnownedTaskExecutor())
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
