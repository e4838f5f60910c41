import Foundation
import HeadlessViews

extension TableView {
    /// `layoutIfNeeded()` that throws what the data source threw while the table laid out.
    /// - Throws: the error of `cellForRowAt` (for example an unregistered identifier).
    public func layoutIfNeededOrThrow() throws {
        try layoutTable()
    }

    func layoutQuietly() {
        do {
            try layoutTable()
            layoutError = nil
        } catch {
            layoutError = error
        }
    }

    /// Whether the next layout has work to do: a reload, heights to rebuild, or bounds,
    /// insets or heights changed since the last complete pass. False while a layout runs.
    /// Package-only: the liaison asks it before a mutation, whose first reading of the
    /// table would otherwise run that layout, and its callbacks, in the middle of the
    /// mutation.
    package var owesLayout: Bool {
        guard !isLayingOut else { return false }
        if needsReload || needsHeightRebuild { return true }
        // Field by field rather than through a new `LayoutKey` and the optional's generic
        // `!=`: asked before every reading of the table, on every frame.
        let bounds = self.bounds
        guard bounds.width == laidOutWidth, let key = lastLayoutKey else { return true }
        return key.generation != layout.generation || key.bounds != bounds || key.inset != adjustedContentInset
    }

    func layoutTable() throws {
        // A callback that reads the table while it lays out sees the state as it is; nothing
        // changed since the last complete pass: the screen is up to date.
        guard owesLayout else { return }
        isLayingOut = true
        do {
            if needsReload {
                performReload()
            } else if needsHeightRebuild || bounds.width != laidOutWidth {
                rebuildHeights()
            }
            try updateVisibleContent()
            lastLayoutKey = LayoutKey(bounds: bounds, inset: adjustedContentInset, generation: layout.generation)
        } catch {
            lastLayoutKey = nil
            isLayingOut = false
            runIdleWork()
            throw error
        }
        isLayingOut = false
        runIdleWork()
    }

    /// Runs `work` now, or, while the table lays out (inside `cellForRowAt`, `willDisplay`,
    /// a height callback…), applies a batch update or scrolls to a row, as soon as that
    /// operation ends, in the order given. Work that changes the data source and performs a
    /// batch update from inside such a callback must wait for it: the table's index paths
    /// are in flux until the operation ends.
    public func performWhenIdle(_ work: @escaping @MainActor () -> Void) {
        if isLayingOut || operationDepth > 0 {
            idleWork.append(work)
        } else {
            work()
        }
    }

    /// Whether the table is laying out right now (a callback is running inside a layout).
    public var isPerformingLayout: Bool { isLayingOut }

    /// Whether the table is in the middle of an operation (a layout, a batch update being
    /// applied, a scroll to a row): work given to `performWhenIdle(_:)` now would wait for it.
    public var isBusy: Bool { isLayingOut || operationDepth > 0 }

    /// Runs an operation made of several steps that callbacks could otherwise interleave
    /// with: idle work waits until the outermost one ends.
    func performOperation<T>(_ body: () throws -> T) rethrows -> T {
        operationDepth += 1
        defer {
            operationDepth -= 1
            if operationDepth == 0 { runIdleWork() }
        }
        return try body()
    }

    private func runIdleWork() {
        while !isLayingOut, operationDepth == 0, !idleWork.isEmpty {
            let work = idleWork.removeFirst()
            work()
        }
    }

    /// A reload: ends the display of everything on screen, reads the counts and the starting
    /// heights, keeps the offset clamped to the new content.
    func performReload() {
        endDisplayingEverything()
        cancelAllPrefetching()
        for cell in displayedCells.values where cell.isSelected { cell.setSelected(false, animated: false) }
        selectedRows.removeAll()
        swipe = nil
        reorder = nil
        contextMenu = nil
        needsReload = false
        needsHeightRebuild = false
        laidOutWidth = bounds.width
        cellsOfStaleContent.removeAll()
        staleCellsMeasured.removeAll()
        statistics.reloads += 1
        discardAnsweredHeights()
        guard let dataSource else {
            layout = TableLayout()
            updateTableHeaderFooterHeights()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sectionCount).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        probeDelegateEstimates(counts: counts)
        layout = TableLayout(sections: counts.enumerated().map { initialSectionLayout(section: $0.offset, rows: $0.element) })
        updateTableHeaderFooterHeights()
        clampContentOffset()
    }

