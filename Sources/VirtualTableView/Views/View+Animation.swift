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
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
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

    /// Runs `actionsWithoutAnimation`, as UIKit's `performWithoutAnimation(_:)`: at once, as
    /// everything is headless.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
