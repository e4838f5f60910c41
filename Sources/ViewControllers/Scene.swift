import Foundation
import VirtualTableView

/// A scene of the app, as UIKit's `UIScene`. Headless there is one scene, a ``WindowScene``
/// (``Application/connectedScenes``), connected and active in the foreground for the whole
/// run: the package never posts the scene notifications, as it never posts the app's; a test
/// posts one to drive a screen that observes it.
@preconcurrency @MainActor
open class Scene: Responder {
    /// The state of a scene, as UIKit's `UIScene.ActivationState`, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state: ``ActivationState/foregroundActive`` headless.
    public internal(set) var activationState = ActivationState.foregroundActive

    /// The scene's title, as the app switcher shows it; empty by default.
    public var title: String! = ""

    /// The app, as UIKit's scene answers `next`.
    open override var next: Responder? { Application.shared }

    /// Posted when a scene is connected to the app, as UIKit's.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is disconnected from the app, as UIKit's.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active, as UIKit's.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to become inactive, as UIKit's.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground, as UIKit's.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background, as UIKit's.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    override init() {}
}
