import Foundation
import TableLiaison

/// Sits between the table and its data source, delegate and prefetch data source: records
/// each call as a `HarnessEvent` and forwards it unchanged, so the screen behaves exactly as
/// without the harness.
@MainActor
final class RecordingProxy: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    weak var dataSource: TableViewDataSource?
    weak var delegate: TableViewDelegate?
    weak var prefetcher: TableViewDataSourcePrefetching?
    let record: @MainActor (HarnessEvent.Kind, IndexPath?, Int?, String?) -> Void
    /// Seconds spent inside `cellForRowAt`, for the frame records.
    var configurationTime: TimeInterval = 0
    /// Told of each cell the data source hands out and of each cell's display calls, with
    /// the cell: the explorer follows cells by identity, which the event log cannot.
    var cellObserver: (@MainActor (CellCall, TableViewCell, IndexPath) -> Void)?

    /// Told of each header and footer view's display calls, with the view, whether it is a
    /// header, and its section: the explorer pairs them by identity as it pairs cells.
    var supplementaryObserver: (@MainActor (CellCall, View, _ isHeader: Bool, _ section: Int) -> Void)?

    /// What happened to a cell, for `cellObserver`; a header or footer view, for
    /// `supplementaryObserver` (never `.provided`).
    enum CellCall {
        /// The data source returned it for the row (configured for it).
        case provided
        /// `willDisplay` was called for it.
        case willDisplay
        /// `didEndDisplaying` was called for it.
        case didEndDisplaying
    }

    init(record: @escaping @MainActor (HarnessEvent.Kind, IndexPath?, Int?, String?) -> Void) {
        self.record = record
    }

    /// Stops forwarding to `object` (a liaison that detached) wherever it was the data
    /// source, delegate or prefetch data source, and has `tableView` read everything again
    /// at its next layout: the table does that itself when its own data source or delegate
    /// changes, and it still has the proxy for both. Without the reload the table would keep
    /// the old counts and ask a proxy with nothing behind it for their cells.
    func stopForwarding(to object: AnyObject, in tableView: TableView) {
        var changed = false
        if dataSource === object {
            dataSource = nil
            changed = true
        }
        if delegate === object {
            delegate = nil
            changed = true
        }
        if prefetcher === object {
            prefetcher = nil
            changed = true
        }
        if changed { tableView.reloadData() }
    }

    private func log(_ kind: HarnessEvent.Kind, _ indexPath: IndexPath? = nil, section: Int? = nil, _ detail: String? = nil) {
        record(kind, indexPath, section, detail)
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int {
        log(.numberOfSections)
        return dataSource?.numberOfSections(in: tableView) ?? 0
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log(.numberOfRows, section: section)
        return dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log(.cellForRow, indexPath)
        guard let dataSource else {
            tableView.errorRecorder.record(TableViewError.noDataSource(cellAt: indexPath), member: "tableView(_:cellForRowAt:)")
            return TableViewCell.failurePlaceholder()
        }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { configurationTime += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
        cellObserver?(.provided, cell, indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        dataSource?.tableView(tableView, titleForHeaderInSection: section)
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        dataSource?.tableView(tableView, titleForFooterInSection: section)
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dataSource?.tableView(tableView, canMoveRowAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log(.commit, indexPath, "\(editingStyle)")
        dataSource?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log(.moveRow, destinationIndexPath, "from (\(sourceIndexPath.section) - \(sourceIndexPath.row))")
        dataSource?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Heights (not logged per call: a reload asks them by the thousand)

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate?.tableView(tableView, heightForRowAt: indexPath) ?? TableView.unspecifiedDimension
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate?.tableView(tableView, estimatedHeightForRowAt: indexPath) ?? TableView.unspecifiedDimension
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        delegate?.tableView(tableView, heightForHeaderInSection: section) ?? TableView.unspecifiedDimension
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        delegate?.tableView(tableView, heightForFooterInSection: section) ?? TableView.unspecifiedDimension
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        delegate?.tableView(tableView, estimatedHeightForHeaderInSection: section) ?? TableView.unspecifiedDimension
    }
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        delegate?.tableView(tableView, estimatedHeightForFooterInSection: section) ?? TableView.unspecifiedDimension
    }

    // MARK: Headers, footers, display

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        log(.viewForHeader, section: section)
        return delegate?.tableView(tableView, viewForHeaderInSection: section)
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        log(.viewForFooter, section: section)
        return delegate?.tableView(tableView, viewForFooterInSection: section)
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log(.willDisplay, indexPath)
        cellObserver?(.willDisplay, cell, indexPath)
        delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log(.didEndDisplaying, indexPath)
        cellObserver?(.didEndDisplaying, cell, indexPath)
        delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log(.willDisplayHeader, section: section)
        supplementaryObserver?(.willDisplay, view, true, section)
        delegate?.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        log(.willDisplayFooter, section: section)
        supplementaryObserver?(.willDisplay, view, false, section)
        delegate?.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log(.didEndDisplayingHeader, section: section)
        supplementaryObserver?(.didEndDisplaying, view, true, section)
        delegate?.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        log(.didEndDisplayingFooter, section: section)
        supplementaryObserver?(.didEndDisplaying, view, false, section)
        delegate?.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: Selection

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log(.shouldHighlight, indexPath)
        return delegate?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log(.didHighlight, indexPath)
        delegate?.tableView(tableView, didHighlightRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log(.didUnhighlight, indexPath)
        delegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log(.willSelect, indexPath)
        return delegate.map { $0.tableView(tableView, willSelectRowAt: indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log(.willDeselect, indexPath)
        return delegate.map { $0.tableView(tableView, willDeselectRowAt: indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log(.didSelect, indexPath)
        delegate?.tableView(tableView, didSelectRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log(.didDeselect, indexPath)
        delegate?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Editing

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        delegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        delegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        delegate?.tableView(tableView, editActionsForRowAt: indexPath)
    }
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        delegate?.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? true
    }
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        delegate?.tableView(tableView, indentationLevelForRowAt: indexPath) ?? 0
    }
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        delegate?.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        delegate?.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {
        delegate?.tableViewDidEndMultipleSelectionInteraction(tableView)
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log(.willBeginEditing, indexPath)
        delegate?.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log(.didEndEditing, indexPath)
        delegate?.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log(.targetIndexPathForMove, proposedDestinationIndexPath, "from (\(sourceIndexPath.section) - \(sourceIndexPath.row))")
        return delegate?.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
            ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log(.accessoryButtonTapped, indexPath)
        delegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: The edit menu

    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        log(.shouldShowMenu, indexPath)
        return delegate?.tableView(tableView, shouldShowMenuForRowAt: indexPath) ?? false
    }
    func tableView(
        _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        log(.canPerformAction, indexPath, action.description)
        return delegate?.tableView(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender) ?? false
    }
    func tableView(
        _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        log(.performAction, indexPath, action.description)
        delegate?.tableView(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    // MARK: Context menus and the section index

    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        log(.contextMenuConfiguration, indexPath)
        return delegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        log(.willDisplayContextMenu, tableView.contextMenuRow)
        delegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        log(.willEndContextMenuInteraction)
        delegate?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        dataSource?.sectionIndexTitles(for: tableView)
    }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log(.sectionForSectionIndexTitle, nil, title)
        return dataSource?.tableView(tableView, sectionForSectionIndexTitle: title, at: index) ?? index
    }

    // MARK: Scrolling

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        log(.didScroll, nil, OneDecimal.format(Double(scrollView.contentOffset.y)))
        delegate?.scrollViewDidScroll(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log(.willBeginDragging)
        delegate?.scrollViewWillBeginDragging(scrollView)
    }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        delegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        log(.willEndDragging, nil, String(format: "velocity %.3f target %.1f", velocity.y, targetContentOffset.pointee.y))
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log(.didEndDragging, nil, decelerate ? "decelerating" : "resting")
        delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        log(.willBeginDecelerating)
        delegate?.scrollViewWillBeginDecelerating(scrollView)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log(.didEndDecelerating)
        delegate?.scrollViewDidEndDecelerating(scrollView)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log(.didEndScrollingAnimation)
        delegate?.scrollViewDidEndScrollingAnimation(scrollView)
    }

    // MARK: Prefetching

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log(.prefetch, nil, indexPaths.map { "(\($0.section) - \($0.row))" }.joined(separator: " "))
        prefetcher?.tableView(tableView, prefetchRowsAt: indexPaths)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log(.cancelPrefetching, nil, indexPaths.map { "(\($0.section) - \($0.row))" }.joined(separator: " "))
        prefetcher?.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }
}
