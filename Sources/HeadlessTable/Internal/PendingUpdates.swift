import Foundation
import HeadlessViews

/// The operations gathered between `beginUpdates()` and `endUpdates()`.
struct PendingUpdates {
    var operations: [TableViewUpdate.Operation] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool { operations.isEmpty }

    /// The first index path that does not hold exactly a section and a row, nil when all do.
    /// O(k) for k row operations.
    var firstMalformedIndexPath: IndexPath? {
        for list in [insertedRows, deletedRows, reloadedRows] {
            if let bad = list.first(where: { $0.count != 2 }) { return bad }
        }
        for move in movedRows {
            if move.from.count != 2 { return move.from }
            if move.to.count != 2 { return move.to }
        }
        return nil
    }
}
