import Foundation
import VirtualTableView

/// What the navigation bar shows for a controller on top of the stack, as UIKit's
/// `UINavigationItem`.
@preconcurrency @MainActor
open class NavigationItem: NSObject {
    /// The title in the middle of the bar; the controller's title sets it.
    public var title: String?
    /// A line above the title; nil by default.
    public var prompt: String?
    /// The title of the back button the next controller shows; nil uses ``backBarButtonItem``
    /// or ``title``.
    public var backButtonTitle: String?
    /// The back button the next controller shows (its title is used).
    public var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false
    /// Whether the leading items follow the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false
    /// The leading bar buttons, leading first.
    public var leftBarButtonItems: [BarButtonItem]?
    /// The trailing bar buttons, trailing first (as UIKit orders them).
    public var rightBarButtonItems: [BarButtonItem]?
    /// The search controller whose search bar the bar shows.
    public var searchController: SearchController?
    /// Whether the search bar hides when the content scrolls; true by default.
    public var hidesSearchBarWhenScrolling = true
    /// How the large title shows, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// A view shown in place of the title, as UIKit's `titleView`; the render draws
    /// ``title`` still (a label's text is what tests read), so it is recorded.
    public var titleView: View?
    /// How the back button this item shows for the next controller reads, as UIKit's
    /// `backButtonDisplayMode`; recorded.
    public var backButtonDisplayMode = BackButtonDisplayMode.default
    /// The bar's appearance while this item is on top; nil uses the bar's.
    public var standardAppearance: NavigationBarAppearance?
    /// The bar's appearance at the scroll edge while this item is on top; nil uses the bar's.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// The bar's appearance in a compact height while this item is on top; nil uses the bar's.
    public var compactAppearance: NavigationBarAppearance?

    /// How a back button shows its title, as UIKit's
    /// `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title, shortened to "Back" where the bar has no room.
        case `default`
        /// "Back" or nothing, never a long title.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// When the bar shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic
        /// Always large.
        case always
        /// Never large.
        case never
    }

    /// An item with no title.
    public override init() {}

    /// An item titled `title`.
    public init(title: String) { self.title = title }

    /// The first leading bar button.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing bar button.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading bar buttons.
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing bar buttons.
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first leading bar button.
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first trailing bar button.
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
