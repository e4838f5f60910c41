import Foundation

/// One item of a menu, as UIKit's `UIAction`: a title and what choosing it does.
///
/// A class (a ``MenuElement``), as in UIKit: a control or a menu holds the action itself,
/// and the handler receives that same action.
@preconcurrency @MainActor
public final class Action: MenuElement {
    /// The name of an action, as UIKit's `UIAction.Identifier`: a control replaces or
    /// removes actions by it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`, as UIKit's `UIAction.Identifier(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given, else one made for the action, unique in the
    /// process.
    public var identifier: Identifier
    /// How the action shows.
    public var attributes: Attributes
    /// Whether the action shows a checkmark, as UIKit's `state`; `.off` by default. Recorded:
    /// choosing the action does not change it (the handler does, as in UIKit).
    public var state: State
    /// What choosing the action does; it receives the action, with `sender` set.
    public var handler: @MainActor (Action) -> Void
    /// What sent the action, as UIKit's `sender`: the `Control` when a control runs it (a
    /// switch's value change, a button's tap), nil when chosen from a menu.
    public package(set) var sender: Any?

    /// An action titled `title`, as UIKit's
    /// `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// without the discoverability title (there is no keyboard shortcut overlay headless);
    /// `handler` runs when it is chosen or sent, and receives the action.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (Action) -> Void
    ) {
        self.identifier = identifier ?? Self.makeIdentifier()
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    private static var madeIdentifiers = 0

    /// A new identifier, as UIKit makes one for an action given none; counted, so the same
    /// run makes the same names.
    private static func makeIdentifier() -> Identifier {
        madeIdentifiers += 1
        return Identifier("Action.\(madeIdentifiers)")
    }
}
