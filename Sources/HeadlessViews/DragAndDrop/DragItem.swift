import Foundation

/// One thing a drag carries, as UIKit's `UIDragItem`: the item provider with its data for
/// other apps, and a ``localObject`` for a drop in the same app.
@preconcurrency @MainActor
open class DragItem: NSObject {
    /// The data the item carries, as given.
    public let itemProvider: NSItemProvider
    /// The app's own object for a drop inside the app (a row's model); nil by default.
    public var localObject: Any?

    /// An item carrying `itemProvider`'s data, as UIKit's `init(itemProvider:)`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
