import Foundation
import HeadlessViews

/// The device the app runs on, as UIKit's `UIDevice`: an iPhone running iOS, held upright,
/// the same phone as ``Screen/main``.
///
/// What UIKit reads from the hardware is fixed here so that a screen behaves the same on
/// every machine; a test that wants another device (an iPad's idiom, a landscape orientation,
/// a low battery) sets the property, which UIKit keeps read-only, and the notification UIKit
/// would post is posted when the orientation or the battery changes while its notifications
/// are on. What code asks of the device (orientation notifications, battery and proximity
/// monitoring, input clicks) is recorded.
@preconcurrency @MainActor
public final class Device: NSObject {
    /// The kind of device, as UIKit's `UIUserInterfaceIdiom`; declared with the views, so
    /// that `TraitCollection.userInterfaceIdiom` carries it too.
    public typealias UserInterfaceIdiom = HeadlessViews.UserInterfaceIdiom

    /// How the device is held, as UIKit's `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable, CaseIterable {
        /// Not known.
        case unknown = 0
        /// Upright, the home button or bar at the bottom.
        case portrait = 1
        /// Upside down.
        case portraitUpsideDown = 2
        /// On its side, the home button or bar at the right.
        case landscapeLeft = 3
        /// On its side, the home button or bar at the left.
        case landscapeRight = 4
        /// Flat, the screen up.
        case faceUp = 5
        /// Flat, the screen down.
        case faceDown = 6

        /// Whether the orientation is one of the two portraits.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is one of the two landscapes.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether the orientation is a known one other than flat.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// Whether the battery charges, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable, CaseIterable {
        /// Not known: battery monitoring is off.
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, full.
        case full = 3
    }

    /// Posted when ``orientation`` changes while orientation notifications are on.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when ``batteryLevel`` changes while battery monitoring is on.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when ``batteryState`` changes while battery monitoring is on.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// The device the app runs on, as UIKit's `current`.
    public static let current = Device()

    /// The device's name as its owner set it; "iPhone".
    public var name = "iPhone"
    /// The model; "iPhone".
    public var model = "iPhone"
    /// The model in the user's language; "iPhone".
    public var localizedModel = "iPhone"
    /// The operating system's name; "iOS".
    public var systemName = "iOS"
    /// The operating system's version; "18.0".
    public var systemVersion = "18.0"
    /// The kind of device; `.phone`. Setting it (a test playing an iPad) sets the
    /// `userInterfaceIdiom` of the trait collections made from then on, as the device's
    /// idiom is theirs in UIKit.
    public var userInterfaceIdiom = UserInterfaceIdiom.phone {
        didSet { TraitCollection.deviceIdiom = userInterfaceIdiom }
    }
    /// An identifier that stays the same for this device and this vendor's apps; fixed, so
    /// that every run sees the same one.
    public var identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-4000-8000-000000000001")
    /// Whether the device runs apps side by side; true, as on current iPhones.
    public var isMultitaskingSupported = true

    /// How the device is held; ``Orientation/portrait``. Setting it (a test turning the phone)
    /// posts ``orientationDidChangeNotification`` while orientation notifications are on.
    public var orientation = Orientation.portrait {
        didSet {
            guard orientation != oldValue, isGeneratingDeviceOrientationNotifications else { return }
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }

    /// Whether orientation notifications are on: after more
    /// ``beginGeneratingDeviceOrientationNotifications()`` than
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0

    /// Whether the app watches the battery; false by default. While it is off, the level
    /// reads -1 and the state ``BatteryState/unknown``, as UIKit's.
    public var isBatteryMonitoringEnabled = false
    /// The charge, 0…1, or -1 while battery monitoring is off. Setting it (a test) posts
    /// ``batteryLevelDidChangeNotification`` while monitoring is on.
    public var batteryLevel: Float {
        get { isBatteryMonitoringEnabled ? storedBatteryLevel : -1 }
        set {
            let old = batteryLevel
            storedBatteryLevel = min(max(newValue, 0), 1)
            if isBatteryMonitoringEnabled, batteryLevel != old {
                NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self)
            }
        }
    }
    private var storedBatteryLevel: Float = 1
    /// Whether the battery charges, ``BatteryState/unknown`` while monitoring is off. Setting
    /// it (a test) posts ``batteryStateDidChangeNotification`` while monitoring is on.
    public var batteryState: BatteryState {
        get { isBatteryMonitoringEnabled ? storedBatteryState : .unknown }
        set {
            let old = batteryState
            storedBatteryState = newValue
            if isBatteryMonitoringEnabled, batteryState != old {
                NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self)
            }
        }
    }
    private var storedBatteryState = BatteryState.unplugged
    /// Whether the proximity sensor is watched; false by default. Recorded: nothing is near.
    public var isProximityMonitoringEnabled = false
    /// Whether something is close to the sensor; false.
    public var proximityState = false
    /// How many input clicks ``playInputClick()`` was asked to play.
    public private(set) var inputClicksPlayed = 0

    private override init() {}

    /// Turns orientation notifications on; calls nest, as UIKit's.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Undoes one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Plays the keyboard's click; counted in ``inputClicksPlayed``.
    public func playInputClick() {
        inputClicksPlayed += 1
    }

    /// Puts the device back as a new process sees it: an upright iPhone on iOS 18.0, a full
    /// battery, no monitoring, no notifications asked for, no clicks played. Tests that change
    /// the shared device call it when they end.
    public func reset() {
        name = "iPhone"
        model = "iPhone"
        localizedModel = "iPhone"
        systemName = "iOS"
        systemVersion = "18.0"
        userInterfaceIdiom = .phone
        orientationNotificationRequests = 0
        orientation = .portrait
        isBatteryMonitoringEnabled = false
        storedBatteryLevel = 1
        storedBatteryState = .unplugged
        isProximityMonitoringEnabled = false
        proximityState = false
        inputClicksPlayed = 0
        isMultitaskingSupported = true
        identifierForVendor = UUID(uuidString: "00000000-0000-4000-8000-000000000001")
    }
}
