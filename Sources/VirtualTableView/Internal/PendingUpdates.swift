import Foundation

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
}
