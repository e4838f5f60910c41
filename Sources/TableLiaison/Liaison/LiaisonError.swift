import Foundation

/// What a liaison throws when it is given something that does not exist or that its state
/// does not allow. Nothing has changed when it is thrown: neither the liaison's sections nor
/// the table.
///
/// Each case carries the values a caller needs (the index path, the count that made it
/// invalid); `description` turns them into a message that says what was wrong and what was
/// valid.
public enum LiaisonError: Error, Equatable, CustomStringConvertible {
    /// An index path that does not have two indexes, section and row.
    case malformedIndexPath(IndexPath)
    /// A section that does not exist: valid sections are `0..<sectionCount`.
    case sectionOutOfRange(section: Int, sectionCount: Int)
    /// A place to insert a section that does not exist: valid places are `0...sectionCount`.
    case insertionSectionOutOfRange(section: Int, sectionCount: Int)
    /// A row that does not exist: valid rows of its section are `0..<rowCount`.
    case rowOutOfRange(IndexPath, rowCount: Int)
    /// A place to insert a row that does not exist: valid places are `0...rowCount`, where
    /// `rowCount` counts the rows the same call placed before it.
    case insertionRowOutOfRange(IndexPath, rowCount: Int)
    /// A row given twice to one deletion.
    case duplicateRow(IndexPath)
    /// Rows or sections put into or after the section that holds the pagination spinner
    /// while a page loads (appended, inserted, moved or swapped there), or that section
    /// moved or swapped.
    case paginationSection(Int)
    /// The cell dequeued for a row is of another type than the row's (`dequeued` and
    /// `expected` name the types): two row types share `identifier`.
    case cellTypeMismatch(IndexPath, identifier: String, dequeued: String, expected: String)
    /// The table asked for a row the liaison does not have (the table and the liaison's
    /// sections went out of step).
    case noRow(IndexPath)

    /// The message: what was wrong and what was valid.
    public var description: String {
        switch self {
        case let .malformedIndexPath(indexPath):
            return "index path \(indexPath) is not a row's: expected two indexes, section and row"
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range: the liaison has \(count) sections (valid sections 0..<\(count))"
        case let .insertionSectionOutOfRange(section, count):
            return
                "section \(section) is out of range for an insertion: the liaison has \(count) sections (valid sections 0...\(count))"
        case let .rowOutOfRange(indexPath, count):
            return
                "row \(indexPath.row) of index path \(indexPath.tableDescription) is out of range: section \(indexPath.section) has \(count) rows (valid rows 0..<\(count))"
        case let .insertionRowOutOfRange(indexPath, count):
            return
                "row \(indexPath.row) of index path \(indexPath.tableDescription) is out of range for an insertion: section \(indexPath.section) has \(count) rows (valid rows 0...\(count))"
        case let .duplicateRow(indexPath):
            return "row \(indexPath.tableDescription) is given twice: each row can be deleted once"
        case let .paginationSection(section):
            return
                "section \(section) holds the pagination spinner while a page loads: rows and sections go before it, in sections 0..<\(section)"
        case let .cellTypeMismatch(indexPath, identifier, dequeued, expected):
            return
                "the cell dequeued for row \(indexPath.tableDescription) with identifier \(identifier) is a \(dequeued), not the row's \(expected): two row types share the identifier"
        case let .noRow(indexPath):
            return "the table asked for row \(indexPath.tableDescription), which the liaison does not have"
        }
    }
}
