import Foundation
import HeadlessViews

/// The edge a row is swiped from.
public enum SwipeEdge: Hashable, Sendable {
    /// A swipe from the leading edge (left to right in a left-to-right layout).
    case leading
    /// A swipe from the trailing edge, where the delete button is.
    case trailing
}

/// An action shown on a swiped row, as a person sees it.
public struct SwipeActionDescription: Hashable, Sendable {
    /// The button's title.
    public var title: String?
    /// Whether the action is destructive (red).
    public var isDestructive: Bool

    /// A description of a shown action.
    public init(title: String?, isDestructive: Bool) {
        self.title = title
        self.isDestructive = isDestructive
    }
}

struct SwipeState {
    enum Action {
        case contextual(ContextualAction)
        case rowAction(TableViewRowAction)
        case delete(String)

        /// The action as a person sees it.
        @MainActor
        var actionDescription: SwipeActionDescription {
            switch self {
            case let .contextual(action): SwipeActionDescription(title: action.title, isDestructive: action.style == .destructive)
            case let .rowAction(action): SwipeActionDescription(title: action.title, isDestructive: action.style != .normal)
            case let .delete(title): SwipeActionDescription(title: title, isDestructive: true)
            }
        }
    }

    var indexPath: IndexPath
    var edge: SwipeEdge
    var actions: [Action]
    /// While an action commits, an update it causes does not close the swipe: the action
    /// closes it afterwards, so `didEndEditingRowAt` comes last.
    var isCommitting = false
}

struct ReorderState {
    var source: IndexPath
    var current: IndexPath
}

extension TableView {
    /// Enters or leaves editing mode; displayed cells show their editing controls.
    /// A swipe in progress ends first.
    public func setEditing(_ editing: Bool, animated: Bool) {
        if swipe != nil { endSwipe() }
        reorder = nil
        self.editing = editing
        for (indexPath, cell) in displayedCells { applyState(to: cell, at: indexPath) }
    }

    // MARK: Swipe

    /// The row whose swipe actions are showing, if any.
    public var swipedRow: IndexPath? { swipe?.indexPath }

    /// The actions showing on the swiped row, from the edge inwards.
    public var visibleSwipeActions: [SwipeActionDescription] {
        swipe?.actions.map(\.actionDescription) ?? []
    }

