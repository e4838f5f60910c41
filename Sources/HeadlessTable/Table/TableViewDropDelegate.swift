import Foundation
import HeadlessViews

/// What takes drops on a table, as UIKit's `UITableViewDropDelegate`: only
/// `tableView(_:performDropWith:)` is required; the others have defaults.
@preconcurrency @MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Takes the dropped items into the model and the table; the coordinator says what and
    /// where (see ``TableViewDropCoordinator``).
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table takes the session's items at all; true by default.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// The drag entered the table.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// How a drop at `destinationIndexPath` would be handled; by default a copy with no intent
    /// (the drop goes ahead; UIKit documents no default).
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
    /// The drop ended, performed or not.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
}

extension TableViewDropDelegate {
    /// Default implementation: true.
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    /// Default implementation: a copy, with no intent.
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        TableViewDropProposal(operation: .copy)
    }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
}
