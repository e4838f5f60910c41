import Foundation
import VirtualTableView

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`, with UIKit's
/// raw values. The interface's landscape sides are named for where the home button would be,
/// the device's for where its top is: `Device.Orientation.landscapeLeft` shows the interface
/// ``landscapeRight``.
public enum InterfaceOrientation: Int, Sendable, CaseIterable {
    /// Unknown.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button on the left.
    case landscapeLeft = 4
    /// On its side, the home button on the right.
    case landscapeRight = 3

    /// The interface orientation the device's orientation shows, as UIKit maps them; nil for
    /// face up, face down and unknown.
    public init?(_ device: Device.Orientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: return nil
        }
    }

    /// Whether the orientation is ``portrait`` or ``portraitUpsideDown``.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is ``landscapeLeft`` or ``landscapeRight``.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface orientations a controller supports, as UIKit's
/// `UIInterfaceOrientationMask`, with UIKit's bits (one per ``InterfaceOrientation`` raw value).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// A mask with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button on the right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Home button on the left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape sides.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down, an iPhone's default.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask includes `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && contains(InterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
