import Foundation

extension Liaison: TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { state.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        state.sections[safe: section]?.rows.count ?? 0
    }

    /// Dequeues the row's cell and runs its `.configuration` command.
    /// - Throws: `LiaisonError.noRow` when the table asks for a row the liaison does
    ///   not have; what the row's `cell(for:at:)` throws.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        try callback {
            guard let row = rowInState(at: indexPath) else {
                throw LiaisonError.noRow(indexPath)
            }
            register(row)
            let cell = try row.cell(for: tableView, at: indexPath)
            commandObserver?(.configuration, indexPath)
            return cell
        }
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let row = rowInState(at: indexPath) else { return false }
        return row.editingStyle != .none || row.editActions != nil || row.trailingSwipeActions != nil || row.leadingSwipeActions != nil
    }

    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        rowInState(at: indexPath)?.movable ?? false
    }

    /// A swipe's delete button or an editing control: deleting runs the row's `.delete`
    /// command and removes it with its `deleteRowAnimation`.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        callback {
            guard editingStyle == .delete, let row = rowInState(at: indexPath) else { return }
            do {
                try deleteRows(at: [indexPath], animation: row.deleteRowAnimation)
            } catch {
                report(error)
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
