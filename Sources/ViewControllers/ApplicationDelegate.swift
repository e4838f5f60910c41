import Foundation

/// The app's delegate, as UIKit's `UIApplicationDelegate`: every member is optional in UIKit
/// and has a default here. Set it as ``Application/delegate``; there is no
/// `UIApplicationMain` headless, so nothing launches the app: a test calls the launch methods
/// itself when it needs them. The package calls
/// ``application(_:didFailToRegisterForRemoteNotificationsWithError:)`` after
/// ``Application/registerForRemoteNotifications()``; the harness never moves the app to the
/// background, so the life-cycle methods are called by tests, as are the notifications posted.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's main window. The default is always nil and ignores a set, so that an app's
    /// stored `var window: UIWindow?` satisfies the requirement.
    var window: Window? { get set }
    /// Launching is about to end; true by default.
    func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    )
        -> Bool
    /// Launching ended; true by default.
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    )
        -> Bool
    /// The app became active; does nothing by default.
    func applicationDidBecomeActive(_ application: Application)
    /// The app is about to become inactive; does nothing by default.
    func applicationWillResignActive(_ application: Application)
    /// The app entered the background; does nothing by default.
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to enter the foreground; does nothing by default.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is about to terminate; does nothing by default.
    func applicationWillTerminate(_ application: Application)
    /// Asked to open `url` (a custom scheme or a document); false (not opened) by default.
    func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool
    /// The push service registered the app; does nothing by default. Never called headless.
    func application(_ application: Application, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed: headless always, on the turn of the main
    /// run loop after ``Application/registerForRemoteNotifications()``, as in the Simulator.
    /// Does nothing by default.
    func application(_ application: Application, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// The orientations `window` may take; ``InterfaceOrientationMask/allButUpsideDown`` (an
    /// iPhone's) by default. Not consulted headless: the harness's size decides the layout.
    func application(
        _ application: Application, supportedInterfaceOrientationsFor window: Window?
    )
        -> InterfaceOrientationMask
}

extension ApplicationDelegate {
    /// Nil; a set is ignored.
    public var window: Window? {
        get { nil }
        set {}
    }
    /// Returns true.
    public func application(
        _ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Returns true.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}
    /// Returns false.
    public func application(_ app: Application, open url: URL, options: [Application.OpenURLOptionsKey: Any]) -> Bool {
        false
    }
    /// Does nothing.
    public func application(_ application: Application, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: Application, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// Returns ``InterfaceOrientationMask/allButUpsideDown``.
    public func application(
        _ application: Application, supportedInterfaceOrientationsFor window: Window?
    )
        -> InterfaceOrientationMask
    { .allButUpsideDown }
}
