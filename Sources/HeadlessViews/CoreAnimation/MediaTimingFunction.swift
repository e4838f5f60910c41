import Foundation

/// The pacing of an animation's pass, as Core Animation's `CAMediaTimingFunction`: a cubic
/// Bézier curve from (0, 0) to (1, 1) through two control points. Recorded: headless nothing
/// is interpolated.
public final class MediaTimingFunction: NSObject, Sendable {
    /// The function's name when it was made from one; nil for control points given.
    public let name: MediaTimingFunctionName?
    private let c1: (x: Float, y: Float)
    private let c2: (x: Float, y: Float)

    /// One of the system's functions, with Core Animation's control points.
    public init(name: MediaTimingFunctionName) {
        self.name = name
        switch name {
        case .linear: (c1, c2) = ((0, 0), (1, 1))
        case .easeIn: (c1, c2) = ((0.42, 0), (1, 1))
        case .easeOut: (c1, c2) = ((0, 0), (0.58, 1))
        case .easeInEaseOut: (c1, c2) = ((0.42, 0), (0.58, 1))
        default: (c1, c2) = ((0.25, 0.1), (0.25, 1))
        }
    }

    /// A curve through the control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
    }

    /// The control point at `index`: 0 is (0, 0), 1 and 2 are the curve's, 3 is (1, 1); (0, 0)
    /// for another index. Core Animation's `getControlPoint(at:values:)` writes through a
    /// pointer; this answers the point.
    public func controlPoint(at index: Int) -> (x: Float, y: Float) {
        switch index {
        case 1: return c1
        case 2: return c2
        case 3: return (1, 1)
        default: return (0, 0)
        }
    }

    /// The name, or the control points.
    public override var description: String {
        name?.rawValue ?? "(\(c1.x), \(c1.y), \(c2.x), \(c2.y))"
    }
}

/// The names of the system's timing functions, as Core Animation's
/// `CAMediaTimingFunctionName`.
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name.
    public let rawValue: String
    /// A name from its text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name from its text, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An even pace.
    public static let linear = MediaTimingFunctionName("linear")
    /// Slow at the start.
    public static let easeIn = MediaTimingFunctionName("easeIn")
    /// Slow at the end.
    public static let easeOut = MediaTimingFunctionName("easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = MediaTimingFunctionName("easeInEaseOut")
    /// The system's default curve.
    public static let `default` = MediaTimingFunctionName("default")
}
