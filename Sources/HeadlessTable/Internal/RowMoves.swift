import Foundation
import HeadlessViews

/// One side of the row moves of a section: each moved row with the index path on the other
/// side of its move, in ascending order of row once `sort()` has run. Looked up by binary
/// search: a batch from a diff moves thousands of rows, and sorted arrays cost no hashing
/// and no growing hash table.
struct RowMoves {
    /// The moved rows, ascending after `sort()`.
    private(set) var rows: [Int] = []
    /// For each of `rows`, the index path on the other side of the move.
    private(set) var counterparts: [IndexPath] = []

    var isEmpty: Bool { rows.isEmpty }

    /// Adds a move of `row`; the rows of one batch are unique (the batch is validated first).
    mutating func append(_ row: Int, _ counterpart: IndexPath) {
        rows.append(row)
        counterparts.append(counterpart)
    }

    /// Puts the moves in ascending order of row. O(k) when they already are, as a diff's
    /// moves in are; O(k log k) otherwise.
    mutating func sort() {
        guard rows.indices.dropFirst().contains(where: { rows[$0 - 1] > rows[$0] }) else { return }
        let order = rows.indices.sorted { rows[$0] < rows[$1] }
        rows = order.map { rows[$0] }
        counterparts = order.map { counterparts[$0] }
    }

    /// The position of `row` in `rows`, nil when it did not move. O(log k); needs `sort()`.
    func position(of row: Int) -> Int? { rows.sortedIndex(of: row) }

    /// The index path on the other side of `row`'s move, nil when it did not move.
    /// O(log k); needs `sort()`.
    subscript(_ row: Int) -> IndexPath? {
        position(of: row).map { counterparts[$0] }
    }
}
