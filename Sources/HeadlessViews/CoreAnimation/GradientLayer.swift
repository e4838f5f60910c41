import Foundation

/// A layer that fills its bounds with a gradient, as Core Animation's `CAGradientLayer`, with
/// its defaults: no colours, evenly spaced, from the top centre (0.5, 0) to the bottom centre
/// (0.5, 1), axial.
///
/// The scroll harness's render draws a visible gradient layer with a non-empty frame as
/// `gradient(red→blue)`, its colours' names in order, at the top-left of its frame. Cells
/// that add one as a background (`layer.insertSublayer(gradient, at: 0)`) and size it in
/// `layoutSubviews()` (`gradient.frame = bounds`) work as in UIKit; a shimmer animates its
/// `locations` with a ``BasicAnimation`` (see ``AnimationTimeline``).
open class GradientLayer: Layer {
    /// The gradient's colours, as Core Animation's `[Any]?` of `CGColor`s: here `Color`s,
    /// what a colour's `cgColor` answers, so `[UIColor.red.cgColor, UIColor.blue.cgColor]`
    /// compiles unchanged. nil by default (nothing is drawn). Elements that are not colours
    /// are kept and not drawn.
    open var colors: [Any]?
    /// Where each colour stops, in 0…1 along the gradient; nil (evenly spaced) by default.
    /// Recorded, not drawn.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in units of the bounds; (0.5, 0), the top centre, by
    /// default. Recorded, not drawn.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in units of the bounds; (0.5, 1), the bottom centre, by
    /// default. Recorded, not drawn.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape; `.axial` by default. Recorded, not drawn.
    open var type: GradientLayerType = .axial

    /// A gradient layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, its gradient's too when it is a gradient layer, as
    /// Core Animation's `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? GradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// A gradient layer with Core Animation's defaults; the coder is not read (see
    /// ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colours of `colors` that are colours, in order: what the render names.
    public var gradientColors: [Color] { (colors ?? []).compactMap { $0 as? Color } }
}

/// The shape of a gradient, as Core Animation's `CAGradientLayerType`.
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The shape's name.
    public let rawValue: String
    /// A shape from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A shape from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point: the default.
    public static let axial = GradientLayerType("axial")
    /// In ellipses around the start point.
    public static let radial = GradientLayerType("radial")
    /// Around the start point, as a cone seen from above.
    public static let conic = GradientLayerType("conic")
}
