import Foundation
import HeadlessViews

extension TableView {
    /// The system's edit-menu actions a table offers a row, as UIKit's table asks its delegate
    /// about them: cut, copy and paste.
    public static let standardEditMenuActions: [Selector] = [Selector("cut:"), Selector("copy:"), Selector("paste:")]

    /// A long press on a row where the delegate gives no context menu, as a finger makes it
    /// (UIKit's older edit menu): asks the delegate's `shouldShowMenuForRowAt`; when true, the
    /// actions offered are those of ``standardEditMenuActions`` and of
    /// `MenuController.shared.menuItems` that the row's cell answers true for in
    /// `canPerformAction(_:withSender:)` (a cell asks the delegate's `canPerformAction`; a row
    /// not displayed asks the delegate itself), with the menu controller as sender. When any
    /// is offered, `MenuController.shared` shows over the row (its cell, or the table at the
    /// row's rectangle). Returns the actions offered, empty when the menu does not show.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`)
    ///   for a row that does not exist.
    @discardableResult
    public func openEditMenu(forRowAt indexPath: IndexPath) throws -> [Selector] {
        try layoutTable()
        try validateRow(indexPath)
        let menu = MenuController.shared
        menu.hideMenu()
        guard delegate?.tableView(self, shouldShowMenuForRowAt: indexPath) == true else { return [] }
        let cell = cellForRow(at: indexPath)
        let candidates = Self.standardEditMenuActions + (menu.menuItems ?? []).map(\.action)
        let offered = candidates.filter { action in
            if let cell { return cell.canPerformAction(action, withSender: menu) }
            return delegate?.tableView(self, canPerformAction: action, forRowAt: indexPath, withSender: menu) ?? false
        }
        guard !offered.isEmpty else { return [] }
        if let cell {
            menu.showMenu(from: cell, rect: cell.bounds)
        } else {
            menu.showMenu(from: self, rect: rectForRow(at: indexPath))
        }
        menu.offeredActions = offered
        return offered
    }

    /// Chooses `action` in the edit menu open on one of the table's rows: the menu hides, then
    /// the delegate's `tableView(_:performAction:forRowAt:withSender:)` is told, with the menu
    /// controller as sender. An app's own item (from `MenuController.shared.menuItems`) goes
    /// there too: UIKit sends it up the responder chain from the cell, which needs the
    /// Objective-C runtime.
    /// - Throws: `TableViewError.noEditMenuOpen` when no edit menu of this table's rows shows,
    ///   `.editMenuActionNotOffered` for an action the menu does not offer.
    public func chooseEditMenuAction(_ action: Selector) throws {
        let menu = MenuController.shared
        guard menu.isMenuVisible, let indexPath = editMenuRow(of: menu) else { throw TableViewError.noEditMenuOpen }
        let offered = menu.offeredActions
        guard offered.contains(action) else {
            throw TableViewError.editMenuActionNotOffered(action: action.description, offered: offered.map(\.description))
        }
        menu.hideMenu()
        delegate?.tableView(self, performAction: action, forRowAt: indexPath, withSender: menu)
    }

    /// The row of this table the menu shows over: its target is one of the table's displayed
    /// cells, or the table itself at a row's rectangle.
    private func editMenuRow(of menu: MenuController) -> IndexPath? {
        if let cell = menu.targetView as? TableViewCell { return indexPath(for: cell) }
        guard menu.targetView === self else { return nil }
        return indexPathForRow(at: CGPoint(x: menu.targetRect.midX, y: menu.targetRect.midY))
    }
}
