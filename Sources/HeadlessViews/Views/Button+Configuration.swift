import Foundation

extension Button {
    /// A button's content and appearance in one value, as UIKit's `UIButton.Configuration`
    /// (iOS 15): a style (`plain()`, `tinted()`, `gray()`, `filled()` and the bordered
    /// ones), a title, a subtitle, an image and their spacing. Set one as a button's
    /// ``Button/configuration``: the button shows its title and image (the harness's render
    /// draws the title as the button's), and measures them inside `contentInsets`.
    ///
    /// Sizes: `buttonSize` `.medium` (the default) has a 17-point title, a 12-point subtitle
    /// and insets of 7 points top and bottom, 12 leading and trailing; `.large` 17 and 14 /
    /// 20; `.small` 15 and 5 / 10; `.mini` 12 and 3 / 8. Colours are recorded, not drawn.
    public struct Configuration: Hashable, Sendable {
        /// The sizes UIKit's configured buttons come in, as `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            /// The smallest: a 12-point title.
            case mini
            /// A 15-point title.
            case small
            /// UIKit's default: a 17-point title.
            case medium
            /// A 17-point title with roomier insets.
            case large
        }

        /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`;
        /// recorded.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// Rounded by the button's size and the system's style (UIKit's default).
            case dynamic
            /// The background's own corner radius, not changed by size.
            case fixed
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// How the title and subtitle align with each other, as
        /// `UIButton.Configuration.TitleAlignment`; recorded.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// As the image placement decides (UIKit's default).
            case automatic
            /// Along the leading edge.
            case leading
            /// Centred.
            case center
            /// Along the trailing edge.
            case trailing
        }

        /// The styles of UIKit's factories.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        let style: Style
        /// The title; nil shows none. With an ``attributedTitle`` set it reads that text's
        /// characters; setting it replaces the attributed title, as UIKit links the two.
        public var title: String? {
            get { storedAttributedTitle.map { String($0.characters) } ?? storedTitle }
            set {
                storedTitle = newValue
                storedAttributedTitle = nil
            }
        }
        /// The title with attributes, as UIKit's `attributedTitle`: its first run's font
        /// (``TextAttributes/Font``, UIKit's `.font`) sets ``titleFont``. Reads the plain title
        /// without attributes when only ``title`` is set; setting it replaces that title.
        public var attributedTitle: AttributedString? {
            get { storedAttributedTitle ?? storedTitle.map { AttributedString($0) } }
            set {
                storedAttributedTitle = newValue
                storedTitle = nil
            }
        }
        private var storedTitle: String?
        private var storedAttributedTitle: AttributedString?
        /// The background behind the content, as UIKit's `background`: its colour, when set,
        /// replaces the style's (``resolvedBackgroundColor(tint:)``); its corner radius is the
        /// one `cornerStyle` `.fixed` keeps. Recorded, not drawn.
        public var background = BackgroundConfiguration()
        /// A second, smaller line below the title; nil shows none.
        public var subtitle: String?
        /// The image beside the title; nil shows none.
        public var image: Image?
        /// Which edge of the title the image sits at: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The space between the image and the titles; 0 by default.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0
        /// The symbol configuration the image is drawn with, as UIKit's
        /// `preferredSymbolConfigurationForImage`: a symbol takes its size. Nil by default.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// The colour of the title, subtitle and image; nil is the style's (the tint, white
        /// for `filled()` and `borderedProminent()`).
        public var baseForegroundColor: Color?
        /// The colour of the background; nil is the style's (none for `plain()`, the tint for
        /// `filled()`, a grey fill for `gray()`, the tint at a fifth of its alpha for
        /// `tinted()`).
        public var baseBackgroundColor: Color?
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size; `.medium` by default. Setting it sets `contentInsets` to the
        /// size's, as UIKit's.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.contentInsets(for: buttonSize) }
        }
        /// The space between the button's edges and its content; the size's by default (7
        /// points top and bottom and 12 leading and trailing at `.medium`).
        public var contentInsets: DirectionalEdgeInsets = Configuration.contentInsets(for: .medium)
        /// How the title and subtitle align; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether an activity indicator shows in place of the image; false by default.
        /// Recorded.
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
        }

        /// A button with no background: a tinted title, as `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted title on a light tinted background, as `tinted()`.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tinted title on a grey background, as `gray()`.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A white title on a tint-coloured background, as `filled()`.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A tinted title without a background, as `borderless()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A tinted title on a grey bordered background, as `bordered()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted title on a light tinted bordered background, as `borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A white title on a tint-coloured bordered background, as `borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The insets of a button of `size`.
        static func contentInsets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font: the attributed title's font when it has one, else the size's.
        public var titleFont: Font {
            if let font = storedAttributedTitle?.runs.first?[TextAttributes.Font.self] { return font }
            return switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }

