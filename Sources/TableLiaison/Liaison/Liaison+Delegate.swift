import Foundation

extension Liaison: TableViewDelegate {
    // MARK: Heights

    /// The row's height; a height closure's answer is reused until the table asks heights
    /// anew (see `Row.set(height:_:)`).
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let row = rowInState(at: indexPath) else { return TableView.automaticDimension }
        return ComputedHeightEpoch.shared.during(tableView.heightEpoch) { row.height } ?? TableView.automaticDimension
    }

    /// The row's estimate, else its height, else the table's estimate. Always a number, never
    /// a dimension sentinel (an estimate closure answering one counts as no estimate): the
    /// table asks the first row whether estimates come per row (see `TableViewDelegate`), and
    /// a self-sizing first row must not make fixed rows after it count as 44 points.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let row = rowInState(at: indexPath) {
            if let estimate = row.estimatedHeight, estimate >= 0 { return estimate }
            // A height closure runs here once per load; the table's question about the
            // row's height, when it is displayed, is answered with the same value.
            if let height = ComputedHeightEpoch.shared.during(tableView.heightEpoch, { row.height }), height >= 0 {
                return height
            }
        }
        return tableView.estimatedRowHeight > 0 ? tableView.estimatedRowHeight : TableView.defaultEstimatedRowHeight
    }

    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        guard let component = state.sections[safe: section]?.componentDisplayOption.header else { return 0 }
        return component.height ?? TableView.automaticDimension
    }

    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        guard let component = state.sections[safe: section]?.componentDisplayOption.footer else { return 0 }
        return component.height ?? TableView.automaticDimension
    }

    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        guard let component = state.sections[safe: section]?.componentDisplayOption.header else { return 0 }
        return component.estimatedHeight ?? component.height ?? 0
    }

    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        guard let component = state.sections[safe: section]?.componentDisplayOption.footer else { return 0 }
        return component.estimatedHeight ?? component.height ?? 0
    }

    // MARK: Headers and footers

    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        callback { state.sections[safe: section]?.componentDisplayOption.header?.view(for: tableView, in: section) }
    }

    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        callback { state.sections[safe: section]?.componentDisplayOption.footer?.view(for: tableView, in: section) }
    }

    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        callback {
            guard let component = state.sections[safe: section]?.componentDisplayOption.header,
                callerSection(of: component, at: section) != nil
            else { return }
            // The liaison's components make header-footer views; another view is not theirs.
            guard let view = view as? TableViewHeaderFooterView else { return }
            displayedComponents[ObjectIdentifier(view)] = component
            run(.willDisplay, on: component, view: view, in: section)
        }
    }

    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        callback {
            guard let component = state.sections[safe: section]?.componentDisplayOption.footer,
                callerSection(of: component, at: section) != nil
            else { return }
            // The liaison's components make header-footer views; another view is not theirs.
            guard let view = view as? TableViewHeaderFooterView else { return }
            displayedComponents[ObjectIdentifier(view)] = component
            run(.willDisplay, on: component, view: view, in: section)
        }
    }

    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {
        callback {
            guard let view = view as? TableViewHeaderFooterView,
                let component = displayedComponents.removeValue(forKey: ObjectIdentifier(view))
            else { return }
            run(.didEndDisplaying, on: component, view: view, in: section)
        }
    }

    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {
        callback {
            guard let view = view as? TableViewHeaderFooterView,
                let component = displayedComponents.removeValue(forKey: ObjectIdentifier(view))
            else { return }
            run(.didEndDisplaying, on: component, view: view, in: section)
        }
    }

    // MARK: Display

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        callback {
            // A row the caller has already deleted (the deletion waits in the queue) gets
            // neither `.willDisplay` nor, later, `.didEndDisplaying`.
            guard let row = rowInState(at: indexPath), callerIndexPath(of: row, at: indexPath) != nil else { return }
            displayedRows[ObjectIdentifier(cell)] = row
            run(.willDisplay, on: row, cell: cell, at: indexPath)
            startPaginationIfNeeded(displaying: indexPath)
        }
    }

    /// Runs `.didEndDisplaying` of the row the cell showed, even when that row has moved or
    /// been deleted since.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        callback {
            guard let row = displayedRows.removeValue(forKey: ObjectIdentifier(cell)) else { return }
            run(.didEndDisplaying, on: row, cell: cell, at: indexPath)
        }
    }

    // MARK: Selection

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        rowInState(at: indexPath)?.isSelectable ?? false
    }

    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        run(.didHighlight, at: indexPath, in: tableView)
    }
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        run(.didUnhighlight, at: indexPath, in: tableView)
    }

    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        run(.willSelect, at: indexPath, in: tableView)
        return indexPath
    }

    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        run(.willDeselect, at: indexPath, in: tableView)
        return indexPath
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        run(.didSelect, at: indexPath, in: tableView)
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        run(.didDeselect, at: indexPath, in: tableView)
    }

    // MARK: Editing

    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        rowInState(at: indexPath)?.editingStyle ?? .none
    }

    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        rowInState(at: indexPath)?.deleteConfirmationTitle
    }

    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        rowInState(at: indexPath)?.editActions
    }

    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        rowInState(at: indexPath)?.leadingSwipeActions
    }

    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        rowInState(at: indexPath)?.trailingSwipeActions
    }

    /// The row's `indentWhileEditing` (false unless the row says otherwise, as in
    /// OKTableViewLiaison).
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        rowInState(at: indexPath)?.indentWhileEditing ?? false
    }

    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        editingRow = rowInState(at: indexPath)
        run(.willBeginEditing, at: indexPath, in: tableView)
    }

    /// Runs `.didEndEditing` of the row that began editing, wherever it is now; a row the
    /// swipe deleted has no cell left to run it with (it got `.delete`).
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        guard let row = editingRow else { return }
        editingRow = nil
        let current =
            indexPath.flatMap { rowInState(at: $0) === row ? $0 : nil }
            ?? tableView.indexPathsForVisibleRows?.first { rowInState(at: $0) === row }
        guard let current else { return }
        run(.didEndEditing, at: current, in: tableView)
    }

    /// Every proposal is accepted (which rows can be picked up is decided by `movable`),
    /// except one into the pagination spinner's section while a page loads: the row stays
    /// at the end of the last content section instead. The spinner's section leaves when the
    /// page lands, and a row dropped into it would leave with it (`moveRow` refuses that
    /// section for the same reason).
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let spinnerSection = state.sections.count - 1
        guard state.showsSpinner, spinnerSection > 0, proposedDestinationIndexPath.section >= spinnerSection else {
            return proposedDestinationIndexPath
        }
        let last = spinnerSection - 1
        let count = state.sections[last].rows.count
        // In its own section the lifted row leaves one place fewer.
        return IndexPath(row: sourceIndexPath.section == last ? max(0, count - 1) : count, section: last)
    }

    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        run(.accessoryButtonTapped, at: indexPath, in: tableView)
    }

    /// The row's context menu (`Row.contextMenuProvider`), identified by the index path; nil
    /// when the row has none.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let menu = rowInState(at: indexPath)?.contextMenu(at: indexPath) else { return nil }
        return ContextMenuConfiguration(identifier: indexPath) { _ in menu }
    }

    /// Runs a row command with the row's cell when it is on screen.
    private func run(_ command: RowCommand, at indexPath: IndexPath, in tableView: TableView) {
        callback {
            guard let row = rowInState(at: indexPath), let cell = tableView.cellForRow(at: indexPath) else { return }
            self.run(command, on: row, cell: cell, at: indexPath)
        }
    }
}