    /// The actions a swipe from `edge` would show on the row, gathered as
    /// `swipeRow(at:edge:)` gathers them, without opening the swipe or telling the delegate
    /// editing began. Empty for a row that cannot be edited and in editing mode, where a
    /// swipe opens nothing.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`)
    ///   for a row that does not exist.
    public func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeEdge) throws -> [SwipeActionDescription] {
        try layoutTable()
        try validateRow(indexPath)
        guard !isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return [] }
        return gatherSwipeActions(at: indexPath, edge: edge).map(\.actionDescription)
    }

    /// A finger swipes a row open from `edge`: for an editable row outside editing
    /// mode, the actions are gathered (trailing: the delegate's configuration, else its row
    /// actions, else a delete button titled by `titleForDeleteConfirmationButtonForRowAt`,
    /// "Delete" by default, when the row's editing style is `.delete`), and if there are any
    /// `willBeginEditingRowAt` is sent, then the row's cell transitions to
    /// `.showingDeleteConfirmation` (`willTransition(to:)`, `didTransition(to:)`; back when
    /// the swipe closes, before `didEndEditingRowAt`). Returns the actions shown (empty:
    /// nothing opened).
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist;
    ///   `TableViewError.swipeWhileEditing` in editing mode, `.rowNotEditable` for a row that cannot be edited.
    @discardableResult
    public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge = .trailing) throws -> [SwipeActionDescription] {
        try layoutTable()
        try validateRow(indexPath)
        guard !isEditing else {
            throw TableViewError.swipeWhileEditing(indexPath)
        }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else {
            throw TableViewError.rowNotEditable(indexPath)
        }
        if swipe != nil { endSwipe() }
        let actions = gatherSwipeActions(at: indexPath, edge: edge)
        guard !actions.isEmpty else { return [] }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        swipe = SwipeState(indexPath: indexPath, edge: edge, actions: actions)
        showDeleteConfirmation(true, at: indexPath)
        return visibleSwipeActions
    }

    /// The actions of a swipe from `edge`: leading, the delegate's configuration; trailing,
    /// its configuration, else its row actions, else a delete button for a `.delete` row.
    private func gatherSwipeActions(at indexPath: IndexPath, edge: SwipeEdge) -> [SwipeState.Action] {
        switch edge {
        case .leading:
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions.map { .contextual($0) }
                ?? []
        case .trailing:
            if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
                return configuration.actions.map { .contextual($0) }
            } else if let rowActions = delegate?.tableView(self, editActionsForRowAt: indexPath) {
                return rowActions.map { .rowAction($0) }
            } else if (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete {
                return [.delete(delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete")]
            }
            return []
        }
    }

    /// Closes the open swipe without acting: `didEndEditingRowAt`.
    /// - Throws: `TableViewError.noRowSwiped` when no row is swiped.
    public func cancelSwipe() throws {
        guard swipe != nil else {
            throw TableViewError.noRowSwiped
        }
        endSwipe()
    }

    func endSwipe() {
        guard let state = swipe else { return }
        swipe = nil
        showDeleteConfirmation(false, at: state.indexPath)
        delegate?.tableView(self, didEndEditingRowAt: state.indexPath)
    }

    /// Transitions the row's displayed cell to a state with or without
    /// `.showingDeleteConfirmation`, as UIKit does while a swipe shows its actions.
    private func showDeleteConfirmation(_ showing: Bool, at indexPath: IndexPath) {
        guard let cell = displayedCells[indexPath] else { return }
        var state = cell.transitionState
        if showing { state.insert(.showingDeleteConfirmation) } else { state.remove(.showingDeleteConfirmation) }
        cell.transition(to: state)
    }

    /// Taps the action at `index` of the open swipe. The delete button commits
    /// `.delete` through the data source; a contextual action runs its handler, and the swipe
    /// closes when the handler calls its completion; a row action runs its handler. Then
    /// `didEndEditingRowAt`.
    /// - Throws: `TableViewError.noRowSwiped` when no row is swiped, `.swipeActionOutOfRange` when `index` is out of
    ///   range; `TableViewError.invalidUpdate` when the data source answered with an update
    ///   that does not add up, or changed its counts without telling the table.
    public func tapSwipeAction(at index: Int) throws {
        guard let state = swipe else {
            throw TableViewError.noRowSwiped
        }
        guard index >= 0 && index < state.actions.count else {
            throw TableViewError.swipeActionOutOfRange(index: index, row: state.indexPath, actionCount: state.actions.count)
        }
        swipe?.isCommitting = true
        defer { swipe?.isCommitting = false }
        try collectingCommitErrors(after: "the swipe action") {
            switch state.actions[index] {
            case .delete:
                dataSource?.tableView(self, commit: .delete, forRowAt: state.indexPath)
                endSwipe()
            case let .rowAction(action):
                action.handler(action, state.indexPath)
                endSwipe()
            case let .contextual(action):
                let sourceView: View = displayedCells[state.indexPath] ?? self
                action.handler(action, sourceView) { [weak self] _ in
                    guard let self, let open = self.swipe, open.indexPath == state.indexPath else { return }
                    self.endSwipe()
                }
            }
        }
    }

    /// Commits an editing-mode control on a row (the red minus or green plus): asks the
    /// data source to commit the row's editing style. Nothing happens when the row's cell
    /// has `isUserInteractionEnabled` false: the control is inside the cell.
    /// - Throws: `TableViewError.editingControlOutsideEditing` outside editing mode, `.noEditingControl` for a row without
    ///   a control; `TableViewError.invalidUpdate` as `tapSwipeAction(at:)`.
    public func tapEditingControl(forRowAt indexPath: IndexPath) throws {
        try layoutTable()
        try validateRow(indexPath)
        guard isEditing else {
            throw TableViewError.editingControlOutsideEditing(indexPath)
        }
        let style =
            (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
            ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        guard style != .none else {
            throw TableViewError.noEditingControl(indexPath)
        }
        guard displayedCells[indexPath]?.isUserInteractionEnabled ?? true else { return }
        try collectingCommitErrors(after: "committing the editing style") {
            dataSource?.tableView(self, commit: style, forRowAt: indexPath)
        }
    }

    /// Runs `body`, which calls into the data source, and throws the first update error it
    /// swallowed, or an error when the data source's counts no longer match the table's.
    func collectingCommitErrors(after action: String, _ body: () throws -> Void) throws {
        let outer = commitErrors
        commitErrors = []
        defer { commitErrors = outer }
        try body()
        if let first = commitErrors?.first { throw first }
        try verifyDataSourceCounts(after: action)
    }

    func verifyDataSourceCounts(after action: String) throws {
        guard let dataSource, !needsReload, updateNesting == 0 else { return }
        let sections = dataSource.numberOfSections(in: self)
        guard sections == layout.numberOfSections else {
            throw TableViewError.invalidUpdate(
                .dataSourceSectionCount(after: action, dataSource: sections, table: layout.numberOfSections))
        }
        for section in 0..<sections {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            guard rows == layout.numberOfRows(inSection: section) else {
                throw TableViewError.invalidUpdate(
                    .dataSourceRowCount(
                        after: action, section: section, dataSource: rows, table: layout.numberOfRows(inSection: section)))
            }
        }
    }

    // MARK: Reorder

    /// The row being dragged and where it would drop, while reordering.
    public var reorderingRow: (source: IndexPath, destination: IndexPath)? {
        reorder.map { ($0.source, $0.current) }
    }

    /// A finger picks up a row's reorder control.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist;
    ///   `TableViewError.reorderOutsideEditing` outside editing mode, `.rowNotMovable` for a row that cannot move.
    public func beginReordering(rowAt indexPath: IndexPath) throws {
        try layoutTable()
        try validateRow(indexPath)
        guard isEditing else {
            throw TableViewError.reorderOutsideEditing(indexPath)
        }
        guard dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false else {
            throw TableViewError.rowNotMovable(indexPath)
        }
        reorder = ReorderState(source: indexPath, current: indexPath)
    }

    /// The dragged row passes `proposed`: the delegate's `targetIndexPathForMoveFromRowAt`
    /// decides where it shows; returns that index path.
    /// - Throws: `TableViewError.noReorderInProgress` when no row is being reordered;
    ///   `TableViewError.reorderDestinationOutOfRange` (`.reorderDestinationSectionOutOfRange`) when `proposed` (or the delegate's answer) is not
    ///   a place the row can go.
    @discardableResult
    public func reorder(to proposed: IndexPath) throws -> IndexPath {
        guard var state = reorder else {
            throw TableViewError.noReorderInProgress
        }
        try validateDestination(proposed, from: state.source)
        let target =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: proposed) ?? proposed
        try validateDestination(target, from: state.source)
        state.current = target
        reorder = state
        return target
    }

    /// The finger drops the row: the table moves it to where it shows, then calls the data
    /// source's `moveRowAt` once with the final index paths (not when it did not move).
    /// - Throws: `TableViewError.noReorderInProgress` when no row is being reordered;
    ///   `TableViewError.invalidUpdate` when the data source's counts do not match after it moved the row.
    public func endReordering() throws {
        guard let state = reorder else {
            throw TableViewError.noReorderInProgress
        }
        reorder = nil
        guard state.current != state.source else { return }
        var move = PendingUpdates()
        move.movedRows = [(state.source, state.current)]
        move.operations = [.moveRow(state.source, state.current)]
        // The data source learns of the move after the table has made it: the new counts
        // are the old ones with the row carried across.
        let plan = try UpdatePlan(
            oldSectionCount: layout.numberOfSections, newSectionCount: layout.numberOfSections,
            oldRowCount: { self.layout.numberOfRows(inSection: $0) },
            newRowCount: { section in
                self.layout.numberOfRows(inSection: section) - (section == state.source.section ? 1 : 0)
                    + (section == state.current.section ? 1 : 0)
            }, updates: move)
        apply(plan)
        try collectingCommitErrors(after: "moving the row") {
            dataSource?.tableView(self, moveRowAt: state.source, to: state.current)
        }
        // The cells between source and destination moved too: their editing controls and
        // reorder handles are asked again now that the data source has the rows in place
        // (asked during the move, it answered for the rows it still had there).
        for (indexPath, cell) in displayedCells { applyState(to: cell, at: indexPath) }
        try layoutTable()
    }

    /// Puts a picked-up row back where it was.
    public func cancelReordering() {
        reorder = nil
    }

    /// A finger drags a row's reorder control from `source` to `destination`, passing every
    /// position between (each proposed to the delegate), and drops it.
    /// - Throws: as `beginReordering(rowAt:)`, `reorder(to:)` and `endReordering()`.
    public func dragRow(at source: IndexPath, to destination: IndexPath) throws {
        try beginReordering(rowAt: source)
        do {
            try validateDestination(destination, from: source)
            let positions = reorderPositions(from: source)
            guard let start = positions.firstIndex(of: source), let end = positions.firstIndex(of: destination) else {
                cancelReordering()
                return
            }
            let path =
                start <= end ? Array(positions[start...end].dropFirst()) : Array(positions[end...start].reversed().dropFirst())
            for proposed in path { try reorder(to: proposed) }
        } catch {
            cancelReordering()
            throw error
        }
        try endReordering()
    }

    /// Every place the dragged row can go, in order: in its own section 0..<count, in others 0...count.
    private func reorderPositions(from source: IndexPath) -> [IndexPath] {
        var positions: [IndexPath] = []
        for section in 0..<layout.numberOfSections {
            let count = layout.numberOfRows(inSection: section)
            let slots = section == source.section ? count : count + 1
            for row in 0..<slots { positions.append(IndexPath(row: row, section: section)) }
        }
        return positions
    }

    private func validateDestination(_ destination: IndexPath, from source: IndexPath) throws {
        guard destination.count == 2, destination.section >= 0, destination.section < layout.numberOfSections else {
            throw TableViewError.reorderDestinationSectionOutOfRange(destination, sectionCount: layout.numberOfSections)
        }
        let count = layout.numberOfRows(inSection: destination.section)
        let slots = destination.section == source.section ? count : count + 1
        guard destination.row >= 0 && destination.row < slots else {
            throw TableViewError.reorderDestinationOutOfRange(destination, slotCount: slots)
        }
    }

    // MARK: Accessory

    /// A finger taps the row's detail accessory button: `accessoryButtonTappedForRowWith`.
    /// Nothing happens when the row's cell has `isUserInteractionEnabled` false: the button
    /// is inside the cell, out of a finger's reach.
    /// - Throws: `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) for a row that does not exist.
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) throws {
        try layoutTable()
        try validateRow(indexPath)
        guard displayedCells[indexPath]?.isUserInteractionEnabled ?? true else { return }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }
}
