import Foundation
import HeadlessViews

// What the animation timeline and the harness ask of the table about the views it holds.
extension TableView: ReusePoolHolding {
    /// The index path of `cell` when it is on screen, without laying the table out (the
    /// scroll harness names the row of an animation while the table may be in its layout).
    package func displayedIndexPath(of cell: TableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// Whether `view` is a cell, header or footer waiting in one of the table's reuse pools.
    package func holdsInReusePool(_ view: View) -> Bool {
        if let cell = view as? TableViewCell { return isInReusePool(cell) }
        guard let headerFooter = view as? TableViewHeaderFooterView else { return false }
        return headerFooterPool.values.contains { pool in pool.contains { $0 === headerFooter } }
    }
}