    /// Heights start again from estimates (the width changed, or a height property did);
    /// counts and cells stay. The first visible row keeps its place on screen.
    func rebuildHeights() {
        needsHeightRebuild = false
        laidOutWidth = bounds.width
        // Stale cells are measured again at the new geometry.
        staleCellsMeasured.removeAll()
        discardAnsweredHeights()
        let anchor = firstDisplayedRowScreenPosition()
        let counts = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
        probeDelegateEstimates(counts: counts)
        layout = TableLayout(sections: counts.enumerated().map { initialSectionLayout(section: $0.offset, rows: $0.element) })
        updateTableHeaderFooterHeights()
        restore(anchor)
    }

    func updateTableHeaderFooterHeights() {
        // The frames' heights under the measured-height rule (NaN and negatives are 0, at
        // most `maximumDimension`), so the content height stays finite.
        layout.top = Self.clampedMeasurement(tableHeaderView?.frame.height ?? 0)
        layout.bottom = Self.clampedMeasurement(tableFooterView?.frame.height ?? 0)
    }

    /// The first row on screen and its distance from the top of the visible area.
    func firstDisplayedRowScreenPosition() -> (IndexPath, CGFloat)? {
        guard let first = displayedCells.keys.min(), layout.contains(first) else { return nil }
        return (first, layout.rowTop(first) - bounds.origin.y)
    }

    func restore(_ anchor: (IndexPath, CGFloat)?) {
        if let (indexPath, screenY) = anchor, layout.contains(indexPath) {
            bounds.origin.y = layout.rowTop(indexPath) - screenY
        }
        clampContentOffset()
    }

    /// Brings the set of displayed cells in line with the visible area: rows that left are
    /// ended and pooled first (so their cells can be reused at once), then rows that
    /// entered are asked for, measured and displayed one at a time, in the order they enter
    ///. Rows measured above the first displayed row move the offset by their
    /// change when `keepsVisibleContentAnchored`.
    /// - Complexity: O((log n + k) × k) for k rows entering.
    func updateVisibleContent() throws {
        // Measuring rows changes the content's height, and clamping to it moves the offset,
        // which can uncover rows: repeat until the offset holds still.
        // Content a finger holds, or going back to the top after a refresh, is outside the
        // range on purpose: it is not clamped.
        var passes = 0
        while true {
            passes += 1
            let clamps = !isDragging && contentOffsetAnimation == nil
            if clamps { clampContentOffset() }
            try updateVisibleRows()
            let changed = try resolveSupplementaryHeights()
            let offset = bounds.origin.y
            if clamps { clampContentOffset() }
            if (!changed && bounds.origin.y == offset) || passes >= 64 { break }
        }
        updateSupplementaryViews()
        positionDisplayedCells()
    }

