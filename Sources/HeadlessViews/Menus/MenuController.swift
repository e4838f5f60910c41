import Foundation

/// The edit menu (Copy, Paste and the app's ``MenuItem``s) shown over a view, as UIKit's
/// `UIMenuController` (deprecated since iOS 16 in favour of edit-menu interactions, still
/// used): one ``shared`` controller, its ``menuItems``, ``showMenu(from:rect:)`` and
/// ``hideMenu()``.
///
/// Nothing is shown headless: the controller records whether the menu shows
/// (``isMenuVisible``), over which view and rectangle (``targetView``, ``targetRect``), and
/// posts UIKit's four notifications around showing and hiding, with the controller as their
/// object, so a screen that observes them (to stop selection while the menu shows) sees them
/// in UIKit's order.
@preconcurrency @MainActor
public final class MenuController: NSObject {
    /// Posted just before the menu shows.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted just after the menu showed.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted just before the menu hides.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted just after the menu hid.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes; never headless, where the menu has no frame.
    public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    /// The app's edit menu, as UIKit's `shared`: the only one, as in UIKit.
    public static let shared = MenuController()

    /// The app's own items, shown after the system's; nil (none) by default. Kept as given.
    public var menuItems: [MenuItem]?

    /// The view the menu shows over, as given to ``showMenu(from:rect:)``; nil before the
    /// first and after ``hideMenu()``. Held weakly: a view that goes away takes the menu with
    /// it.
    public private(set) weak var targetView: View?
    /// The rectangle, in ``targetView``'s coordinates, the menu points at; zero when hidden.
    public private(set) var targetRect = CGRect.zero
    /// How many times ``update()`` ran: UIKit redraws the menu's items then; recorded.
    public private(set) var updateCount = 0
    /// The actions the menu offers, as the table that opened it decided them (see
    /// `TableView.openEditMenu(forRowAt:)`); empty when hidden or shown by other code.
    package var offeredActions: [Selector] = []
    private var visible = false

    private override init() {}

    /// Whether the menu shows, as UIKit's `isMenuVisible`. Setting true shows it over its last
    /// target (UIKit's deprecated `setMenuVisible(_:animated:)`); setting false hides it.
    public var isMenuVisible: Bool {
        get { visible }
        set {
            if newValue {
                show()
            } else {
                hideMenu()
            }
        }
    }

    /// Shows the menu over `targetRect` of `targetView`, as UIKit's `showMenu(from:rect:)`:
    /// `willShowMenuNotification`, the menu records its target and shows, then
    /// `didShowMenuNotification`. A menu already showing moves to the new target without the
    /// notifications, as UIKit's.
    public func showMenu(from targetView: View, rect targetRect: CGRect) {
        if self.targetView !== targetView { offeredActions = [] }
        self.targetView = targetView
        self.targetRect = targetRect
        show()
    }

    /// Hides the menu, as UIKit's `hideMenu()`: `willHideMenuNotification`, then
    /// `didHideMenuNotification`. Nothing happens when it is hidden.
    public func hideMenu() {
        guard visible else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        visible = false
        targetView = nil
        targetRect = .zero
        offeredActions = []
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }

    /// Hides the menu when it shows over `targetView`, as UIKit's `hideMenu(from:)`.
    public func hideMenu(from targetView: View) {
        guard self.targetView === targetView else { return }
        hideMenu()
    }

    /// Asks the menu to read ``menuItems`` again, as UIKit's `update()`; counted in
    /// ``updateCount`` (there is nothing to redraw headless).
    public func update() {
        updateCount += 1
    }

    private func show() {
        guard !visible else { return }
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        visible = true
        NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
    }
}
