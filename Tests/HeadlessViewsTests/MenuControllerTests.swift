import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// What the notifications posted, in order.
@MainActor
private final class PostedNames {
    var names: [String] = []
}

/// The shared edit menu. Each test starts by hiding it: it is one for the process, as UIKit's.
@MainActor
struct MenuControllerTests {
    private let menu = MenuController.shared

    /// The shared menu as a fresh app has it. Called first in each test's body, not in
    /// `init`: tests of other suites run on the main actor in parallel with these, and one may
    /// run between this suite's `init` and its test.
    private func resetSharedMenu() {
        menu.hideMenu()
        menu.menuItems = nil
    }

    @Test func showingAndHidingPostUIKitsNotificationsInOrder() {
        resetSharedMenu()
        let posted = PostedNames()
        let names = [
            MenuController.willShowMenuNotification, MenuController.didShowMenuNotification,
            MenuController.willHideMenuNotification, MenuController.didHideMenuNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: menu, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { posted.names.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        menu.showMenu(from: view, rect: view.bounds)
        #expect(menu.isMenuVisible && menu.targetView === view)
        expectEqual(menu.targetRect, view.bounds)
        menu.showMenu(from: view, rect: .zero)
        menu.hideMenu()
        menu.hideMenu()
        #expect(!menu.isMenuVisible && menu.targetView == nil)
        expectEqual(
            posted.names,
            [
                "UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification",
                "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification",
            ])
    }

    @Test func itemsAreKeptAsGivenAndUpdatesCounted() {
        resetSharedMenu()
        let rename = MenuItem(title: "Rename", action: Selector("rename:"))
        menu.menuItems = [rename]
        let before = menu.updateCount
        menu.update()
        #expect(menu.menuItems?.first === rename && rename.action == Selector("rename:"))
        expectEqual(menu.updateCount, before + 1)
        menu.menuItems = nil
    }

    @Test func hidingFromAnotherViewLeavesTheMenuShowing() {
        resetSharedMenu()
        let target = View()
        menu.showMenu(from: target, rect: .zero)
        menu.hideMenu(from: View())
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: target)
        #expect(!menu.isMenuVisible)
        menu.isMenuVisible = true
        #expect(menu.isMenuVisible)
        menu.isMenuVisible = false
        #expect(!menu.isMenuVisible)
    }
}
