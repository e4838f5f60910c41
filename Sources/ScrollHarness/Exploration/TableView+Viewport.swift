import Foundation
import TableLiaison

extension TableView {
    /// The rows whose frames meet the visible rectangle inset by `tolerance` points at its
    /// top and bottom, in order: with 0, the rows the table must show. A row of zero height
    /// counts when it sits at or below the (inset) top and above its bottom. The invariant
    /// the explorer's visible-rows check and the package's own fuzzer compare
    /// `indexPathsForVisibleRows` with; a positive tolerance leaves out rows that only graze
    /// the viewport, a negative one takes in rows that nearly do.
    /// - Complexity: O(rows × log rows).
    /// - Throws: what `rectForRow(at:)` throws (nothing for the rows the table has).
    package func rowsMeetingViewport(tolerance: CGFloat = 0) throws -> [IndexPath] {
        let visible = visibleRect
        let top = visible.minY + tolerance
        let bottom = visible.maxY - tolerance
        var rows: [IndexPath] = []
        for section in 0..<numberOfSections {
            let rowCount = numberOfRows(inSection: section)
            // The section's frames at once when the table is laid out (they are what
            // `rectForRow(at:)` gives then); else row by row, laying out as it does.
            let frames = laidOutRowFrames(inSection: section).flatMap { $0.count == rowCount ? $0 : nil }
            for row in 0..<rowCount {
                let indexPath = IndexPath(row: row, section: section)
                let rect = frames?[row] ?? rectForRow(at: indexPath)
                let meets = rect.minY < bottom && (rect.maxY > top || (rect.height == 0 && rect.minY >= top))
                if meets { rows.append(indexPath) }
            }
        }
        return rows
    }
}
