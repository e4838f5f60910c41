import Foundation
import HeadlessViews

/// The heights of one section: header, rows and footer.
struct SectionLayout {
    var rows: HeightIndex
    var header: CGFloat
    var headerExact: Bool
    var footer: CGFloat
    var footerExact: Bool

    var total: CGFloat { header + rows.totalHeight + footer }
}

/// The table's geometry as numbers: every section's heights and an index over the sections'
/// totals, so any rectangle is found in O(log sections + log rows). Knows nothing of cells
/// or delegates.
struct TableLayout {
    private(set) var sections: [SectionLayout] = []
    private var sectionIndex = HeightIndex()
    /// The table header view's height.
    var top: CGFloat = 0 { didSet { generation &+= 1 } }
    /// The table footer view's height.
    var bottom: CGFloat = 0 { didSet { generation &+= 1 } }
    /// Bumped by every change, so a layout pass can tell that nothing moved since the last.
    private(set) var generation = 0

    init() {}

    init(sections: [SectionLayout]) {
        self.sections = sections
        rebuildSectionIndex()
    }

    var numberOfSections: Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
    var contentHeight: CGFloat { top + sectionIndex.totalHeight + bottom }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    mutating func rebuildSectionIndex() {
        sectionIndex = HeightIndex(heights: sections.map(\.total), exact: Array(repeating: true, count: sections.count))
    }

    /// Removes a section. O(sections) to close the gap (a move of plain values), plus
    /// O(chunk + chunks) for the index.
    mutating func removeSection(at section: Int) {
        generation &+= 1
        sections.remove(at: section)
        sectionIndex.remove(at: section)
    }

    /// Inserts a section before `section` (0…count).
    mutating func insertSection(_ layout: SectionLayout, at section: Int) {
        generation &+= 1
        sections.insert(layout, at: section)
        sectionIndex.insert(layout.total, exact: true, at: section)
    }

    mutating func replaceSection(at section: Int, with layout: SectionLayout) {
        sections[section] = layout
        sectionChanged(section)
    }

    /// Changes a section's row heights in place.
    mutating func updateRows(inSection section: Int, _ body: (inout HeightIndex) -> Void) {
        body(&sections[section].rows)
        sectionChanged(section)
    }

    private mutating func sectionChanged(_ section: Int) {
        generation &+= 1
        sectionIndex.setHeight(sections[section].total, exact: true, at: section)
    }

    // MARK: Heights

    func rowHeight(at indexPath: IndexPath) -> CGFloat { sections[indexPath.section].rows.height(at: indexPath.row) }
    func isRowHeightExact(at indexPath: IndexPath) -> Bool { sections[indexPath.section].rows.isExact(at: indexPath.row) }

    /// Sets a row's height; returns the change.
    @discardableResult
    mutating func setRowHeight(_ height: CGFloat, exact: Bool, at indexPath: IndexPath) -> CGFloat {
        generation &+= 1
        let delta = sections[indexPath.section].rows.setHeight(height, exact: exact, at: indexPath.row)
        if delta != 0 { sectionChanged(indexPath.section) }
        return delta
    }

    @discardableResult
    mutating func setHeaderHeight(_ height: CGFloat, exact: Bool, inSection section: Int) -> CGFloat {
        let delta = height - sections[section].header
        sections[section].header = height
        sections[section].headerExact = exact
        if delta != 0 { sectionChanged(section) }
        return delta
    }

    @discardableResult
    mutating func setFooterHeight(_ height: CGFloat, exact: Bool, inSection section: Int) -> CGFloat {
        let delta = height - sections[section].footer
        sections[section].footer = height
        sections[section].footerExact = exact
        if delta != 0 { sectionChanged(section) }
        return delta
    }

    // MARK: Geometry (content coordinates, x and width supplied by the table)

    func sectionTop(_ section: Int) -> CGFloat { top + sectionIndex.offset(ofRow: section) }
    func sectionBottom(_ section: Int) -> CGFloat { sectionTop(section) + sections[section].total }

    func rowTop(_ indexPath: IndexPath) -> CGFloat {
        sectionTop(indexPath.section) + sections[indexPath.section].header
            + sections[indexPath.section].rows.offset(ofRow: indexPath.row)
    }

    /// `rowTop(_:)` and `rowHeight(at:)` of one row, its section read once: the table places
    /// every displayed cell by both on every frame.
    func rowSpan(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let section = sections[indexPath.section]
        let span = section.rows.span(ofRow: indexPath.row)
        return (sectionTop(indexPath.section) + section.header + span.offset, span.height)
    }

    func footerTop(_ section: Int) -> CGFloat {
        sectionTop(section) + sections[section].header + sections[section].rows.totalHeight
    }

    /// The sections whose span meets [minY, maxY] (edges included, so that sections of zero
    /// height at the edge count).
    func sections(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard var first = sectionIndex.row(containing: minY - top) else { return 0..<0 }
        // `row(containing:)` gives the first section ending below minY; zero-height sections
        // sitting at minY meet the range too (their zero-height rows are displayed).
        while first > 0 && sectionTop(first) >= minY && sectionIndex.height(at: first - 1) == 0 { first -= 1 }
        var end = first
        while end < sections.count && sectionTop(end) <= maxY { end += 1 }
        return first..<max(end, first)
    }

    /// The rows whose rectangle intersects [minY, maxY), in order, at most `limit` of them; a
    /// row of zero height counts when it lies inside. O(log n + k).
    func rows(intersecting minY: CGFloat, _ maxY: CGFloat, limit: Int = .max) -> [IndexPath] {
        var result: [IndexPath] = []
        // A section ending exactly at minY meets the range only through zero-height rows at
        // its end, which lie inside: it is read too, and its other rows are left out below.
        let meeting = sections(meeting: minY, maxY)
        var first = meeting.lowerBound
        while first > 0 && first <= sections.count && sectionBottom(first - 1) >= minY { first -= 1 }
        for section in first..<max(first, meeting.upperBound) where result.count < limit {
            let rows = sections[section].rows
            guard rows.count > 0 else { continue }
            let base = sectionTop(section) + sections[section].header
            guard var row = rows.row(containing: minY - base) else { continue }
            // `row(containing:)` clamps; step back over zero-height rows that sit at minY.
            while row > 0 && base + rows.offset(ofRow: row) >= minY && rows.height(at: row - 1) == 0 { row -= 1 }
            let rowCount = rows.count
            while row < rowCount && result.count < limit {
                let span = rows.span(ofRow: row)
                let rowTop = base + span.offset
                if rowTop >= maxY { break }
                let rowBottom = rowTop + span.height
                if rowBottom > minY || (rowBottom == rowTop && rowTop >= minY) {
                    result.append(IndexPath(row: row, section: section))
                }
                row += 1
            }
        }
        return result
    }

    /// The row whose rectangle contains `y`; nil in headers, footers and outside.
    func indexPathForRow(at y: CGFloat) -> IndexPath? {
        guard y >= top, y < contentHeight - bottom, let section = sectionIndex.row(containing: y - top) else { return nil }
        let base = sectionTop(section) + sections[section].header
        let rows = sections[section].rows
        guard y >= base, y < base + rows.totalHeight, let row = rows.row(containing: y - base) else { return nil }
        return IndexPath(row: row, section: section)
    }
}
