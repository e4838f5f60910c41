import Foundation
import HeadlessViews

/// One applied batch update, as the table recorded it, so tests and the harness can read
/// what changed and how it animated.
public struct TableViewUpdate: Hashable, Sendable {
    /// One call made inside the batch.
    public enum Operation: Hashable, Sendable {
        /// `insertRows(at:with:)`: index paths after the update.
        case insertRows([IndexPath], TableView.RowAnimation)
        /// `deleteRows(at:with:)`: index paths before the update.
        case deleteRows([IndexPath], TableView.RowAnimation)
        /// `reloadRows(at:with:)`: index paths before the update.
        case reloadRows([IndexPath], TableView.RowAnimation)
        /// `moveRow(at:to:)`: the source before the update, the destination after it.
        case moveRow(IndexPath, IndexPath)
        /// `insertSections(_:with:)`: sections after the update.
        case insertSections(IndexSet, TableView.RowAnimation)
        /// `deleteSections(_:with:)`: sections before the update.
        case deleteSections(IndexSet, TableView.RowAnimation)
        /// `reloadSections(_:with:)`: sections before the update.
        case reloadSections(IndexSet, TableView.RowAnimation)
        /// `moveSection(_:toSection:)`: the source before the update, the destination after it.
        case moveSection(Int, Int)
        /// `reconfigureRows(at:)`: index paths after the update.
        case reconfigureRows([IndexPath])
    }

    /// The calls, in the order they were made.
    public var operations: [Operation]

    /// An update of `operations`.
    public init(operations: [Operation]) {
        self.operations = operations
    }
}
