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

@MainActor
extension Layer {
    /// The layer as it is on screen, as Core Animation's `presentation()`: while basic
    /// animations (Core Animation's, and those of view animations) run on it, a copy with
    /// their values at the time of the timeline that runs them, interpolated at an even pace
    /// (`opacity`, `position`, `bounds` and `bounds.size`, `cornerRadius`, `borderWidth`,
    /// `shadowOpacity`, `zPosition`; additive ones added to the model value; a colour and a
    /// `transform` at the nearer end; `transform.scale`, `transform.rotation.z` and the other
    /// `transform.` components applied before the model transform); otherwise the layer itself. A subclass of the app's own answers itself:
    /// making a copy of it needs an initializer Swift cannot call on it.
    public func presentation() -> Self? {
        interpolatedCopy() ?? self
    }

    /// A copy of the layer with the values of its running basic animations, or nil when none
    /// runs or the layer's class cannot be copied.
    private func interpolatedCopy() -> Self? {
        let live = animationRecords.filter { record in
            guard record.animation is BasicAnimation, let timeline = record.timeline else { return false }
            switch record.phase {
            case .running: return true
            case .scheduled:
                // A delayed view animation shows its start during the delay.
                let fill = record.animation.fillMode
                return (fill == .backwards || fill == .both) && timeline.currentTime >= record.claimedAt
            case .added, .finished, .stopped: return false
            }
        }
        guard !live.isEmpty, let copy = copyOfSameClass() else { return nil }
        for record in live {
            guard let animation = record.animation as? BasicAnimation, let keyPath = animation.keyPath,
                let timeline = record.timeline
            else { continue }
            let pass = animation.duration > 0 ? animation.duration : record.activeDuration
            let elapsed = timeline.currentTime - record.beginsAt
            let progress = pass > 0 && pass.isFinite ? min(max(elapsed / pass, 0), 1) : 1
            copy.apply(animation, keyPath: keyPath, progress: progress)
        }
        return copy
    }

    /// A copy made with `init(layer:)` for the layer classes of this module; nil for others.
    private func copyOfSameClass() -> Self? {
        let kind = type(of: self)
        if kind == Layer.self { return Layer(layer: self) as? Self }
        if kind == GradientLayer.self { return GradientLayer(layer: self) as? Self }
        if kind == ShapeLayer.self { return ShapeLayer(layer: self) as? Self }
        return nil
    }

    /// Sets the animated property to its value `progress` of the way.
    private func apply(_ animation: BasicAnimation, keyPath: String, progress: Double) {
        let additive = animation.isAdditive
        let t = CGFloat(progress)
        // A number property's value: added to `model` when the animation is additive.
        func scalar(model: CGFloat) -> CGFloat? {
            guard let value = Self.scalar(animation, at: t, model: model) else { return nil }
            return additive ? model + value : value
        }
        switch keyPath {
        case "opacity":
            if let value = scalar(model: CGFloat(opacity)) { opacity = Float(value) }
        case "cornerRadius":
            if let value = scalar(model: cornerRadius) { cornerRadius = value }
        case "borderWidth":
            if let value = scalar(model: borderWidth) { borderWidth = value }
        case "shadowOpacity":
            if let value = scalar(model: CGFloat(shadowOpacity)) { shadowOpacity = Float(value) }
        case "zPosition":
            if let value = scalar(model: zPosition) { zPosition = value }
        case "position":
            let from = (animation.fromValue as? CGPoint) ?? position
            let to = (animation.toValue as? CGPoint) ?? position
            let value = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            position = additive ? CGPoint(x: position.x + value.x, y: position.y + value.y) : value
        case "bounds.size":
            let from = (animation.fromValue as? CGSize) ?? bounds.size
            let to = (animation.toValue as? CGSize) ?? bounds.size
            let value = CGSize(
                width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
            bounds.size = additive ? CGSize(width: bounds.width + value.width, height: bounds.height + value.height) : value
        case "bounds":
            let from = (animation.fromValue as? CGRect) ?? bounds
            let to = (animation.toValue as? CGRect) ?? bounds
            bounds = CGRect(
                x: from.minX + (to.minX - from.minX) * t, y: from.minY + (to.minY - from.minY) * t,
                width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
        case "backgroundColor":
            let from = animation.fromValue as? Color
            let to = animation.toValue as? Color
            backgroundColor = t < 0.5 ? from : to
        case "transform":
            // At the nearer end, as a view's transform animates (matrices do not interpolate
            // entry by entry); a view animation's ends are affine transforms.
            if let value = Self.transform(t < 0.5 ? animation.fromValue : animation.toValue) { transform = value }
        case "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation",
            "transform.rotation.z", "transform.translation.x", "transform.translation.y":
            // The model transform with the animated component applied before it, as the
            // value functions of Core Animation's key paths compose.
            let identity: CGFloat = keyPath.hasPrefix("transform.scale") ? 1 : 0
            guard let value = Self.scalar(animation, at: t, model: identity) else { return }
            transform = CATransform3DConcat(Self.transformComponent(keyPath, value), transform)
        default:
            break
        }
    }

    /// A transform from an animation's value: a 3D transform, or an affine one made 3D.
    private static func transform(_ value: Any?) -> CATransform3D? {
        if let value = value as? CATransform3D { return value }
        if let value = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(value) }
        return nil
    }

    /// The transform that one of the `transform.` key paths sets to `value`.
    private static func transformComponent(_ keyPath: String, _ value: CGFloat) -> CATransform3D {
        switch keyPath {
        case "transform.scale": CATransform3DMakeScale(value, value, 1)
        case "transform.scale.x": CATransform3DMakeScale(value, 1, 1)
        case "transform.scale.y": CATransform3DMakeScale(1, value, 1)
        case "transform.translation.x": CATransform3DMakeTranslation(value, 0, 0)
        case "transform.translation.y": CATransform3DMakeTranslation(0, value, 0)
        default: CATransform3DMakeRotation(value, 0, 0, 1)
        }
    }

    /// A number animation's value at `t`: `fromValue` and `toValue` as numbers, the model
    /// value standing for a missing end; nil when an end is not a number.
    private static func scalar(_ animation: BasicAnimation, at t: CGFloat, model: CGFloat) -> CGFloat? {
        guard let from = number(animation.fromValue) ?? (animation.fromValue == nil ? model : nil),
            let to = number(animation.toValue) ?? (animation.toValue == nil ? model : nil)
        else { return nil }
        return from + (to - from) * t
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as Float: CGFloat(value)
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
