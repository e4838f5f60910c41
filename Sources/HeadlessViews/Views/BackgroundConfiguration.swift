import Foundation

/// A background's appearance in one value, as UIKit's `UIBackgroundConfiguration`: a fill
/// colour, a corner radius, a stroke, insets and an image. A button configuration's
/// `background` takes one; its colours are recorded, not drawn, as the rest of the package's.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil is the container's (a button's style colour, a cell's default).
    public var backgroundColor: Color?
    /// The corners' radius in points; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// The stroke's colour; nil draws none.
    public var strokeColor: Color?
    /// The stroke's width in points; 0 by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background's edges; 0 by default.
    public var strokeOutset: CGFloat = 0
    /// The space between the container's edges and the background.
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// An image drawn over the fill; nil by default.
    public var image: Image?

    /// The configuration for `state`, as UIKit's `updated(for:)`: itself, as a configuration
    /// made by a style changes with the state only in its colours, which are the container's
    /// headless (set them in a `configurationUpdateHandler` to follow the state).
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration { self }

    /// A background with nothing set: no fill of its own, square corners.
    public init() {}

    /// A clear background, as UIKit's `clear()`.
    public static func clear() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }

    /// A plain-style list cell's background, as UIKit's `listPlainCell()`: the system
    /// background.
    public static func listPlainCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// A grouped list cell's background, as UIKit's `listGroupedCell()`: the secondary grouped
    /// background.
    public static func listGroupedCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration()
        configuration.backgroundColor = .secondarySystemGroupedBackground
        return configuration
    }
}
