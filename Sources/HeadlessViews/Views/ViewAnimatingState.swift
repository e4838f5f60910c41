/// The state of a property animator, as UIKit's `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Sendable {
    /// Not started, or done: animations can be added, and starting runs them.
    case inactive
    /// Started (running, or paused part way).
    case active
    /// Stopped part way by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped
}
