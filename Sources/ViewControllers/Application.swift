import Foundation
import VirtualTableView

/// The app, as UIKit's `UIApplication`, as far as screens use it: ``shared``, its
/// ``delegate``, its scene and windows, opening URLs (recorded, never performed) and asking
/// whether one can be opened.
@preconcurrency @MainActor
open class Application: Responder {
    /// The one application object.
    public static let shared = Application()

    /// The URLs ``open(_:options:completionHandler:)`` was asked to open, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// The URL schemes ``canOpenURL(_:)`` answers true for; `http`, `https`, `mailto`, `tel`
    /// and `sms` by default, as a device with the usual apps. Tests change it.
    public var openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms"]

    /// The keys of `open`'s options, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app claims the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private override init() {}

    // MARK: Delegate, scenes and windows

    /// The app's delegate, as UIKit's `delegate`. UIKit's is unowned, `UIApplicationMain`
    /// keeping the delegate alive; headless there is no `UIApplicationMain`, so the app holds
    /// it strongly. A test that sets it sets it back to nil at its end.
    public var delegate: (any ApplicationDelegate)?

    /// The app's one scene, connected and active in the foreground.
    let mainScene = WindowScene.main

    /// The scenes connected to the app, as UIKit's `connectedScenes`: one ``WindowScene``
    /// headless, which every window made key and visible joins.
    public var connectedScenes: Set<Scene> { [mainScene] }

    /// The windows of the app's scenes, as UIKit's deprecated `windows`, in the order they
    /// joined them.
    public var windows: [Window] { mainScene.windows }

    /// The window made key last, as UIKit's deprecated `keyWindow`.
    public var keyWindow: Window? { mainScene.keyWindow }

    /// Whether a URL of `url`'s scheme can be opened: its scheme is in ``openableSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        openableSchemes.contains(url.scheme?.lowercased() ?? "")
    }

    /// Records `url` in ``openedURLs`` without opening it, in the call; `completion` runs
    /// with whether it could have been opened (``canOpenURL(_:)``, answered in the call) at
    /// the next turn of the run loop (the end of the scroll harness's frame), never before
    /// the call returns, as UIKit calls it asynchronously on the main queue.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        let opened = canOpenURL(url)
        guard let completion else { return }
        MainRunLoop.run(after: 0) { completion(opened) }
    }

    /// Forgets the opened URLs (between tests).
    public func removeOpenedURLs() { openedURLs.removeAll() }

    // MARK: Orientation and remote notifications

    /// The interface's orientation, as UIKit's deprecated `statusBarOrientation`: the one the
    /// device's orientation shows (`Device.orientation`), portrait while the device lies
    /// flat or its orientation is unknown.
    public var statusBarOrientation: InterfaceOrientation { InterfaceOrientation(Device.current.orientation) ?? .portrait }

    /// Whether the app registered for remote notifications, as UIKit's: true after
    /// ``registerForRemoteNotifications()`` until ``unregisterForRemoteNotifications()``.
    public private(set) var isRegisteredForRemoteNotifications = false

    /// Registers for remote notifications, as UIKit's: recorded in
    /// ``isRegisteredForRemoteNotifications`` in the call. There is no push service headless,
    /// so no device token is delivered: the ``delegate`` is told
    /// ``ApplicationDelegate/application(_:didFailToRegisterForRemoteNotificationsWithError:)``
    /// at the next turn of the run loop (the end of the scroll harness's frame), never in the
    /// call, with the Simulator's error (Cocoa's domain, code 3010) saying so.
    public func registerForRemoteNotifications() {
        isRegisteredForRemoteNotifications = true
        MainRunLoop.run(after: 0) { [self] in
            // A registration undone before the answer gets none.
            guard isRegisteredForRemoteNotifications else { return }
            delegate?.application(
                self, didFailToRegisterForRemoteNotificationsWithError: Self.remoteNotificationsUnsupportedError)
        }
    }

    /// The error registering for remote notifications fails with.
    static let remoteNotificationsUnsupportedError = CocoaError(
        CocoaError.Code(rawValue: 3010),
        userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported headless: there is no push service"])

    /// Unregisters from remote notifications, as UIKit's.
    public func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

    /// The number on the app's icon, as UIKit's `applicationIconBadgeNumber`; 0 by default.
    /// Recorded: there is no home screen headless.
    public var applicationIconBadgeNumber = 0
    /// Whether the screen stays on while the app runs, as UIKit's `isIdleTimerDisabled`;
    /// false by default. Recorded.
    public var isIdleTimerDisabled = false

    // MARK: Alternate icons

    /// Whether the app may change its icon; true, as on an iPhone. Tests may set it.
    public var supportsAlternateIcons = true
    /// The icon the app shows: nil for the primary icon, else the name last set with
    /// ``setAlternateIconName(_:completionHandler:)``. A test reads the chosen icon here.
    public private(set) var alternateIconName: String?

    /// Changes the app's icon to the one named `alternateIconName` (nil for the primary), as
    /// UIKit's: recorded in ``alternateIconName``; `completionHandler` runs with no error, or,
    /// when alternate icons are not supported, with a `CocoaError(.featureUnsupported)` and the
    /// icon unchanged.
    public func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor ((any Error)?) -> Void)? = nil
    ) {
        guard supportsAlternateIcons else {
            completionHandler?(CocoaError(.featureUnsupported))
            return
        }
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }
}

// A text view's tapped link reaches the app up the responder chain (see `URLOpening`).
extension Application: URLOpening {
    package func openURL(_ url: URL) { open(url) }
}
