import Foundation

/// Told when an animation starts and stops, as Core Animation's `CAAnimationDelegate`. Both
/// methods are optional in UIKit; here each has a default that does nothing. When an
/// ``AnimationTimeline`` runs the animation, `animationDidStart(_:)` comes at its start and
/// `animationDidStop(_:finished:)` at its end with `true`, or with `false` when it is removed
/// earlier (``Layer/removeAnimation(forKey:)``, another animation added for its key,
/// ``Layer/removeAllAnimations()``). A removal's stop comes after the removing call returns,
/// as in UIKit (after the transaction commits, on the run loop's next turn): at the next
/// advance of any ``AnimationTimeline``, at the end of the scroll harness's frame, or on the
/// main actor's next turn, whichever comes first, in the order of removal.
@preconcurrency @MainActor
public protocol AnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: Animation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was
    /// removed first.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: Animation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}
