import Foundation

/// The changes the `animations` block of a view animation makes, turned into Core Animation
/// animations on the views' layers when the block returns, as UIKit's views answer their
/// layers' actions inside an animation block.
///
/// Each animation is additive, from the old value's difference to the new one to none, as
/// UIKit's have been since iOS 8: the model value changes in the call, the presentation value
/// starts where the view was and reaches the model, and an animation started while another
/// runs on the same property adds to it, so both finish.
@MainActor
final class ViewAnimationCapture {
    /// The animation block running now, innermost; nil outside any (and while animations are
    /// disabled): views then record nothing.
    static var current: ViewAnimationCapture?

    /// What a view animation animates.
    enum Property: Hashable {
        case frame
        case alpha
        case backgroundColor
        case transform
    }

    /// A property's value before (or after) the block changed it.
    fileprivate enum OldValue {
        case frame(CGRect)
        case alpha(CGFloat)
        case backgroundColor(Color?)
        case transform(CGAffineTransform)
    }

    private struct Change {
        let view: View
        let old: OldValue
    }

    /// A change a block made, with the value before and after, for a property animator that
    /// stops part way or finishes at the start.
    @MainActor
    struct CapturedChange {
        let view: View
        fileprivate let old: OldValue
        fileprivate let new: OldValue

        /// Puts the view at `fraction` of the way from the old value to the new one: frames
        /// and alphas in between, colours and transforms at the nearer end.
        func apply(fraction: Double) {
            let t = CGFloat(min(max(fraction.isNaN ? 1 : fraction, 0), 1))
            withoutCapture {
                switch (old, new) {
                case let (.frame(a), .frame(b)):
                    view.frame = CGRect(
                        x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                        width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
                case let (.alpha(a), .alpha(b)): view.alpha = a + (b - a) * t
                case let (.backgroundColor(a), .backgroundColor(b)): view.backgroundColor = t < 0.5 ? a : b
                case let (.transform(a), .transform(b)): view.transform = t < 0.5 ? a : b
                default: break
                }
            }
        }
    }

    /// The changes the block made, with their new values.
    var capturedChanges: [CapturedChange] {
        changes.map { change in
            let new: OldValue
            switch change.old {
            case .frame: new = .frame(change.view.frame)
            case .alpha: new = .alpha(change.view.alpha)
            case .backgroundColor: new = .backgroundColor(change.view.backgroundColor)
            case .transform: new = .transform(change.view.transform)
            }
            return CapturedChange(view: change.view, old: change.old, new: new)
        }
    }

    /// The animations the block added, with their layers and keys.
    private(set) var addedAnimations: [(layer: Layer, key: String, animation: BasicAnimation)] = []

    private let timing: Timing
    private var changes: [Change] = []
    private var seen: Set<ChangeKey> = []

    private struct ChangeKey: Hashable {
        let view: ObjectIdentifier
        let property: Property
    }

    /// When the animations run: `delay` seconds after the call, for `duration` seconds.
    struct Timing {
        var duration: TimeInterval
        var delay: TimeInterval
        var timingFunction: MediaTimingFunction?
    }

    private init(timing: Timing) { self.timing = timing }

    /// The duration of the block's animations.
    var duration: TimeInterval { timing.duration }

    // MARK: - Views' side

    /// Keeps `view`'s value of `property` from before the block's first change of it.
    func frameWillChange(_ view: View, from old: CGRect) { record(view, .frame, .frame(old)) }
    func alphaWillChange(_ view: View, from old: CGFloat) { record(view, .alpha, .alpha(old)) }
    func backgroundColorWillChange(_ view: View, from old: Color?) {
        record(view, .backgroundColor, .backgroundColor(old))
    }
    func transformWillChange(_ view: View, from old: CGAffineTransform) { record(view, .transform, .transform(old)) }

    private func record(_ view: View, _ property: Property, _ old: OldValue) {
        guard seen.insert(ChangeKey(view: ObjectIdentifier(view), property: property)).inserted else { return }
        changes.append(Change(view: view, old: old))
    }

    // MARK: - Running a block

    /// Runs `animations` capturing its changes, then adds an animation for each to its view's
    /// layer; `completion` runs once they all stopped, with whether all finished, or, when
    /// the block changed nothing animatable, at the end of the delay and duration on the
    /// harness's clock (see ``MainRunLoop/run(after:_:)``). With animations disabled, or no
    /// duration, the changes are made and `completion` runs at the next turn of the run loop.
    static func run(
        _ timing: Timing, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard View.areAnimationsEnabled, timing.duration > 0, timing.duration.isFinite else {
            withoutCapture(animations)
            if let completion { MainRunLoop.run(after: 0) { completion(true) } }
            return
        }
        let group = ViewAnimationCompletion(completion: completion)
        capture(timing, animations, reportingTo: group)
        if group.pending == 0 { group.waitForTheClock(timing.delay + timing.duration) }
    }

