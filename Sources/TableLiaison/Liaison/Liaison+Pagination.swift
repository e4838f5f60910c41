import Foundation

extension Liaison {
    /// Called for every displayed row: when it is the last row of the last section, no page
    /// is loading and the delegate enables pagination, the spinner is appended in its own
    /// section and `paginationStarted(indexPath:)` called once.
    func startPaginationIfNeeded(displaying indexPath: IndexPath) {
        guard !isPaginating, let delegate = paginationDelegate else { return }
        let sections = state.sections
        guard !state.showsSpinner, indexPath.section == sections.count - 1,
            indexPath.row == sections[indexPath.section].rows.count - 1
        else { return }
        guard delegate.isPaginationEnabled() else { return }
        isPaginating = true
        let spinner = paginationRow
        do {
            try mutate(animation: .none) { state, change in
                state.sections.append(Section(rows: [spinner]))
                state.showsSpinner = true
                let indexPath = IndexPath(row: 0, section: state.sections.count - 1)
                change.insertedSections.insert(indexPath.section)
                change.completions.append { [weak self] in
                    self?.paginationObserver?(.started(indexPath))
                    self?.paginationDelegate?.paginationStarted(indexPath: indexPath)
                }
            }
        } catch {
            isPaginating = false
            report(error)
        }
    }

    /// Ends the page loading although it brought nothing (the last page, or an empty answer):
    /// the spinner leaves and `paginationEnded(indexPath:)` gets the index path the first new
    /// row would have had, the one after the last content row. Declarative screens call it
    /// after an `apply` of an empty page; imperative screens may call it or
    /// `append(sections: [])`. Nothing happens when no page is loading. Returns whether a
    /// page was ended.
    /// - Throws: what the table throws.
    @discardableResult
    public func endPagination(animation: TableView.RowAnimation = .automatic) throws -> Bool {
        try mutate(animation: animation) { state, change in
            guard state.showsSpinner else { return false }
            let content = state.sections.dropLast()
            let firstNewRow =
                content.last.map { IndexPath(row: $0.rows.count, section: content.count - 1) }
                ?? IndexPath(row: 0, section: 0)
            self.endPagination(&state, &change, firstNewRow: firstNewRow)
            return true
        }
    }

    /// Takes the spinner out in the same batch as an append, and ends the page.
    func endPagination(_ state: inout LiaisonState, _ change: inout LiaisonChange, firstNewRow: IndexPath) {
        guard state.showsSpinner else { return }
        let spinnerSection = state.sections.count - 1
        state.sections.removeLast()
        state.showsSpinner = false
        change.deletedSections.insert(spinnerSection)
        change.completions.append { [weak self] in
            guard let self else { return }
            self.isPaginating = false
            self.paginationObserver?(.ended(firstNewRow))
            self.paginationDelegate?.paginationEnded(indexPath: firstNewRow)
        }
    }

    /// A reset took the spinner away (`state` no longer shows it): once the table has the
    /// new state the page is no longer loading and the delegate hears it was cancelled.
    func cancelPagination(_ change: inout LiaisonChange, spinnerSection: Int) {
        change.completions.append { [weak self] in
            guard let self else { return }
            self.isPaginating = false
            let indexPath = IndexPath(row: 0, section: spinnerSection)
            self.paginationObserver?(.cancelled(indexPath))
            self.paginationDelegate?.paginationCancelled(indexPath: indexPath)
        }
    }

    /// For `apply` while a page loads (`change` holds the difference of the content, the
    /// spinner's section left out): rows added after every row there was end the page; a
    /// difference that removes every row there was is a reset and cancels it; anything else
    /// keeps the spinner. O(sections + inserted rows).
    func settlePagination(
        _ state: inout LiaisonState, _ change: inout LiaisonChange, replacing old: [Section], with new: [Section]
    ) {
        let oldRows = old.reduce(0) { $0 + $1.rows.count }
        let deletedRows = change.deletedRows.count + change.deletedSections.reduce(0) { $0 + (old[safe: $1]?.rows.count ?? 0) }
        if oldRows > 0 && deletedRows == oldRows {
            let spinnerSection = state.sections.count - 1
            state.sections.removeLast()
            state.showsSpinner = false
            change.deletedSections.insert(spinnerSection)
            cancelPagination(&change, spinnerSection: spinnerSection)
        } else if let landed = firstRowLandedAtEnd(
            of: new, insertedSections: change.insertedSections, insertedRows: change.insertedRows)
        {
            endPagination(&state, &change, firstNewRow: landed)
        }
    }

    /// For `apply` while a page loads: the first row the new sections add after every row
    /// that was there before, when the page landed at the end; nil when the rows at the end
    /// were there before (content changed elsewhere), or nothing was added.
    /// O(inserted rows + sections scanned from the end).
    private func firstRowLandedAtEnd(of sections: [Section], insertedSections: IndexSet, insertedRows: [IndexPath]) -> IndexPath?
    {
        let inserted = Set(insertedRows)
        var first: IndexPath?
        for section in sections.indices.reversed() {
            let isNew = insertedSections.contains(section)
            for row in sections[section].rows.indices.reversed() {
                let indexPath = IndexPath(row: row, section: section)
                guard isNew || inserted.contains(indexPath) else { return first }
                first = indexPath
            }
        }
        return first
    }
}
