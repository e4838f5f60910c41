import Foundation
import HeadlessViews

// A drag is a long press, a move and a lift on a device; headless, a test drives all three in
// one call, and the delegates are asked what UIKit asks, in UIKit's order: the drag delegate
// for the items (no items: no drag), `dragSessionWillBegin`, then over the destination the
// drop delegate's `canHandle`, `dropSessionDidEnter`, `dropSessionDidUpdate` (the proposal),
// `performDropWith` when the proposal copies or moves, `dropSessionDidEnd`, and last the drag
// delegate's `dragSessionDidEnd`.
extension TableView {
    /// Drags the row at `source` and drops it at `destination` (a row, or one past a
    /// section's last row; nil: over no row), as a finger does. Answers the coordinator the
    /// drop delegate performed the drop with (``TableViewDropCoordinator/droppedItems`` says
    /// where it put the items), or nil when no drop was performed: the drag delegate gave no
    /// items, there is no drop delegate, it cannot handle the session, or its proposal
    /// cancels, forbids, or moves what may not be moved. Counted in
    /// ``TableViewStatistics/dragsBegun`` and ``TableViewStatistics/dropsPerformed``.
    /// - Throws: `TableViewError.dragInteractionDisabled` or `.noDragDelegate` (no drag can
    ///   start), `.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a
    ///   source row that does not exist, `.dropDestinationOutOfRange` for a destination the
    ///   section cannot take; nothing is asked of a delegate then.
    @discardableResult
    public func dragAndDropRow(at source: IndexPath, to destination: IndexPath?) throws -> TableViewDropCoordinator? {
        try layoutTable()
        try validateRow(source)
        try validateDropDestination(destination)
        guard dragInteractionEnabled else { throw TableViewError.dragInteractionDisabled(source) }
        guard let dragDelegate else { throw TableViewError.noDragDelegate(source) }
        let session = DragSession(items: [])
        session.items = dragDelegate.tableView(self, itemsForBeginning: session, at: source)
        guard !session.items.isEmpty else { return nil }
        session.allowsMoveOperation = dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session)
        statistics.dragsBegun += 1
        hasActiveDrag = true
        dragDelegate.tableView(self, dragSessionWillBegin: session)
        let previewSize = rowFrame(source).size
        let items = session.items.map { TableViewDropItem(dragItem: $0, sourceIndexPath: source, previewSize: previewSize) }
        let coordinator = performDrop(DropSession(items: session.items, localDragSession: session), items, at: destination)
        hasActiveDrag = false
        dragDelegate.tableView(self, dragSessionDidEnd: session)
        return coordinator
    }

    /// Drops `items` from another app at `destination` (as ``dragAndDropRow(at:to:)`` says): the
    /// session has no local drag session, so it allows no move. Answers the coordinator of
    /// the drop performed, or nil.
    /// - Throws: `TableViewError.dropDestinationOutOfRange` (or `.sectionOutOfRange`,
    ///   `.malformedIndexPath`) for a destination the table cannot take.
    @discardableResult
    public func drop(_ items: [DragItem], at destination: IndexPath?) throws -> TableViewDropCoordinator? {
        try layoutTable()
        try validateDropDestination(destination)
        let dropItems = items.map { TableViewDropItem(dragItem: $0, sourceIndexPath: nil, previewSize: .zero) }
        return performDrop(DropSession(items: items, localDragSession: nil), dropItems, at: destination)
    }

    private func validateDropDestination(_ destination: IndexPath?) throws {
        guard let destination else { return }
        guard destination.count == 2 else { throw TableViewError.malformedIndexPath(destination) }
        try validateSection(destination.section)
        let rows = layout.numberOfRows(inSection: destination.section)
        guard destination.row >= 0 && destination.row <= rows else {
            throw TableViewError.dropDestinationOutOfRange(destination, rowCount: rows)
        }
    }

    private func performDrop(
        _ session: DropSession, _ items: [TableViewDropItem], at destination: IndexPath?
    ) -> TableViewDropCoordinator? {
        guard let dropDelegate, dropDelegate.tableView(self, canHandle: session) else { return nil }
        hasActiveDrop = true
        defer { hasActiveDrop = false }
        dropDelegate.tableView(self, dropSessionDidEnter: session)
        let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        var coordinator: TableViewDropCoordinator?
        if proposal.operation == .copy || (proposal.operation == .move && session.allowsMoveOperation) {
            let performing = TableViewDropCoordinator(
                items: items, destinationIndexPath: destination, proposal: proposal, session: session)
            statistics.dropsPerformed += 1
            dropDelegate.tableView(self, performDropWith: performing)
            coordinator = performing
        }
        dropDelegate.tableView(self, dropSessionDidEnd: session)
        return coordinator
    }
}
