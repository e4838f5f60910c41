#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's `UIScrollView`: ``VirtualTableView/ScrollView``, the table's superclass.
    public typealias UIScrollView = ScrollView
    /// UIKit's `UITableView`: ``VirtualTableView/TableView``.
    public typealias UITableView = TableView
    /// UIKit's `UITableViewCell`: ``VirtualTableView/TableViewCell``.
    public typealias UITableViewCell = TableViewCell
    /// UIKit's `UITableViewHeaderFooterView`: ``VirtualTableView/TableViewHeaderFooterView``.
    public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
    /// UIKit's `UITableViewDataSource`: ``VirtualTableView/TableViewDataSource``.
    public typealias UITableViewDataSource = TableViewDataSource
    /// UIKit's `UITableViewDelegate`: ``VirtualTableView/TableViewDelegate``.
    public typealias UITableViewDelegate = TableViewDelegate
    /// UIKit's `UITableViewDataSourcePrefetching`:
    /// ``VirtualTableView/TableViewDataSourcePrefetching``.
    public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
    /// UIKit's `UIScrollViewDelegate`: ``VirtualTableView/ScrollViewDelegate``.
    public typealias UIScrollViewDelegate = ScrollViewDelegate
    /// UIKit's `UITableViewDiffableDataSource`: ``VirtualTableView/TableViewDiffableDataSource``.
    public typealias UITableViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    // MARK: - Row actions and menus

    /// UIKit's `UIContextualAction`: ``VirtualTableView/ContextualAction``.
    public typealias UIContextualAction = ContextualAction
    /// UIKit's `UISwipeActionsConfiguration`: ``VirtualTableView/SwipeActionsConfiguration``.
    public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
    /// UIKit's `UITableViewRowAction`: ``VirtualTableView/TableViewRowAction``.
    public typealias UITableViewRowAction = TableViewRowAction
    /// UIKit's `UIAction`: ``VirtualTableView/Action``.
    public typealias UIAction = Action
    /// UIKit's `UIMenu`: ``VirtualTableView/Menu``.
    public typealias UIMenu = Menu
    /// UIKit's `UIContextMenuConfiguration`: ``VirtualTableView/ContextMenuConfiguration``.
    public typealias UIContextMenuConfiguration = ContextMenuConfiguration
#endif
