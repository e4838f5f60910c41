import Foundation

extension Liaison {
    /// Called for every displayed row: when it is the last row of the last section, no page
    /// is loading and the delegate enables pagination, the spinner is appended in its own
    /// section and `paginationStarted(indexPath:)` called once.
    func startPaginationIfNeeded(displaying indexPath: IndexPath) {
        guard !isPaginating, let delegate = paginationDelegate else { return }
        let sections = state.sections
        guard !state.showsSpinner, indexPath.section == sections.count - 1,
              indexPath.row == sections[indexPath.section].rows.count - 1 else { return }
        guard delegate.isPaginationEnabled() else { return }
        isPaginating = true
        let spinner = paginationRow
        do {
            try mutate(animation: .none) { state, change in
                state.sections.append(Section(rows: [spinner]))
                state.showsSpinner = true
                let indexPath = IndexPath(row: 0, section: state.sections.count - 1)
                change.insertedSections.insert(indexPath.section)
                change.completions.append { [weak self] in self?.paginationDelegate?.paginationStarted(indexPath: indexPath) }
            }
        } catch {
            isPaginating = false
            report(error)
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
            self.paginationDelegate?.paginationEnded(indexPath: firstNewRow)
        }
    }
}
