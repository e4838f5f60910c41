#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's name for `LayerCornerCurve`.
    public typealias CALayerCornerCurve = LayerCornerCurve
    /// UIKit's name for `GradientLayer`.
    public typealias CAGradientLayer = GradientLayer
    /// UIKit's name for `GradientLayerType`.
    public typealias CAGradientLayerType = GradientLayerType
    /// UIKit's name for `ShapeLayer`.
    public typealias CAShapeLayer = ShapeLayer
    /// UIKit's name for `ShapeLayerLineCap`.
    public typealias CAShapeLayerLineCap = ShapeLayerLineCap
    /// UIKit's name for `ShapeLayerLineJoin`.
    public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
    /// UIKit's name for `ShapeLayerFillRule`.
    public typealias CAShapeLayerFillRule = ShapeLayerFillRule
    /// UIKit's name for `Animation`.
    public typealias CAAnimation = Animation
    /// UIKit's name for `PropertyAnimation`.
    public typealias CAPropertyAnimation = PropertyAnimation
    /// UIKit's name for `BasicAnimation`.
    public typealias CABasicAnimation = BasicAnimation
    /// UIKit's name for `KeyframeAnimation`.
    public typealias CAKeyframeAnimation = KeyframeAnimation
    /// UIKit's name for `AnimationCalculationMode`.
    public typealias CAAnimationCalculationMode = AnimationCalculationMode
    /// UIKit's name for `AnimationGroup`.
    public typealias CAAnimationGroup = AnimationGroup
    /// UIKit's name for `Transition`.
    public typealias CATransition = Transition
    /// UIKit's name for `TransitionType`.
    public typealias CATransitionType = TransitionType
    /// UIKit's name for `TransitionSubtype`.
    public typealias CATransitionSubtype = TransitionSubtype
    /// UIKit's name for `AnimationDelegate`.
    public typealias CAAnimationDelegate = AnimationDelegate
    /// UIKit's name for `MediaTimingFunction`.
    public typealias CAMediaTimingFunction = MediaTimingFunction
    /// UIKit's name for `MediaTimingFunctionName`.
    public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
    /// UIKit's name for `MediaTimingFillMode`.
    public typealias CAMediaTimingFillMode = MediaTimingFillMode
    /// UIKit's name for `AnimationTransaction`.
    public typealias CATransaction = AnimationTransaction
    /// Core Animation's time interval, seconds.
    public typealias CFTimeInterval = TimeInterval

    /// The current time of the animation clock, as Core Animation's `CACurrentMediaTime()`:
    /// here it advances as the animation timelines advance (the harness's clock).
    @MainActor
    public func CACurrentMediaTime() -> CFTimeInterval { AnimationTimeline.currentMediaTime }

    /// The key under which a `CATransition` is added, as Core Animation's `kCATransition`.
    public let kCATransition = "transition"
#endif
