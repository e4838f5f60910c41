import Foundation

/// A view a finger acts on, as UIKit's `UIControl`: it runs the actions added for an event
/// when the event happens. `Button` and `Switch` are controls; the scroll harness taps them.
@preconcurrency @MainActor
open class Control: View {
    /// The events a control reports, as UIKit's `UIControl.Event`, with UIKit's bits. A tap
    /// sends `touchDown`, then `touchUpInside` and `primaryActionTriggered`; a tap on a button
    /// whose menu is its primary action sends `menuActionTriggered` after `touchDown` instead.
    /// A touch lifted outside sends `touchUpOutside`, a cancelled one `touchCancel`; the drags
    /// and repeats are never sent headless (a finger there taps), and are declared so that
    /// code adding actions for them compiles.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// An event set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A finger touches down in the control: a tap's start.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch down in quick succession.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger drags inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger drags just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag enters the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag leaves the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifts inside the control: a button's tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifts outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through a finger: a switch toggled.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, as `touchUpInside`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu was shown by a tap (see `showsMenuAsPrimaryAction`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was tapped in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits reserved for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits reserved for the system's.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control is in, as UIKit's `UIControl.State`: a button keeps a title per
    /// state. `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The empty set, `.normal`, as UIKit's `UIControl.State()`.
        public init() { rawValue = 0 }
        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to fingers; a disabled control ignores taps (its
    /// `sendActions(for:)` still runs, as UIKit's does when code calls it). True by default.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected (a toggled button), as UIKit's; false by default.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a finger is down on the control, as UIKit's; false by default.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// Where the control places its content across, as UIKit's `contentHorizontalAlignment`;
    /// `.center` by default. A ``Button`` places its title and image by it.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where the control places its content down, as UIKit's `contentVerticalAlignment`;
    /// `.center` by default. A ``Button`` places its title and image by it.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Whether a tap shows the control's menu instead of sending its primary action, as
    /// UIKit's `showsMenuAsPrimaryAction` (iOS 14); false by default. A `Button` with a
    /// `menu` honours it (see `Button.sendActions()`); other controls have no menu headless.
    open var showsMenuAsPrimaryAction = false

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    public var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Called when `state` changed; a button shows the title for the new state.
    func stateDidChange() {}

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: AccessibilityTraits {
        var traits = controlAccessibilityTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
    /// The traits of a control of this kind, before its state's.
    var controlAccessibilityTraits: AccessibilityTraits { [] }

    private var registered: [(action: Action, events: Event)] = []
    private var targetActions: [(pair: TargetAction, events: Event)] = []
    private var ownRecorder: ErrorRecorder?

    // MARK: Touches
    // A control tracks the touches that land on it and does not pass them up the chain, as
    // UIKit's: a finger's tap (the scroll harness's `touch(_:at:)`) highlights it on touch down
    // and, lifted inside, acts as the control does when tapped. A disabled control passes
    // them on.

    /// Whether the control is tracking a touch, as UIKit's `isTracking`.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control, as UIKit's `isTouchInside`.
    public private(set) var isTouchInside = false

    /// A touch begins on the control, as UIKit's `beginTracking(_:with:)`: answer whether to go
    /// on tracking it; true by default.
    open func beginTracking(_ touch: Touch, with event: HeadlessViews.Event?) -> Bool { true }
    /// The tracked touch moved, as UIKit's `continueTracking(_:with:)`: answer whether to go on;
    /// true by default.
    open func continueTracking(_ touch: Touch, with event: HeadlessViews.Event?) -> Bool { true }
    /// The tracked touch lifted, as UIKit's `endTracking(_:with:)`; nothing by default.
    open func endTracking(_ touch: Touch?, with event: HeadlessViews.Event?) {}
    /// The tracked touch was cancelled, as UIKit's `cancelTracking(with:)`; nothing by default.
    open func cancelTracking(with event: HeadlessViews.Event?) {}

    /// Starts tracking the touch, highlights the control and sends `.touchDown`; passed on
    /// when disabled.
    open override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessViews.Event?) {
        guard isEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Follows the tracked touch; passed on when disabled.
    open override func touchesMoved(_ touches: Set<Touch>, with event: HeadlessViews.Event?) {
        guard isEnabled, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        isTouchInside = bounds.contains(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    /// Ends tracking; lifted inside, the control acts as when tapped at the touch's point (a
    /// button sends its actions, a switch flips, a stepper steps on the side touched), else
    /// `.touchUpOutside` is sent. Passed on when disabled.
    open override func touchesEnded(_ touches: Set<Touch>, with event: HeadlessViews.Event?) {
        guard isEnabled else {
            stopTracking()
            return super.touchesEnded(touches, with: event)
        }
        let touch = touches.first
        if isTracking { endTracking(touch, with: event) }
        stopTracking()
        let point = touch?.location(in: self) ?? CGPoint(x: bounds.midX, y: bounds.midY)
        if bounds.contains(point) { tapped(at: point) } else { sendActions(for: .touchUpOutside) }
    }

    /// Stops tracking and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: HeadlessViews.Event?) {
        guard isEnabled else {
            stopTracking()
            return super.touchesCancelled(touches, with: event)
        }
        if isTracking { cancelTracking(with: event) }
        stopTracking()
        sendActions(for: .touchCancel)
    }

    private func stopTracking() {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// What a touch lifted inside at `point` does after `.touchDown`: `.touchUpInside` and
    /// `.primaryActionTriggered`; the controls of this module answer as their kind does.
    func tapped(at point: CGPoint) {
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Where the control records what UIKit raises on: the recorder of the closest table or
    /// window it is in (which the scroll harness observes, failing the test that met an
    /// error unless it expected it), else a recorder of its own.
    public var errorRecorder: ErrorRecorder {
        errorRecorder(keepingOwn: &ownRecorder)
    }

    /// Runs `action` whenever one of `events` happens, as UIKit's `addAction(_:for:)`; the
    /// action's handler receives it with `sender` set to the control. Adding an action
    /// with the identifier of one already added for the same events replaces it, as UIKit.
    public func addAction(_ action: Action, for events: Event) {
        registered.removeAll { $0.action.identifier == action.identifier && $0.events == events }
        registered.append((action, events))
    }

    /// Removes the action identified by `identifier` from `events`, as UIKit's
    /// `removeAction(identifiedBy:for:)`; it keeps running for the other events it was added
    /// for.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        registered = registered.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `events`, each once, in the order added, with
    /// `sender` set to the control, as UIKit's `sendActions(for:)`; then sends the target–action
    /// pairs added for them (see ``addTarget(_:action:for:)``).
    public func sendActions(for events: Event) {
        let due = registered.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
        for action in due {
            action.sender = self
            action.handler(action)
        }
        let pairs = targetActions.filter { !$0.events.isDisjoint(with: events) }.map(\.pair)
        for pair in pairs {
            if let error = pair.send(from: self) { errorRecorder.record(error, member: "sendActions(for:)") }
        }
    }

    // MARK: Targets and actions

    /// Adds `action` to be sent to `target` when one of `controlEvents` happens, as UIKit's
    /// `addTarget(_:action:for:)`; the target is held weakly, and a pair already added is not
    /// added twice. Where the Objective-C runtime exists the action is sent; off Apple
    /// platforms there is none, and sending it records ``TargetActionError`` (the harness fails
    /// the test): the pair is kept for a test to read (``allTargets``,
    /// ``actions(forTarget:forControlEvent:)``), and `addAction(_:for:)` is the form that runs.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let pair = TargetAction(target: target, action: action)
        for index in targetActions.indices
        where targetActions[index].pair.target === pair.target && targetActions[index].pair.action == action {
            targetActions[index].events.formUnion(controlEvents)
            return
        }
        targetActions.append((pair, controlEvents))
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil) from
    /// `controlEvents`, as UIKit's `removeTarget(_:action:for:)`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions = targetActions.compactMap { entry in
            guard object == nil || entry.pair.target === object, action == nil || entry.pair.action == action else {
                return entry
            }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.pair, left)
        }
    }

    /// The targets of the control's target–action pairs, as UIKit's `allTargets`.
    public var allTargets: Set<AnyHashable> {
        Set(
            targetActions.compactMap { entry in
                entry.pair.target.map { ($0 as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier($0)) }
            })
    }

    /// The events any action (closure or target–action) is added for, as UIKit's
    /// `allControlEvents`.
    public var allControlEvents: Event {
        (registered.map(\.events) + targetActions.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// The names of the actions `target` gets for `controlEvent`, as UIKit's
    /// `actions(forTarget:forControlEvent:)`; nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.pair.target === object && !$0.events.isDisjoint(with: controlEvent) }
            .map { NSStringFromSelector($0.pair.action) }
        return names.isEmpty ? nil : names
    }
}
