import Foundation
import VirtualTableView

/// A button in a navigation bar, as UIKit's `UIBarButtonItem`: a title, an image or a
/// system item, and what tapping it does (its ``primaryAction``, else its ``menu`` opens).
@preconcurrency @MainActor
open class BarButtonItem: NSObject {
    /// How the item draws, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// Bordered (deprecated in UIKit, drawn as plain).
        case bordered
        /// A button that confirms: bold.
        case done
    }

    /// The system's items, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", in bold: ends a task.
        case done
        /// "Cancel": abandons a task.
        case cancel
        /// "Edit": turns editing on.
        case edit
        /// "Save", in bold: saves a task's work.
        case save
        /// A plus sign: adds an item (read "Add").
        case add
        /// Blank space that takes the room left between items.
        case flexibleSpace
        /// Blank space of the item's width.
        case fixedSpace
        /// A pencil on paper: writes something new (read "Compose").
        case compose
        /// A curved arrow: replies (read "Reply").
        case reply
        /// A box with an arrow: shares (read "Share").
        case action
        /// A folder: moves an item (read "Organize").
        case organize
        /// An open book: shows bookmarks (read "Bookmarks").
        case bookmarks
        /// A magnifying glass: searches (read "Search").
        case search
        /// A circular arrow: reloads (read "Refresh").
        case refresh
        /// A cross: stops a load (read "Stop").
        case stop
        /// A camera: takes a picture (read "Camera").
        case camera
        /// A trash can: deletes (read "Delete").
        case trash
        /// A triangle: plays media (read "Play").
        case play
        /// Two bars: pauses media (read "Pause").
        case pause
        /// Two triangles pointing back: rewinds (read "Rewind").
        case rewind
        /// Two triangles pointing forward: skips ahead (read "Fast Forward").
        case fastForward
        /// "Undo": undoes the last change.
        case undo
        /// "Redo": redoes the change undone last.
        case redo
        /// A curled page corner (read "Page Curl").
        case pageCurl
        /// A cross in a circle: closes the screen (read "Close").
        case close

        /// The title UIKit shows for items drawn as text ("Done", "Cancel"…); nil for those drawn as an image.
        public var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// What VoiceOver reads for the item, as UIKit labels it ("Add" for `.add`).
        public var accessibilityLabel: String? {
            switch self {
            case .add: return "Add"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .close: return "Close"
            case .pageCurl: return "Page Curl"
            case .flexibleSpace, .fixedSpace: return nil
            default: return title
            }
        }

        /// How the text render draws an image item.
        var glyph: String {
            switch self {
            case .add: return "+"
            case .close: return "✕"
            case .trash: return "🗑"
            case .search: return "⌕"
            case .refresh: return "↻"
            case .action: return "⇪"
            case .compose: return "✎"
            default: return title ?? accessibilityLabel ?? ""
            }
        }
    }

    /// The title shown; for a system item, its title ("Done").
    public var title: String?
    /// The image shown when there is no title.
    public var image: Image?
    /// How the item draws.
    public var style: Style
    /// Whether tapping it does something; a disabled item is drawn dimmed.
    public var isEnabled = true
    /// Whether the item is hidden, as UIKit's `isHidden` (iOS 16): a hidden item takes no
    /// room in its bar, is not drawn, and the harness cannot tap it. False by default.
    public var isHidden = false
    /// Whether the item sits apart from the glass background it would share with its
    /// neighbours, as UIKit's `hidesSharedBackground` (iOS 26); false by default. Recorded.
    public var hidesSharedBackground = false
    /// What tapping the item does.
    public var primaryAction: Action?
    /// The menu a tap opens when the item has no primary action (a long press otherwise).
    public var menu: Menu?
    /// What VoiceOver reads; a system item's label by default.
    public var accessibilityLabel: String?
    /// A string that identifies the item to tests, as UIKit's `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The view shown instead of a title or image, as UIKit's `customView`; a tap on it is
    /// the view's own (a button's actions), not the item's.
    public var customView: View?
    /// The colour of the item's title and image; nil (the default) is the bar's. Recorded.
    public var tintColor: Color?
    /// An integer the app can use to tell items apart.
    public var tag = 0
    /// The width of a fixed space item.
    public var width: CGFloat = 0
    /// The system item the item was made as, if any.
    public let systemItem: SystemItem?
    /// The object ``action`` is sent to on a tap, as UIKit's `target`; held weakly.
    public weak var target: AnyObject?
    /// What a tap sends to ``target`` when the item has no ``primaryAction``, as UIKit's
    /// `action`. Off Apple platforms there is no Objective-C runtime to send it: the tap
    /// records `TargetActionError` (the harness fails the test); ``primaryAction`` runs
    /// everywhere.
    public var action: Selector?

    /// An empty plain item.
    public override init() {
        style = .plain
        systemItem = nil
    }

    /// An item with a title, an image, an action and a menu, as UIKit's
    /// `init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
        style = .plain
        systemItem = nil
    }

    /// A titled item of `style` with no action yet; UIKit's `init(title:style:target:action:)`
    /// without the selector, which needs the Objective-C runtime: give it ``primaryAction``.
    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
        systemItem = nil
    }

    /// An image item of `style` with no action yet, as `init(image:style:target:action:)`
    /// without the selector.
    public init(image: Image?, style: Style) {
        self.image = image
        self.style = style
        systemItem = nil
    }

    /// A titled item that sends `action` to `target` on a tap, as UIKit's
    /// `init(title:style:target:action:)`; see ``action`` for where it can be sent.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An image item that sends `action` to `target` on a tap, as UIKit's
    /// `init(image:style:target:action:)`.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system item that sends `action` to `target` on a tap, as UIKit's
    /// `init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item that shows `customView`, as UIKit's `init(customView:)`.
    public init(customView: View) {
        self.customView = customView
        style = .plain
        systemItem = nil
    }

    /// A system item, as UIKit's `init(systemItem:primaryAction:menu:)`; `.done` is drawn bold.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        accessibilityLabel = systemItem.accessibilityLabel
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item, as UIKit's `init(barButtonSystemItem:primaryAction:menu:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(systemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// A flexible space, as UIKit's `flexibleSpace()`.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide, as UIKit's `fixedSpace(_:)`.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// What the item shows: its title, else its system item's glyph or its image's name.
    package var displayText: String {
        if let title, !title.isEmpty { return title }
        if let systemItem { return systemItem.glyph }
        return image?.name ?? accessibilityLabel ?? "?"
    }

    /// Whether a tap does something: the item has a primary action or an action to send.
    package var hasTapAction: Bool { primaryAction != nil || action != nil }

    /// Does what a tap does: runs the primary action, else sends ``action`` to ``target``;
    /// nothing when disabled. Returns the error to record when the action cannot be sent.
    package func performTap() -> TargetActionError? {
        guard isEnabled else { return nil }
        if let primaryAction {
            primaryAction.handler(primaryAction)
            return nil
        }
        guard let action else { return nil }
        return TargetAction(target: target, action: action).send(from: self)
    }
}
