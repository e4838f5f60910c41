import Foundation

/// What kind of element a view is to assistive technologies, as UIKit's
/// `UIAccessibilityTraits`: a set of traits a view's ``View/accessibilityTraits`` holds.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt64
    /// A set of traits from its bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = AccessibilityTraits([])
    /// Acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected (a selected cell or control).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when acted on.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen read when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Disabled: acting on it does nothing.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when acted on.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A header that starts a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 17)

    private static let names: [(AccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.header, "header"),
        (.tabBar, "tabBar"),
    ]

    /// The traits' names, as a set literal would list them: `[button, selected]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

extension View {
    /// The labels of the accessibility elements in `view`'s subtree that show (not hidden,
    /// with a label), in tree order, joined by ", ", as UIKit reads a cell made of several
    /// labels; nil when there are none.
    package static func combinedAccessibilityLabel(of view: View) -> String? {
        var parts: [String] = []
        func visit(_ view: View) {
            if view.isHidden { return }
            if view.isAccessibilityElement {
                if let label = view.accessibilityLabel, !label.isEmpty { parts.append(label) }
                return
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
