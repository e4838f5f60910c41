import Foundation

extension Liaison {
    typealias Mutation<Result> = @MainActor (inout LiaisonState, inout LiaisonChange) throws -> Result

    /// The animation a mutation called with `animation:` and `animated:` uses: none when not
    /// animated, as OKTableViewLiaison's mutations do.
    func animation(_ animation: TableView.RowAnimation, _ animated: Bool) -> TableView.RowAnimation {
        animated ? animation : .none
    }

    /// Runs a mutation: validates it on a copy (throwing before anything changes), then
    /// applies it to the sections and the table as one batch and fires the row commands.
    /// Inside a table callback it is validated on the projected state and applied when the
    /// callback returns.
    ///
    /// - Parameter replacesState: the body only reads the state and then assigns new
    ///   sections (`apply`), and may call user code while it reads: the state stays in place
    ///   while it runs, so that user code sees the liaison's sections. Other mutations change
    ///   the state in place, and it is taken out while they run so that they change its only
    ///   copy (copying a million rows would cost more than the update).
    func mutate<Result>(
        animation: TableView.RowAnimation, replacesState: Bool = false, _ body: @escaping Mutation<Result>
    ) throws -> Result {
        if mustQueue {
            var working = projected ?? state
            var change = LiaisonChange(animation: animation)
            let result = try body(&working, &change)
            projected = working
            enqueue { [unowned self] in
                _ = try self.applyNow(animation: animation, replacesState: replacesState, body)
            }
            return result
        }
        return try applyNow(animation: animation, replacesState: replacesState, body)
    }

    /// Applies a mutation now, in four steps: the rows on screen are noted, the mutation runs
    /// on the state, the table gets one batch, and the rows' commands fire.
    @discardableResult
    func applyNow<Result>(
        animation: TableView.RowAnimation, replacesState: Bool = false, _ body: Mutation<Result>
    ) throws -> Result {
        activityDepth += 1
        defer {
            activityDepth -= 1
            if activityDepth == 0 { scheduleDrain() }
        }
        try layOutOwedLayout(before: body, animation: animation)
        let before = ScreenBefore(tableView: tableView, rows: { self.row(at: $0, in: self.state) })
        var change = LiaisonChange(animation: animation)
        let result = try runMutation(body, &change, replacesState: replacesState)
        registerNewContent(of: change, in: state)
        guard let tableView else {
            for completion in change.completions { completion() }
            return result
        }
        let leaving = before.leavingRows(deletedBy: change, in: tableView)
        // Rows certainly gone from the sections: deleted and not inserted again elsewhere (a
        // move made of a delete and an insert), and those of deleted sections when no section
        // is inserted (a replacement may put a deleted section's rows somewhere else). Not
        // reloaded rows: they stay, and the end of their old cell's display is handed their
        // place in the caller's sections, which differs from the table's while requests wait
        // in the queue (found at the table's index path without a search otherwise).
        let outerLeaving = rowsLeaving
        defer { rowsLeaving = outerLeaving }
        // `apply` may keep a row object whose place it deleted (duplicate ids are matched in
        // order; rows move between sections it deletes and inserts): its leaving rows are
        // looked for, and the rows it inserts are not read for them.
        if !replacesState && !leaving.isEmpty {
            let reinserted = Set(change.insertedRows.compactMap { row(at: $0, in: state).map(ObjectIdentifier.init) })
            let gone = leaving.filter {
                !reinserted.contains(ObjectIdentifier($0.1))
                    && (change.insertedSections.isEmpty || !change.deletedSections.contains($0.2.section))
            }
            rowsLeaving.formUnion(gone.map { ObjectIdentifier($0.1) })
        }
        let rowsOfCells = change.comparesVisibleContentAfter ? before.rowsByCell(in: tableView) : [:]
        try performBatch(&change, comparingCellsOf: rowsOfCells, on: tableView)
        for (cell, row, indexPath) in leaving { run(.delete, on: row, cell: cell, at: indexPath) }
        fireCommands(of: change, in: tableView)
        for completion in change.completions { completion() }
        return result
    }

    /// Runs the layout the table owes (a reload asked before the mutation, a resize, a
    /// scroll not yet laid out) before the mutation changes the state, while the table still
    /// shows the old one: reading the screen would run it anyway, in the middle of the
    /// mutation. The commands it runs see `sections` with the mutation, as the mutation's
    /// caller does once it returns, so a row the mutation removes runs no display command
    /// and what a command asks is validated against the state it will be applied to (it is
    /// queued, and runs after the mutation). For that the mutation is tried on a copy first,
    /// only when a layout is owed; while queued requests drain, `sections` already shows
    /// them all.
    private func layOutOwedLayout<Result>(before body: Mutation<Result>, animation: TableView.RowAnimation) throws {
        guard let tableView, tableView.owesLayout, projected == nil else { return }
        var working = state
        var change = LiaisonChange(animation: animation)
        _ = try body(&working, &change)
        projected = working
        tableView.layoutIfNeeded()
        // What the layout's commands asked is queued after this mutation; without any, the
        // state is about to become the projection.
        if deferred.isEmpty { projected = nil }
    }

