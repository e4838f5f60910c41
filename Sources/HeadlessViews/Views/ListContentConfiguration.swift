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
        /// Whether the text follows the content size category (true by default, as UIKit):
        /// a font from `Font.preferredFont(forTextStyle:)`, as the configurations' factories
        /// give, takes its style's size in the table's category.
        public var adjustsFontForContentSizeCategory: Bool

        /// Text properties.
        public init(
            font: Font, color: Color, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail,
            adjustsFontForContentSizeCategory: Bool = true
        ) {
            self.font = font
            self.color = color
            self.numberOfLines = numberOfLines
            self.lineBreakMode = lineBreakMode
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// How the image shows, as UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The tint of a symbol image; nil (the default) is the tint colour. Recorded, not
        /// drawn.
        public var tintColor: Color?
        /// The largest size the image is shown at; it shrinks to fit, keeping its aspect
        /// ratio. A zero dimension (the default) sets no limit on it.
        public var maximumSize: CGSize
        /// The space kept for the image whatever its size, so that texts line up across rows
        /// with images of different widths; the image is centred in it. A zero dimension (the
        /// default) keeps only the image's own size.
        public var reservedLayoutSize: CGSize
        /// The corner radius; recorded, not drawn. 0 by default.
        public var cornerRadius: CGFloat
        /// The configuration a symbol image is shown with (its point size, weight, scale), as
        /// UIKit's `preferredSymbolConfiguration`; nil (the default) shows the symbol as it
        /// is. Other images ignore it.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?

        /// Image properties; the defaults show the image at its size.
        public init(
            tintColor: Color? = nil, maximumSize: CGSize = .zero, reservedLayoutSize: CGSize = .zero,
            cornerRadius: CGFloat = 0
        ) {
            self.tintColor = tintColor
            self.maximumSize = maximumSize
            self.reservedLayoutSize = reservedLayoutSize
            self.cornerRadius = cornerRadius
        }

        /// The size `image` is shown at: its own, shrunk to `maximumSize`'s non-zero
        /// dimensions with its aspect ratio kept. Sizes that are not finite or positive
        /// count as none.
        public func displayedSize(of image: Image) -> CGSize {
            var size = preferredSymbolConfiguration.map { image.withConfiguration($0).size } ?? image.size
            let limitWidth = maximumSize.width.isFinite && maximumSize.width > 0 ? maximumSize.width : nil
            let limitHeight = maximumSize.height.isFinite && maximumSize.height > 0 ? maximumSize.height : nil
            var scale: CGFloat = 1
            if let limitWidth, size.width > limitWidth { scale = min(scale, limitWidth / size.width) }
            if let limitHeight, size.height > limitHeight { scale = min(scale, limitHeight / size.height) }
            size = CGSize(width: size.width * scale, height: size.height * scale)
            return size
        }

        /// The space the image takes in the layout: its displayed size, at least
        /// `reservedLayoutSize` in each dimension.
        func layoutSize(of image: Image?) -> CGSize {
            let shown = image.map(displayedSize(of:)) ?? .zero
            let reservedWidth = reservedLayoutSize.width.isFinite ? max(0, reservedLayoutSize.width) : 0
            let reservedHeight = reservedLayoutSize.height.isFinite ? max(0, reservedLayoutSize.height) : 0
            return CGSize(width: max(shown.width, reservedWidth), height: max(shown.height, reservedHeight))
        }
    }

    /// The primary text; nil shows none.
    public var text: String?
    /// The secondary text; nil shows none.
    public var secondaryText: String?
    /// The primary text with attributes, as UIKit's `attributedText`: setting it sets
    /// ``text`` to its string, which is measured in ``textProperties``' font; the attributes
    /// are not kept.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The secondary text with attributes: setting it sets ``secondaryText`` to its string.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    /// The image at the leading edge; nil shows none.
    public var image: Image?
    /// How the primary text shows.
    public var textProperties: TextProperties
    /// How the secondary text shows.
    public var secondaryTextProperties: TextProperties
    /// The space between the content and the view's edges (`left` is the leading side).
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the primary and the secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// How the image shows.
    public var imageProperties: ImageProperties
    /// Whether the secondary text sits beside the text, at the trailing edge, as UIKit's:
    /// when both texts are set and fit side by side on one line each, with
    /// `textToSecondaryTextHorizontalPadding` between them; otherwise the secondary text
    /// goes below the text. False by default; true for `valueCell()`.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The least space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat

    /// A configuration with explicit properties; the factories below give the usual ones.
    public init(
        textProperties: TextProperties, secondaryTextProperties: TextProperties,
        directionalLayoutMargins: DirectionalEdgeInsets, imageToTextPadding: CGFloat = 16,
        textToSecondaryTextVerticalPadding: CGFloat = 3
    ) {
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.imageProperties = ImageProperties()
        self.prefersSideBySideTextAndSecondaryText = false
        self.textToSecondaryTextHorizontalPadding = 16
    }

    /// A cell's configuration: 17-point text (the body style), 15-point gray secondary text
    /// (the subheadline style) below it, 11-point margins above and below and 16-point
    /// margins at the sides.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .black),
            secondaryTextProperties: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .gray),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    /// A cell's configuration with a subtitle, as UIKit's `subtitleCell()`: 17-point text
    /// (the body style) and 15-point secondary text (the subheadline style) in
    /// `secondaryLabel` below it, with `cell()`'s margins.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondaryTextProperties: TextProperties(
                font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    /// A cell's configuration with a value, as UIKit's `valueCell()`: 17-point text at the
    /// leading edge and 17-point secondary text in `secondaryLabel` at the trailing edge
    /// (`prefersSideBySideTextAndSecondaryText`), below it when they do not fit side by side.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(
            textProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondaryTextProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A header's configuration: 13-point gray text (the footnote style) with 8-point margins above and below.
    public static func header() -> ListContentConfiguration {
        ListContentConfiguration(
            textProperties: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .gray),
            secondaryTextProperties: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .gray),
            directionalLayoutMargins: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// A footer's configuration: the header's footnote text and margins.
    public static func footer() -> ListContentConfiguration { header() }

    /// A plain list's header, as UIKit's `plainHeader()`: ``header()``.
    public static func plainHeader() -> ListContentConfiguration { header() }

    /// A plain list's footer, as UIKit's `plainFooter()`: ``footer()``.
    public static func plainFooter() -> ListContentConfiguration { footer() }

    /// A grouped list's header, as UIKit's `groupedHeader()`: ``header()``.
    public static func groupedHeader() -> ListContentConfiguration { header() }

    /// A grouped list's footer, as UIKit's `groupedFooter()`: ``footer()``.
    public static func groupedFooter() -> ListContentConfiguration { footer() }

    /// An inset grouped list's prominent header, as UIKit's `prominentInsetGroupedHeader()`:
    /// title-3 text in the label colour.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = header()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .title3), color: .label)
        return configuration
    }

    /// An inset grouped list's extra prominent header, as UIKit's
    /// `extraProminentInsetGroupedHeader()`: title-2 text in the label colour.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = header()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: .label)
        return configuration
    }
}

extension ListContentConfiguration: ContentConfiguration {
    /// A ``ListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The configuration itself: the list's colours and fonts do not change with the cell's
    /// state headless (UIKit's change the colours of some styles when selected).
    public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }
}
