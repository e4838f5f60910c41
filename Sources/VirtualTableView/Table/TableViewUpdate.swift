import Foundation

/// How an inserted, deleted or reloaded row or section animates, as UIKit's
/// `UITableView.RowAnimation`. The headless table records it; the harness shows it.
public enum RowAnimation: Hashable, Sendable, CaseIterable {
    case fade, right, left, top, bottom, none, middle, automatic
}

/// One applied batch update, as the table recorded it, so tests and the harness can read
/// what changed and how it animated.
public struct TableViewUpdate: Hashable, Sendable {
    /// One call made inside the batch.
    public enum Operation: Hashable, Sendable {
        /// `insertRows(at:with:)`: index paths after the update.
        case insertRows([IndexPath], RowAnimation)
        /// `deleteRows(at:with:)`: index paths before the update.
        case deleteRows([IndexPath], RowAnimation)
        /// `reloadRows(at:with:)`: index paths before the update.
        case reloadRows([IndexPath], RowAnimation)
        /// `moveRow(at:to:)`: the source before the update, the destination after it.
        case moveRow(IndexPath, IndexPath)
        /// `insertSections(_:with:)`: sections after the update.
        case insertSections(IndexSet, RowAnimation)
        /// `deleteSections(_:with:)`: sections before the update.
        case deleteSections(IndexSet, RowAnimation)
        /// `reloadSections(_:with:)`: sections before the update.
        case reloadSections(IndexSet, RowAnimation)
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
