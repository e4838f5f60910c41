import Foundation

extension Liaison: TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { state.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        state.sections[safe: section]?.rows.count ?? 0
    }

    /// Dequeues the row's cell and runs its `.configuration` command. Where UIKit would raise,
    /// the table records the error (`LiaisonError.noRow` for a row the liaison does not have,
    /// what the row's `cell(for:at:)` throws) and shows a placeholder cell.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        callback {
            do {
                guard let row = rowInState(at: indexPath) else {
                    throw LiaisonError.noRow(indexPath)
                }
                register(row)
                // The command gets the row's place in the sections its caller sees, as every
                // command does; a row whose deletion waits in the queue still needs its cell,
                // configured at the table's index path.
                let caller = callerIndexPath(of: row, at: indexPath) ?? indexPath
                let cell =
                    caller == indexPath
                    ? try row.cell(for: tableView, at: indexPath)
                    : try ConfigurationIndexPath.shared.during(table: indexPath, caller: caller) {
                        try row.cell(for: tableView, at: indexPath)
                    }
                commandObserver?(.configuration, caller)
                return cell
            } catch {
                // UIKit raises when a data source cannot give a cell: the table records it.
                tableView.errorRecorder.record(error, member: "tableView(_:cellForRowAt:)")
                return TableViewCell.failurePlaceholder()
            }
        }
    }

    /// Whether the row has something to edit: an editing style, edit actions (an empty list
    /// counts as none, as in OKTableViewLiaison) or swipe actions.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let row = rowInState(at: indexPath) else { return false }
        return row.editingStyle != .none || row.editActions?.isEmpty == false
            || row.trailingSwipeActions != nil || row.leadingSwipeActions != nil
    }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        rowInState(at: indexPath)?.movable ?? false
    }

    /// A swipe's delete button or an editing control. `.delete` runs the row's `.delete`
    /// command and removes the row with its `deleteRowAnimation`; `.insert` (the green plus)
    /// runs the row's `.insert` command on its cell and changes nothing else: what to insert
    /// is the screen's decision, as in OKTableViewLiaison.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    {
        callback {
            guard let row = rowInState(at: indexPath) else { return }
            switch editingStyle {
            case .delete:
                do {
                    try deleteRows(at: [indexPath], animation: row.deleteRowAnimation)
                } catch {
                    report(error)
                }
            case .insert:
                guard let cell = tableView.cellForRow(at: indexPath) else { return }
                run(.insert, on: row, cell: cell, at: indexPath)
            case .none:
                break
            }
        }
    }

    /// The table already moved the row; the liaison moves it in its sections and runs the
    /// row's `.move` command.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        callback {
            guard rowInState(at: sourceIndexPath) != nil else { return }
            let row = state.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
            state.sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
            if let cell = tableView.cellForRow(at: destinationIndexPath) {
                run(.move, on: row, cell: cell, at: destinationIndexPath)
            }
        }
    }
}

extension Liaison: TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        callback {
            for indexPath in indexPaths { rowInState(at: indexPath)?.perform(prefetchCommand: .prefetch, at: indexPath) }
        }
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        callback {
            for indexPath in indexPaths { rowInState(at: indexPath)?.perform(prefetchCommand: .cancel, at: indexPath) }
        }
    }
}