    /// Runs `animations` capturing its changes, then adds their animations, each reporting to
    /// `group`; answers the capture.
    @discardableResult
    static func capture(
        _ timing: Timing, _ animations: () -> Void, reportingTo group: ViewAnimationCompletion
    ) -> ViewAnimationCapture {
        let capture = ViewAnimationCapture(timing: timing)
        let outer = current
        current = capture
        animations()
        current = outer
        capture.commit(reportingTo: group)
        return capture
    }

    /// Adds `animation` again, for what is left of it: from `remaining` of its start to none,
    /// over `duration` seconds, reporting to `group` (a paused property animator that goes on).
    static func resume(
        _ animation: BasicAnimation, on layer: Layer, remaining: Double, duration: TimeInterval,
        reportingTo group: ViewAnimationCompletion
    ) -> (key: String, animation: BasicAnimation) {
        let resumed = BasicAnimation(keyPath: animation.keyPath)
        resumed.fromValue = scaled(animation.fromValue, by: remaining)
        resumed.toValue = animation.toValue
        resumed.isAdditive = animation.isAdditive
        resumed.duration = duration
        resumed.timingFunction = animation.timingFunction
        resumed.delegate = group
        group.pending += 1
        let key = freeKey(animation.keyPath ?? "animation", on: layer)
        layer.add(resumed, forKey: key)
        return (key, resumed)
    }

    /// An additive animation's starting difference, `factor` of it; other values unchanged.
    private static func scaled(_ value: Any?, by factor: Double) -> Any? {
        let f = CGFloat(factor)
        switch value {
        case let point as CGPoint: return CGPoint(x: point.x * f, y: point.y * f)
        case let size as CGSize: return CGSize(width: size.width * f, height: size.height * f)
        case let number as Float: return number * Float(factor)
        default: return value
        }
    }

    /// Runs `body` with no animation block capturing (a transition's changes, a block run
    /// without animation).
    static func withoutCapture(_ body: () -> Void) {
        let outer = current
        current = nil
        body()
        current = outer
    }

    // MARK: - Keyframes

    /// The keyframe animation whose block runs now: its timing and the completion its
    /// keyframes report to.
    private static var keyframeParent: (timing: Timing, group: ViewAnimationCompletion)?

    /// Runs a keyframe animation's block: each ``addKeyframe(relativeStart:relativeDuration:_:)``
    /// in it animates its changes over its part of the duration; changes made outside any
    /// keyframe animate over the whole. `completion` runs at the end of the delay and the
    /// duration (`false` when an animation of a keyframe was removed first).
    static func runKeyframes(_ timing: Timing, animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard View.areAnimationsEnabled, timing.duration > 0, timing.duration.isFinite else {
            let outer = keyframeParent
            keyframeParent = nil
            withoutCapture(animations)
            keyframeParent = outer
            if let completion { MainRunLoop.run(after: 0) { completion(true) } }
            return
        }
        let group = ViewAnimationCompletion(completion: completion)
        // The whole duration counts, even when the last keyframe ends earlier.
        group.pending += 1
        let outer = keyframeParent
        keyframeParent = (timing, group)
        capture(timing, animations, reportingTo: group)
        keyframeParent = outer
        MainRunLoop.run(after: timing.delay + timing.duration) { group.stopped(finished: true) }
    }

    /// Animates the changes of `animations` over the part of the running keyframe animation
    /// that `start` and `duration` (fractions of it) give; outside one, makes them at once.
    static func addKeyframe(relativeStart start: Double, relativeDuration duration: Double, _ animations: () -> Void) {
        guard let parent = keyframeParent else { return withoutCapture(animations) }
        let clampedStart = min(max(start.isNaN ? 0 : start, 0), 1)
        let clampedDuration = min(max(duration.isNaN ? 0 : duration, 0), 1 - clampedStart)
        let timing = Timing(
            duration: parent.timing.duration * clampedDuration,
            delay: parent.timing.delay + parent.timing.duration * clampedStart,
            timingFunction: MediaTimingFunction(name: .linear))
        guard timing.duration > 0 else { return withoutCapture(animations) }
        capture(timing, animations, reportingTo: parent.group)
    }

