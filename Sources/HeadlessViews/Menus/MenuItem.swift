import Foundation

/// An item of the edit menu, as UIKit's `UIMenuItem` (deprecated since iOS 16 in favour of
/// edit-menu interactions, still used): a title and the action it sends, kept as given in
/// ``MenuController/menuItems``.
///
/// The action is a `Selector` (on Apple platforms the Objective-C runtime's): there is no
/// runtime to send it through the responder chain headless, so nothing sends it; a table's
/// edit menu hands it to the delegate's `performAction` (see
/// `TableView.chooseEditMenuAction(_:)`).
@preconcurrency @MainActor
open class MenuItem: NSObject {
    /// The title shown.
    open var title: String
    /// The action the item sends when chosen.
    open var action: Selector

    /// An item titled `title` that sends `action`, as UIKit's `init(title:action:)`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
