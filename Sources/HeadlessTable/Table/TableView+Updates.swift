import Foundation
import HeadlessViews

extension TableView {
    // MARK: Grouping

    /// Runs `updates` as one batch: the row and section operations it makes are validated
    /// together when it returns and applied at once; `completion` runs once with `true` when
    /// the batch's animations end, ``updateAnimationDuration`` later on the scroll harness's
    /// clock (at the next turn of the run loop with animations off, see
    /// `View.setAnimationsEnabled(_:)`), never inside the call, as UIKit's. The data source
    /// must already hold the new state.
    ///
    /// When the operations and the data source's counts do not add up, UIKit raises; here
    /// the table records `TableViewError.invalidUpdate` with UIKit's message (see
    /// ``recordedErrors``; ``checking(_:)`` throws it instead), applies nothing and does not
    /// run `completion`: rows, heights, cells, selection, offset and pools are as before. The
    /// same for `TableViewError.malformedIndexPath` (an index path that does not hold exactly
    /// a section and a row) and `TableViewError.updateDuringLayout` (while the table lays out,
    /// applies another batch or scrolls to a row).
    /// - Complexity: O(k log k + s) for k operations and s sections, plus the rows that
    ///   appear or disappear on screen; a batch touching many rows of a section rebuilds that
    ///   section's heights in O(rows).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        recording("performBatchUpdates(_:completion:)", else: ()) {
            beginUpdates()
            updates?()
            try endUpdatesChecked()
            if let completion { MainRunLoop.run(after: Self.currentUpdateAnimationDuration, for: self) { completion(true) } }
        }
    }

    /// How long the animations of a batch of updates run, in seconds, as UIKit's rows take
    /// about to slide and fade: `performBatchUpdates`' completion and a diffable data
    /// source's `apply` completion come this long after the call.
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// ``updateAnimationDuration``, or 0 (the next turn) while animations are off.
    package static var currentUpdateAnimationDuration: TimeInterval {
        View.areAnimationsEnabled ? updateAnimationDuration : 0
    }

    /// Opens a batch; nested calls join the outer one.
    public func beginUpdates() {
        if updateNesting == 0 { pendingUpdates = PendingUpdates() }
        updateNesting += 1
    }

    /// Closes a batch; the outermost call validates and applies it. An empty batch asks the
    /// rows' heights again without reloading a cell, as UIKit (the idiom for a row whose
    /// height changed in place). Records `TableViewError.endUpdatesWithoutBeginUpdates`
    /// without a matching `beginUpdates()`, and `TableViewError.invalidUpdate` as
    /// ``performBatchUpdates(_:completion:)``, applying nothing.
    public func endUpdates() {
        recording("endUpdates()", else: ()) { try endUpdatesChecked() }
    }

    private func endUpdatesChecked() throws {
        guard updateNesting > 0 else {
            throw TableViewError.endUpdatesWithoutBeginUpdates
        }
        updateNesting -= 1
        guard updateNesting == 0, let pending = pendingUpdates else { return }
        pendingUpdates = nil
        do {
            try commit(pending)
        } catch {
            commitErrors?.append(error)
            throw error
        }
    }

    /// Records one operation, or applies it as its own batch outside a batch (then a
    /// failure is recorded as met by `member`).
    private func record(_ member: String, _ body: (inout PendingUpdates) -> Void) {
        let standalone = updateNesting == 0
        if standalone { beginUpdates() }
        // Taken out and put back so the arrays are mutated in place, not copied.
        var pending = pendingUpdates.take() ?? PendingUpdates()
        body(&pending)
        pendingUpdates = pending
        if standalone { recording(member, else: ()) { try endUpdatesChecked() } }
    }

    // MARK: Operations

    /// Inserts rows at new index paths. Outside a batch, a batch of one.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("insertRows(at:with:)") {
            $0.insertedRows += indexPaths
            $0.operations.append(.insertRows(indexPaths, animation))
        }
    }

    /// Deletes rows at old index paths. Outside a batch, a batch of one.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("deleteRows(at:with:)") {
            $0.deletedRows += indexPaths
            $0.operations.append(.deleteRows(indexPaths, animation))
        }
    }

    /// Reloads rows at old index paths: their cells are replaced and self-sized heights
    /// measured again (a delete and an insert at the same place).
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record("reloadRows(at:with:)") {
            $0.reloadedRows += indexPaths
            $0.operations.append(.reloadRows(indexPaths, animation))
        }
    }

    /// Moves a row from an old index path to a new one; its cell stays.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow(at:to:)") {
            $0.movedRows.append((indexPath, newIndexPath))
            $0.operations.append(.moveRow(indexPath, newIndexPath))
        }
    }

    /// Inserts sections at new indexes.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("insertSections(_:with:)") {
            $0.insertedSections += sections
            $0.operations.append(.insertSections(sections, animation))
        }
    }

    /// Deletes sections at old indexes.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("deleteSections(_:with:)") {
            $0.deletedSections += sections
            $0.operations.append(.deleteSections(sections, animation))
        }
    }

    /// Reloads sections at old indexes: their rows are read again from the data source.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record("reloadSections(_:with:)") {
            $0.reloadedSections += sections
            $0.operations.append(.reloadSections(sections, animation))
        }
    }

    /// Moves a section from an old index to a new one, rows included.
    /// An invalid update is recorded as in ``performBatchUpdates(_:completion:)``.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection(_:toSection:)") {
            $0.movedSections.append((section, newSection))
            $0.operations.append(.moveSection(section, newSection))
        }
    }

    /// Asks the data source again for the cells of visible rows, handing back each row's
    /// existing cell from `dequeueReusableCell` (no `prepareForReuse`, no display
    /// callbacks); self-sized heights are measured again; rows off screen are ignored.
    /// Records `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`,
    /// `.malformedIndexPath`) for a row that does not exist, reconfiguring nothing, where
    /// UIKit raises.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        recording("reconfigureRows(at:)", else: ()) { try reconfigureRowsChecked(at: indexPaths) }
    }

    private func reconfigureRowsChecked(at indexPaths: [IndexPath]) throws {
        try layoutTable()
        for indexPath in indexPaths { try validateRow(indexPath) }
        discardAnsweredHeights()
        for indexPath in indexPaths.sorted() {
            guard let cell = displayedCells[indexPath] else { continue }
            reconfiguringCells[indexPath] = cell
            defer { reconfiguringCells[indexPath] = nil }
            let configured = try cellFromDataSource(at: indexPath)
            forgetStaleContent(of: cell)
            forgetStaleContent(of: configured)
            if configured !== cell {
                // The data source answered with another cell: it replaces the old one.
                endDisplayingCell(at: indexPath)
                display(configured, at: indexPath)
            }
            let anchor = keepsVisibleContentAnchored ? displayedCells.keys.min() : nil
            let height = declaredRowHeight(at: indexPath) ?? measuredHeight(of: configured)
            let delta = layout.setRowHeight(height, exact: true, at: indexPath)
            if delta != 0, let anchor, indexPath < anchor { bounds.origin.y += delta }
        }
        appendHistory(TableViewUpdate(operations: [.reconfigureRows(indexPaths)]))
        try updateVisibleContent()
    }

    /// Forgets every row's measured and declared height: each is asked again (declared
    /// height, else measured), starting from the height it had, at the next layout for the
    /// rows on screen and when it is next displayed for the others. For a data source whose
    /// rows changed content without a reload: the liaison's `apply` calls it before a batch
    /// that reconfigures, so a row whose model or fixed height changed does not keep its old
    /// height, whether it stays on screen, comes on screen with the batch, or later.
    /// - Complexity: O(sections + rows with individual heights); no row is asked now.
    package func invalidateRowHeights() {
        guard !needsReload else { return }
        discardAnsweredHeights()
        // The cells on screen may show content their rows no longer have: until they are
        // configured again, what they measure is an estimate (a row that gets another cell
        // before then is measured from that cell).
        cellsOfStaleContent = Set(displayedCells.values.map(ObjectIdentifier.init))
        staleCellsMeasured.removeAll()
        for section in 0..<layout.numberOfSections where layout.numberOfRows(inSection: section) > 0 {
            layout.updateRows(inSection: section) { $0.markAllInexact() }
        }
        // The rows on screen are measured again at the next layout, which is now due.
        lastLayoutKey = nil
    }

    /// Asks again the declared heights of the rows at `indexPaths` that are off screen: a row
    /// the delegate gives a height takes it, exactly; a row that sizes itself takes its
    /// estimate until it is displayed and measured (the height it had was declared for
    /// another row, or measured from other content). For a data source that changed rows'
    /// declared heights without a reload (the liaison's `apply` keeps a row by identity
    /// under another height).
    /// A row above the rows on screen moves the offset by its change, so the content on screen
    /// stays where it is; the rows on screen are left to the next layout.
    /// - Complexity: O(k log n) for k index paths, each asked its height once.
    package func refreshDeclaredRowHeights(at indexPaths: [IndexPath]) {
        guard !needsReload else { return }
        let anchor = keepsVisibleContentAnchored ? displayedCells.keys.min() : nil
        var changed = false
        for indexPath in indexPaths where layout.contains(indexPath) && displayedCells[indexPath] == nil {
            let delta: CGFloat
            if let height = declaredRowHeight(at: indexPath) {
                delta = layout.setRowHeight(height, exact: true, at: indexPath)
            } else {
                let (estimate, exact) = initialRowHeight(at: indexPath)
                delta = layout.setRowHeight(estimate, exact: exact, at: indexPath)
            }
            if delta != 0 {
                changed = true
                if let anchor, indexPath < anchor { bounds.origin.y += delta }
            }
        }
        if changed { setNeedsLayout() }
    }

    /// Forgets that a cell may show stale content: it was configured again, or left the
    /// screen.
    func forgetStaleContent(of cell: TableViewCell) {
        guard !cellsOfStaleContent.isEmpty else { return }
        let id = ObjectIdentifier(cell)
        cellsOfStaleContent.remove(id)
        staleCellsMeasured.remove(id)
    }

    // MARK: Applying

    func appendHistory(_ update: TableViewUpdate) {
        updateHistory.append(update)
        if updateHistory.count > 100 { updateHistory.removeFirst(updateHistory.count - 100) }
    }

    /// Validates and applies a batch.
    private func commit(_ pending: PendingUpdates) throws {
        guard !isLayingOut, operationDepth == 0 else {
            if pending.isEmpty { return }
            throw TableViewError.updateDuringLayout
        }
        guard !pending.isEmpty else {
            // UIKit's idiom for a row whose height changed in place (an expanded cell): an
            // empty batch asks the rows' heights again, without reloading a cell.
            invalidateRowHeights()
            return
        }
        // A one-index path has no row to read: refused before anything changes, as a
        // single-row call refuses it.
        if let malformed = pending.firstMalformedIndexPath {
            throw TableViewError.malformedIndexPath(malformed)
        }
        try performOperation { try apply(pending) }
    }

    /// Validates and applies a batch the table may take now.
    private func apply(_ pending: PendingUpdates) throws {
        if needsReload {
            // Not loaded yet: the next layout reads everything anew, as UIKit does.
            appendHistory(TableViewUpdate(operations: pending.operations))
            return
        }
        guard let dataSource else {
            throw TableViewError.noDataSourceForUpdate
        }
        // Only the sections the batch names are asked their rows: the others keep their
        // counts, so a section-level update costs the same among 50,000 sections as among
        // 1,000 (UIKit asks every section; see the UIKit contract).
        let plan = try UpdatePlan(
            oldSectionCount: layout.numberOfSections, newSectionCount: max(0, dataSource.numberOfSections(in: self)),
            oldRowCount: { self.layout.numberOfRows(inSection: $0) },
            newRowCount: { dataSource.tableView(self, numberOfRowsInSection: $0) }, updates: pending)
        let replaced = apply(plan)
        statistics.batchUpdates += 1
        appendHistory(TableViewUpdate(operations: pending.operations))
        let direction = scrollDirection
        scrollDirection = 0
        defer {
            scrollDirection = direction
            endDisplaying(replaced)
        }
        try layoutTable()
    }

    /// Ends the display of the cells that showed reloaded rows, once their new cells are on
    /// screen: UIKit asks for a reloaded row's cell while the old one still shows, so the
    /// dequeue cannot hand back the old one (Apple's `reconfigureRows(at:)` documentation:
    /// reloading "replaces the existing cell with a new cell"), and the old one goes to the
    /// reuse pool after the update.
    private func endDisplaying(_ replaced: [(cell: TableViewCell, indexPath: IndexPath)]) {
        for (cell, indexPath) in replaced {
            enqueue(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Applies a checked batch to the cells, heights, selection and offset, and returns the
    /// cells of the reloaded rows on screen with the rows' index paths after the batch (their
    /// old index paths for rows of reloaded sections): they leave the screen but are not
    /// pooled, so their rows get new cells; the caller ends their display once it has laid
    /// the table out.
    @discardableResult
    func apply(_ plan: UpdatePlan) -> [(cell: TableViewCell, indexPath: IndexPath)] {
        rowsVersion &+= 1
        discardAnsweredHeights()
        // The first visible row that survives keeps its place on screen; a row the
        // batch moves is going somewhere on purpose and anchors nothing. A table resting at
        // its top stays there, so rows inserted at the top are seen, as in UIKit.
        let atTop = bounds.origin.y <= minimumContentOffsetY
        let anchor =
            atTop
            ? nil
            : displayedCells.keys.sorted().lazy.compactMap { old -> (IndexPath, CGFloat)? in
                guard !plan.isMoved(old), let new = plan.newIndexPath(for: old) else { return nil }
                return (new, self.layout.rowTop(old) - self.bounds.origin.y)
            }.first

        var replaced: [(cell: TableViewCell, indexPath: IndexPath)] = []
        for old in displayedCells.keys.sorted() {
            if plan.isReloaded(old) {
                if let cell = displayedCells.removeValue(forKey: old) {
                    replaced.append((cell, plan.newIndexPath(for: old) ?? old))
                }
            } else if plan.newIndexPath(for: old) == nil {
                endDisplayingCell(at: old)
            }
        }
        var cells: [IndexPath: TableViewCell] = [:]
        for (old, cell) in displayedCells {
            if let new = plan.newIndexPath(for: old) { cells[new] = cell }
        }
        displayedCells = cells

        for section in displayedHeaders.keys.sorted()
        where plan.sections.target(ofOld: section) == nil || plan.reloadedSections.contains(section) {
            endDisplayingHeader(section)
        }
        for section in displayedFooters.keys.sorted()
        where plan.sections.target(ofOld: section) == nil || plan.reloadedSections.contains(section) {
            endDisplayingFooter(section)
        }
        displayedHeaders = Dictionary(
            uniqueKeysWithValues: displayedHeaders.compactMap { old, view in plan.sections.target(ofOld: old).map { ($0, view) } }
        )
        displayedFooters = Dictionary(
            uniqueKeysWithValues: displayedFooters.compactMap { old, view in plan.sections.target(ofOld: old).map { ($0, view) } }
        )

        selectedRows = Set(selectedRows.compactMap { old in plan.isReloaded(old) ? nil : plan.newIndexPath(for: old) })
        prefetchedRows = Set(prefetchedRows.compactMap { plan.newIndexPath(for: $0) })
        if let state = swipe, !state.isCommitting { endSwipe() }

        updateSectionLayouts(for: plan)
        for (indexPath, cell) in displayedCells { applyState(to: cell, at: indexPath) }
        restore(anchor)
        return replaced
    }

    /// Updates the sections' heights in place: sections leaving are removed, inserted and
    /// reloaded sections start afresh, moved ones keep their measured heights, and the rows of
    /// the sections the batch names are removed and inserted one by one, or rebuilt in one
    /// pass when the batch touches many rows of the section. Sections the batch leaves alone
    /// are not visited: O(k log s) for k named sections among s, plus the rows named.
    private func updateSectionLayouts(for plan: UpdatePlan) {
        // Heights of rows moving, read before anything is removed.
        var movedHeights = MovedRowHeights()
        for rowPlan in plan.rowPlans.values where !rowPlan.movedOut.isEmpty {
            let rows = layout.sections[rowPlan.oldSection].rows
            for row in rowPlan.movedOut.rows {
                movedHeights.append(
                    section: rowPlan.oldSection, row: row, height: rows.height(at: row), exact: rows.isExact(at: row))
            }
        }
        movedHeights.sort()
        var movedSections: [Int: SectionLayout] = [:]
        for old in plan.sections.movedOut.keys { movedSections[old] = layout.sections[old] }
        for old in plan.sections.shift.removals.reversed() { layout.removeSection(at: old) }
        // Ascending new sections: when section t is reached every section before it is in
        // place, so the one at t is the survivor that belongs there.
        var named = Set(plan.sections.shift.fixed)
        named.formUnion(plan.rowPlans.keys)
        for old in plan.reloadedSections { if let target = plan.sections.target(ofOld: old) { named.insert(target) } }
        for section in named.sorted() {
            if plan.sections.shift.isClaimed(section) {
                if let source = plan.sections.movedIn[section], let moved = movedSections[source] {
                    layout.insertSection(moved, at: section)
                } else {
                    layout.insertSection(
                        initialSectionLayout(section: section, rows: plan.newRowCount(inSection: section) ?? 0), at: section)
                    continue
                }
            } else if let old = plan.sections.source(ofNew: section), plan.reloadedSections.contains(old) {
                layout.replaceSection(
                    at: section, with: initialSectionLayout(section: section, rows: plan.newRowCount(inSection: section) ?? 0))
                continue
            }
            if let rowPlan = plan.rowPlans[section], !rowPlan.isIdentity {
                layout.updateRows(inSection: section) { rows in
                    rows = updatedRows(rows, plan: rowPlan, section: section, movedHeights: movedHeights)
                }
            }
        }
    }

    private func updatedRows(
        _ rows: HeightIndex, plan: UpdatePlan.RowPlan, section: Int,
        movedHeights: MovedRowHeights
    ) -> HeightIndex {
        // Loaded once: the delegate is held weakly, and every strong load of it goes through
        // its side table.
        let delegate = self.delegate
        // Claimed rows are asked for in ascending order: a cursor over the sorted rows moved
        // in tells which ones bring a height along, without a lookup for every inserted row.
        let movedInRows = plan.movedIn.rows
        var nextMovedIn = 0
        var inserted = InsertedRowHeights(table: self, section: section)
        defer { inserted.finish() }
        func fresh(_ row: Int) -> (CGFloat, Bool) {
            while nextMovedIn < movedInRows.count && movedInRows[nextMovedIn] < row { nextMovedIn += 1 }
            if nextMovedIn < movedInRows.count && movedInRows[nextMovedIn] == row,
                let moved = movedHeights.height(of: plan.movedIn.counterparts[nextMovedIn])
            {
                return moved
            }
            return inserted.height(ofRow: row, delegate: delegate)
        }
        var rows = rows
        let changes = plan.removals.count + plan.fixed.count
        if changes > 64 && changes * 16 > rows.count {
            // Many changes: one O(n) merge beats k × O(chunk + chunks) edits.
            let (heights, exact) = rows.materialized()
            var newHeights: [CGFloat] = []
            var newExact: [Bool] = []
            newHeights.reserveCapacity(plan.newCount)
            newExact.reserveCapacity(plan.newCount)
            // `removals` and `fixed` are sorted: two cursors walk them alongside the rows.
            var nextRemoval = 0
            var nextClaimed = 0
            var oldRow = 0
            var row = 0
            while row < plan.newCount {
                if nextClaimed < plan.fixed.count && plan.fixed[nextClaimed] == row {
                    nextClaimed += 1
                    let (height, isExact) = fresh(row)
                    newHeights.append(height)
                    newExact.append(isExact)
                    row += 1
                    continue
                }
                while nextRemoval < plan.removals.count && plan.removals[nextRemoval] == oldRow {
                    nextRemoval += 1
                    oldRow += 1
                }
                // Survivors come in runs, up to the next claimed row or the next removal:
                // each run is copied at once.
                let claimedAt = nextClaimed < plan.fixed.count ? plan.fixed[nextClaimed] : plan.newCount
                let removedAt = nextRemoval < plan.removals.count ? plan.removals[nextRemoval] : heights.count
                let run = max(1, min(claimedAt - row, removedAt - oldRow))
                newHeights.append(contentsOf: heights[oldRow..<(oldRow + run)])
                newExact.append(contentsOf: exact[oldRow..<(oldRow + run)])
                oldRow += run
                row += run
            }
            rows = HeightIndex(heights: newHeights, exact: newExact)
        } else {
            for row in plan.removals.reversed() { rows.remove(at: row) }
            for row in plan.fixed {
                let (height, isExact) = fresh(row)
                rows.insert(height, exact: isExact, at: row)
            }
        }
        for row in plan.reloaded {
            let newRow = plan.survivorRow(forOldRow: row)
            let (height, isExact) = initialRowHeight(at: IndexPath(row: newRow, section: section))
            rows.setHeight(height, exact: isExact, at: newRow)
        }
        return rows
    }
}

/// The starting heights of the rows one batch inserts into a section, asked in ascending
/// order: the table's settings are read at the first row (which may decide whether the
/// delegate gives estimates, as `initialRowHeight(at:delegate:)` does) and kept for the
/// others, and the delegate's estimates are counted once, by `finish()`. Each read of a
/// table property is an exclusivity check, which inside a batch scans the accesses in
/// progress: a batch inserting thousands of rows would pay several per row.
@MainActor
struct InsertedRowHeights {
    private let table: TableView
    private let section: Int
    /// The default estimate when the delegate gives estimates; nil before the first row, or
    /// when rows take another path.
    private var delegateEstimates: CGFloat?
    private var isDecided = false
    private var estimateCalls = 0

    init(table: TableView, section: Int) {
        self.table = table
        self.section = section
    }

    /// The starting height of `row` and whether it is exact. The delegate is the caller's,
    /// the same for every row: held by the caller, it is not retained and released around
    /// every call, which for a delegate held weakly elsewhere goes through its side table.
    mutating func height(ofRow row: Int, delegate: TableViewDelegate?) -> (CGFloat, Bool) {
        let indexPath = IndexPath(row: row, section: section)
        guard isDecided else {
            isDecided = true
            let first = table.initialRowHeight(at: indexPath, delegate: delegate)
            if table.usesEstimates && table.delegateEstimatesRows && delegate != nil {
                delegateEstimates = table.defaultRowEstimate
            }
            return first
        }
        // Optional chaining, not `guard let`: a bound copy of the delegate would be retained
        // and released around the call.
        guard let defaultEstimate = delegateEstimates,
            let asked = delegate?.tableView(table, estimatedHeightForRowAt: indexPath)
        else {
            return table.initialRowHeight(at: indexPath, delegate: delegate)
        }
        estimateCalls += 1
        let estimate = TableView.clampedDimension(asked)
        if estimate == TableView.unspecifiedDimension { return (defaultEstimate, false) }
        return (estimate < 0 ? TableView.defaultEstimatedRowHeight : estimate, false)
    }

    /// Counts the estimates asked after the first row.
    func finish() {
        if estimateCalls > 0 { table.statistics.estimatedHeightForRowCalls += estimateCalls }
    }
}
