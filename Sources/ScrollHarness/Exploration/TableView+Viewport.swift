import Foundation
import TableLiaison

extension TableView {
    /// The rows whose frames meet the visible rectangle, in order: those the table must
    /// show. A row of zero height counts when it sits at or below the viewport's top and
    /// above its bottom. The invariant the explorer's visible-rows check and the package's
    /// own fuzzer compare `indexPathsForVisibleRows` with.
    /// - Complexity: O(rows).
    /// - Throws: what `rectForRow(at:)` throws (nothing for the rows the table has).
    package func rowsMeetingViewport() throws -> [IndexPath] {
        let viewport = visibleRect
        var rows: [IndexPath] = []
        for section in 0..<numberOfSections {
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let rect = try rectForRow(at: indexPath)
                let meets =
                    rect.minY < viewport.maxY
                    && (rect.maxY > viewport.minY || (rect.height == 0 && rect.minY >= viewport.minY))
                if meets { rows.append(indexPath) }
            }
        }
        return rows
    }
}
