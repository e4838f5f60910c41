import Foundation

/// How a navigation bar's background, shadow and titles look, as UIKit's
/// `UINavigationBarAppearance`. The harness's render draws the bar's text only, so these
/// values are recorded for a test to read, not drawn.
@preconcurrency @MainActor
open class NavigationBarAppearance: NSObject {
    /// How the background was last configured.
    public enum Background: Sendable, Equatable {
        /// The system's default: translucent over scrolled content, with a shadow.
        case `default`
        /// An opaque fill of the system background with a shadow.
        case opaque
        /// No fill and no shadow.
        case transparent
    }

    /// How ``configureWithDefaultBackground()`` and its siblings last configured it.
    public private(set) var background = Background.default
    /// The fill; nil is the configuration's.
    public var backgroundColor: Color?
    /// An image over the fill; nil draws none.
    public var backgroundImage: Image?
    /// The hairline under the bar; nil hides it.
    public var shadowColor: Color? = Color(white: 0, alpha: 0.3)
    /// An image in place of the hairline; nil draws the colour.
    public var shadowImage: Image?
    /// The attributes of the inline title (`.font`, `.foregroundColor` …).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with the default background, as `UINavigationBarAppearance()`.
    public override init() {}

    /// A copy of `appearance`, as UIKit's `init(barAppearance:)`.
    public init(barAppearance appearance: NavigationBarAppearance) {
        background = appearance.background
        backgroundColor = appearance.backgroundColor
        backgroundImage = appearance.backgroundImage
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
        titleTextAttributes = appearance.titleTextAttributes
        largeTitleTextAttributes = appearance.largeTitleTextAttributes
    }

    /// A copy, as UIKit's `copy()`: appearances are assigned by value in practice.
    public func copy() -> NavigationBarAppearance { NavigationBarAppearance(barAppearance: self) }

    /// The system's default background and shadow.
    public func configureWithDefaultBackground() {
        background = .default
        backgroundColor = nil
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// An opaque background of the system background colour, with the shadow.
    public func configureWithOpaqueBackground() {
        background = .opaque
        backgroundColor = .systemBackground
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        background = .transparent
        backgroundColor = nil
        shadowColor = nil
    }
}
