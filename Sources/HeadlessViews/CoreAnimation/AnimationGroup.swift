import Foundation

/// Animations that run together, as Core Animation's `CAAnimationGroup`: the group is one
/// animation on its layer, with its own timing (a `duration` of 0 takes the transaction's,
/// as any animation's), its own delegate and its own end. The delegates and
/// `isRemovedOnCompletion` of the animations inside are ignored, as Core Animation ignores
/// them; they are recorded.
open class AnimationGroup: Animation {
    /// The animations of the group; nil by default.
    open var animations: [Animation]?
}
