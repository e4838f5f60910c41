import Foundation
import VirtualTableView

extension NavigationBar {
    /// The item on top of the bar's stack, as UIKit's `topItem`: the top controller's
    /// ``ViewController/navigationItem`` for the bar of a ``NavigationController``; nil while
    /// its stack is empty, and for a bar no navigation controller owns (headless such a bar
    /// has no items).
    public var topItem: NavigationItem? { stackItems.last }

    /// The item under the top one, as UIKit's `backItem`: the one whose title the back button
    /// shows; nil with fewer than two controllers on the stack (at the root).
    public var backItem: NavigationItem? {
        let items = stackItems
        return items.count > 1 ? items[items.count - 2] : nil
    }

    /// The items of the owning controller's stack, root first.
    private var stackItems: [NavigationItem] {
        (itemsOwner as? NavigationController)?.viewControllers.map(\.navigationItem) ?? []
    }
}
