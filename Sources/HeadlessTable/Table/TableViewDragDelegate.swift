import Foundation
import HeadlessViews

/// What starts a drag on a table's rows, as UIKit's `UITableViewDragDelegate`: only
/// `tableView(_:itemsForBeginning:at:)` is required; the others have UIKit's defaults.
@preconcurrency @MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag of the row at `indexPath` carries; empty: no drag starts.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The items a tap on the row at `indexPath` adds to a drag in progress; none by default.
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem]
    /// The drag is about to begin (it has items).
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// The drag ended, dropped or not.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
    /// Whether a drop may move the items; true by default.
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
}

extension TableViewDragDelegate {
    /// Default implementation: no items.
    public func tableView(
        _ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] { [] }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
    /// Default implementation: true.
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
}
