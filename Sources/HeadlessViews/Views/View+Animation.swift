import Foundation

extension View {
    /// Options of a view animation, as UIKit's `UIView.AnimationOptions`. The curve sets the
    /// animations' timing function; the others are accepted and have no effect headless.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches through during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Lets the animation's views redraw their content as it runs.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Ignores the duration of an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the curve of an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Ignores every option of an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Hide and show the views of `transition(from:to:…)` rather than replacing one.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A transition that does nothing.
        public static let transitionNone = AnimationOptions([])
        /// A flip around the vertical axis from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip around the vertical axis from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A dissolve from one state to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip around the horizontal axis from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip around the horizontal axis from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// The pace of a view animation, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// An even pace.
        case linear

        /// Core Animation's timing function for the curve.
        var timingFunction: MediaTimingFunction {
            switch self {
            case .easeInOut: MediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: MediaTimingFunction(name: .easeIn)
            case .easeOut: MediaTimingFunction(name: .easeOut)
            case .linear: MediaTimingFunction(name: .linear)
            }
        }
    }

    // MARK: - Turning animations off

    /// Whether view animations animate, as UIKit's `areAnimationsEnabled`; true until
    /// ``setAnimationsEnabled(_:)`` turns them off.
    public private(set) static var areAnimationsEnabled = true

    /// Turns view animations on or off, as UIKit's `setAnimationsEnabled(_:)`: while off, an
    /// animation block makes its changes at once and its completion runs at the next turn of
    /// the run loop, with `true`.
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations off, as UIKit's
    /// `performWithoutAnimation(_:)`, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = areAnimationsEnabled
        let outer = ViewAnimationCapture.current
        areAnimationsEnabled = false
        ViewAnimationCapture.current = nil
        actionsWithoutAnimation()
        ViewAnimationCapture.current = outer
        areAnimationsEnabled = enabled
    }

    /// The duration of the animation block running now, as UIKit's
    /// `inheritedAnimationDuration`; 0 outside any.
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimationCapture.current?.duration ?? 0 }

    // MARK: - Animating

    /// Animates the changes `animations` makes, as UIKit's `animate(withDuration:animations:)`.
    /// See ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then runs `completion`, as UIKit's
    /// `animate(withDuration:animations:completion:)`. See
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes to views' frames, centers, alphas, background
    /// colours and transforms, as UIKit's `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The views take their new values in the call, as in UIKit (a test reads them right
    /// after); each change also adds an additive Core Animation animation to the view's layer
    /// (`position`, `bounds.size`, `opacity`, `backgroundColor`, `transform`), from where the
    /// view was to where it is, starting after `delay` and running `duration` seconds on the
    /// animation timeline that drives the view (the scroll harness's, frame by frame), so
    /// `layer.presentation()` answers the values on the way. `completion` runs when they
    /// have all stopped, never inside the call: with `true` at the end of the delay and the
    /// duration, with `false` when one was removed first (`layer.removeAllAnimations()`).
    /// When the block changes nothing that animates, `completion` runs at the end of the
    /// delay and the duration on the harness's clock; with animations off
    /// (``setAnimationsEnabled(_:)``) or no duration, at the next turn of the run loop.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationCapture.run(
            ViewAnimationCapture.Timing(duration: duration, delay: delay, timingFunction: options.timingFunction),
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes on a spring, as UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// as ``animate(withDuration:delay:options:animations:completion:)``, with an ease-out
    /// pace standing for the spring, which is not simulated headless.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationCapture.run(
            ViewAnimationCapture.Timing(
                duration: duration, delay: delay, timingFunction: MediaTimingFunction(name: .easeOut)),
            animations: animations, completion: completion)
    }

    /// Runs `animations` on `view` as one transition, as UIKit's
    /// `transition(with:duration:options:animations:completion:)`: the changes are made in
    /// the call (a reloaded table shows its new rows), not animated one by one; a Core
    /// Animation transition of `duration` seconds runs on the view's layer, and `completion`
    /// runs when it ends (`false` if it was removed first); with animations off, at the next
    /// turn of the run loop.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        if let animations { ViewAnimationCapture.withoutCapture(animations) }
        ViewAnimationCapture.addTransition(to: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` by `toView` in its superview at `fromView`'s place (with
    /// `.showHideTransitionViews`, hides one and shows the other instead), as UIKit's
    /// `transition(from:to:duration:options:completion:)`: the views change in the call, a
    /// Core Animation transition of `duration` seconds runs on the superview's layer, and
    /// `completion` runs when it ends, as in ``transition(with:duration:options:animations:completion:)``.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview ?? toView
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        ViewAnimationCapture.addTransition(to: container, duration: duration, options: options, completion: completion)
    }
}

extension View {
    /// Options of a keyframe animation, as UIKit's `UIView.KeyframeAnimationOptions`: the
    /// calculation modes are accepted and have no effect headless (keyframes run one after
    /// the other, each at an even pace).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets touches through during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores every option of an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// No interpolation: each keyframe's values at once.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over the whole animation.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs a keyframe animation, as UIKit's
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` in `animations`
    /// animates its changes over its part of `duration` (changes outside any keyframe, over
    /// the whole), the views take their final values in the call, and `completion` runs at
    /// the end of the delay and the duration (`false` when a keyframe's animation was removed
    /// first), never in the call; with animations off, at the next turn of the run loop.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationCapture.runKeyframes(
            ViewAnimationCapture.Timing(duration: duration, delay: delay, timingFunction: MediaTimingFunction(name: .linear)),
            animations: animations, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation whose block runs now, as UIKit's
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: `animations`'
    /// changes animate from `frameStartTime` for `frameDuration`, both fractions of the
    /// animation's duration (clamped to 0…1). Outside a keyframe animation, the changes are
    /// made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        ViewAnimationCapture.addKeyframe(relativeStart: frameStartTime, relativeDuration: frameDuration, animations)
    }
}

extension View.AnimationOptions {
    /// The timing function of the options' curve.
    var timingFunction: MediaTimingFunction {
        switch (rawValue >> 16) & 0xF {
        case 1: MediaTimingFunction(name: .easeIn)
        case 2: MediaTimingFunction(name: .easeOut)
        case 3: MediaTimingFunction(name: .linear)
        default: MediaTimingFunction(name: .easeInEaseOut)
        }
    }
}
