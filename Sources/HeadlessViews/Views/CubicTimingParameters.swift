import Foundation

/// A cubic Bézier timing curve for a property animator, as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class CubicTimingParameters: NSObject, TimingCurveProvider {
    /// The named curve it was made from; `.easeInOut` for one made from control points.
    public let animationCurve: View.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint

    /// The ease-in-ease-out curve, as UIKit's `init()`.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// The cubic curve of a named one, with its control points (Core Animation's).
    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        let points: (CGFloat, CGFloat, CGFloat, CGFloat) =
            switch curve {
            case .easeInOut: (0.42, 0, 0.58, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .linear: (0, 0, 1, 1)
            }
        controlPoint1 = CGPoint(x: points.0, y: points.1)
        controlPoint2 = CGPoint(x: points.2, y: points.3)
        super.init()
    }

    /// The cubic curve of the two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    /// `.cubic`.
    public var timingCurveType: TimingCurveType { .cubic }
    /// The parameters themselves.
    public var cubicTimingParameters: CubicTimingParameters? { self }
    /// Nil: a cubic curve is no spring.
    public var springTimingParameters: SpringTimingParameters? { nil }
}
