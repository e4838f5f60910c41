import Foundation
import HeadlessViews

/// What a drop on a table carries to the drop delegate's `tableView(_:performDropWith:)`, as
/// UIKit's `UITableViewDropCoordinator` (a protocol there, a class here: the table makes it):
/// the items, the destination and the proposal, and where the delegate put each item
/// (``droppedItems``), for a test to read.
@preconcurrency @MainActor
public final class TableViewDropCoordinator {
    /// The items dropped, with the row each was dragged from when it came from this table.
    public let items: [TableViewDropItem]
    /// Where the drop is: a row, or the end of a section (a row one past its last); nil over
    /// no row.
    public let destinationIndexPath: IndexPath?
    /// The drop delegate's proposal for the destination.
    public let proposal: TableViewDropProposal
    /// The drop session.
    public let session: DropSession
    /// The items the delegate animated to a row with ``drop(_:toRowAt:)``, in order.
    public private(set) var droppedItems: [(item: DragItem, indexPath: IndexPath)] = []

    init(items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal, session: DropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// Animates `dragItem` to the row at `indexPath`, as UIKit's `drop(_:toRowAt:)`: headless,
    /// recorded in ``droppedItems`` (UIKit answers an animator; nothing is animated here, so
    /// nothing is answered).
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) {
        droppedItems.append((dragItem, indexPath))
    }
}

/// One item of a drop on a table, as UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor
public struct TableViewDropItem {
    /// The item dropped.
    public let dragItem: DragItem
    /// The row it was dragged from, when the drag started on this table; nil otherwise.
    public let sourceIndexPath: IndexPath?
    /// The size of its preview: the dragged row's, zero for an item from elsewhere.
    public let previewSize: CGSize
}
