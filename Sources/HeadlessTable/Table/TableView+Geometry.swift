import Foundation
import HeadlessViews

extension TableView {
    /// Throws unless `indexPath` names a row of the table as it is now.
    /// - Throws: `TableViewError.malformedIndexPath`, `.sectionOutOfRange` or `.rowOutOfRange` with the value and the valid count.
    func validateRow(_ indexPath: IndexPath) throws {
        guard indexPath.count == 2 else {
            throw TableViewError.malformedIndexPath(indexPath)
        }
        try validateSection(indexPath.section)
        let rows = layout.numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0 && indexPath.row < rows else {
            throw TableViewError.rowOutOfRange(indexPath, rowCount: rows)
        }
    }

    /// Throws unless `section` exists.
    /// - Throws: `TableViewError.malformedIndexPath`, `.sectionOutOfRange` or `.rowOutOfRange` with the value and the valid count.
    func validateSection(_ section: Int) throws {
        let count = layout.numberOfSections
        guard section >= 0 && section < count else {
            throw TableViewError.sectionOutOfRange(section: section, sectionCount: count)
        }
    }

    /// The row's rectangle in content coordinates. Off-screen rows use their current
    /// height, an estimate until displayed.
    /// For a row that does not exist UIKit raises; here the table records
    /// `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) and
    /// answers `.zero`.
    /// - Complexity: O(log n).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        recording("rectForRow(at:)", else: .zero) {
            try layoutTable()
            try validateRow(indexPath)
            return rowFrame(indexPath)
        }
    }

    /// The rectangles of every row of `section`, in order, as `rectForRow(at:)` gives them
    /// when nothing is left to lay out; nil when a layout is owed (or there is no such
    /// section): `rectForRow(at:)` would lay out first. A check that reads every row's frame
    /// on every step pays one search per row instead of a layout check, a validation and a
    /// copy of the layout. Package-only. O(rows × log rows).
    package func laidOutRowFrames(inSection section: Int) -> [CGRect]? {
        guard !owesLayout, section >= 0, section < layout.numberOfSections else { return nil }
        let layout = self.layout
        let width = bounds.width
        // The sums `rowFrame(_:)` makes, in the same order, so the values are the same.
        let base = layout.sectionTop(section) + layout.sections[section].header
        let rows = layout.sections[section].rows
        let count = rows.count
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        for row in 0..<count {
            let span = rows.span(ofRow: row)
            frames.append(CGRect(x: 0, y: base + span.offset, width: width, height: span.height))
        }
        return frames
    }

    /// The section's rectangle: header, rows and footer.
    /// Records `TableViewError.sectionOutOfRange` for a section that does not exist and answers `.zero`.
    public func rect(forSection section: Int) -> CGRect {
        recording("rect(forSection:)", else: .zero) {
            try layoutTable()
            try validateSection(section)
            return CGRect(x: 0, y: layout.sectionTop(section), width: bounds.width, height: layout.sections[section].total)
        }
    }

    /// The header's rectangle where it lies in the content, not where it is pinned.
    /// Records `TableViewError.sectionOutOfRange` for a section that does not exist and answers `.zero`.
    public func rectForHeader(inSection section: Int) -> CGRect {
        recording("rectForHeader(inSection:)", else: .zero) {
            try layoutTable()
            try validateSection(section)
            let slot = layout.sections[section].header
            let padding = headerTopPadding(inSlot: slot)
            return CGRect(x: 0, y: layout.sectionTop(section) + padding, width: bounds.width, height: slot - padding)
        }
    }

    /// The footer's rectangle where it lies in the content.
    /// Records `TableViewError.sectionOutOfRange` for a section that does not exist and answers `.zero`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        recording("rectForFooter(inSection:)", else: .zero) {
            try layoutTable()
            try validateSection(section)
            return CGRect(x: 0, y: layout.footerTop(section), width: bounds.width, height: layout.sections[section].footer)
        }
    }

    /// The row whose rectangle contains `point`; nil in headers, footers and outside.
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        layoutQuietly()
        guard point.x >= 0 && point.x < bounds.width else { return nil }
        return layout.indexPathForRow(at: point.y)
    }

    /// The rows whose rectangles intersect `rect`, in order. O(log n + k).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutQuietly()
        guard rect.maxX > 0 && rect.minX < bounds.width else { return [] }
        return layout.rows(intersecting: rect.minY, rect.maxY)
    }

    /// Every row whose rectangle intersects the visible area, in order; a row one point on
    /// screen counts. Nil when there is none, as UIKit.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutQuietly()
        let rows = sortedDisplayedRows
        return rows.isEmpty ? nil : rows
    }

    /// The visible rows' cells, in the order of `indexPathsForVisibleRows`.
    public var visibleCells: [TableViewCell] {
        layoutQuietly()
        return sortedDisplayedRows.compactMap { displayedCells[$0] }
    }

    /// The frame of the row at `indexPath` (in the table) as the layout stands, without
    /// laying out: the full width, the row's top and height.
    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        let span = layout.rowSpan(indexPath)
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }

    /// The index paths of the displayed cells, in order; sorted again only after the
    /// displayed cells changed.
    var sortedDisplayedRows: [IndexPath] {
        if let cached = sortedDisplayedRowsCache { return cached }
        let rows = displayedCells.keys.sorted()
        sortedDisplayedRowsCache = rows
        return rows
    }

    /// The cell of a visible row; nil for a row off screen or out of range.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutQuietly()
        return displayedCells[indexPath]
    }

    /// The index path of a cell on screen; nil for a cell that is not.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutQuietly()
        return displayedCells.first { $0.value === cell }?.key
    }

    /// The header view of a section on screen, else nil; nil too for a header the delegate
    /// made from another kind of view, as UIKit.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        displayedHeader(forSection: section) as? TableViewHeaderFooterView
    }

    /// The footer view of a section on screen, else nil; nil too for a footer of another
    /// kind of view, as UIKit.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        displayedFooter(forSection: section) as? TableViewHeaderFooterView
    }

    /// The header of a section on screen, whatever its kind of view; for the harness.
    package func displayedHeader(forSection section: Int) -> View? {
        layoutQuietly()
        return displayedHeaders[section]
    }

    /// The footer of a section on screen, whatever its kind of view; for the harness.
    package func displayedFooter(forSection section: Int) -> View? {
        layoutQuietly()
        return displayedFooters[section]
    }

    /// The sections whose header is on screen, in order.
    public var sectionsWithVisibleHeaders: [Int] {
        layoutQuietly()
        return displayedHeaders.keys.sorted()
    }

    /// The sections whose footer is on screen, in order.
    public var sectionsWithVisibleFooters: [Int] {
        layoutQuietly()
        return displayedFooters.keys.sorted()
    }
}
