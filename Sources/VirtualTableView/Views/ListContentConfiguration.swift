import Foundation

/// What a cell or a header shows without a subclass, as UIKit's `UIListContentConfiguration`:
/// a text, a secondary text and an image with their properties and margins. Get one from
/// `TableViewCell.defaultContentConfiguration()`, fill it in and set it as the cell's
/// `contentConfiguration`; the table measures it with the package's text metrics for
/// self-sizing rows.
public struct ListContentConfiguration: Hashable, Sendable {
    /// How a text shows.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines shown; 0 (the default) means as many as the text needs.
        public var numberOfLines: Int
        /// How lines wrap and truncate.
        public var lineBreakMode: LineBreakMode

        /// Text properties.
        public init(font: Font, color: Color, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
            self.lineBreakMode = lineBreakMode
        }
    }

    /// The primary text; nil shows none.
    public var text: String?
    /// The secondary text; nil shows none.
    public var secondaryText: String?
    /// The image at the leading edge; nil shows none.
    public var image: Image?
    /// How the primary text shows.
    public var textProperties: TextProperties
    /// How the secondary text shows.
    public var secondaryTextProperties: TextProperties
    /// The space between the content and the view's edges (`left` is the leading side).
    public var directionalLayoutMargins: EdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the primary and the secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat

    /// A configuration with explicit properties; the factories below give the usual ones.
    public init(
        textProperties: TextProperties, secondaryTextProperties: TextProperties,
        directionalLayoutMargins: EdgeInsets, imageToTextPadding: CGFloat = 16,
        textToSecondaryTextVerticalPadding: CGFloat = 3
    ) {
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }

    /// A cell's configuration: 17-point text, 15-point gray secondary text below it, 11-point
    /// margins above and below and 16-point margins at the sides.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .systemFont(ofSize: 17), color: .black),
            secondaryTextProperties: TextProperties(font: .systemFont(ofSize: 15), color: .gray),
            directionalLayoutMargins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }

    /// A header's configuration: 13-point gray text with 8-point margins above and below.
    public static func header() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .systemFont(ofSize: 13), color: .gray),
            secondaryTextProperties: TextProperties(font: .systemFont(ofSize: 13), color: .gray),
            directionalLayoutMargins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }
}
