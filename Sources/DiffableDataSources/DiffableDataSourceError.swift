import Foundation
import HeadlessTable
import HeadlessViews

/// What a diffable data source throws where UIKit's `UITableViewDiffableDataSource` and
/// `NSDiffableDataSourceSnapshot` trap: each case names the identifier at fault and the
/// snapshot operation it was given to.
///
/// A snapshot operation that UIKit would trap on is not applied: the snapshot keeps the
/// first such error in ``DiffableDataSourceSnapshot/invalidOperation``, and
/// ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` throws it before
/// anything changes. The table and the data source's snapshot are then exactly as they were.
public enum DiffableDataSourceError<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Error, Equatable, CustomStringConvertible
{
    /// A section identifier given twice to `operation`, or one the snapshot already holds.
    case duplicateSection(SectionIdentifierType, operation: String)
    /// An item identifier given twice to `operation`, or one the snapshot already holds.
    case duplicateItem(ItemIdentifierType, operation: String)
    /// A section identifier the snapshot does not hold, given to `operation`.
    case unknownSection(SectionIdentifierType, operation: String)
    /// An item identifier the snapshot does not hold, given to `operation`.
    case unknownItem(ItemIdentifierType, operation: String)
    /// `operation` (`appendItems(_:toSection:)` without a section) on a snapshot with no
    /// section to put the items in.
    case noSection(operation: String)
    /// A section moved before or after itself.
    case sectionMovedRelativeToItself(SectionIdentifierType)
    /// An item moved before or after itself.
    case itemMovedRelativeToItself(ItemIdentifierType)
    /// A snapshot applied from inside the cell provider, while the table asks for a cell.
    case applyDuringCellProvider
    /// The cell provider returned nil for `item` at `indexPath`: a table row needs a cell.
    case noCell(for: ItemIdentifierType, at: IndexPath)

    /// The message: what was wrong, naming the identifier and the operation.
    public var description: String {
        switch self {
        case let .duplicateSection(section, operation):
            return
                "\(operation): section identifier \(section) is not unique: it is given twice or the snapshot already holds it (each section identifier may appear once)"
        case let .duplicateItem(item, operation):
            return
                "\(operation): item identifier \(item) is not unique: it is given twice or the snapshot already holds it (each item identifier may appear once)"
        case let .unknownSection(section, operation):
            return "\(operation): section identifier \(section) does not exist in the snapshot"
        case let .unknownItem(item, operation):
            return "\(operation): item identifier \(item) does not exist in the snapshot"
        case let .noSection(operation):
            return "\(operation): the snapshot has no sections: append a section before its items"
        case let .sectionMovedRelativeToItself(section):
            return "moveSection: section identifier \(section) cannot be moved before or after itself"
        case let .itemMovedRelativeToItself(item):
            return "moveItem: item identifier \(item) cannot be moved before or after itself"
        case .applyDuringCellProvider:
            return
                "a snapshot cannot be applied from inside the cell provider, while the table asks for a cell: apply it later, for example with performWhenIdle(_:)"
        case let .noCell(item, indexPath):
            return
                "the cell provider returned nil for item identifier \(item) at \(indexPath.tableDescription): every row needs a cell"
        }
    }
}