    /// The rows on screen before a mutation, read before anything changes: the `.delete`
    /// command needs the rows that leave, and `.reconfigure` the row each cell showed.
    @MainActor
    private struct ScreenBefore {
        let indexPaths: [IndexPath]
        let rows: [IndexPath: AnyRow]

        init(tableView: TableView?, rows row: (IndexPath) -> AnyRow?) {
            indexPaths = tableView?.indexPathsForVisibleRows ?? []
            rows = Dictionary(uniqueKeysWithValues: indexPaths.compactMap { indexPath in row(indexPath).map { (indexPath, $0) } })
        }

        /// The cells, rows and index paths on screen that the change deletes.
        func leavingRows(deletedBy change: LiaisonChange, in tableView: TableView) -> [(TableViewCell, AnyRow, IndexPath)] {
            let span = VisibleSpan(indexPaths)
            let candidates: any Collection<IndexPath> =
                change.rowsAscending ? span.slice(ofAscending: change.deletedRows) : change.deletedRows
            let deleted =
                candidates.filter { span.contains($0) && rows[$0] != nil }
                + indexPaths.filter { change.deletedSections.contains($0.section) }
            return deleted.compactMap { indexPath in
                guard let cell = tableView.cellForRow(at: indexPath), let row = rows[indexPath] else { return nil }
                return (cell, row, indexPath)
            }
        }

        /// The row each cell on screen shows.
        func rowsByCell(in tableView: TableView) -> [ObjectIdentifier: AnyRow] {
            var rowsOfCells: [ObjectIdentifier: AnyRow] = [:]
            for (indexPath, row) in rows {
                if let cell = tableView.cellForRow(at: indexPath) { rowsOfCells[ObjectIdentifier(cell)] = row }
            }
            return rowsOfCells
        }
    }

    /// Runs the mutation on the state. Every mutation validates before it changes anything,
    /// so on an error the state is as it was.
    private func runMutation<Result>(
        _ body: Mutation<Result>, _ change: inout LiaisonChange, replacesState: Bool
    ) throws -> Result {
        var working = state
        if !replacesState { state = LiaisonState(sections: []) }
        do {
            let result = try body(&working, &change)
            state = working
            return result
        } catch {
            if !replacesState { state = working }
            throw error
        }
    }

    /// Gives the table the change as one batch, then reconfigures the rows whose content
    /// changed on screen.
    private func performBatch(
        _ change: inout LiaisonChange, comparingCellsOf rowsOfCells: [ObjectIdentifier: AnyRow],
        on tableView: TableView
    ) throws {
        do {
            if change.comparesVisibleContentAfter {
                // Only the rows whose cells stay on screen are compared (comparing every row
                // would cost a content comparison each); every row's height is asked again
                // instead, before the batch: the rows it brings on screen are measured as
                // they come, the rows on screen at its layout, the others when they next come
                // on screen. A row whose model or declared height changed shows at its new
                // height wherever it is.
                tableView.invalidateRowHeights()
            }
            try change.perform(on: tableView)
            if change.comparesVisibleContentAfter {
                // The rows kept off screen under another declared height take it now: their
                // old heights would otherwise stand until they next come on screen, and
                // misplace every row after them (and, once measured above the screen, move
                // the offset the other way).
                if !change.declaredHeightChangedRows.isEmpty {
                    tableView.refreshDeclaredRowHeights(at: change.declaredHeightChangedRows)
                }
                change.updatedRowsAfter = changedRowsStillOnScreen(
                    rowsOfCells, excluding: change.reloadedSectionsAfter, in: tableView)
                if !change.updatedRowsAfter.isEmpty {
                    try tableView.checking { $0.reconfigureRows(at: change.updatedRowsAfter) }
                }
                // A batch with nothing to change laid nothing out: the rows on screen are
                // measured now (a no-op after a layout).
                try tableView.layoutIfNeededOrThrow()
            }
        } catch {
            // The batch is valid by construction; if the table still refused it, it reads
            // everything again rather than show a state the liaison no longer has.
            tableView.reloadData()
            throw error
        }
    }

    /// Fires `.insert`, `.move` and `.reload` for the rows on screen after the batch.
    private func fireCommands(of change: LiaisonChange, in tableView: TableView) {
        // Rows of inserted sections are inserted rows too.
        let insertedSectionRows = change.insertedSections.flatMap { section in
            (0..<(state.sections[safe: section]?.rows.count ?? 0)).map { IndexPath(row: $0, section: section) }
        }
        let visibleAfter = Set(tableView.indexPathsForVisibleRows ?? [])
        let span = VisibleSpan(visibleAfter)
        if change.rowsAscending {
            // A difference's rows are ascending: only those on screen are read.
            fire(
                .insert, at: Array(span.slice(ofAscending: change.insertedRows)) + insertedSectionRows, visible: visibleAfter,
                in: tableView)
            let movedOnScreen = span.range(ofAscending: change.movedRows.count) { change.movedRows[$0].to }
            fire(.move, at: movedOnScreen.map { change.movedRows[$0].to }, visible: visibleAfter, in: tableView)
        } else {
            fire(.insert, at: change.insertedRows + insertedSectionRows, visible: visibleAfter, in: tableView)
            fire(.move, at: change.movedRows.map(\.to), visible: visibleAfter, in: tableView)
        }
        fire(.reload, at: change.reloadedRowTargets + change.updatedRowsAfter, visible: visibleAfter, in: tableView)
    }

