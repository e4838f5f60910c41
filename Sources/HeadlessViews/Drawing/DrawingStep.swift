import Foundation

/// One fill or stroke drawn into an image context, as a headless image records it: nothing is
/// rasterised, so an image drawn by a ``GraphicsImageRenderer`` (or between UIKit's
/// `UIGraphicsBeginImageContext` and `UIGraphicsEndImageContext`) keeps the steps that drew it
/// in ``Image/drawing``, and a test reads the colour a one-colour image was filled with.
public struct DrawingStep: Hashable, Sendable, CustomStringConvertible {
    /// Whether a step fills or strokes its rectangle.
    public enum Kind: Hashable, Sendable {
        /// The area is painted with the fill colour (`UIRectFill`, `fill(_:)`, a path's `fill()`).
        case fill
        /// The outline is painted with the stroke colour (`stroke(_:)`, a path's `stroke()`).
        case stroke
    }

    /// Fill or stroke.
    public let kind: Kind
    /// The rectangle painted, in the context's coordinates; a path's bounds for a path.
    public let rect: CGRect
    /// The colour it was painted with: the context's fill or stroke colour at the time (black
    /// until a colour's `setFill()`, `setStroke()` or `set()`, as in UIKit).
    public let color: Color

    /// A step that paints `rect` with `color`.
    public init(_ kind: Kind, _ rect: CGRect, color: Color) {
        self.kind = kind
        self.rect = rect
        self.color = color
    }

    /// The step as a test reads it: `fill (0.0, 0.0, 2.0, 2.0) red`.
    public var description: String {
        "\(kind) (\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)) \(color.name)"
    }
}
