import Foundation

/// A path of lines and curves for a shape layer or a mask, as UIKit's `UIBezierPath`: it
/// builds a Core Graphics path (``cgPath``) in UIKit's coordinates (y grows downwards, so an
/// arc drawn `clockwise` turns clockwise on screen). Nothing is rasterised headless: ``fill()``
/// and ``stroke()`` record the path's ``bounds`` into the current image context (see
/// ``GraphicsImageRendererContext``), and the path answers its ``bounds``.
open class BezierPath: NSObject {
    private var path: CGMutablePath

    /// The path's width when stroked; 1 by default. Recorded.
    open var lineWidth: CGFloat = 1

    /// The Core Graphics path, as UIKit's `cgPath`; setting it replaces the path.
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A closed rectangle, as UIKit's `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse in `rect`, as UIKit's `init(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`, as UIKit's
    /// `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with `corners` rounded by `cornerRadii`, as UIKit's
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`; the other corners are square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let w = min(max(0, cornerRadii.width), rect.width / 2)
        let h = min(max(0, cornerRadii.height), rect.height / 2)
        func radius(_ corner: RectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (w, h) : (0, 0) }
        let (tlw, tlh) = radius(.topLeft)
        let (trw, trh) = radius(.topRight)
        let (brw, brh) = radius(.bottomRight)
        let (blw, blh) = radius(.bottomLeft)
        path.move(to: CGPoint(x: rect.minX + tlw, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - trw, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + trh), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - brh))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - brw, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + blw, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - blh), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tlh))
        path.addQuadCurve(to: CGPoint(x: rect.minX + tlw, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
    }

    /// An arc, as UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of `cgPath`, as UIKit's `init(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// The smallest rectangle holding the path's points, control points included; `.zero`
    /// for an empty path, as UIKit's `bounds`.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// The path's last point.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc, clockwise on screen when `clockwise` (UIKit's y grows downwards, the opposite
    /// of Core Graphics' own sense).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.cgPath) }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Whether `point` is inside the path's bounds (headless, the bounds stand for the shape).
    open func contains(_ point: CGPoint) -> Bool { !path.isEmpty && path.boundingBox.contains(point) }
    /// Fills the path in the current image context's fill colour, recorded as a fill of its
    /// ``bounds``; nothing happens without a context.
    open func fill() { GraphicsImageRendererContext.current?.fill(bounds) }
    /// Strokes the path in the current image context's stroke colour, recorded as a stroke of
    /// its ``bounds``; nothing happens without a context.
    open func stroke() { GraphicsImageRendererContext.current?.stroke(bounds) }
}

/// Corners of a rectangle, as UIKit's `UIRectCorner`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
