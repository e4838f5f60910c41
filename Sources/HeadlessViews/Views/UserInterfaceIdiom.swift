import Foundation

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`: `TraitCollection.userInterfaceIdiom`
/// and the device's (`Device.UserInterfaceIdiom` names this type) read it. Declared with the
/// views, under the device, so that a trait collection can carry it.
public enum UserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac running the app with Mac Catalyst.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

extension TraitCollection {
    /// The device's idiom, which a new trait collection takes: `.phone` until `Device` (a
    /// layer above) sets its `userInterfaceIdiom`. Behind a lock, as trait collections are made
    /// on any thread.
    package static var deviceIdiom: UserInterfaceIdiom {
        get { DeviceIdiom.shared.lock.withLock { DeviceIdiom.shared.value } }
        set { DeviceIdiom.shared.lock.withLock { DeviceIdiom.shared.value = newValue } }
    }
}

/// The storage of ``TraitCollection/deviceIdiom``. `@unchecked Sendable`: `value` is read and
/// written holding `lock`.
private final class DeviceIdiom: @unchecked Sendable {
    static let shared = DeviceIdiom()
    let lock = NSLock()
    var value = UserInterfaceIdiom.phone
}
