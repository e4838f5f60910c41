import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A screen that refreshes when the app comes back to the foreground, observing UIKit's typed
/// message (iOS 26) as app code does.
@available(macOS 26, iOS 26, *)
@MainActor
private final class RefreshingScreen: UITableViewController {
    var refreshes = 0
    var resigned = 0
    private var tokens: [NotificationCenter.ObservationToken] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tokens.append(
            NotificationCenter.default.addObserver(of: UIApplication.self, for: .willEnterForeground) { [weak self] _ in
                self?.refreshes += 1
            })
        tokens.append(
            NotificationCenter.default.addObserver(of: UIApplication.shared, for: .willResignActive) { [weak self] _ in
                self?.resigned += 1
            })
    }

    func stopObserving() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}

@MainActor
struct ApplicationMessagesTests {
    /// Posting the message reaches its observers, of the type or of the app, and only those of
    /// its identifier; a removed observer hears it no more.
    @available(macOS 26, iOS 26, *)
    @Test func aScreenObservingATypedLifeCycleMessageHearsItUntilItStops() throws {
        let screen = RefreshingScreen()
        _ = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        NotificationCenter.default.post(UIApplication.WillEnterForegroundMessage(), subject: UIApplication.shared)
        expectEqual(screen.refreshes, 1)
        // Another message is another identifier.
        NotificationCenter.default.post(UIApplication.DidBecomeActiveMessage(), subject: UIApplication.shared)
        expectEqual(screen.refreshes, 1)
        NotificationCenter.default.post(UIApplication.WillResignActiveMessage(), subject: UIApplication.shared)
        expectEqual(screen.resigned, 1)
        screen.stopObserving()
        NotificationCenter.default.post(UIApplication.WillEnterForegroundMessage(), subject: UIApplication.shared)
        NotificationCenter.default.post(UIApplication.WillResignActiveMessage(), subject: UIApplication.shared)
        expectEqual(screen.refreshes, 1)
        expectEqual(screen.resigned, 1)
    }

    /// A posted notification reaches the message's observers where Foundation bridges the
    /// two (Apple platforms), converted by `makeMessage(_:)`; the conversion is checked here
    /// directly, since Foundation off Apple platforms keeps messages and notifications apart.
    @available(macOS 26, iOS 26, *)
    @Test func aNotificationConvertsToItsMessageAndBack() {
        let notification = Notification(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        #expect(UIApplication.DidEnterBackgroundMessage.makeMessage(notification) != nil)
        expectEqual(
            UIApplication.DidEnterBackgroundMessage.makeNotification(UIApplication.DidEnterBackgroundMessage()).name,
            UIApplication.didEnterBackgroundNotification)
    }

    /// Each message names UIKit's notification.
    @available(macOS 26, iOS 26, *)
    @Test func eachMessageNamesItsNotification() {
        expectEqual(UIApplication.DidBecomeActiveMessage.name.rawValue, "UIApplicationDidBecomeActiveNotification")
        expectEqual(UIApplication.WillResignActiveMessage.name, UIApplication.willResignActiveNotification)
        expectEqual(UIApplication.DidEnterBackgroundMessage.name, UIApplication.didEnterBackgroundNotification)
        expectEqual(UIApplication.WillEnterForegroundMessage.name, UIApplication.willEnterForegroundNotification)
        expectEqual(UIApplication.WillTerminateMessage.name, UIApplication.willTerminateNotification)
        expectEqual(UIApplication.DidReceiveMemoryWarningMessage.name, UIApplication.didReceiveMemoryWarningNotification)
        expectEqual(UIApplication.SignificantTimeChangeMessage.name, UIApplication.significantTimeChangeNotification)
        expectEqual(UIApplication.UserDidTakeScreenshotMessage.name, UIApplication.userDidTakeScreenshotNotification)
    }
}
