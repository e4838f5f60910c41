import Foundation
import HeadlessViews

extension TableView {
    /// Rows ahead of the visible area in the direction of motion, within
    /// `prefetchDistance`, are sent once; rows that left the window undisplayed, or were
    /// passed by a change of direction, are cancelled.
    func updatePrefetching() {
        guard let prefetchDataSource, scrollDirection != 0, layout.numberOfSections > 0 else { return }
        let visible = visibleRect
        // At most ten visible heights ahead and `maximumDisplayedRowCount` rows: an infinite
        // distance would otherwise send every row of the table on every frame.
        let distance = min(prefetchDistance ?? visible.height, Self.maximumPrefetchScreens * visible.height)
        let limit = Self.maximumDisplayedRowCount
        let window =
            scrollDirection > 0
            ? layout.rows(intersecting: visible.maxY, visible.maxY + distance, limit: limit)
            : Array(layout.rows(intersecting: visible.minY - distance, visible.minY).suffix(limit))
        let inWindow = Set(window).subtracting(displayedCells.keys)
        let cancelled = prefetchedRows.subtracting(inWindow).filter { displayedCells[$0] == nil }.sorted()
        prefetchedRows.subtract(cancelled)
        prefetchedRows = prefetchedRows.filter { displayedCells[$0] == nil }
        let fresh = window.filter { inWindow.contains($0) && !prefetchedRows.contains($0) }
        prefetchedRows.formUnion(fresh)
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
    }

    func cancelAllPrefetching() {
        guard !prefetchedRows.isEmpty else { return }
        let rows = prefetchedRows.sorted()
        prefetchedRows.removeAll()
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows)
    }

    /// The rows sent to `prefetchRowsAt` and neither displayed nor cancelled since, in order.
    public var indexPathsBeingPrefetched: [IndexPath] { prefetchedRows.sorted() }
}
