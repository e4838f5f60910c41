#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - Visual effects and font metrics

    /// UIKit's `UIVisualEffect`: `VisualEffect`.
    public typealias UIVisualEffect = VisualEffect
    /// UIKit's `UIBlurEffect`: `BlurEffect`.
    public typealias UIBlurEffect = BlurEffect
    /// UIKit's `UIVibrancyEffect`: `VibrancyEffect`.
    public typealias UIVibrancyEffect = VibrancyEffect
    /// UIKit's `UIVibrancyEffectStyle`: `VibrancyEffect.Style`.
    public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
    /// UIKit's `UIVisualEffectView`: `VisualEffectView`.
    public typealias UIVisualEffectView = VisualEffectView
    /// UIKit's `UIBezierPath`: `BezierPath`.
    public typealias UIBezierPath = BezierPath
    /// UIKit's `UIRectCorner`: `RectCorner`.
    public typealias UIRectCorner = RectCorner
    /// UIKit's `UIFontMetrics`: `FontMetrics`.
    public typealias UIFontMetrics = FontMetrics
#endif
