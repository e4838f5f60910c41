import Foundation

/// One item of a menu, as UIKit's `UIAction`: a title and what choosing it does.
@MainActor
public struct Action {
    /// How an action shows, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// An attributes value from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 1)
    }

    /// The title shown.
    public var title: String
    /// How the action shows.
    public var attributes: Attributes
    /// What choosing the action does.
    public var handler: @MainActor (Action) -> Void

    /// An action titled `title`.
    public init(title: String, attributes: Attributes = [], handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.attributes = attributes
        self.handler = handler
    }
}
