import Foundation

/// Reads the creation order of the task that sleeps on a `HarnessClock`: the sleep hops onto
/// this executor for a moment, and the job the runtime hands it is the task itself, whose
/// number (`UnownedJob.description`, "UnownedJob(id: 42)") the runtime gives tasks in the
/// order they are created. Two plain tasks a screen creates in a row on the main actor reach
/// the clock through the global executor in either order; their numbers are the same on
/// every run.
///
/// While the harness settles, the job runs in the harness's drain, on the main actor, where
/// the harness sees it; otherwise on a serial queue of its own at once, so that a sleep
/// started while the harness is not advancing (and maybe cancelled then) still reaches the
/// clock.
final class CreationOrderExecutor: @unchecked Sendable {
    private let harnessExecutor: HarnessExecutor
    private let queue = DispatchQueue(label: "ScrollHarness.HarnessClock.creationOrder")
    private let lock = NSLock()
    /// Held while a job runs: one runs at a time, in the harness's drain or on `queue`, so
    /// `runningTask` is the task of the job that reads it.
    private let runLock = NSLock()
    /// The task of the job running now.
    private var running: UInt64?

    init(harnessExecutor: HarnessExecutor) {
        self.harnessExecutor = harnessExecutor
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The calling task's number: the task hops here and reads the number of the job it
    /// runs as. Nil when the runtime's description of a job has no number.
    @available(macOS 15.0, iOS 18.0, *)
    func readCurrentTask() async -> UInt64? {
        await withTaskExecutorPreference(self) { self.runningTask }
    }

    /// The task of the job running now.
    private var runningTask: UInt64? { locked { running } }

    private func accept(_ job: UnownedJob) {
        let task = Self.taskNumber(of: job)
        if harnessExecutor.appendWhileSettling(job, task: task, executor: self) { return }
        runOnItsQueue(job, task: task)
    }

    /// Runs `job` on the executor's own queue, soon.
    func runOnItsQueue(_ job: UnownedJob, task: UInt64?) {
        queue.async { self.run(job, task: task) }
    }

    /// Runs `job`, whose task is `task`, on the calling thread, after any job running
    /// elsewhere. A job runs only until the sleep leaves for the main actor: a wait here is
    /// short and never waits for the main actor.
    func run(_ job: UnownedJob, task: UInt64?) {
        guard #available(macOS 15.0, iOS 18.0, *) else { return }
        runLock.lock()
        defer { runLock.unlock() }
        locked { running = task }
        job.runSynchronously(on: asUnownedTaskExecutor())
        locked { running = nil }
    }

    /// The number in the runtime's description of `job`: its task's, for a task's job.
    static func taskNumber(of job: UnownedJob) -> UInt64? {
        guard #available(macOS 14.0, iOS 17.0, *) else { return nil }
        let description = job.description
        guard let start = description.range(of: "id: ")?.upperBound else { return nil }
        return UInt64(description[start...].prefix { $0.isNumber })
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension CreationOrderExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        accept(UnownedJob(job))
    }
}
