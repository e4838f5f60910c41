import Foundation
import HeadlessViews

extension TableView {
    /// The first selected row in index order, nil when none.
    public var indexPathForSelectedRow: IndexPath? {
        layoutQuietly()
        return selectedRows.min()
    }

    /// The selected rows in index order; nil when nothing is selected, as UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        layoutQuietly()
        return selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    private var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Selects a row without any delegate call; with single selection the others are
    /// deselected. Nil clears the selection. `scrollPosition` other than `.none` scrolls the
    /// row there.
    ///
    /// An index path the table does not have (a row or section out of range, or not a
    /// two-index path) changes nothing: not the selection, not the offset. It does not throw,
    /// as UIKit's does not raise for it. An error the data source throws while the table
    /// lays out or scrolls is kept in `layoutError`, as for other calls that cannot throw.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        layoutQuietly()
        guard let indexPath else {
            clearSelection()
            return
        }
        guard (try? validateRow(indexPath)) != nil else { return }
        if !allowsMultipleSelectionNow { clearSelection() }
        setSelected(true, at: indexPath, animated: animated)
        guard scrollPosition != .none else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects a row without any delegate call. A row that is not selected, or does not
    /// exist, is left alone without an error, as UIKit answers quietly.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        layoutQuietly()
        guard selectedRows.contains(indexPath) else { return }
        setSelected(false, at: indexPath, animated: animated)
    }

    func clearSelection() {
        for indexPath in selectedRows.sorted() { displayedCells[indexPath]?.setSelected(false, animated: false) }
        selectedRows.removeAll()
    }

    /// Records the row's selection and tells its cell on screen through `setSelected(_:animated:)`.
    func setSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool = false) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        displayedCells[indexPath]?.setSelected(selected, animated: animated)
    }

    /// Two fingers slide over the rows from `start` to `end` (either way round), as UIKit's
    /// two-finger pan to select: with `allowsMultipleSelectionDuringEditing`, the delegate's
    /// `shouldBeginMultipleSelectionInteractionAt` for `start` (false, the default, stops it),
    /// then editing mode if the table is not in it, `didBeginMultipleSelectionInteractionAt`,
    /// each row not yet selected in the rows' order (`willSelectRowAt`, nil skips the row,
    /// another index path redirects → `didSelectRowAt`), and
    /// `tableViewDidEndMultipleSelectionInteraction`.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`,
    ///   `.malformedIndexPath`) when `start` or `end` does not exist, before any callback.
    public func panToSelectRows(from start: IndexPath, to end: IndexPath) throws {
        try layoutTable()
        try validateRow(start)
        try validateRow(end)
        if swipe != nil { endSwipe() }
        guard allowsMultipleSelectionDuringEditing,
            delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: start) ?? false
        else { return }
        if !isEditing { setEditing(true, animated: true) }
        delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: start)
        let (first, last) = start <= end ? (start, end) : (end, start)
        var rows: [IndexPath] = []
        for section in first.section...last.section {
            let from = section == first.section ? first.row : 0
            let to = section == last.section ? last.row : numberOfRows(inSection: section) - 1
            if from <= to { rows += (from...to).map { IndexPath(row: $0, section: section) } }
        }
        for row in rows where !selectedRows.contains(row) {
            let proposed = delegate.map { $0.tableView(self, willSelectRowAt: row) } ?? row
            guard let target = proposed, layout.contains(target), !selectedRows.contains(target) else { continue }
            setSelected(true, at: target)
            delegate?.tableView(self, didSelectRowAt: target)
        }
        delegate?.tableViewDidEndMultipleSelectionInteraction(self)
    }

    /// A finger taps a row, in UIKit's order: `shouldHighlightRowAt` (false stops
    /// everything) → `didHighlightRowAt` → `didUnhighlightRowAt` → `willSelectRowAt` (nil
    /// cancels, another index path redirects) → with single selection `willDeselectRowAt`
    /// and `didDeselectRowAt` for the row selected before → `didSelectRowAt`. With multiple
    /// selection a tap on a selected row deselects it (`willDeselectRowAt`, nil cancels →
    /// `didDeselectRowAt`). Nothing happens when selection is not allowed in the current mode.
    /// A row being swiped ends its swipe first. A row whose cell has
    /// `isUserInteractionEnabled` false takes no tap: nothing happens, as the touch never
    /// reaches the row in UIKit.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist, or for an
    ///   index path the delegate redirected to that does not exist.
    public func tapRow(at indexPath: IndexPath) throws {
        try layoutTable()
        try validateRow(indexPath)
        if swipe != nil { endSwipe() }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        guard displayedCells[indexPath]?.isUserInteractionEnabled ?? true else { return }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        // A callback may change the rows (a command that deletes its own row on highlight):
        // the tap follows its row to where it went, and ends quietly when the row is gone,
        // so no later callback names another row.
        let cell = displayedCells[indexPath]
        var indexPath = indexPath
        var mark = rowsVersion
        func follow() -> Bool {
            defer { mark = rowsVersion }
            guard mark != rowsVersion else { return true }
            guard !needsReload, let cell, let moved = displayedCells.first(where: { $0.value === cell })?.key else {
                cell?.setHighlighted(false, animated: false)
                return false
            }
            indexPath = moved
            return true
        }
        cell?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        guard follow() else { return }
        cell?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        guard follow() else { return }

        if allowsMultipleSelectionNow && selectedRows.contains(indexPath) {
            let target = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target else { return }
            try validateRow(target)
            setSelected(false, at: target)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let tapped = indexPath
        let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard var target = proposed else { return }
        if target == tapped {
            guard follow() else { return }
            target = indexPath
        }
        try validateRow(target)
        if !allowsMultipleSelectionNow {
            for previous in selectedRows.sorted() where previous != target {
                let deselect = delegate.map { $0.tableView(self, willDeselectRowAt: previous) } ?? previous
                guard let deselect, layout.contains(deselect) else { continue }
                setSelected(false, at: deselect)
                delegate?.tableView(self, didDeselectRowAt: deselect)
            }
        }
        // A deselection callback may have changed the rows: the target must still exist.
        guard layout.contains(target) else { return }
        setSelected(true, at: target)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
