import Foundation

/// A layer that draws a shape, as Core Animation's `CAShapeLayer`, with its defaults: an
/// opaque black fill, no stroke, a line 1 point wide, stroked from 0 to 1.
///
/// Its `path` is a `CGPath` (declared where Core Graphics is missing), most often a
/// `BezierPath`'s `cgPath`; it and the other properties are recorded for tests to read back,
/// and animate by key path as UIKit's (`strokeEnd` for a progress ring); nothing is drawn.
open class ShapeLayer: Layer {
    /// The shape's outline; nil (none) by default. Recorded: a test reads its bounding box.
    open var path: CGPath?
    /// The colour inside the shape; opaque black by default. Takes a colour's `cgColor`.
    open var fillColor: Color? = .black
    /// The colour of the outline; nil (none) by default. Takes a colour's `cgColor`.
    open var strokeColor: Color?
    /// The outline's width; 1 by default.
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts along the path, in 0…1; 0 by default.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, in 0…1; 1 by default.
    open var strokeEnd: CGFloat = 1
    /// The lengths of the dashes and gaps of the outline; nil (a solid line) by default.
    open var lineDashPattern: [NSNumber]?
    /// Where the dash pattern starts; 0 by default.
    open var lineDashPhase: CGFloat = 0
    /// The shape of the line's ends; `.butt` by default.
    open var lineCap: ShapeLayerLineCap = .butt
    /// The shape of the line's corners; `.miter` by default.
    open var lineJoin: ShapeLayerLineJoin = .miter
    /// The limit of a mitred corner's length; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Which parts of the path are inside; `.nonZero` by default.
    open var fillRule: ShapeLayerFillRule = .nonZero

    /// A shape layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, its shape's too when it is a shape layer, as Core
    /// Animation's `init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ShapeLayer else { return }
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        fillRule = other.fillRule
    }

    /// A shape layer with Core Animation's defaults; the coder is not read (see
    /// ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The shape of a line's ends, as Core Animation's `CAShapeLayerLineCap`.
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cap from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Square, at the end point: the default.
    public static let butt = ShapeLayerLineCap("butt")
    /// A half circle past the end point.
    public static let round = ShapeLayerLineCap("round")
    /// Square, half the line's width past the end point.
    public static let square = ShapeLayerLineCap("square")
}

/// The shape of a line's corners, as Core Animation's `CAShapeLayerLineJoin`.
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A join from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner: the default.
    public static let miter = ShapeLayerLineJoin("miter")
    /// A rounded corner.
    public static let round = ShapeLayerLineJoin("round")
    /// A cut corner.
    public static let bevel = ShapeLayerLineJoin("bevel")
}

/// Which parts of a path are inside it, as Core Animation's `CAShapeLayerFillRule`.
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rule from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule: the default.
    public static let nonZero = ShapeLayerFillRule("non-zero")
    /// The even-odd rule.
    public static let evenOdd = ShapeLayerFillRule("even-odd")
}
