import Foundation

extension View {
    /// Options of a view animation, as UIKit's `UIView.AnimationOptions`. Headless there are
    /// no animations; the options are accepted and have no effect.
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

    /// Runs `animations` at once, as UIKit's `animate(withDuration:animations:)` does at its
    /// end: headless there are no frames in between, so the views take their final values
    /// immediately (a test reads them right after the call).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` at once, then `completion` with `true` (the animation finished),
    /// as UIKit's `animate(withDuration:animations:completion:)` would at its end.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`, as UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)` would at its end; the
    /// delay and the options have no effect headless.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` at once, then `completion` with `true`, as UIKit's spring
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
    /// would at its end; the spring has no effect headless.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` on `view` at once, then `completion` with `true`, as UIKit's
    /// `transition(with:duration:options:animations:completion:)` would at its end: the views
    /// take their final state (a reloaded table its new rows) in the call.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` by `toView` in its superview at `fromView`'s place, then runs
    /// `completion` with `true`, as UIKit's `transition(from:to:duration:options:completion:)`
    /// does (with `.showHideTransitionViews` it hides one and shows the other instead).
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview, let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation`, as UIKit's `performWithoutAnimation(_:)`: at once, as
    /// everything is headless.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
