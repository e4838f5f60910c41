import Foundation

/// A spring timing curve for a property animator, as UIKit's `UISpringTimingParameters`.
/// The spring is not simulated headless: an animator runs it as an ease-out curve, as it
/// does `init(duration:dampingRatio:animations:)`; the parameters are kept for tests to read.
@preconcurrency @MainActor
open class SpringTimingParameters: NSObject, TimingCurveProvider {
    /// How much the spring is damped: 1 stops without overshoot, less oscillates.
    public let dampingRatio: CGFloat
    /// The speed at the start, relative to the distance to travel.
    public let initialVelocity: CGVector

    /// The system's spring, as UIKit's `init()`: critically damped, at rest at the start.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring of `ratio`, at rest at the start.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, initialVelocity) = (ratio, velocity)
        super.init()
    }

    /// A spring of a physical mass, stiffness and damping, starting at `velocity`; it keeps
    /// only its ``dampingRatio``, `damping / (2 √(stiffness × mass))` (1 when mass or stiffness is
    /// not positive).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let critical = 2 * (stiffness * mass).squareRoot()
        dampingRatio = critical > 0 && critical.isFinite ? damping / critical : 1
        super.init()
    }

    /// `.spring`.
    public var timingCurveType: TimingCurveType { .spring }
    /// Nil: a spring is no cubic curve.
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: SpringTimingParameters? { self }
}
