import Foundation
import HeadlessSystem
import HeadlessViews
import TestSupport
import Testing

/// Notifications seen, appended on the main actor by observers whose closures are `@Sendable`.
@MainActor
private final class PostedNames {
    var names: [Notification.Name] = []
}

// The device is shared by the process: these tests change it one at a time and reset it.
@MainActor
@Suite(.serialized)
struct DeviceTests {
    @Test func theDeviceIsAnUprightIPhoneOnIOSAsAFreshProcessSeesIt() {
        let device = Device.current
        device.reset()
        expectEqual(device.userInterfaceIdiom, .phone)
        expectEqual(device.systemName, "iOS")
        expectEqual(device.model, "iPhone")
        expectEqual(device.orientation, .portrait)
        #expect(device.orientation.isPortrait)
        #expect(device.orientation.isValidInterfaceOrientation)
        expectEqual(device.identifierForVendor, Device.current.identifierForVendor)
        #expect(device.identifierForVendor != nil)
    }

    @Test func theDevicesIdiomIsTheIdiomOfTheTraitCollectionsMadeAfterIt() {
        let device = Device.current
        device.reset()
        // Synchronous on the main actor: no other main-actor test sees the iPad.
        defer { device.reset() }
        device.userInterfaceIdiom = .pad
        expectEqual(TraitCollection.current.userInterfaceIdiom, .pad)
        expectEqual(Screen.main.traitCollection.userInterfaceIdiom, .pad)
        device.reset()
        expectEqual(TraitCollection().userInterfaceIdiom, .phone)
    }

    @Test func theBatteryReadsUnknownUntilItIsMonitored() {
        let device = Device.current
        device.reset()
        defer { device.reset() }
        expectEqual(device.batteryLevel, -1)
        expectEqual(device.batteryState, .unknown)

        device.isBatteryMonitoringEnabled = true

        expectEqual(device.batteryLevel, 1)
        expectEqual(device.batteryState, .unplugged)
    }

    @Test func changesPostTheirNotificationsOnlyWhileTheyAreAskedFor() {
        let device = Device.current
        device.reset()
        defer { device.reset() }
        let posted = PostedNames()
        let names = [
            Device.orientationDidChangeNotification, Device.batteryLevelDidChangeNotification,
            Device.batteryStateDidChangeNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: device, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { posted.names.append(name) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        device.orientation = .landscapeLeft
        device.batteryLevel = 0.5
        expectEqual(posted.names, [])

        device.beginGeneratingDeviceOrientationNotifications()
        device.isBatteryMonitoringEnabled = true
        device.orientation = .landscapeRight
        device.orientation = .landscapeRight
        device.batteryLevel = 0.2
        device.batteryState = .charging
        device.endGeneratingDeviceOrientationNotifications()
        device.orientation = .portrait

        expectEqual(
            posted.names,
            [
                Device.orientationDidChangeNotification, Device.batteryLevelDidChangeNotification,
                Device.batteryStateDidChangeNotification,
            ])
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        expectEqual(device.batteryLevel, 0.2)
    }

    @Test func inputClicksAreCounted() {
        let device = Device.current
        device.reset()
        defer { device.reset() }
        device.playInputClick()
        device.playInputClick()
        expectEqual(device.inputClicksPlayed, 2)
    }
}
