import Foundation

/// A finger on the screen, as UIKit's `UITouch`: where it is, in which phase, on which view.
/// Responders receive touches in ``Responder/touchesBegan(_:with:)`` and its siblings; the
/// scroll harness makes them (`touch(_:at:)`), and a test may make its own.
@preconcurrency @MainActor
public final class Touch: NSObject {
    /// A touch's phase, as UIKit's `UITouch.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger rests.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a region.
        case regionEntered = 5
        /// A pointer moved in a region.
        case regionMoved = 6
        /// A pointer left a region.
        case regionExited = 7
    }

    /// What made a touch, as UIKit's `UITouch.TouchType`, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3
    }

    /// The view the touch began in, as UIKit's `view`.
    public private(set) weak var view: View?
    /// The touch's phase.
    public internal(set) var phase: Phase
    /// How many times the finger tapped in a row, as UIKit's `tapCount`.
    public let tapCount: Int
    /// When the touch last changed, in seconds (the harness's clock when the harness made it).
    public internal(set) var timestamp: TimeInterval
    /// What made the touch: a finger.
    public let type = TouchType.direct
    /// The touch's pressure, as UIKit's `force`: 0 (no pressure sensing headless).
    public let force: CGFloat = 0
    /// The point in the touched view's coordinates.
    private var location: CGPoint
    private var previousLocation: CGPoint

    /// A touch at `point` of `view` (in its coordinates).
    public init(at point: CGPoint, in view: View, phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0) {
        self.view = view
        self.location = point
        self.previousLocation = point
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
    }

    /// The touch's point in `view`'s coordinates (nil: the window's), as UIKit's
    /// `location(in:)`.
    public func location(in view: View?) -> CGPoint { convert(location, to: view) }

    /// The touch's point before its last move, as UIKit's `previousLocation(in:)`.
    public func previousLocation(in view: View?) -> CGPoint { convert(previousLocation, to: view) }

    /// Moves the touch to `point` of its view, in phase ``Phase/moved``.
    public func move(to point: CGPoint, timestamp: TimeInterval) {
        previousLocation = location
        location = point
        phase = .moved
        self.timestamp = timestamp
    }

    /// Lifts the finger: phase ``Phase/ended``.
    public func end(timestamp: TimeInterval) {
        phase = .ended
        self.timestamp = timestamp
    }

    private func convert(_ point: CGPoint, to target: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, to: target ?? view.root)
    }
}
