import Foundation
import HeadlessViews

/// The assistive technologies' settings and announcements, as UIKit's `UIAccessibility`:
/// headless none runs, so the settings are false until a test sets them (a screen's VoiceOver
/// branch can be tested), and what a screen posts is recorded in ``posted``.
@preconcurrency @MainActor
public enum Accessibility {
    /// What a screen tells assistive technologies, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for it.
        public let rawValue: UInt32
        /// The notification numbered `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Much of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen's layout changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak (the argument).
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled by a page.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// One post: the notification and its argument as text (a string as it is, a view by its
    /// accessibility label, nil for none).
    public struct Post: Hashable, Sendable {
        /// The notification.
        public let notification: Notification
        /// The argument as text.
        public let argument: String?
    }

    /// Every post since the last ``removeAllPosted()``, oldest first.
    public private(set) static var posted: [Post] = []

    /// Forgets ``posted`` (a test's set-up).
    public static func removeAllPosted() { posted = [] }

    /// Tells assistive technologies of `notification`, as UIKit's
    /// `post(notification:argument:)`; recorded in ``posted``.
    public static func post(notification: Notification, argument: Any?) {
        let text: String?
        switch argument {
        case let string as String: text = string
        case let view as View: text = view.accessibilityLabel ?? "\(type(of: view))"
        case let argument?: text = "\(argument)"
        case nil: text = nil
        }
        posted.append(Post(notification: notification, argument: text))
    }

    /// Whether VoiceOver runs; false unless a test sets it.
    public static var isVoiceOverRunning = false
    /// Whether Reduce Motion is on; false unless a test sets it.
    public static var isReduceMotionEnabled = false
    /// Whether Bold Text is on; false unless a test sets it.
    public static var isBoldTextEnabled = false
    /// Whether Reduce Transparency is on; false unless a test sets it.
    public static var isReduceTransparencyEnabled = false
    /// Whether Increase Contrast is on; false unless a test sets it.
    public static var isDarkerSystemColorsEnabled = false
    /// Whether Switch Control runs; false unless a test sets it.
    public static var isSwitchControlRunning = false

    /// Posted when VoiceOver starts or stops, as UIKit's.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes, as UIKit's.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
