import Foundation
import HeadlessViews

/// What the virtual table throws where UIKit raises an exception and crashes the app.
///
/// Each case carries the values a caller needs to act on the failure (the index path, the
/// counts, the identifier); `description` turns them into a message that says what was wrong
/// and what was valid. Nothing has changed in the table when one is thrown.
public enum TableViewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A batch update whose index paths or counts do not add up; the message uses UIKit's
    /// wording. The table is left exactly as it was.
    case invalidUpdate(InvalidUpdate)
    /// `dequeueReusableCell(withIdentifier:for:)` with an identifier never registered.
    case unregisteredIdentifier(String)
    /// A dequeue for an identifier registered with a `Nib`: nib files cannot be decoded
    /// headless; register the class or a factory instead.
    case nibNotLoadable(nibName: String, identifier: String)
    /// An index path that does not have two indexes, section and row.
    case malformedIndexPath(IndexPath)
    /// A section that does not exist: valid sections are `0..<sectionCount`.
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// A row that does not exist: valid rows of its section are `0..<rowCount`.
    case rowOutOfRange(IndexPath, rowCount: Int)
    /// A reordering destination in a section that does not exist (valid `0..<sectionCount`).
    case reorderDestinationSectionOutOfRange(IndexPath, sectionCount: Int)
    /// A reordering destination past the rows a moving row can go to (valid `0..<slotCount`:
    /// one more than the section's rows when the row comes from another section).
    case reorderDestinationOutOfRange(IndexPath, slotCount: Int)
    /// `endUpdates()` without a matching `beginUpdates()`.
    case endUpdatesWithoutBeginUpdates
    /// A batch update applied while the table lays out (from inside `cellForRowAt`,
    /// `willDisplay` or a height callback).
    case updateDuringLayout
    /// A batch update on a table without a data source to validate it against.
    case noDataSourceForUpdate
    /// A cell needed from a table without a data source.
    case noDataSource(cellAt: IndexPath)
    /// A swipe in editing mode.
    case swipeWhileEditing(IndexPath)
    /// A swipe on a row whose data source answered false to `canEditRowAt`.
    case rowNotEditable(IndexPath)
    /// A swipe call while no row is swiped.
    case noRowSwiped
    /// A swipe action index outside `0..<actionCount`.
    case swipeActionOutOfRange(index: Int, row: IndexPath, actionCount: Int)
    /// A tap on an editing control outside editing mode.
    case editingControlOutsideEditing(IndexPath)
    /// A tap on the editing control of a row whose editing style is none.
    case noEditingControl(IndexPath)
    /// Reordering outside editing mode.
    case reorderOutsideEditing(IndexPath)
    /// Reordering a row whose data source answered false to `canMoveRowAt`.
    case rowNotMovable(IndexPath)
    /// A reordering call while no row is being reordered.
    case noReorderInProgress
    /// A dragging call (named by `method`) while no drag is in progress.
    case noDragInProgress(method: String)
    /// `endDecelerating(at:)` while no deceleration is in progress.
    case noDecelerationInProgress
    /// A section index title outside `0..<titleCount`.
    case sectionIndexTitleOutOfRange(index: Int, titleCount: Int)
    /// The data source's `sectionForSectionIndexTitle` answered a section that does not exist.
    case sectionIndexTargetOutOfRange(title: String, section: Int, sectionCount: Int)
    /// A context-menu call while no context menu is open.
    case noContextMenuOpen
    /// A context-menu action index outside `0..<actionCount`.
    case contextMenuActionOutOfRange(index: Int, actionCount: Int)
    /// `chooseEditMenuAction(_:)` while no edit menu of the table's rows is open.
    case noEditMenuOpen
    /// An edit-menu action the open menu does not offer, with those it does.
    case editMenuActionNotOffered(action: String, offered: [String])
    /// `dragAndDropRow(at:to:)` on a table whose `dragInteractionEnabled` is false (no drag
    /// starts in UIKit).
    case dragInteractionDisabled(IndexPath)
    /// `dragAndDropRow(at:to:)` on a table without a drag delegate (no drag starts in UIKit).
    case noDragDelegate(IndexPath)
    /// A drop at a row the section cannot take one at: rows `0...rowCount` can (the last is
    /// the section's end).
    case dropDestinationOutOfRange(IndexPath, rowCount: Int)

    /// The message: what was wrong and what was valid.
    public var description: String {
        switch self {
        case let .invalidUpdate(update):
            return update.description
        case let .unregisteredIdentifier(identifier):
            return
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .nibNotLoadable(nibName, identifier):
            return
                "unable to load nib \(nibName) for identifier \(identifier): nib files are not decoded headless; register the cell's class or a factory for the identifier instead"
        case let .malformedIndexPath(indexPath):
            return "index path \(indexPath) is not a table index path: expected two indexes, section and row"
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range: the table has \(count) sections (valid sections 0..<\(count))"
        case let .rowOutOfRange(indexPath, count):
            return
                "row \(indexPath.row) of index path \(indexPath.tableDescription) is out of range: section \(indexPath.section) has \(count) rows (valid rows 0..<\(count))"
        case let .reorderDestinationSectionOutOfRange(destination, count):
            return
                "destination \(destination.tableDescription) is out of range: the table has \(count) sections (valid sections 0..<\(count))"
        case let .reorderDestinationOutOfRange(destination, slots):
            return
                "destination \(destination.tableDescription) is out of range: a row moving into section \(destination.section) can go to rows 0..<\(slots)"
        case .endUpdatesWithoutBeginUpdates:
            return "endUpdates() was called without a matching beginUpdates()"
        case .updateDuringLayout:
            return
                "a batch update cannot be applied while the table lays out (from inside cellForRowAt, willDisplay or a height callback): defer it with performWhenIdle(_:)"
        case .noDataSourceForUpdate:
            return "the table has no data source to validate the update against"
        case let .noDataSource(indexPath):
            return "the table has no data source to ask for the cell at \(indexPath.tableDescription)"
        case let .swipeWhileEditing(indexPath):
            return "row \(indexPath.tableDescription) cannot be swiped in editing mode: leave editing mode first"
        case let .rowNotEditable(indexPath):
            return "row \(indexPath.tableDescription) cannot be swiped: the data source's canEditRowAt returned false"
        case .noRowSwiped:
            return "no row is swiped: call swipeRow(at:edge:) first"
        case let .swipeActionOutOfRange(index, row, count):
            return
                "swipe action \(index) is out of range: row \(row.tableDescription) shows \(count) actions (valid 0..<\(count))"
        case let .editingControlOutsideEditing(indexPath):
            return "row \(indexPath.tableDescription) shows no editing control outside editing mode"
        case let .noEditingControl(indexPath):
            return "row \(indexPath.tableDescription) has no editing control: its editing style is none"
        case let .reorderOutsideEditing(indexPath):
            return
                "row \(indexPath.tableDescription) cannot be reordered outside editing mode: call setEditing(true, animated:) first"
        case let .rowNotMovable(indexPath):
            return "row \(indexPath.tableDescription) cannot be reordered: the data source's canMoveRowAt returned false"
        case .noReorderInProgress:
            return "no row is being reordered: call beginReordering(rowAt:) first"
        case let .noDragInProgress(method):
            return "\(method) needs a drag in progress: call beginDragging() first"
        case .noDecelerationInProgress:
            return "endDecelerating(at:) needs a deceleration in progress: end a drag with a velocity first"
        case let .sectionIndexTitleOutOfRange(index, count):
            return "section index title \(index) is out of range: the index shows \(count) titles (valid 0..<\(count))"
        case let .sectionIndexTargetOutOfRange(title, section, count):
            return
                "sectionForSectionIndexTitle answered section \(section) for title \(title): the table has \(count) sections (valid sections 0..<\(count))"
        case .noContextMenuOpen:
            return "no context menu is open: call openContextMenu(forRowAt:) first"
        case let .contextMenuActionOutOfRange(index, count):
            return "context menu action \(index) is out of range: the menu shows \(count) actions (valid 0..<\(count))"
        case .noEditMenuOpen:
            return "no edit menu is open on the table: call openEditMenu(forRowAt:) first"
        case let .editMenuActionNotOffered(action, offered):
            let offers = offered.isEmpty ? "nothing" : offered.joined(separator: ", ")
            return "the edit menu does not offer \(action): it offers \(offers)"
        case let .dragInteractionDisabled(indexPath):
            return "row \(indexPath.tableDescription) cannot be dragged: dragInteractionEnabled is false "
                + "(UIKit's default on a phone); set it to true"
        case let .noDragDelegate(indexPath):
            return "row \(indexPath.tableDescription) cannot be dragged: the table has no dragDelegate"
        case let .dropDestinationOutOfRange(destination, count):
            return "drop destination \(destination.tableDescription) is out of range: section \(destination.section) "
                + "has \(count) rows and takes drops at rows 0...\(count)"
        }
    }
}
