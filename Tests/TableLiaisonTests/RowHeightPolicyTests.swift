import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// A row's fixed height follows the table's numeric policy when it is set, not later.
@MainActor
struct RowHeightPolicyTests {
    @Test func aFixedHeightThatIsNaNOrNegativeSetsNoneAndAnInfiniteOneIsTheMaximum() throws {
        let rows = [CGFloat.nan, -5, TableView.automaticDimension, .infinity, 2e9, 0, 30].map { height in
            let row = textRow("x", height: nil)
            row.set(height: .height, height)
            return row
        }
        let liaison = Liaison(sections: [Section(rows: rows)])
        let table = try makeTable(liaison, height: 100)
        // The first three self-size (one line of text: 17 + 22 = 39 points once the
        // pixel grid rounds it); infinity and 2e9 are the maximum; 0 and 30 stay.
        let heights = (0..<7).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        let measured = heights[0]
        #expect(measured > 0 && measured < 100)
        expectEqual(heights, [measured, measured, measured, TableView.maximumDimension, TableView.maximumDimension, 0, 30])
        #expect(table.contentSize.height.isFinite)
        let answered = (0..<3).map { liaison.tableView(table, heightForRowAt: IndexPath(row: $0, section: 0)) }
        #expect(answered.allSatisfy { $0 < 0 }, "no height: the liaison answers automatic, \(answered)")
        // Stored clamped: what the liaison answers is already finite (it once answered
        // infinity and left the clamping to the table).
        expectEqual(liaison.tableView(table, heightForRowAt: IndexPath(row: 3, section: 0)), TableView.maximumDimension)
    }

    /// A first row whose estimate closure answers `unspecifiedDimension` once made the table
    /// decide that no row has its own estimate, so fixed rows after it counted as 44 points
    /// until displayed.
    @Test func aFirstRowEstimatingUnspecifiedDoesNotHideTheOthersEstimates() throws {
        let first = textRow("first", height: nil)
        first.set(height: .estimatedHeight) { _ in TableView.unspecifiedDimension }
        let tall = (0..<30).map { _ in textRow("tall", height: 100) }
        let liaison = Liaison(sections: [Section(rows: [first] + tall)])
        let table = try makeTable(liaison, height: 200)
        #expect(liaison.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0)) >= 0)
        let last = table.rectForRow(at: IndexPath(row: 30, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 30, section: 0)), false)
        expectEqual(last.height, 100)
    }
}
