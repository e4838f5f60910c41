import Foundation
import HeadlessViews

extension TableView {
    /// The names of the actions of the open context menu, depth-first (a submenu's actions
    /// where the submenu is); empty when none is open. An action directly in the menu, or in
    /// an inline submenu (`.displayInline`), is named by its title; one in a submenu that
    /// shows as an item by the submenus' titles and its own, joined by `" > "`
    /// (`"Share > Mail"`), so the list shows the nesting. O(elements).
    public var visibleContextMenuActions: [String] {
        contextMenuActionPaths.map { $0.joined(separator: Menu.pathSeparator) }
    }

    /// The paths of the actions of the open context menu (the titles of the submenus each is
    /// under, then its own), in the order of ``visibleContextMenuActions``.
    package var contextMenuActionPaths: [[String]] {
        contextMenu?.menu.reachableActions.map(\.path) ?? []
    }

    /// The row whose context menu is open, if any.
    public var contextMenuRow: IndexPath? { contextMenu?.indexPath }

    /// A long press on a row, as a finger makes it: asks the delegate's
    /// `contextMenuConfigurationForRowAt` (at the row's centre), builds the menu with its
    /// action provider and, when there is one, sends `willDisplayContextMenu` (UIKit's form,
    /// with an animator whose blocks run as it returns) and returns the actions' names, as
    /// ``visibleContextMenuActions``. Nil
    /// configuration or menu opens nothing and returns an empty list.
    /// A menu already open closes first.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`)
    ///   for a row that does not exist.
    @discardableResult
    public func openContextMenu(forRowAt indexPath: IndexPath) throws -> [String] {
        try layoutTable()
        try validateRow(indexPath)
        dismissContextMenu()
        let rect = rowFrame(indexPath)
        let point = CGPoint(x: rect.midX, y: rect.midY)
        guard let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point),
            let menu = configuration.actionProvider?([])
        else { return [] }
        contextMenu = (indexPath, configuration, menu)
        let animator = ContextMenuAnimator()
        delegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.finish()
        return visibleContextMenuActions
    }

    /// Chooses the action at `index` of ``visibleContextMenuActions`` (an action in a
    /// submenu too: choosing it opens the submenus on the way): the menu closes
    /// (`willEndContextMenuInteraction`), then the action's handler runs, as UIKit. A
    /// disabled action does nothing and the menu stays open.
    /// - Throws: `TableViewError.noContextMenuOpen`, or `.contextMenuActionOutOfRange` for an
    ///   index the menu does not have.
    public func chooseContextMenuAction(at index: Int) throws {
        guard let open = contextMenu else { throw TableViewError.noContextMenuOpen }
        let actions = open.menu.reachableActions.map(\.action)
        guard index >= 0 && index < actions.count else {
            throw TableViewError.contextMenuActionOutOfRange(index: index, actionCount: actions.count)
        }
        let action = actions[index]
        guard !action.attributes.contains(.disabled) else { return }
        dismissContextMenu()
        // The same action may have run from a control before: from a menu its sender is nil.
        action.sender = nil
        action.handler(action)
    }

    /// Closes the open context menu without choosing (a tap outside it):
    /// `willEndContextMenuInteraction` (UIKit's form, with an animator whose blocks run as it
    /// returns). Nothing happens when none is open.
    public func dismissContextMenu() {
        guard let open = contextMenu else { return }
        contextMenu = nil
        let animator = ContextMenuAnimator()
        delegate?.tableView(self, willEndContextMenuInteraction: open.configuration, animator: animator)
        animator.finish()
    }
}
