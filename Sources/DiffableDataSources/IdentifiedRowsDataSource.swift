import Foundation
import HeadlessTable
import HeadlessViews

/// A data source that knows which item each row shows: a scroll harness's explorer checks
/// that every cell on screen was last configured for the item now at its row.
@MainActor
package protocol IdentifiedRowsDataSource: AnyObject {
    /// The identity of the item at `indexPath`, or nil when there is no row there.
    func rowIdentity(at indexPath: IndexPath) -> AnyHashable?
}

extension TableViewDiffableDataSource: IdentifiedRowsDataSource {
    /// The item identifier shown at `indexPath`.
    package func rowIdentity(at indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath).map(AnyHashable.init)
    }
}
