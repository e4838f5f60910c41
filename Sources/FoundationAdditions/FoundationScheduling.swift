import Foundation

/// Foundation's and Dispatch's own scheduling calls, reached from a module that declares
/// overloads of the same names.
///
/// The view layer gives `DispatchQueue`, `RunLoop`, `OperationQueue` and `Timer` members that
/// route main-queue work to the scroll harness's run loop; inside that module the compiler
/// prefers those members to Foundation's, so the calls that hand work on to Foundation live
/// here, where only Foundation's are visible.
package enum FoundationScheduling {
    /// `queue.async(execute: item)`, Dispatch's.
    package static func async(_ item: DispatchWorkItem, on queue: DispatchQueue) {
        queue.async(execute: item)
    }

    /// `queue.asyncAfter(deadline: deadline, execute: item)`, Dispatch's.
    package static func asyncAfter(_ deadline: DispatchTime, _ item: DispatchWorkItem, on queue: DispatchQueue) {
        queue.asyncAfter(deadline: deadline, execute: item)
    }

    /// `runLoop.add(timer, forMode: mode)`, Foundation's.
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        runLoop.add(timer, forMode: mode)
    }

    /// `runLoop.perform(block)`, Foundation's.
    package static func perform(_ block: @escaping @Sendable () -> Void, on runLoop: RunLoop) {
        runLoop.perform(block)
    }

    /// `queue.addOperation(block)`, Foundation's.
    package static func addOperation(_ block: @escaping @Sendable () -> Void, to queue: OperationQueue) {
        queue.addOperation(block)
    }
}
