import Foundation
import HeadlessViews

/// An action shown when a row is swiped, as UIKit's `UIContextualAction`: an `NSObject`,
/// equal only to itself (`NSObject`'s identity `isEqual(_:)` and `hash`), so a test can find
/// the action a row offers with `==` or `===`.
@preconcurrency @MainActor
public final class ContextualAction: NSObject {
    /// How the action looks.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that deletes or removes data, shown in red.
        case destructive
    }
    /// Runs when the action is tapped; call the completion with whether it was performed.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style.
    public let style: Style
    /// The title shown on the button.
    public var title: String?
    /// The background colour, typed as UIKit types it (`UIColor!`): setting nil gives back
    /// the style's, red for a destructive action, grey otherwise.
    public var backgroundColor: Color! {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue ?? Self.defaultBackgroundColor(for: style) }
    }
    private var storedBackgroundColor: Color
    /// The image shown on the button, above the title when both are set; nil shows none.
    /// The harness lists it with the action; headless it is not drawn.
    public var image: Image?
    /// What VoiceOver reads for the action, as UIKit's `accessibilityLabel`; nil (the title
    /// is read) by default. Recorded.
    public var accessibilityLabel: String?
    let handler: Handler

    private static func defaultBackgroundColor(for style: Style) -> Color {
        style == .destructive ? .red : .gray
    }

    /// An action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.storedBackgroundColor = Self.defaultBackgroundColor(for: style)
        self.handler = handler
    }
}

/// The actions of one swipe edge, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inwards.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (default true).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// The older swipe action, as UIKit's `UITableViewRowAction`: an `NSObject`, equal only to
/// itself (`NSObject`'s identity `isEqual(_:)` and `hash`).
@preconcurrency @MainActor
public final class TableViewRowAction: NSObject {
    /// How the action looks.
    public enum Style: Hashable, Sendable {
        /// The default look, the same as `destructive`.
        case `default`
        /// An action that deletes or removes data, shown in red.
        case destructive
        /// A plain action.
        case normal
    }
    /// The style.
    public let style: Style
    /// The title shown.
    public var title: String?
    /// The button's colour, typed as UIKit types it (`UIColor!`): red for the default and
    /// destructive styles, grey for `.normal`, until set; setting nil gives back the style's.
    public var backgroundColor: Color! {
        get { storedBackgroundColor ?? (style == .normal ? .gray : .red) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: Color?
    let handler: @MainActor (TableViewRowAction, IndexPath) -> Void

    /// A row action of `style` titled `title`.
    public init(style: Style, title: String?, handler: @escaping @MainActor (TableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
