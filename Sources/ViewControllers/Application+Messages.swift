import Foundation

// UIKit's typed life-cycle messages (iOS 26): `NotificationCenter.default.addObserver(of:
// UIApplication.self, for: .didBecomeActive) { message in … }`. Each converts from and to its
// notification, as UIKit's do; where Foundation bridges the two (Apple platforms), posting
// either reaches both kinds of observer, while Foundation off Apple platforms delivers a
// posted message to the message's observers only. The harness never posts them (as it never
// posts the notifications); a test posts one to drive a screen that observes it.

extension Application {
    /// A life-cycle message of the app: it carries nothing but its name, and converts from and
    /// to its notification (UIKit's messages of this kind do the same).
    @available(macOS 26, iOS 26, *)
    public protocol LifeCycleMessage: NotificationCenter.MainActorMessage where Subject == Application {
        /// The notification the message interoperates with.
        static var name: Notification.Name { get }
        /// A message.
        init()
    }

    /// The message of ``didBecomeActiveNotification``, as UIKit's `UIApplication.DidBecomeActiveMessage`.
    @available(macOS 26, iOS 26, *)
    public struct DidBecomeActiveMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.didBecomeActiveNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``willResignActiveNotification``, as UIKit's `UIApplication.WillResignActiveMessage`.
    @available(macOS 26, iOS 26, *)
    public struct WillResignActiveMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.willResignActiveNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``didEnterBackgroundNotification``, as UIKit's `UIApplication.DidEnterBackgroundMessage`.
    @available(macOS 26, iOS 26, *)
    public struct DidEnterBackgroundMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.didEnterBackgroundNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``willEnterForegroundNotification``, as UIKit's `UIApplication.WillEnterForegroundMessage`.
    @available(macOS 26, iOS 26, *)
    public struct WillEnterForegroundMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.willEnterForegroundNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``willTerminateNotification``, as UIKit's `UIApplication.WillTerminateMessage`.
    @available(macOS 26, iOS 26, *)
    public struct WillTerminateMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.willTerminateNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``didReceiveMemoryWarningNotification``, as UIKit's `UIApplication.DidReceiveMemoryWarningMessage`.
    @available(macOS 26, iOS 26, *)
    public struct DidReceiveMemoryWarningMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.didReceiveMemoryWarningNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``significantTimeChangeNotification``, as UIKit's `UIApplication.SignificantTimeChangeMessage`.
    @available(macOS 26, iOS 26, *)
    public struct SignificantTimeChangeMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.significantTimeChangeNotification }
        /// A message.
        public init() {}
    }

    /// The message of ``userDidTakeScreenshotNotification``, as UIKit's `UIApplication.UserDidTakeScreenshotMessage`.
    @available(macOS 26, iOS 26, *)
    public struct UserDidTakeScreenshotMessage: LifeCycleMessage {
        /// The notification this message interoperates with.
        public static var name: Notification.Name { Application.userDidTakeScreenshotNotification }
        /// A message.
        public init() {}
    }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.DidBecomeActiveMessage> {
    /// UIKit's identifier of ``Application/DidBecomeActiveMessage``.
    public static var didBecomeActive: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.WillResignActiveMessage> {
    /// UIKit's identifier of ``Application/WillResignActiveMessage``.
    public static var willResignActive: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.DidEnterBackgroundMessage> {
    /// UIKit's identifier of ``Application/DidEnterBackgroundMessage``.
    public static var didEnterBackground: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.WillEnterForegroundMessage> {
    /// UIKit's identifier of ``Application/WillEnterForegroundMessage``.
    public static var willEnterForeground: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.WillTerminateMessage> {
    /// UIKit's identifier of ``Application/WillTerminateMessage``.
    public static var willTerminate: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.DidReceiveMemoryWarningMessage> {
    /// UIKit's identifier of ``Application/DidReceiveMemoryWarningMessage``.
    public static var didReceiveMemoryWarning: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.SignificantTimeChangeMessage> {
    /// UIKit's identifier of ``Application/SignificantTimeChangeMessage``.
    public static var significantTimeChange: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<Application.UserDidTakeScreenshotMessage> {
    /// UIKit's identifier of ``Application/UserDidTakeScreenshotMessage``.
    public static var userDidTakeScreenshot: Self { .init() }
}

@available(macOS 26, iOS 26, *)
extension Application.LifeCycleMessage {
    /// The message a posted notification of the message's name is delivered as.
    public static func makeMessage(_ notification: Notification) -> Self? { Self() }
    /// The notification a posted message is delivered as.
    public static func makeNotification(_ message: Self) -> Notification { Notification(name: Self.name) }
}
