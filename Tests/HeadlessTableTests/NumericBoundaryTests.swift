import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Numbers far outside the content never reach an unchecked conversion to `Int`.
struct NumericBoundaryTests {
    @Test func aRowLookupFarPastAUniformChunkIsItsLastRowAndDoesNotTrap() async {
        // Once a trap: (offset / height) converted to `Int` unchecked.
        await #expect(processExitsWith: .success) {
            let index = HeightIndex(count: 100, height: 44, exact: false)
            guard index.row(containing: 1e300) == 99, index.row(containing: .infinity) == 99,
                index.row(containing: .nan) != nil, index.row(containing: -1e300) == 0
            else { exit(1) }
        }
    }

    @Test @MainActor func aOneIndexIndexPathInABatchIsRefusedAndChangesNothing() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = CountingSource(rows: 10)
        table.dataSource = source
        table.layoutIfNeeded()
        let before = table.indexPathsForVisibleRows
        #expect(throws: TableViewError.malformedIndexPath(IndexPath(index: 3))) {
            try table.checking { _ in
                table.performBatchUpdates {
                    table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(index: 3)], with: .none)
                }
            }
        }
        expectEqual(table.numberOfRows(inSection: 0), 10)
        expectEqual(table.indexPathsForVisibleRows, before)
    }

    @Test @MainActor func heightsThatAreNotFiniteOrNegativeFollowThePolicy() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = CountingSource(rows: 4)
        source.heights = [.nan, -7, 30, .infinity]
        source.measured = .nan
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // NaN and -7 self-size (the cell measures NaN: 0, and the default separator adds its
        // pixel); 30 stays; infinity is the maximum.
        expectEqual(table.contentSize.height, TableView.maximumDimension + 30 + 2 * TextMetrics.pixel)
        #expect(table.contentSize.height.isFinite)
        table.rowHeight = .infinity
        expectEqual(table.rowHeight, TableView.maximumDimension)
        table.estimatedRowHeight = .nan
        expectEqual(table.estimatedRowHeight, TableView.automaticDimension)
        table.sectionHeaderHeight = -5
        expectEqual(table.sectionHeaderHeight, TableView.automaticDimension)
    }
}

/// Bounds that keep the table's work finite however the numbers are chosen.
@MainActor
struct WorkBoundTests {
    /// A plain table of `rows` rows, its data source and delegate one `CountingSource`
    /// (held weakly by the table: the test keeps it).
    private func table(
        rows: Int, heights: [CGFloat] = [], rowHeight: CGFloat = TableView.automaticDimension
    )
        -> (TableView, CountingSource)
    {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let source = CountingSource(rows: rows)
        source.heights = heights
        table.rowHeight = rowHeight
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    /// UIKit displays zero-height rows in the visible area like any other; 100,000 of them
    /// there would make 100,000 cells. The table displays the first
    /// `maximumDisplayedRowCount` and no more.
    @Test func aHundredThousandZeroHeightRowsOnScreenMakeAtMostTheBoundOfCells() throws {
        let (table, source) = table(rows: 100_000, heights: Array(repeating: 0, count: 100_000))
        try table.layoutIfNeededOrThrow()
        expectEqual(table.indexPathsForVisibleRows?.count, TableView.maximumDisplayedRowCount)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: TableView.maximumDisplayedRowCount - 1, section: 0))
        expectEqual(Set(table.visibleCells.map(ObjectIdentifier.init)).count, TableView.maximumDisplayedRowCount)
        withExtendedLifetime(source) {}
    }

    /// An infinite prefetch distance once sent every row of the table on every frame; it is
    /// bounded by `maximumPrefetchScreens` visible heights.
    @Test func anInfinitePrefetchDistanceIsBoundedByTenVisibleHeights() throws {
        let (table, source) = table(rows: 10_000, rowHeight: 44)
        let prefetcher = PrefetchCounter()
        table.prefetchDataSource = prefetcher
        table.prefetchDistance = .infinity
        try table.layoutIfNeededOrThrow()
        table.beginDragging()
        try table.drag(by: 10)
        // Ten visible heights of 44-point rows below the 11 rows on screen (10 visible
        // heights = 100 rows of 44 points).
        expectEqual(prefetcher.prefetched.count, 100)
        expectEqual(prefetcher.prefetched.first, IndexPath(row: 11, section: 0))
        try table.drag(by: 10)
        expectEqual(prefetcher.prefetched.count, 100)
        table.prefetchDistance = .nan
        expectEqual(table.prefetchDistance, 0)
        table.prefetchDistance = -3
        expectEqual(table.prefetchDistance, 0)
        withExtendedLifetime(source) {}
    }

    @Test func tableHeaderAndFooterHeightsFollowTheMeasuredHeightRule() throws {
        let (table, source) = table(rows: 2, rowHeight: 44)
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat.nan))
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat.infinity))
        try table.layoutIfNeededOrThrow()
        expectEqual(table.contentSize.height, 88 + TableView.maximumDimension)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.minY == 0)
        withExtendedLifetime(source) {}
    }
}

@MainActor
private final class PrefetchCounter: TableViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

@MainActor
private final class CountingSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var heights: [CGFloat] = []
    var measured: CGFloat = 44
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights.indices.contains(indexPath.row) ? heights[indexPath.row] : TableView.unspecifiedDimension
    }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        MeasuringCell(height: measured)
    }
}

@MainActor
private final class MeasuringCell: TableViewCell {
    var height: CGFloat = 44
    convenience init(height: CGFloat) {
        self.init(style: .default, reuseIdentifier: nil)
        self.height = height
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}