    /// Adds a transition of `duration` seconds to `view`'s layer, whose end runs `completion`;
    /// with animations off or no duration, `completion` runs at the next turn of the run loop;
    /// for a view nothing drives, at the end of the duration on the clock.
    static func addTransition(
        to view: View, duration: TimeInterval, options: View.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        guard View.areAnimationsEnabled, duration > 0, duration.isFinite else {
            if let completion { MainRunLoop.run(after: 0) { completion(true) } }
            return
        }
        let group = ViewAnimationCompletion(completion: completion)
        guard MainRunLoop.isDriven(view) else { return group.waitForTheClock(duration) }
        let transition = Transition()
        transition.type = .fade
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        transition.delegate = group
        group.pending = 1
        view.layer.add(transition, forKey: freeKey("transition", on: view.layer))
    }

    /// Adds the animations of the captured changes, all reporting to `group`. A view that no
    /// harness or timeline drives gets none (nothing would ever run them): the completion
    /// then waits on the clock alone, for the delay and the duration.
    private func commit(reportingTo group: ViewAnimationCompletion) {
        for change in changes where MainRunLoop.isDriven(change.view) {
            for animation in animations(for: change) {
                animation.duration = timing.duration
                if timing.delay > 0 {
                    animation.beginTime = AnimationTimeline.currentMediaTime + timing.delay
                    animation.fillMode = .backwards
                }
                animation.timingFunction = timing.timingFunction
                animation.isAdditive = true
                animation.delegate = group
                group.pending += 1
                let layer = change.view.layer
                let key = Self.freeKey(animation.keyPath ?? "animation", on: layer)
                layer.add(animation, forKey: key)
                addedAnimations.append((layer, key, animation))
            }
        }
    }

    /// The animations of one change, from the old value's difference to the new one to none;
    /// none when the value did not change.
    private func animations(for change: Change) -> [BasicAnimation] {
        let view = change.view
        switch change.old {
        case let .frame(old):
            let new = view.frame
            var result: [BasicAnimation] = []
            if old.midX != new.midX || old.midY != new.midY {
                result.append(
                    Self.animation(
                        "position", from: CGPoint(x: old.midX - new.midX, y: old.midY - new.midY), to: CGPoint.zero))
            }
            if old.size != new.size {
                result.append(
                    Self.animation(
                        "bounds.size",
                        from: CGSize(width: old.width - new.width, height: old.height - new.height), to: CGSize.zero))
            }
            return result
        case let .alpha(old):
            let new = view.alpha
            guard old != new else { return [] }
            return [Self.animation("opacity", from: Float(old - new), to: Float(0))]
        case let .backgroundColor(old):
            guard old != view.backgroundColor else { return [] }
            // Colours do not subtract: the animation goes from the old colour to the new one.
            let animation = Self.animation("backgroundColor", from: old as Any, to: view.backgroundColor as Any)
            return [animation]
        case let .transform(old):
            guard old != view.transform else { return [] }
            return [Self.animation("transform", from: old, to: view.transform)]
        }
    }

    private static func animation(_ keyPath: String, from: Any, to: Any) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        return animation
    }

    /// `keyPath`, or `keyPath-2`, `keyPath-3`… when an animation already runs for it: a new
    /// animation of a property adds to the running one rather than replacing it.
    private static func freeKey(_ keyPath: String, on layer: Layer) -> String {
        guard layer.animation(forKey: keyPath) != nil else { return keyPath }
        var number = 2
        while layer.animation(forKey: "\(keyPath)-\(number)") != nil { number += 1 }
        return "\(keyPath)-\(number)"
    }
}

/// Waits for the animations of one view animation and runs its completion once all stopped,
/// with `true` when all finished and `false` when one was removed first.
@MainActor
final class ViewAnimationCompletion: NSObject, AnimationDelegate {
    var pending = 0
    /// Set when the animations are taken off on purpose (a property animator paused or
    /// stopped): their stops then run nothing.
    var isCancelled = false
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationDidStop(_ anim: Animation, finished flag: Bool) { stopped(finished: flag) }

    /// Runs the completion with `true` `seconds` from now on the clock: the animation block
    /// changed nothing that animates.
    func waitForTheClock(_ seconds: TimeInterval) {
        pending += 1
        MainRunLoop.run(after: seconds) { self.stopped(finished: true) }
    }

    /// One of the animations waited on stopped.
    func stopped(finished flag: Bool) {
        allFinished = allFinished && flag
        pending -= 1
        guard pending == 0, !isCancelled, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
