import Foundation

/// An animation of a property through a list of values, as Core Animation's
/// `CAKeyframeAnimation`: `values` at `keyTimes`, recorded as given; headless nothing is
/// interpolated (see ``Animation`` for when it starts and stops).
open class KeyframeAnimation: PropertyAnimation {
    /// The values the property takes, in order; nil by default.
    open var values: [Any]?
    /// When each value is reached, in 0…1 of the pass; nil (evenly spaced) by default.
    open var keyTimes: [NSNumber]?
    /// The pacing between successive values; nil (linear) by default.
    open var timingFunctions: [MediaTimingFunction]?
    /// How values between the keyframes are found; `.linear` by default.
    open var calculationMode: AnimationCalculationMode = .linear
}

/// How a keyframe animation finds the values between its keyframes, as Core Animation's
/// `CAAnimationCalculationMode`. Recorded.
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between the values: the default.
    public static let linear = AnimationCalculationMode("linear")
    /// No values between: each keyframe's value holds until the next.
    public static let discrete = AnimationCalculationMode("discrete")
    /// An even pace, ignoring `keyTimes`.
    public static let paced = AnimationCalculationMode("paced")
    /// A smooth curve through the values.
    public static let cubic = AnimationCalculationMode("cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = AnimationCalculationMode("cubicPaced")
}
