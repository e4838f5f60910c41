import Foundation

/// A recognizer of a touch pattern attached to a view, as UIKit's `UIGestureRecognizer`.
///
/// UIKit connects a recognizer to code through a target and an Objective-C selector, which do
/// not exist off Apple platforms; the harness drives taps, drags and swipes on the views and
/// rows themselves. A recognizer therefore compiles and is kept on its view (its settings
/// readable by a test) but never fires: give a control a `UIAction`, or a table a delegate,
/// for behaviour the harness can drive.
@preconcurrency @MainActor
open class GestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing its pattern, as UIKit's
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Waiting for touches (the only state here).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches did not make the gesture.
        case failed
    }

    /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``).
    public internal(set) weak var view: View?
    /// Whether the recognizer takes part; true by default.
    public var isEnabled = true
    /// Whether touches it recognizes are cancelled in the view; true by default.
    public var cancelsTouchesInView = true
    /// Whether touches reach the view only after the recognizer failed; false by default.
    public var delaysTouchesBegan = false
    /// Whether touch ends reach the view only after the recognizer failed; true by default.
    public var delaysTouchesEnded = true
    /// The recognizer's state: `.possible`, as it never recognizes headless.
    public internal(set) var state = State.possible
    /// A name shown in diagnostics.
    public var name: String?
    /// Asked whether the recognizer may begin and may recognize with others.
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// A recognizer without a target, as `UIGestureRecognizer()`.
    public override init() {}

    /// A recognizer that sends `action` to `target` when it recognizes its pattern, as UIKit's
    /// `init(target:action:)`. It never recognizes headless (see the type's discussion), so the
    /// pair is kept, for a test to read, and never sent.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targetActions.append(TargetAction(target: target, action: action)) }
    }

    /// Adds a target and action, as UIKit's `addTarget(_:action:)`; kept, never sent.
    public func addTarget(_ target: Any, action: Selector) {
        let pair = TargetAction(target: target, action: action)
        guard !targetActions.contains(where: { $0.target === pair.target && $0.action == action }) else { return }
        targetActions.append(pair)
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil), as
    /// UIKit's `removeTarget(_:action:)`.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
    }

    /// The names of the actions added, in order (their targets held weakly).
    public var actionNames: [String] { targetActions.map { NSStringFromSelector($0.action) } }

    private var targetActions: [TargetAction] = []

    /// The touches' location in `view`'s coordinates; `.zero`, as no touch reaches a
    /// recognizer headless.
    public func location(in view: View?) -> CGPoint { .zero }

    /// The number of touches; zero headless.
    public var numberOfTouches: Int { 0 }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail, as UIKit's
    /// `require(toFail:)`; recorded.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        requiredToFail.append(otherGestureRecognizer)
    }

    /// The recognizers given to ``require(toFail:)``, in order.
    public private(set) var requiredToFail: [GestureRecognizer] = []
}

/// What a recognizer asks, as UIKit's `UIGestureRecognizerDelegate`; every requirement has
/// UIKit's default.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin; true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at once; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// True, as UIKit's default.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// False, as UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}

/// A tap, as UIKit's `UITapGestureRecognizer`; see ``GestureRecognizer`` for what runs
/// headless.
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps that make the gesture; 1 by default.
    public var numberOfTapsRequired = 1
    /// Fingers that make the gesture; 1 by default.
    public var numberOfTouchesRequired = 1
}

/// A press held in place, as UIKit's `UILongPressGestureRecognizer`.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press lasts before it is recognized; 0.5 seconds by default.
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move; 10 points by default.
    public var allowableMovement: CGFloat = 10
    /// Taps before the press; 0 by default.
    public var numberOfTapsRequired = 0
    /// Fingers that make the gesture; 1 by default.
    public var numberOfTouchesRequired = 1
}

/// A drag, as UIKit's `UIPanGestureRecognizer`.
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers; 1 by default.
    public var minimumNumberOfTouches = 1
    /// The most fingers; unlimited by default.
    public var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    private var currentVelocity = CGPoint.zero

    /// How far the drag moved, as last set or as a scroll view's drag moved it (zero
    /// otherwise: a recognizer of its own never recognizes headless).
    public func translation(in view: View?) -> CGPoint { translation }
    /// Resets the translation, as UIKit's `setTranslation(_:in:)`.
    public func setTranslation(_ translation: CGPoint, in view: View?) { self.translation = translation }
    /// The drag's speed in points per second: a scroll view's drag's as the finger lifted,
    /// else zero.
    public func velocity(in view: View?) -> CGPoint { currentVelocity }

    /// A scroll view's drag moves its recognizer: the state, the translation so far and the
    /// velocity.
    package func track(_ state: State, translation: CGPoint, velocity: CGPoint = .zero) {
        self.state = state
        self.translation = translation
        currentVelocity = velocity
    }
}

/// A drag that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`:
/// a navigation controller's swipe back is one.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the drag may start from; none by default.
    public var edges: RectEdge = []
}

/// A swipe in one direction, as UIKit's `UISwipeGestureRecognizer`.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe can take, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The direction that makes the gesture; `.right` by default.
    public var direction = Direction.right
    /// Fingers that make the gesture; 1 by default.
    public var numberOfTouchesRequired = 1
}
