import Foundation

/// An event sent through the responder chain, as UIKit's `UIEvent`: the touches of one gesture,
/// or a motion such as a shake.
@preconcurrency @MainActor
public final class Event: NSObject {
    /// An event's kind, as UIKit's `UIEvent.EventType`, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// A motion of the device (a shake).
        case motion = 1
        /// A remote control's command.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// A scroll of a pointer device.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A transform of a pointer device.
        case transform = 14
    }

    /// An event's subkind, as UIKit's `UIEvent.EventSubtype`, with UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        /// No subkind (touches).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Seeking backward began.
        case remoteControlBeginSeekingBackward = 106
        /// Seeking backward ended.
        case remoteControlEndSeekingBackward = 107
        /// Seeking forward began.
        case remoteControlBeginSeekingForward = 108
        /// Seeking forward ended.
        case remoteControlEndSeekingForward = 109
    }

    /// The event's kind.
    public let type: EventType
    /// The event's subkind.
    public let subtype: EventSubtype
    /// When the event happened, in seconds.
    public let timestamp: TimeInterval
    private let touches: Set<Touch>

    /// An event of `type` and `subtype` carrying `touches`.
    public init(type: EventType, subtype: EventSubtype = .none, touches: Set<Touch> = [], timestamp: TimeInterval = 0) {
        self.type = type
        self.subtype = subtype
        self.touches = touches
        self.timestamp = timestamp
    }

    /// The event's touches, as UIKit's `allTouches`: nil for an event without touches.
    public var allTouches: Set<Touch>? { touches.isEmpty ? nil : touches }

    /// The touches that began in `view`, as UIKit's `touches(for:)`.
    public func touches(for view: View) -> Set<Touch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }
}
