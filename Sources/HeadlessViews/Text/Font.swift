import Foundation

/// A font: a point size and a weight. Metrics come from `TextMetrics`, so a font needs no
/// font file and measures the same on every machine.
public struct Font: Hashable, Sendable {
    /// Stroke weights, as UIKit's `UIFont.Weight`.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// The thinnest stroke.
        case ultraLight
        /// A thin stroke.
        case thin
        /// A light stroke.
        case light
        /// The body text's stroke.
        case regular
        /// A medium stroke, as a caption's user name.
        case medium
        /// A semibold stroke.
        case semibold
        /// A bold stroke.
        case bold
        /// A heavy stroke.
        case heavy
        /// The thickest stroke.
        case black
    }

    /// The size in points.
    public var pointSize: CGFloat
    /// The weight; it does not change advances (the metrics are weight-independent).
    public var weight: Weight
    /// The text style of a font made by `preferredFont(forTextStyle:)`, nil for one made by
    /// size; a label with `adjustsFontForContentSizeCategory` resizes a font that has one
    /// when the content size category changes, as UIKit's does.
    public internal(set) var textStyle: TextStyle?
    /// Whether the font is italic, as a font from `italicSystemFont(ofSize:)` is. Its
    /// metrics are those of the upright font (the metrics have no italic advances).
    public internal(set) var isItalic = false

    /// A font of `pointSize` points and `weight`.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font at `size`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The italic system font at `size`, as `UIFont.italicSystemFont(ofSize:)`; it
    /// measures as the regular system font of that size.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        var font = Font(pointSize: size)
        font.isItalic = true
        return font
    }

    /// The system font at `size` with digits of one width, as
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the same as
    /// `systemFont(ofSize:weight:)` here, where all digits already have one advance.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// UIKit's body text style size (17 points).
    public static let body = Font(pointSize: 17)

    /// The distance between baselines: 1.2 × the point size.
    public var lineHeight: CGFloat { TextMetrics.lineHeight(for: self) }
}