    /// The visible rows whose cell showed, before the batch, a row of the same identity with
    /// other content or another declared height (reconfiguring a row is what asks its height
    /// again). A cell that came from the reuse pool showed a row of another identity (the
    /// difference matches equal identities), so it never counts. O(visible rows).
    private func changedRowsStillOnScreen(
        _ rowsOfCells: [ObjectIdentifier: AnyRow], excluding reloadedSections: IndexSet,
        in tableView: TableView
    ) -> [IndexPath] {
        guard !rowsOfCells.isEmpty else { return [] }
        var changed: [IndexPath] = []
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where !reloadedSections.contains(indexPath.section) {
            guard let cell = tableView.cellForRow(at: indexPath), let old = rowsOfCells[ObjectIdentifier(cell)],
                let new = rowInState(at: indexPath), new !== old,
                new.rowIdentity == old.rowIdentity,
                !new.isContentEqual(to: old) || !new.declaresSameHeight(as: old)
            else { continue }
            changed.append(indexPath)
        }
        return changed
    }

    /// Runs `command` on the rows at `indexPaths` that are among the `visible` ones. O(k).
    private func fire(_ command: RowCommand, at indexPaths: [IndexPath], visible: Set<IndexPath>, in tableView: TableView) {
        let span = VisibleSpan(visible)
        for indexPath in indexPaths where span.contains(indexPath) && visible.contains(indexPath) {
            guard let cell = tableView.cellForRow(at: indexPath), let row = rowInState(at: indexPath) else { continue }
            run(command, on: row, cell: cell, at: indexPath)
        }
    }

    /// The row at `indexPath` of `state`, nil when there is none.
    func row(at indexPath: IndexPath, in state: LiaisonState) -> AnyRow? {
        guard indexPath.count == 2, let section = state.sections[safe: indexPath.section] else { return nil }
        return section.rows[safe: indexPath.row]
    }

    /// The row at `indexPath` of the state the table shows, nil when there is none.
    func rowInState(at indexPath: IndexPath) -> AnyRow? { row(at: indexPath, in: state) }

    /// Registers the header and footer types of new sections; row types are registered when
    /// their first cell is asked for.
    private func registerNewContent(of change: LiaisonChange, in state: LiaisonState) {
        guard tableView != nil else { return }
        for section in change.insertedSections.union(change.reloadedSections) where state.sections.indices.contains(section) {
            registerComponents(of: state.sections[section])
        }
    }

    /// Whether a request must wait: a table callback is running, the table is in the middle
    /// of an operation (a height closure asked during a layout), or earlier requests wait.
    var mustQueue: Bool {
        activityDepth > 0 || tableView?.isBusy == true || (!deferred.isEmpty && !isDraining)
    }

    /// Queues a request to run once nothing else is running, after the requests already
    /// queued; what it throws then goes to `report(_:)`.
    func enqueue(_ work: @escaping () throws -> Void) {
        deferred.append(work)
        if activityDepth == 0 { scheduleDrain() }
    }

    /// Runs `work` now, or queues it as `enqueue(_:)` does when `mustQueue`.
    func runOrQueue(_ work: @escaping () throws -> Void) throws {
        if mustQueue {
            enqueue(work)
        } else {
            try work()
        }
    }

    /// Applies deferred mutations once nothing else is running: after the current callback,
    /// and after the table's layout when a callback came from inside one.
    func scheduleDrain() {
        guard !isDraining else { return }
        guard !deferred.isEmpty else {
            projected = nil
            return
        }
        if let tableView {
            tableView.performWhenIdle { [weak self] in self?.drain() }
        } else {
            drain()
        }
    }

    private func drain() {
        guard !isDraining, activityDepth == 0 else { return }
        isDraining = true
        defer { isDraining = false }
        while !deferred.isEmpty, activityDepth == 0 {
            let next = deferred.removeFirst()
            do {
                try next()
            } catch {
                report(error)
            }
        }
        if deferred.isEmpty { projected = nil }
    }

    /// Runs a table callback: mutations it makes are deferred until it returns.
    func callback<T>(_ body: () throws -> T) rethrows -> T {
        activityDepth += 1
        defer {
            activityDepth -= 1
            if activityDepth == 0 { scheduleDrain() }
        }
        return try body()
    }
}

extension Array {
    // An array's indices are 0..<count: compared directly, as a debug build would otherwise
    // build and search the range on every read of a row.
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
