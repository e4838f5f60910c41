import Foundation

extension Button {
    /// The names of the actions of ``visibleMenu``, depth-first, named as
    /// `TableView.visibleContextMenuActions` names a context menu's: an action directly in
    /// the menu or in an inline submenu by its title, one in a submenu that shows as an item
    /// by the submenus' titles and its own, joined by `" > "`. Empty when no menu shows.
    /// O(elements).
    public var visibleMenuActions: [String] {
        visibleMenu?.reachableActions.map { $0.path.joined(separator: Menu.pathSeparator) } ?? []
    }

    /// Chooses an action of ``visibleMenu``, as a finger does: `name` is a full name as
    /// ``visibleMenuActions`` lists it, else an action's own title (the first such,
    /// depth-first). The menu closes, then the action's handler runs with `sender` set to the
    /// button, as UIKit's. Returns false, leaving everything as it was, when no menu shows,
    /// it has no such action, or the action is disabled.
    public func chooseMenuAction(_ name: String) -> Bool {
        let reachable = visibleMenu?.reachableActions ?? []
        let found =
            reachable.first { $0.path.joined(separator: Menu.pathSeparator) == name }
            ?? reachable.first { $0.path.last == name }
        guard let action = found?.action, !action.attributes.contains(.disabled) else { return false }
        visibleMenu = nil
        action.sender = self
        action.handler(action)
        return true
    }

    /// Closes ``visibleMenu`` without choosing (a tap outside it). Nothing happens when none
    /// shows.
    public func dismissMenu() {
        visibleMenu = nil
    }
}
