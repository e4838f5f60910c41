import Foundation

/// A drag in progress, as UIKit's `UIDragSession` (a protocol there, a class here: the app
/// reads a session, it never makes one): its items and the app's context for it.
@preconcurrency @MainActor
public final class DragSession {
    /// The items dragged, as the drag delegate gave them.
    public package(set) var items: [DragItem]
    /// What the app keeps about the drag for its own use (set in `itemsForBeginning`); nil by
    /// default.
    public var localContext: Any?
    /// Whether a drop may move the items rather than copy them; true, as UIKit's default.
    public package(set) var allowsMoveOperation = true

    package init(items: [DragItem]) {
        self.items = items
    }

    /// Whether an item's provider has a representation of one of `typeIdentifiers`, as
    /// UIKit's `hasItemsConforming(toTypeIdentifiers:)` (compared by identifier).
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }
}
