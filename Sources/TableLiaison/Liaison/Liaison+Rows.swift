import Foundation

extension Liaison {

    private func validateContentSection(_ section: Int, in state: LiaisonState) throws {
        try validateSection(section, in: state)
        try validateNotSpinnerSection(section, in: state)
    }

    /// Appends rows at the end of `section`. While a page loads, the spinner is removed in
    /// the same batch and `paginationEnded(indexPath:)` gets the first new row's index path.
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    /// - Complexity: O(k) for k rows, plus the rows that come on screen.
    public func append(
        rows: [AnyRow], to section: Int = 0, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateContentSection(section, in: state)
            let start = state.sections[section].rows.count
            self.endPagination(&state, &change, firstNewRow: IndexPath(row: start, section: section))
            state.sections[section].rows.append(contentsOf: rows)
            change.insertedRows = (start..<start + rows.count).map { IndexPath(row: $0, section: section) }
        }
    }

    /// Appends one row at the end of `section`; see `append(rows:to:animation:animated:)`.
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    public func append(
        row: AnyRow, to section: Int = 0, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try append(rows: [row], to: section, animation: animation, animated: animated)
    }

    /// Inserts a row at `indexPath` (rows 0…count of its section).
    /// - Throws: `LiaisonError.sectionOutOfRange` or `.rowOutOfRange` naming the valid range.
    public func insert(
        row: AnyRow, at indexPath: IndexPath, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try insert(rows: [indexPath: row], animation: animation, animated: animated)
    }

    /// Inserts rows at their index paths, which are where they end up; they are placed in
    /// ascending order, so each is checked against the rows placed before it.
    /// - Throws: `LiaisonError.sectionOutOfRange` or `.rowOutOfRange` naming the valid range.
    public func insert(rows: [IndexPath: AnyRow], animation: TableView.RowAnimation = .automatic, animated: Bool = true) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            let sorted = rows.sorted { $0.key < $1.key }
            // Every index path is checked before anything changes, against the rows placed
            // before it in its section.
            var placed: [Int: Int] = [:]
            for (indexPath, _) in sorted {
                try self.validateInsertionRow(
                    indexPath, in: state, alreadyInserted: placed[indexPath.count == 2 ? indexPath.section : -1] ?? 0)
                try self.validateNotSpinnerSection(indexPath.section, in: state)
                placed[indexPath.section, default: 0] += 1
            }
            for (indexPath, row) in sorted {
                state.sections[indexPath.section].rows.insert(row, at: indexPath.row)
                change.insertedRows.append(indexPath)
            }
        }
    }

    /// Deletes rows, from any sections, in one batch; returns them in the order asked.
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist,
    ///   `LiaisonError.duplicateRow` for an index path given twice.
    @discardableResult
    public func deleteRows(
        at indexPaths: [IndexPath], animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws -> [AnyRow] {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            var seen = Set<IndexPath>()
            for indexPath in indexPaths {
                try self.validateRow(indexPath, in: state)
                guard seen.insert(indexPath).inserted else {
                    throw LiaisonError.duplicateRow(indexPath)
                }
            }
            let removed = indexPaths.map { state.sections[$0.section].rows[$0.row] }
            for indexPath in indexPaths.sorted(by: >) { state.sections[indexPath.section].rows.remove(at: indexPath.row) }
            change.deletedRows = indexPaths
            return removed
        }
    }

    /// Deletes one row and returns it.
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist.
    @discardableResult
    public func deleteRow(
        at indexPath: IndexPath, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws -> AnyRow {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateRow(indexPath, in: state)
            change.deletedRows = [indexPath]
            return state.sections[indexPath.section].rows.remove(at: indexPath.row)
        }
    }

    /// Reloads rows: each on screen gets a new cell, dequeued and configured while the old one
    /// still shows (as in UIKit), and its height is measured again.
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableView.RowAnimation = .automatic) throws {
        try mutate(animation: animation) { state, change in
            for indexPath in indexPaths { try self.validateRow(indexPath, in: state) }
            change.reloadedRows = Array(Set(indexPaths)).sorted()
            change.reloadedRowTargets = change.reloadedRows
        }
    }

    /// Reloads one row.
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist.
    public func reloadRow(at indexPath: IndexPath, with animation: TableView.RowAnimation = .automatic) throws {
        try reloadRows(at: [indexPath], with: animation)
    }

    /// Replaces a row with another, as OKTableViewLiaison does: the index path is deleted and
    /// inserted in one batch, the old row's `.delete` command runs on the cell that showed it
    /// and the new row's `.insert` command on its new cell (each only when on screen).
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist.
    public func replaceRow(
        at indexPath: IndexPath, with row: AnyRow, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateRow(indexPath, in: state)
            state.sections[indexPath.section].rows[indexPath.row] = row
            change.deletedRows = [indexPath]
            change.insertedRows = [indexPath]
        }
    }

    /// Moves a row; `destination` is where it ends up. Its cell stays.
    /// - Throws: `LiaisonError.rowOutOfRange` or `.sectionOutOfRange` naming the valid range.
    public func moveRow(
        from source: IndexPath, to destination: IndexPath, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateRow(source, in: state)
            // The destination is where the row ends up: its section has one row fewer while
            // the row is lifted out of it.
            let lifted = destination.count == 2 && destination.section == source.section ? -1 : 0
            try self.validateInsertionRow(destination, in: state, alreadyInserted: lifted)
            try self.validateNotSpinnerSection(source.section, in: state)
            try self.validateNotSpinnerSection(destination.section, in: state)
            guard source != destination else { return }
            let row = state.sections[source.section].rows.remove(at: source.row)
            state.sections[destination.section].rows.insert(row, at: destination.row)
            change.movedRows = [(source, destination)]
        }
    }

    /// Swaps two rows, in one section or two.
    /// - Throws: `LiaisonError.rowOutOfRange` for a row that does not exist.
    public func swapRow(
        at source: IndexPath, with destination: IndexPath, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateRow(source, in: state)
            try self.validateRow(destination, in: state)
            try self.validateNotSpinnerSection(source.section, in: state)
            try self.validateNotSpinnerSection(destination.section, in: state)
            guard source != destination else { return }
            let first = state.sections[source.section].rows[source.row]
            state.sections[source.section].rows[source.row] = state.sections[destination.section].rows[destination.row]
            state.sections[destination.section].rows[destination.row] = first
            change.movedRows = [(source, destination), (destination, source)]
        }
    }
}
