import Foundation

/// A drop in progress, as UIKit's `UIDropSession` (a protocol there, a class here): the items
/// dropped and, for a drag from the same app, its drag session.
@preconcurrency @MainActor
public final class DropSession {
    /// The items dropped.
    public let items: [DragItem]
    /// The drag session, for a drag started in this app; nil for items from another app.
    public let localDragSession: DragSession?

    package init(items: [DragItem], localDragSession: DragSession?) {
        self.items = items
        self.localDragSession = localDragSession
    }

    /// Whether the drop may move the items: the drag session's answer, false for items from
    /// another app, as UIKit's.
    public var allowsMoveOperation: Bool { localDragSession?.allowsMoveOperation ?? false }

    /// Whether an item's provider has a representation of one of `typeIdentifiers`, as
    /// UIKit's `hasItemsConforming(toTypeIdentifiers:)` (compared by identifier).
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
}
