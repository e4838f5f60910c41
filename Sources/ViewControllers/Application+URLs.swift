import Foundation

extension Application {
    /// The URL that opens the app's page in Settings, as UIKit's `openSettingsURLString`;
    /// ``open(_:options:completionHandler:)`` records it like any URL.
    public static let openSettingsURLString = "app-settings:"

    /// Posted when the app becomes active, as UIKit's; the harness never posts the life-cycle
    /// notifications (a test posts one to drive a screen that observes it).
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive, as UIKit's.
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background, as UIKit's.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground, as UIKit's.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate, as UIKit's.
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when the app receives a memory warning, as UIKit's.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted on a significant change in time (a new day, a time zone change), as UIKit's.
    nonisolated public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// Posted when the user takes a screenshot, as UIKit's.
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
}
