import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An app delegate as apps declare theirs, holding the app's window and a shared store.
@MainActor
private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var favourites: [String] = []
    var pushFailures = 0

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        pushFailures += 1
    }
}

/// A screen that reaches the app delegate, its window's scene, and shows a menu as a popover.
@MainActor
private final class FavouritesScreen: UITableViewController, UIPopoverPresentationControllerDelegate {
    func addFavourite(_ name: String) {
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }
        appDelegate.favourites.append(name)
    }

    func showMenu(from anchor: UIView) {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = anchor
        menu.popoverPresentationController?.permittedArrowDirections = .up
        menu.popoverPresentationController?.delegate = self
        present(menu, animated: false)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    )
        -> UIModalPresentationStyle
    {
        .none
    }
}

@MainActor
struct AppDelegateSceneAndPopoverTests {
    @Test func aScreenReachesTheAppDelegateItsSceneAndKeepsItsMenuAPopover() throws {
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        defer {
            UIApplication.shared.delegate = nil
            UIApplication.shared.unregisterForRemoteNotifications()
        }
        let screen = FavouritesScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: screen, size: CGSize(width: 320, height: 480))
        appDelegate.window = screen.view.window

        screen.addFavourite("Lisbon")
        expectEqual((UIApplication.shared.delegate as? AppDelegate)?.favourites, ["Lisbon"])
        let scene = try #require(screen.view.window?.windowScene)
        #expect(scene.activationState == UIScene.ActivationState.foregroundActive)
        #expect(scene.windows.contains { $0 === appDelegate.window })
        #expect(UIApplication.shared.connectedScenes.contains(scene))

        harness.schedule(afterFrames: 1) { UIApplication.shared.registerForRemoteNotifications() }
        harness.advance(frames: 1)
        #expect(appDelegate.pushFailures == 1)

        screen.showMenu(from: screen.tableView)
        harness.advance(frames: 1)
        let menu = try #require(harness.presentedViewController)
        expectEqual(menu.popoverPresentationController?.arrowDirection, UIPopoverArrowDirection.up)
        // A popover is not a sheet: a swipe down does not dismiss it.
        #expect(throws: ScrollHarnessError.self) { try harness.swipeDownToDismiss() }
        menu.dismiss(animated: false)
        harness.advance(frames: 1)
        #expect(harness.presentedViewController == nil)
    }
}
