import Foundation

/// Scales custom fonts and values with Dynamic Type, as UIKit's `UIFontMetrics`: by the ratio
/// of a text style's size in a content size category to its size in the default one
/// (`large`).
///
/// Headless there is no device setting: the forms without a trait collection scale for the
/// default category, that is not at all, as `Font.preferredFont(forTextStyle:)` answers at the
/// default size; give a cell's or the table's `traitCollection` for another size. A font
/// scaled here keeps its size when the category changes later (a label's
/// `adjustsFontForContentSizeCategory` follows text-style fonts only): scale it again.
public final class FontMetrics: NSObject, Sendable {
    /// The metrics of the body style, as UIKit's `default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The text style whose sizes set the scale.
    public let textStyle: Font.TextStyle

    /// The metrics of `textStyle`, as UIKit's `init(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The factor the style's size grows by in the category of `traits` (the default when
    /// nil).
    public func scale(compatibleWith traits: TraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? .large
        return textStyle.pointSize(in: category) / textStyle.pointSize(in: .large)
    }

    /// `font` at the default category: the same font.
    public func scaledFont(for font: Font) -> Font { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the category of `traitCollection`.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        font.withSize(font.pointSize * scale(compatibleWith: traitCollection))
    }

    /// `font` scaled for the default category, at most `maximumPointSize` points.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize` points
    /// (0 or less: no maximum, as UIKit's).
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    )
        -> Font
    {
        let scaled = font.pointSize * scale(compatibleWith: traitCollection)
        return font.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
    }

    /// `value` (a spacing, a height) scaled for the default category: the same value.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * scale(compatibleWith: traitCollection)
    }
}
