import Foundation

extension TableView {
    /// The titles of the actions of the open context menu, top first; empty when none is open.
    public var visibleContextMenuActions: [String] {
        contextMenu?.menu.children.map(\.title) ?? []
    }

    /// The row whose context menu is open, if any.
    public var contextMenuRow: IndexPath? { contextMenu?.indexPath }

    /// A long press on a row, as a finger makes it: asks the delegate's
    /// `contextMenuConfigurationForRowAt` (at the row's centre), builds the menu with its
    /// action provider and, when there is one, sends `willDisplayContextMenu` (UIKit's form,
    /// with an animator whose blocks run as it returns) and returns the action titles. Nil
    /// configuration or menu opens nothing and returns an empty list.
    /// A menu already open closes first.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`)
    ///   for a row that does not exist.
    @discardableResult
    public func openContextMenu(forRowAt indexPath: IndexPath) throws -> [String] {
        try layoutTable()
        try validateRow(indexPath)
        dismissContextMenu()
        let rect = CGRect(x: 0, y: layout.rowTop(indexPath), width: bounds.width, height: layout.rowHeight(at: indexPath))
        let point = CGPoint(x: rect.midX, y: rect.midY)
        guard let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point),
            let menu = configuration.actionProvider?([])
        else { return [] }
        contextMenu = (indexPath, configuration, menu)
        let animator = ContextMenuAnimator()
        delegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.finish()
        return menu.children.map(\.title)
    }

    /// Chooses the action at `index` of the open menu: the menu closes
    /// (`willEndContextMenuInteraction`), then the action's handler runs, as UIKit. A
    /// disabled action does nothing and the menu stays open.
    /// - Throws: `TableViewError.noContextMenuOpen`, or `.contextMenuActionOutOfRange` for an
    ///   index the menu does not have.
    public func chooseContextMenuAction(at index: Int) throws {
        guard let open = contextMenu else { throw TableViewError.noContextMenuOpen }
        let actions = open.menu.children
        guard index >= 0 && index < actions.count else {
            throw TableViewError.contextMenuActionOutOfRange(index: index, actionCount: actions.count)
        }
        let action = actions[index]
        guard !action.attributes.contains(.disabled) else { return }
        dismissContextMenu()
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