    private func updateVisibleRows() throws {
        // One pass suffices unless a measured height moves the rows after it; then the
        // visible set is computed again from the new heights.
        var settled = false
        while !settled {
            settled = true
            let visible = visibleRect
            let rows = layout.rows(intersecting: visible.minY, visible.maxY, limit: Self.maximumDisplayedRowCount)
            let visibleSet = Set(rows)
            for indexPath in displayedCells.keys.filter({ !visibleSet.contains($0) }).sorted() {
                endDisplayingCell(at: indexPath)
            }
            // Rows on screen whose heights were invalidated (a width change) keep their
            // cells and are measured again; a height that changed moves the rows after it,
            // so the visible set is computed again (rows pushed off screen leave it).
            // A cell that may show content its row no longer has (see `invalidateRowHeights`)
            // measures an estimate: the row stays inexact, so the cell it gets once this one
            // leaves, or this one configured again, gives its real height.
            var remeasured = false
            for indexPath in rows where !layout.isRowHeightExact(at: indexPath) {
                guard let cell = displayedCells[indexPath] else { continue }
                let stale = !cellsOfStaleContent.isEmpty && cellsOfStaleContent.contains(ObjectIdentifier(cell))
                if stale && staleCellsMeasured.contains(ObjectIdentifier(cell)) { continue }
                let declared = declaredRowHeight(at: indexPath)
                if stale && declared == nil { staleCellsMeasured.insert(ObjectIdentifier(cell)) }
                let height = declared ?? measuredHeight(of: cell)
                let delta = layout.setRowHeight(height, exact: declared != nil || !stale, at: indexPath)
                if delta != 0 { remeasured = true }
                if delta != 0, keepsVisibleContentAnchored, let anchor = displayedCells.keys.min(), indexPath < anchor {
                    bounds.origin.y += delta
                }
            }
            if remeasured {
                settled = false
                continue
            }
            let entering = rows.filter { displayedCells[$0] == nil }
            for indexPath in scrollDirection < 0 ? entering.reversed() : entering {
                // The declared height is asked first, as UIKit does; an automatic one is
                // measured once the cell is configured.
                let declared = layout.isRowHeightExact(at: indexPath) ? nil : Optional(declaredRowHeight(at: indexPath))
                let cell = try cellFromDataSource(at: indexPath)
                var moved = false
                if let declared {
                    let delta = layout.setRowHeight(declared ?? measuredHeight(of: cell), exact: true, at: indexPath)
                    if delta != 0 {
                        moved = true
                        if keepsVisibleContentAnchored, let anchor = displayedCells.keys.min(), indexPath < anchor {
                            bounds.origin.y += delta
                        }
                    }
                }
                let top = layout.rowTop(indexPath)
                let bottom = top + layout.rowHeight(at: indexPath)
                let now = visibleRect
                if top < now.maxY && (bottom > now.minY || (bottom == top && top >= now.minY)) {
                    display(cell, at: indexPath)
                } else {
                    // Measured smaller than its estimate, it no longer reaches the screen.
                    enqueue(cell)
                }
                if moved {
                    settled = false
                    break
                }
            }
        }
    }

    func cellFromDataSource(at indexPath: IndexPath) throws -> TableViewCell {
        guard let dataSource else {
            throw TableViewError.noDataSource(cellAt: indexPath)
        }
        statistics.cellForRowCalls += 1
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        adoptTraitCollection(cell)
        return cell
    }

