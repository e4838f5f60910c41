import Foundation

/// The threads of the concurrency runtime's global executor, as the kernel sees them: how the
/// harness tells that a plain task's nonisolated step is still on its way.
///
/// A plain task's nonisolated code (the start of `Clock.sleep(for:)`, a `Task.yield()`, the
/// way back to the main actor) runs on a worker thread of the global executor, which the
/// harness cannot see. On a busy machine the scheduler can hold such a thread up, ready to
/// run but not running, for longer than the harness's quiet rounds take: the step then lands
/// in a later frame than on a quiet machine, and the same test records other events. On
/// Linux, `/proc` says which threads are ready to run ("R"): while a worker of this process,
/// other than the caller's thread, is, the step is not settled. Elsewhere nothing is known,
/// and the harness relies on its rounds.
enum WorkerThreads {
    /// Whether a worker thread of the global executor (a Dispatch root-queue thread, named
    /// after its quality of service) other than the caller's is ready to run or running.
    static var anyOtherRunnable: Bool {
        #if os(Linux)
            let own = ownThreadID
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
            return threads.contains { thread in
                guard thread != own, let stat = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8)
                else { return false }
                return isRunnableWorker(stat: stat)
            }
        #else
            return false
        #endif
    }

    /// Whether a line of `/proc/<pid>/task/<tid>/stat` is a root-queue worker's ("(name) S …"),
    /// ready to run or running.
    static func isRunnableWorker(stat: String) -> Bool {
        // The name is between the first "(" and the last ")"; the state follows.
        guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close else {
            return false
        }
        let name = stat[stat.index(after: open)..<close]
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return name.contains("qos") && state == "R"
    }

    #if os(Linux)
        /// The caller's thread id, from `/proc/thread-self` ("pid/task/tid").
        private static var ownThreadID: String? {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))?
                .split(separator: "/").last.map(String.init)
        }
    #endif
}
