import Foundation
import HeadlessViews

extension TableViewError {
    /// Why a batch update was rejected. The description is UIKit's message for the same
    /// mistake, word for word where UIKit has one.
    public enum InvalidUpdate: Equatable, Sendable, CustomStringConvertible {
        /// What a batch does to a section or row. Deletes, reloads and move sources name
        /// places before the update; inserts and move destinations places after it.
        public enum Action: Equatable, Sendable {
            /// A delete, of a place before the update.
            case delete
            /// A reload, of a place before the update.
            case reload
            /// An insert, at a place after the update.
            case insert
            /// A move's source, a place before the update.
            case moveFrom
            /// A move's destination, a place after the update.
            case moveTo

            /// Whether the action names a place before the update.
            var isBefore: Bool { self == .delete || self == .reload || self == .moveFrom }

            var verb: String {
                switch self {
                case .delete: "delete"
                case .reload: "reload"
                case .insert: "insert"
                case .moveFrom, .moveTo: "move"
                }
            }
        }

        /// Two actions a batch may not apply to the same section or row.
        public enum Conflict: Equatable, Sendable {
            /// The same place deleted and reloaded.
            case deleteAndReload
            /// The same place deleted and moved from.
            case deleteAndMove
            /// The same place reloaded and moved from.
            case reloadAndMove
            /// The same place inserted and moved to.
            case insertAndMove

            func phrase(_ place: String) -> String {
                switch self {
                case .deleteAndReload: "attempt to delete and reload the same \(place)"
                case .deleteAndMove: "attempt to perform a delete and a move from the same \(place)"
                case .reloadAndMove: "attempt to perform a reload and a move from the same \(place)"
                case .insertAndMove: "attempt to perform an insert and a move to the same \(place)"
                }
            }
        }

        /// What happens to a whole section that makes naming its rows in the batch invalid.
        public enum SectionChange: Equatable, Sendable {
            /// The section is deleted.
            case deleted
            /// The section is reloaded.
            case reloaded
            /// The section is inserted.
            case inserted
        }

        /// A section outside `0..<sectionCount`, counted before the update for deletes,
        /// reloads and moves, after it for inserts.
        case sectionOutOfRange(Action, section: Int, sectionCount: Int)
        /// A section move whose destination is outside `0..<sectionCount` after the update.
        case sectionMoveDestinationOutOfRange(from: Int, to: Int, sectionCount: Int)
        /// A section named twice by deletes, inserts, move sources or move destinations.
        case duplicateSection(Action, section: Int)
        /// A section named by two actions that exclude each other.
        case conflictingSection(Conflict, section: Int)
        /// Sections after the update ≠ before + inserted − deleted.
        case sectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
        /// A row whose section is outside `0..<sectionCount` (before or after the update, as
        /// the action reads it).
        case rowSectionOutOfRange(Action, IndexPath, sectionCount: Int)
        /// A row outside `0..<rowCount` of its section (before or after the update).
        case rowOutOfRange(Action, IndexPath, rowCount: Int)
        /// A row of a section the same batch deletes, reloads or inserts.
        case rowInChangedSection(Action, IndexPath, SectionChange)
        /// A row named twice by deletes, inserts, move sources or move destinations.
        case duplicateRow(Action, IndexPath)
        /// A row named by two actions that exclude each other.
        case conflictingRow(Conflict, IndexPath)
        /// Rows of `section` after the update ≠ before + inserted − deleted + moved in − moved out.
        case rowCount(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// After a swipe action, an editing commit or a reorder (`action`), the data source's
        /// section count no longer matches the table's: the model changed without the
        /// matching update of the table.
        case dataSourceSectionCount(after: String, dataSource: Int, table: Int)
        /// As `dataSourceSectionCount`, for the rows of one section.
        case dataSourceRowCount(after: String, section: Int, dataSource: Int, table: Int)

        /// UIKit's message for the mistake.
        public var description: String {
            switch self {
            case let .sectionOutOfRange(action, section, count):
                return action == .insert
                    ? "attempt to insert section \(section) but there are only \(count) sections after the update"
                    : "attempt to \(action.verb) section \(section), but there are only \(count) sections before the update"
            case let .sectionMoveDestinationOutOfRange(from, to, count):
                return "attempt to move section \(from) to section \(to), but there are only \(count) sections after the update"
            case let .duplicateSection(action, section):
                switch action {
                case .moveFrom: return "attempt to perform multiple moves from the same section (\(section))"
                case .moveTo: return "attempt to perform multiple moves to the same section (\(section))"
                case .delete, .reload, .insert: return "attempt to \(action.verb) section \(section) twice"
                }
            case let .conflictingSection(conflict, section):
                return "\(conflict.phrase("section")) (\(section))"
            case let .sectionCount(before, after, inserted, deleted):
                return
                    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
            case let .rowSectionOutOfRange(action, indexPath, count):
                return action.isBefore
                    ? "attempt to \(action.verb) row \(indexPath.row) from section \(indexPath.section), but there are only \(count) sections before the update"
                    : "attempt to \(action.verb) row \(indexPath.row) into section \(indexPath.section), but there are only \(count) sections after the update"
            case let .rowOutOfRange(action, indexPath, count):
                return action.isBefore
                    ? "attempt to \(action.verb) row \(indexPath.row) from section \(indexPath.section) which only contains \(count) rows before the update"
                    : "attempt to \(action.verb) row \(indexPath.row) into section \(indexPath.section), but there are only \(count) rows in section \(indexPath.section) after the update"
            case let .rowInChangedSection(action, indexPath, change):
                return
                    "attempt to \(action.verb) row \(indexPath.row) \(action.isBefore ? "from" : "into") section \(indexPath.section), which is being \(change)"
            case let .duplicateRow(action, indexPath):
                switch action {
                case .moveFrom: return "attempt to perform multiple moves from the same index path \(indexPath.tableDescription)"
                case .moveTo: return "attempt to perform multiple moves to the same index path \(indexPath.tableDescription)"
                case .delete, .reload, .insert:
                    return "attempt to \(action.verb) the same index path twice \(indexPath.tableDescription)"
                }
            case let .conflictingRow(conflict, indexPath):
                return "\(conflict.phrase("index path")) \(indexPath.tableDescription)"
            case let .rowCount(section, before, after, inserted, deleted, movedIn, movedOut):
                return
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            case let .dataSourceSectionCount(action, dataSource, table):
                return
                    "Invalid update: after \(action) the data source has \(dataSource) sections but the table has \(table); a change to the model must be followed by the matching update of the table"
            case let .dataSourceRowCount(action, section, dataSource, table):
                return
                    "Invalid update: after \(action) the data source has \(dataSource) rows in section \(section) but the table has \(table); a change to the model must be followed by the matching update of the table"
            }
        }
    }
}