    func display(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.frame = rowFrame(indexPath)
        applyState(to: cell, at: indexPath)
        cell.deliverLayoutDiagnostics(to: self)
        addSubview(cell)
        displayedCells[indexPath] = cell
        prefetchedRows.remove(indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func applyState(to cell: TableViewCell, at indexPath: IndexPath) {
        cell.separatorHeight = separatorHeight
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.editingStyle =
            isEditing && editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.isIndentedWhileEditing = isEditing && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        cell.showsReorderControl = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        let level = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if level != 0 || cell.indentationFromTable {
            cell.indentationLevel = level
            cell.indentationFromTable = level != 0
        }
    }

    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = displayedCells.removeValue(forKey: indexPath) else { return }
        enqueue(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func endDisplayingEverything() {
        for indexPath in displayedCells.keys.sorted() { endDisplayingCell(at: indexPath) }
        for section in displayedHeaders.keys.sorted() { endDisplayingHeader(section) }
        for section in displayedFooters.keys.sorted() { endDisplayingFooter(section) }
    }

    private func positionDisplayedCells() {
        for (indexPath, cell) in displayedCells {
            cell.frame = rowFrame(indexPath)
            cell.layoutIfNeeded()
        }
    }

    // MARK: Headers and footers

    /// Measures the automatic headers and footers of the sections in view; returns whether
    /// any height changed (rows must then be laid out again).
    private func resolveSupplementaryHeights() throws -> Bool {
        let visible = visibleRect
        var changed = false
        for section in layout.sections(meeting: visible.minY, visible.maxY) {
            let anchor = keepsVisibleContentAnchored ? displayedCells.keys.min() : nil
            if !layout.sections[section].headerExact {
                let view = supplementaryView(of: .header, section: section)
                let delta = layout.setHeaderHeight(
                    realSupplementaryHeight(of: .header, section: section, view: view), exact: true, inSection: section)
                if let view { enqueue(view) }
                if delta != 0 {
                    changed = true
                    if let anchor, anchor.section >= section { bounds.origin.y += delta }
                }
            }
            if !layout.sections[section].footerExact {
                let view = supplementaryView(of: .footer, section: section)
                let delta = layout.setFooterHeight(
                    realSupplementaryHeight(of: .footer, section: section, view: view), exact: true, inSection: section)
                if let view { enqueue(view) }
                if delta != 0 {
                    changed = true
                    if let anchor, anchor.section > section { bounds.origin.y += delta }
                }
            }
        }
        return changed
    }

    /// The frame a header has on screen: in `.plain`, pinned to the top of the visible area
    /// while its section is there, pushed up by the next section.
    /// With `sectionHeaderTopPadding` the header sits that far below the section's top, and
    /// pins without it.
    func headerFrame(inSection section: Int) -> CGRect {
        let slot = layout.sections[section].header
        let padding = headerTopPadding(inSlot: slot)
        let height = slot - padding
        var y = layout.sectionTop(section) + padding
        if style == .plain {
            let natural = y
            y = max(natural, visibleRect.minY)
            y = max(natural, min(y, layout.sectionBottom(section) - height))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// The frame a footer has on screen: in `.plain`, pinned to the bottom of the visible
    /// area while its section is there.
    func footerFrame(inSection section: Int) -> CGRect {
        let height = layout.sections[section].footer
        var y = layout.footerTop(section)
        if style == .plain {
            let natural = y
            y = min(natural, visibleRect.maxY - height)
            y = min(natural, max(y, layout.sectionTop(section) + layout.sections[section].header))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    private func updateSupplementaryViews() {
        let visible = visibleRect
        var headers: [Int] = []
        var footers: [Int] = []
        for section in layout.sections(meeting: visible.minY, visible.maxY) {
            if layout.sections[section].header > 0, headerFrame(inSection: section).intersects(visible) {
                headers.append(section)
            }
            if layout.sections[section].footer > 0, footerFrame(inSection: section).intersects(visible) {
                footers.append(section)
            }
        }
        for section in displayedHeaders.keys.sorted() where !headers.contains(section) { endDisplayingHeader(section) }
        for section in displayedFooters.keys.sorted() where !footers.contains(section) { endDisplayingFooter(section) }
        for section in headers {
            if let view = displayedHeaders[section] {
                view.frame = headerFrame(inSection: section)
            } else if let view = supplementaryView(of: .header, section: section) {
                view.frame = headerFrame(inSection: section)
                addSubview(view)
                displayedHeaders[section] = view
                delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        }
        for section in footers {
            if let view = displayedFooters[section] {
                view.frame = footerFrame(inSection: section)
            } else if let view = supplementaryView(of: .footer, section: section) {
                view.frame = footerFrame(inSection: section)
                addSubview(view)
                displayedFooters[section] = view
                delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    func endDisplayingHeader(_ section: Int) {
        guard let view = displayedHeaders.removeValue(forKey: section) else { return }
        enqueue(view)
        delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }

    func endDisplayingFooter(_ section: Int) {
        guard let view = displayedFooters.removeValue(forKey: section) else { return }
        enqueue(view)
        delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
}
