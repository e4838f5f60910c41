import Foundation

extension Font {
    /// UIKit's text styles (`UIFont.TextStyle`): fonts named by their role, sized by the
    /// content size category (Dynamic Type).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title: 34 points at the default size.
        case largeTitle
        /// A first-level title: 28 points.
        case title1
        /// A second-level title: 22 points.
        case title2
        /// A third-level title: 20 points.
        case title3
        /// A heading: 17 points, semibold.
        case headline
        /// A subheading: 15 points.
        case subheadline
        /// Body text: 17 points.
        case body
        /// A callout: 16 points.
        case callout
        /// A footnote: 13 points.
        case footnote
        /// A caption: 12 points.
        case caption1
        /// A smaller caption: 11 points.
        case caption2

        /// The point size in each content size category, smallest category first: the table
        /// of UIKit's Dynamic Type sizes on iOS.
        fileprivate var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        }

        /// The point size of the style in `category`, as UIKit's Dynamic Type gives it.
        public func pointSize(in category: ContentSizeCategory) -> CGFloat { sizes[category.rawValue] }

        /// The weight UIKit gives the style: semibold for `headline`, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The font of `style` at the default content size category (`large`), as UIKit's
    /// `preferredFont(forTextStyle:)` answers on a device at the default text size. Headless
    /// there is no device setting: use `preferredFont(forTextStyle:compatibleWith:)` with a
    /// cell's or the table's `traitCollection` for another size, or let labels with
    /// `adjustsFontForContentSizeCategory` follow the table's category.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at the content size category of `traits` (the default,
    /// `large`, when nil), as UIKit's `preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?
    )
        -> Font
    {
        let category = traits?.preferredContentSizeCategory ?? .large
        return Font(pointSize: style.pointSize(in: category), weight: style.weight, textStyle: style, isItalic: false)
    }
}
