import Foundation

@MainActor
extension Layer {
    /// Adds `anim` to the layer for `key`, as Core Animation's `add(_:forKey:)`: an animation
    /// already there for the same key is removed first (its delegate hears
    /// `animationDidStop(_:finished: false)` after this call returns, as for
    /// ``removeAnimation(forKey:)``). The animation is recorded at once
    /// (`animation(forKey:)`, `animationKeys()`) and runs on the ``AnimationTimeline`` that
    /// drives the layer, from the time it was added (see ``Animation`` for its length); it
    /// joins the completion of every open ``AnimationTransaction``. Without a key, it runs
    /// and is not listed. Its timing is read now: changing the animation afterwards does not
    /// move its end (Core Animation adds a copy).
    public func add(_ anim: Animation, forKey key: String?) {
        AnimationTimeline.add(anim, forKey: key, to: self)
    }

    /// The animation added for `key` and still on the layer, as Core Animation's
    /// `animation(forKey:)`; nil when there is none. It is the object that was added (Core
    /// Animation answers its copy).
    public func animation(forKey key: String) -> Animation? {
        animationRecords.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added, as Core
    /// Animation's `animationKeys()`: nil when there are none. An animation stays listed
    /// until it ends (or after, when `isRemovedOnCompletion` is false) or is removed; one
    /// that repeats forever stays until removed.
    public func animationKeys() -> [String]? {
        let keys = animationRecords.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Takes the animation for `key` off the layer, as Core Animation's
    /// `removeAnimation(forKey:)`: it is off the layer at once (`animation(forKey:)` is nil),
    /// and its delegate hears `animationDidStop(_:finished: false)` after this call returns,
    /// as in UIKit (on the run loop's next turn): at the next advance of an
    /// ``AnimationTimeline``, at the end of the scroll harness's frame, or on the main actor's
    /// next turn, whichever comes first. Not for one that already ran to its end. Nothing
    /// happens when there is none.
    public func removeAnimation(forKey key: String) {
        AnimationTimeline.remove(forKey: key, from: self)
    }

    /// Takes every animation off the layer, as Core Animation's `removeAllAnimations()`: the
    /// delegates hear `animationDidStop(_:finished: false)` after this call returns (as for
    /// ``removeAnimation(forKey:)``), in the order the animations were added.
    public func removeAllAnimations() {
        AnimationTimeline.removeAll(from: self)
    }
}
