#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's `UIScrollView`: `ScrollView`, the table's superclass.
    public typealias UIScrollView = ScrollView
    /// UIKit's `UITableView`: `TableView`.
    public typealias UITableView = TableView
    /// UIKit's `UITableViewCell`: `TableViewCell`.
    public typealias UITableViewCell = TableViewCell
    /// UIKit's `UITableViewHeaderFooterView`: `TableViewHeaderFooterView`.
    public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
    /// UIKit's `UINib`: `Nib`, a name only (nib files are not decoded headless).
    public typealias UINib = Nib
    /// UIKit's `UITableViewDataSource`: `TableViewDataSource`.
    public typealias UITableViewDataSource = TableViewDataSource
    /// UIKit's `UITableViewDelegate`: `TableViewDelegate`.
    public typealias UITableViewDelegate = TableViewDelegate
    /// UIKit's `UITableViewDataSourcePrefetching`:
    /// `TableViewDataSourcePrefetching`.
    public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
    /// UIKit's `UIScrollViewDelegate`: `ScrollViewDelegate`.
    public typealias UIScrollViewDelegate = ScrollViewDelegate
    /// UIKit's `UITableViewDiffableDataSource`: `TableViewDiffableDataSource`.
    public typealias UITableViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    // MARK: - Row actions and menus

    /// UIKit's `UIContextualAction`: `ContextualAction`.
    public typealias UIContextualAction = ContextualAction
    /// UIKit's `UISwipeActionsConfiguration`: `SwipeActionsConfiguration`.
    public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
    /// UIKit's `UITableViewRowAction`: `TableViewRowAction`.
    public typealias UITableViewRowAction = TableViewRowAction
    /// UIKit's `UIMenuElement`: `MenuElement`.
    public typealias UIMenuElement = MenuElement
    /// UIKit's `UIAction`: `Action`.
    public typealias UIAction = Action
    /// UIKit's `UIMenu`: `Menu`.
    public typealias UIMenu = Menu
    /// UIKit's `UIDeferredMenuElement`: `DeferredMenuElement`.
    public typealias UIDeferredMenuElement = DeferredMenuElement
    /// UIKit's `UIMenuController`: `MenuController`.
    public typealias UIMenuController = MenuController
    /// UIKit's `UIMenuItem`: `MenuItem`.
    public typealias UIMenuItem = MenuItem
    /// UIKit's `UIContextMenuConfiguration`: `ContextMenuConfiguration`.
    public typealias UIContextMenuConfiguration = ContextMenuConfiguration
    /// UIKit's `UIContextMenuInteractionAnimating`: `ContextMenuInteractionAnimating`.
    public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
#endif
