import Foundation

/// The environment a view shows in, as UIKit's `UITraitCollection`. The content size category
/// is the trait text depends on; the others are those of a phone held upright in the light
/// appearance (compact width, regular height, scale 3, left to right), kept so that code
/// that reads them compiles and takes the branch a phone takes. A table's `traitCollection`
/// is set by the app or a test and reaches its cells, headers and footers.
public struct TraitCollection: Hashable, Sendable {
    /// The light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
    public enum UserInterfaceStyle: Int, Hashable, Sendable {
        /// Not set.
        case unspecified
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Int, Hashable, Sendable {
        /// Not set.
        case unspecified
        /// Constrained space (a phone's width).
        case compact
        /// Room to spare (a phone's height).
        case regular
    }

    /// The direction text runs in, as UIKit's `UITraitEnvironmentLayoutDirection`.
    public enum LayoutDirection: Int, Hashable, Sendable {
        /// Not set.
        case unspecified = -1
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// The text size the person chose; `large` by default.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The appearance; `.light` by default (the system colours are the light ones).
    public var userInterfaceStyle = UserInterfaceStyle.light
    /// The width's size class; `.compact`, a phone's.
    public var horizontalSizeClass = SizeClass.compact
    /// The height's size class; `.regular`, a phone's upright.
    public var verticalSizeClass = SizeClass.regular
    /// Pixels per point; 3, a current phone's.
    public var displayScale: CGFloat = 3
    /// The direction text runs in; left to right (layout is left-to-right only).
    public var layoutDirection = LayoutDirection.leftToRight
    /// The kind of device, as UIKit's `userInterfaceIdiom`: the device's (`.phone` unless a
    /// test set `Device.current.userInterfaceIdiom`) when the collection was made.
    public var userInterfaceIdiom: UserInterfaceIdiom

    /// A trait collection with `preferredContentSizeCategory`, as UIKit's
    /// `init(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        userInterfaceIdiom = Self.deviceIdiom
    }

    /// A trait collection with `userInterfaceIdiom`, as UIKit's `init(userInterfaceIdiom:)`.
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init()
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A trait collection with `userInterfaceStyle`, as UIKit's `init(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A trait collection with `horizontalSizeClass`, as UIKit's `init(horizontalSizeClass:)`.
    public init(horizontalSizeClass: SizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A trait collection with `verticalSizeClass`, as UIKit's `init(verticalSizeClass:)`.
    public init(verticalSizeClass: SizeClass) {
        self.init()
        self.verticalSizeClass = verticalSizeClass
    }

    /// A trait collection with `displayScale`, as UIKit's `init(displayScale:)`.
    public init(displayScale: CGFloat) {
        self.init()
        self.displayScale = displayScale
    }

    /// The traits of `traitCollections` combined, later ones winning where they differ from
    /// the default, as UIKit's `init(traitsFrom:)`.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        self.init()
        let defaults = TraitCollection()
        for traits in traitCollections {
            if traits.preferredContentSizeCategory != defaults.preferredContentSizeCategory {
                preferredContentSizeCategory = traits.preferredContentSizeCategory
            }
            if traits.userInterfaceStyle != defaults.userInterfaceStyle { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != defaults.horizontalSizeClass { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != defaults.verticalSizeClass { verticalSizeClass = traits.verticalSizeClass }
            if traits.displayScale != defaults.displayScale { displayScale = traits.displayScale }
            if traits.layoutDirection != defaults.layoutDirection { layoutDirection = traits.layoutDirection }
            if traits.userInterfaceIdiom != defaults.userInterfaceIdiom { userInterfaceIdiom = traits.userInterfaceIdiom }
        }
    }

    /// The collection of the system's current traits, as UIKit's `current`: the default
    /// traits with the device's idiom (there is no other device setting headless).
    public static var current: TraitCollection { TraitCollection() }

    /// Whether colours resolve differently in `other` than here, as UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`: the interface style differs (the contrast
    /// and the user interface level, UIKit's other color traits, are not modelled). A nil
    /// `other` differs, as UIKit's.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return other.userInterfaceStyle != userInterfaceStyle
    }
}
