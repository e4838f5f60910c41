import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Rows of zero height are displayed where they lie inside the visible area, edges included.
@MainActor
struct ZeroHeightEdgeTests {
    /// Found by the liaison fuzzer: a zero-height row ending its section exactly at the top
    /// of the visible area was not displayed, because the section ends there and was not
    /// read.
    @Test func aZeroHeightRowEndingASectionAtTheTopEdgeIsDisplayed() throws {
        let source = RecordingDataSource(sections: [["a", "zero"], (0..<20).map { "r\($0)" }])
        source.height = { $0 == IndexPath(row: 1, section: 0) ? 0 : 44 }
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
        let visible = table.indexPathsForVisibleRows ?? []
        expectEqual(visible.first, IndexPath(row: 1, section: 0))
        #expect(!visible.contains(IndexPath(row: 0, section: 0)))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
    }
}
