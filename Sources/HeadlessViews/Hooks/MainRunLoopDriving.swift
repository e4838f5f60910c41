import Foundation

/// Something that turns the headless main run loop on a clock of its own: the scroll harness.
///
/// UIKit code hops to the main queue, schedules timers and waits for animations; headless,
/// nothing turns the main run loop between a harness's frames, so that work would wait for
/// the test to suspend, or for wall-clock time. A driver runs it on its frames instead: the
/// harness lives in a module above the view layer and takes part through this.
@MainActor
package protocol MainRunLoopDriving: AnyObject, Sendable {
    /// Runs `work` `seconds` from now on the driver's clock, at the first frame at or after
    /// that time; work due in the same frame runs in the order it was scheduled.
    func runOnClock(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void)
}
