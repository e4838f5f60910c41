import Foundation

/// What a menu lists, as UIKit's `UIMenuElement`: the superclass of ``Action`` (an item that
/// runs something when chosen) and ``Menu`` (a submenu, or a group shown inline with
/// `.displayInline`), so a menu's children mix both.
///
/// A class, as in UIKit: a menu holds its elements by reference, and an action a handler
/// receives is the one the menu lists. `UICommand` and `UIDeferredMenuElement` are left out.
@preconcurrency @MainActor
public class MenuElement: NSObject {
    /// The title shown.
    public var title: String
    /// The line shown under the title, as UIKit's `subtitle`; nil by default. Recorded.
    public var subtitle: String?
    /// The image shown beside the title; nil shows none. Recorded.
    public var image: Image?

    /// An element; only ``Action``, ``Menu`` and ``KeyCommand`` make one, as UIKit's elements are its
    /// subclasses.
    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
