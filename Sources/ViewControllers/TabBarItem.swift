import Foundation
import VirtualTableView

/// The item that stands for a controller in a tab bar, as UIKit's `UITabBarItem`; recorded:
/// there is no tab bar controller headless.
@preconcurrency @MainActor
open class TabBarItem: NSObject {
    /// The system's items, as UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// More.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }

    /// The title under the image.
    open var title: String?
    /// The image.
    open var image: Image?
    /// The image while the tab is selected.
    open var selectedImage: Image?
    /// A number tag the app reads back.
    open var tag: Int
    /// The badge's text; nil shows none.
    open var badgeValue: String?
    /// The badge's colour; nil is UIKit's red.
    open var badgeColor: Color?
    /// Whether the item can be chosen; true by default.
    open var isEnabled = true
    /// The system item the item was made from, if any.
    public let systemItem: SystemItem?
    /// A string that identifies the item to tests.
    open var accessibilityIdentifier: String?

    /// An item titled `title` showing `image`, as UIKit's `init(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        self.systemItem = nil
        super.init()
    }

    /// An item with images for both states, as UIKit's `init(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.tag = 0
        self.systemItem = nil
        super.init()
    }

    /// A system item, as UIKit's `init(tabBarSystemItem:tag:)`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
        super.init()
    }
}
