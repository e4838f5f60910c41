import Foundation

/// One applied batch update, as the table recorded it, so tests and the harness can read
/// what changed and how it animated.
public struct TableViewUpdate: Hashable, Sendable {
    /// One call made inside the batch.
    public enum Operation: Hashable, Sendable {
        case insertRows([IndexPath], TableView.RowAnimation)
        case deleteRows([IndexPath], TableView.RowAnimation)
        case reloadRows([IndexPath], TableView.RowAnimation)
        case moveRow(IndexPath, IndexPath)
        case insertSections(IndexSet, TableView.RowAnimation)
        case deleteSections(IndexSet, TableView.RowAnimation)
        case reloadSections(IndexSet, TableView.RowAnimation)
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
