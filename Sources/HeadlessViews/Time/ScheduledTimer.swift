import Foundation

/// A timer as its block sees it: Foundation's `Timer`'s members that a block uses on the
/// timer that fired it.
///
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` has a second form here whose block
/// takes this, so that the call reaches the scroll harness's clock also in a file that imports
/// Foundation itself (where Foundation's form, of the same signature, is otherwise chosen):
/// `{ _ in … }` and `{ timer in timer.invalidate() }` read the same either way.
public protocol ScheduledTimer: AnyObject {
    /// Stops the timer: it never fires again.
    func invalidate()
    /// Whether the timer will still fire.
    var isValid: Bool { get }
    /// Fires the timer now: runs its block, and invalidates it unless it repeats.
    func fire()
    /// When the timer fires next, in wall-clock time.
    var fireDate: Date { get set }
    /// The interval of a repeating timer; 0 for one that fires once.
    var timeInterval: TimeInterval { get }
    /// How late the timer may fire; ignored headless.
    var tolerance: TimeInterval { get set }
    /// What the timer was made with.
    var userInfo: Any? { get }
}

extension Timer: ScheduledTimer {}
