import Foundation

// `scheduledTimer(withTimeInterval:repeats:block:)` below has Foundation's signature: the
// compiler prefers it in files that reach Foundation through this package, and it is marked
// disfavoured so that files importing Foundation themselves keep compiling. Its twin, whose
// block takes a `ScheduledTimer`, is preferred in every file for blocks that do not use the
// timer as a `Timer`.
extension Timer {
    /// Makes a timer and schedules it on the current run loop, as Foundation's
    /// `scheduledTimer(withTimeInterval:repeats:block:)`. Called on the main queue while a
    /// scroll harness lives, the timer fires on the harness's clock instead: at the first
    /// frame at or after each due time, until invalidated. Elsewhere it is Foundation's.
    @_disfavoredOverload
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if !MainRunLoop.schedule(timer, firstAfter: interval, repeatingEvery: repeats ? interval : nil) {
            FoundationScheduling.add(timer, to: .current, forMode: .default)
        }
        return timer
    }

    /// Makes a timer and schedules it on the current run loop, as
    /// ``scheduledTimer(withTimeInterval:repeats:block:)-(_,_,(Timer)->Void)``, for a block
    /// that takes the timer as a ``ScheduledTimer``.
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (any ScheduledTimer) -> Void
    ) -> Timer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats) { (timer: Timer) in block(timer) }
    }
}

#if !canImport(Darwin)
    extension Timer {
        /// A timer that fires `interval` seconds after it is made, once added to a run loop, as
        /// Foundation's `init(timeInterval:repeats:block:)` on Apple platforms. Linux's
        /// Foundation sets the fire date to the moment the timer is made, so that a timer
        /// added to a run loop fires at once; UIKit code expects the interval first.
        @_disfavoredOverload
        public convenience init(
            timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
        ) {
            self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
        }
    }
#endif

extension RunLoop {
    /// Adds `timer` to the run loop for `mode`, as Foundation's `add(_:forMode:)`. On the main
    /// run loop, on the main queue, while a scroll harness lives, the timer fires on the
    /// harness's clock instead, from its fire date (as a delay from now), once for all modes.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if self === RunLoop.main, timer.isValid,
            MainRunLoop.schedule(
                timer, firstAfter: timer.fireDate.timeIntervalSinceNow,
                repeatingEvery: timer.timeInterval > 0 ? timer.timeInterval : nil)
        {
            return
        }
        FoundationScheduling.add(timer, to: self, forMode: mode)
    }

    /// Runs `block` on the run loop's next turn, as Foundation's `perform(_:)`; on the main
    /// run loop, at the end of a scroll harness's frame if one comes first, as
    /// `DispatchQueue.main.async`.
    @_disfavoredOverload
    public func perform(_ block: @escaping @Sendable () -> Void) {
        guard self === RunLoop.main else { return FoundationScheduling.perform(block, on: self) }
        MainRunLoop.enqueue(block)
    }
}

extension OperationQueue {
    /// Adds an operation running `block`, as Foundation's `addOperation(_:)`; on the main
    /// operation queue, at the end of a scroll harness's frame if one comes first, as
    /// `DispatchQueue.main.async`.
    @_disfavoredOverload
    public func addOperation(_ block: @escaping @Sendable () -> Void) {
        guard self === OperationQueue.main else { return FoundationScheduling.addOperation(block, to: self) }
        MainRunLoop.enqueue(block)
    }
}
