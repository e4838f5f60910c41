import Foundation

/// Something that turns the headless main run loop on a clock of its own: the scroll harness,
/// or an ``AnimationTimeline`` advanced by hand in a test without one.
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

    /// Whether the driver runs the animations of `view`'s tree: the package's completions
    /// that belong to a view (a table's batch, a transition) wait on the clock of a driver
    /// that drives it.
    func drivesAnimations(of view: View) -> Bool
}
