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

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func append(_ job: UnownedJob) {
        locked {
            jobs.append(job)
            enqueuedCount += 1
        }
    }

    /// How many jobs ever came: it moves whenever a task that prefers the executor had
    /// something to run.
    var jobCount: Int { locked { enqueuedCount } }

    private func takeFirst() -> UnownedJob? {
        locked { jobs.isEmpty ? nil : jobs.removeFirst() }
    }

    /// Runs the waiting jobs, and those they queue here, until none is left.
    @MainActor
    func drain() {
        guard #available(macOS 15.0, iOS 18.0, *) else { return }
        while let job = takeFirst() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension HarnessExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        append(UnownedJob(job))
    }
}
