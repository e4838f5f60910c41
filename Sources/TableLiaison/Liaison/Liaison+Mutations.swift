import Foundation

extension Liaison {
    typealias Mutation<Result> = @MainActor (inout LiaisonState, inout LiaisonChange) throws -> Result

    /// Runs a mutation: validates it on a copy (throwing before anything changes), then
    /// applies it to the sections and the table as one batch and fires the row commands.
    /// Inside a table callback it is validated on the projected state and applied when the
    /// callback returns.
    func mutate<Result>(animation: RowAnimation, _ body: @escaping Mutation<Result>) throws -> Result {
        if activityDepth > 0 || (!deferred.isEmpty && !isDraining) {
            var working = projected ?? state
            var change = LiaisonChange(animation: animation)
            let result = try body(&working, &change)
            projected = working
            deferred.append { [unowned self] in _ = try self.applyNow(animation: animation, body) }
            return result
        }
        return try applyNow(animation: animation, body)
    }

    @discardableResult
    func applyNow<Result>(animation: RowAnimation, _ body: Mutation<Result>) throws -> Result {
        activityDepth += 1
        defer {
            activityDepth -= 1
            if activityDepth == 0 { scheduleDrain() }
        }
        // The rows on screen, read before anything changes, for the `.delete` command.
        let onScreen = tableView?.indexPathsForVisibleRows ?? []
        let rowsOnScreen = Dictionary(uniqueKeysWithValues: onScreen.compactMap { indexPath in rowInState(at: indexPath).map { (indexPath, $0) } })
        // The state is taken out so the mutation changes its only copy in place: copying a
        // million rows would cost more than the update. Every mutation validates before it
        // changes anything, so on an error the state goes back untouched.
        var working = state
        state = LiaisonState(sections: [])
        var change = LiaisonChange(animation: animation)
        let result: Result
        do {
            result = try body(&working, &change)
        } catch {
            state = working
            throw error
        }
        state = working
        registerNewContent(of: change, in: state)
        guard let tableView else {
            for completion in change.completions { completion() }
            return result
        }
        let onScreenSpan = VisibleSpan(onScreen)
        let deletedOnScreen = change.deletedRows.filter { onScreenSpan.contains($0) && rowsOnScreen[$0] != nil }
            + onScreen.filter { change.deletedSections.contains($0.section) }
        let leaving: [(TableViewCell, AnyRow, IndexPath)] = deletedOnScreen.compactMap { indexPath in
            guard let cell = tableView.cellForRow(at: indexPath), let row = rowsOnScreen[indexPath] else { return nil }
            return (cell, row, indexPath)
        }
        // The row each cell on screen shows, to find the rows whose content changed.
        var rowsOfCells: [ObjectIdentifier: AnyRow] = [:]
        if change.comparesVisibleContentAfter {
            for (indexPath, row) in rowsOnScreen {
                if let cell = tableView.cellForRow(at: indexPath) { rowsOfCells[ObjectIdentifier(cell)] = row }
            }
        }
        do {
            try change.perform(on: tableView)
            if change.comparesVisibleContentAfter {
                change.updatedRowsAfter = changedRowsStillOnScreen(rowsOfCells, excluding: change.reloadedSectionsAfter, in: tableView)
                if !change.updatedRowsAfter.isEmpty { try tableView.reconfigureRows(at: change.updatedRowsAfter) }
            }
        } catch {
            // The batch is valid by construction; if the table still refused it, it reads
            // everything again rather than show a state the liaison no longer has.
            tableView.reloadData()
            throw error
        }
        for (cell, row, indexPath) in leaving { run(.delete, on: row, cell: cell, at: indexPath) }
        // Rows of inserted sections are inserted rows too.
        let insertedSectionRows = change.insertedSections.flatMap { section in
            (0..<(state.sections[safe: section]?.rows.count ?? 0)).map { IndexPath(row: $0, section: section) }
        }
        let visibleAfter = Set(tableView.indexPathsForVisibleRows ?? [])
        fire(.insert, at: change.insertedRows + insertedSectionRows, visible: visibleAfter, in: tableView)
        fire(.move, at: change.movedRows.map(\.to), visible: visibleAfter, in: tableView)
        fire(.reload, at: change.reloadedRowTargets + change.updatedRowsAfter, visible: visibleAfter, in: tableView)
        for completion in change.completions { completion() }
        return result
    }

    /// The visible rows whose cell showed, before the batch, a row of the same identity with
    /// other content. A cell that came from the reuse pool showed a row of another identity
    /// (the difference matches equal identities), so it never counts. O(visible rows).
    private func changedRowsStillOnScreen(_ rowsOfCells: [ObjectIdentifier: AnyRow], excluding reloadedSections: IndexSet,
                                          in tableView: TableView) -> [IndexPath] {
        guard !rowsOfCells.isEmpty else { return [] }
        var changed: [IndexPath] = []
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where !reloadedSections.contains(indexPath.section) {
            guard let cell = tableView.cellForRow(at: indexPath), let old = rowsOfCells[ObjectIdentifier(cell)],
                  let new = rowInState(at: indexPath), new !== old,
                  new.rowIdentity == old.rowIdentity, !new.isContentEqual(to: old) else { continue }
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

    func rowInState(at indexPath: IndexPath) -> AnyRow? {
        guard state.sections.indices.contains(indexPath.section),
              state.sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return state.sections[indexPath.section].rows[indexPath.row]
    }

    /// Registers the header and footer types of new sections; row types are registered when
    /// their first cell is asked for.
    private func registerNewContent(of change: LiaisonChange, in state: LiaisonState) {
        guard tableView != nil else { return }
        for section in change.insertedSections.union(change.reloadedSections) where state.sections.indices.contains(section) {
            registerComponents(of: state.sections[section])
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
    func callback<T>(_ body: () -> T) -> T {
        activityDepth += 1
        defer {
            activityDepth -= 1
            if activityDepth == 0 { scheduleDrain() }
        }
        return body()
    }

    func throwingCallback<T>(_ body: () throws -> T) throws -> T {
        activityDepth += 1
        defer {
            activityDepth -= 1
            if activityDepth == 0 { scheduleDrain() }
        }
        return try body()
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
