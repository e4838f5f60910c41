import Foundation

/// The timing of a property animator's animations, as UIKit's `UITimingCurveProvider`:
/// ``CubicTimingParameters`` or ``SpringTimingParameters`` (see
/// ``ViewPropertyAnimator/init(duration:timingParameters:)``).
@preconcurrency @MainActor
public protocol TimingCurveProvider: AnyObject {
    /// Which kind of curve it gives.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve's parameters; nil for a spring.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring's parameters; nil for a cubic curve.
    var springTimingParameters: SpringTimingParameters? { get }
}

/// The kind of curve a ``TimingCurveProvider`` gives, as UIKit's `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}
