import Foundation

/// The text size a person chose, as UIKit's `UIContentSizeCategory`: seven standard sizes
/// and five larger accessibility sizes. `large` is the default. Categories compare in size
/// order (`.small < .large`).
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The smallest standard size (body text 14 points).
    case extraSmall
    /// Body text 15 points.
    case small
    /// Body text 16 points.
    case medium
    /// The default size (body text 17 points).
    case large
    /// Body text 19 points.
    case extraLarge
    /// Body text 21 points.
    case extraExtraLarge
    /// The largest standard size (body text 23 points).
    case extraExtraExtraLarge
    /// The first accessibility size (body text 28 points).
    case accessibilityMedium
    /// Body text 33 points.
    case accessibilityLarge
    /// Body text 40 points.
    case accessibilityExtraLarge
    /// Body text 47 points.
    case accessibilityExtraExtraLarge
    /// The largest size (body text 53 points).
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes, as UIKit's
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// UIKit's name without the type: `accessibilityExtraLarge`.
    public var description: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }
}