        /// The subtitle's font at this size: 12 points (10 for `.mini`).
        public var subtitleFont: Font { .systemFont(ofSize: buttonSize == .mini ? 10 : 12) }

        /// The image as shown: sized by `preferredSymbolConfigurationForImage` when it is a
        /// symbol.
        public var displayedImage: Image? {
            guard let image, let configuration = preferredSymbolConfigurationForImage else { return image }
            return image.withConfiguration(configuration)
        }

        /// The colour the title and image are drawn in for `tint`: `baseForegroundColor`, else
        /// white for the filled styles, else the tint.
        public func resolvedForegroundColor(tint: Color) -> Color {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The background's colour for `tint`: `baseBackgroundColor`, else
        /// `background.backgroundColor`, else the style's (nil for `plain()` and `borderless()`).
        public func resolvedBackgroundColor(tint: Color) -> Color? {
            if let baseBackgroundColor { return baseBackgroundColor }
            if let color = background.backgroundColor { return color }
            switch style {
            case .plain, .borderless: return nil
            case .filled, .borderedProminent: return tint
            case .gray, .bordered: return .tertiarySystemFill
            case .tinted, .borderedTinted: return tint.withAlphaComponent(0.2)
            }
        }

        /// The configuration for `button`'s state, as UIKit's `updated(for:)`: the same
        /// configuration (a disabled or highlighted button's colours are not drawn here).
        @MainActor public func updated(for button: Button) -> Configuration { self }
    }
}

extension Button {
    /// The size of `configuration`'s content laid out: the image beside or above the title
    /// and subtitle (stacked, `titlePadding` apart), `imagePadding` between them, all inside
    /// `contentInsets`, rounded up to the pixel grid.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let titles = configuredTitlesSize(configuration)
        let image = configuration.displayedImage?.size ?? .zero
        let padding = configuration.displayedImage != nil && titles != .zero ? configuration.imagePadding : 0
        let content: CGSize
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            content = CGSize(width: max(image.width, titles.width), height: image.height + padding + titles.height)
        } else {
            content = CGSize(width: image.width + padding + titles.width, height: max(image.height, titles.height))
        }
        let insets = configuration.contentInsets
        return CGSize(
            width: TextMetrics.ceilToPixel(insets.leading + content.width + insets.trailing),
            height: TextMetrics.ceilToPixel(insets.top + content.height + insets.bottom))
    }

    /// The title and subtitle, one above the other, `titlePadding` apart when both show.
    func configuredTitlesSize(_ configuration: Configuration) -> CGSize {
        let unbounded = CGFloat.greatestFiniteMagnitude
        let title =
            (configuration.title ?? "").isEmpty
            ? CGSize.zero : TextMetrics.size(of: configuration.title ?? "", font: configuration.titleFont, width: unbounded)
        let subtitle =
            (configuration.subtitle ?? "").isEmpty
            ? CGSize.zero
            : TextMetrics.size(of: configuration.subtitle ?? "", font: configuration.subtitleFont, width: unbounded)
        let padding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        return CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
    }
}
