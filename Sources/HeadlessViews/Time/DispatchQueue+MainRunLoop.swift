import Foundation

// Dispatch's `async(group:qos:flags:execute:)` and `asyncAfter(deadline:qos:flags:execute:)`
// take defaulted arguments that these members do not, so the compiler prefers these for the
// usual calls, in every file. The `DispatchWorkItem` forms have Dispatch's own signatures:
// they are preferred only in files that reach Foundation through this package rather than
// importing it themselves, and are marked disfavoured so that files that do import it keep
// compiling, with Dispatch's.
extension DispatchQueue {
    /// Submits `work` to run once, as Dispatch's `async(execute:)`. On the main queue, the work
    /// also runs at the end of a scroll harness's frame if one comes first, as a run-loop turn
    /// on a device: a synchronous test sees it run after a gesture. It runs once, in the order
    /// enqueued, either way.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard MainRunLoop.isMain(self) else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        MainRunLoop.enqueue(work)
    }

    /// Submits `work` to run at `deadline`, as Dispatch's `asyncAfter(deadline:execute:)`. On
    /// the main queue while a scroll harness lives, the work runs at the first harness frame
    /// at or after the deadline, in harness time: a deadline 0.2 seconds away runs 12 frames
    /// later at 60 frames per second. Elsewhere it is Dispatch's.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if MainRunLoop.isMain(self), let delay = deadline.secondsFromNow,
            MainRunLoop.enqueue(after: delay, work)
        {
            return
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }

    /// Submits `workItem` to run once, as Dispatch's `async(execute:)`; on the main queue, at
    /// the end of a scroll harness's frame if one comes first, unless cancelled before.
    @_disfavoredOverload
    public func async(execute workItem: DispatchWorkItem) {
        guard MainRunLoop.isMain(self) else { return FoundationScheduling.async(workItem, on: self) }
        MainRunLoop.enqueue(SharedWorkItem(workItem).perform)
    }

    /// Submits `workItem` to run at `deadline`, as Dispatch's `asyncAfter(deadline:execute:)`;
    /// on the main queue while a scroll harness lives, in harness time, unless cancelled first
    /// (the debounce of a search field: cancel the item, schedule a new one).
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        if MainRunLoop.isMain(self), let delay = deadline.secondsFromNow,
            MainRunLoop.enqueue(after: delay, SharedWorkItem(workItem).perform)
        {
            return
        }
        FoundationScheduling.asyncAfter(deadline, workItem, on: self)
    }
}

/// A work item handed to the harness's run loop. Dispatch's work items are made to be
/// cancelled and run from any thread (that is their purpose), but the Dispatch overlay of
/// some platforms does not mark them `Sendable`.
private struct SharedWorkItem: @unchecked Sendable {
    let item: DispatchWorkItem

    init(_ item: DispatchWorkItem) { self.item = item }

    /// Runs the item; Dispatch's `perform()` does nothing for a cancelled one, so a debounce
    /// that cancelled it sees nothing run.
    @Sendable func perform() { item.perform() }
}

extension DispatchTime {
    /// Seconds from now to the time, 0 for one past; nil for `distantFuture`, which never comes.
    fileprivate var secondsFromNow: TimeInterval? {
        guard self != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = uptimeNanoseconds > now ? uptimeNanoseconds - now : 0
        return TimeInterval(nanoseconds) / 1e9
    }
}
