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
        case insertRows([IndexPath], RowAnimation)
        case deleteRows([IndexPath], RowAnimation)
        case reloadRows([IndexPath], RowAnimation)
        case moveRow(IndexPath, IndexPath)
        case insertSections(IndexSet, RowAnimation)
        case deleteSections(IndexSet, RowAnimation)
        case reloadSections(IndexSet, RowAnimation)
        case moveSection(Int, Int)
        case reconfigureRows([IndexPath])
    }

    /// The calls, in the order they were made.
    public var operations: [Operation]

    /// An update of `operations`.
    public init(operations: [Operation]) {
        self.operations = operations
    }
}
