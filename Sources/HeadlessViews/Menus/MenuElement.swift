import Foundation

/// What a menu lists, as UIKit's `UIMenuElement`: the superclass of ``Action`` (an item that
/// runs something when chosen) and ``Menu`` (a submenu, or a group shown inline with
/// `.displayInline`), so a menu's children mix both.
///
/// A class, as in UIKit: a menu holds its elements by reference, and an action a handler
/// receives is the one the menu lists. `UICommand` and `UIDeferredMenuElement` are left out.
@preconcurrency @MainActor
public class MenuElement: NSObject {
    /// How an element shows, as UIKit's `UIMenuElement.Attributes`, with UIKit's bits; an
    /// ``Action``'s and a command's.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// An attributes value from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (it can still be reached by its keyboard shortcut in UIKit).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it keeps the menu open. Recorded.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark, as UIKit's `UIMenuElement.State`, with UIKit's
    /// raw values.
    public enum State: Int, Hashable, Sendable {
        /// No checkmark; the default.
        case off = 0
        /// A checkmark: the option is chosen.
        case on = 1
        /// A dash: the option holds for some of what it applies to.
        case mixed = 2
    }

    /// The title shown.
    public var title: String
    /// The line shown under the title, as UIKit's `subtitle`; nil by default. Recorded.
    public var subtitle: String?
    /// The image shown beside the title; nil shows none. Recorded.
    public var image: Image?

    /// An element; only ``Action``, ``Menu``, ``KeyCommand`` and ``DeferredMenuElement`` make one, as UIKit's elements are its
    /// subclasses.
    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
