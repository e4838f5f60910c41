import Foundation

/// A stepper, as UIKit's `UIStepper`: a minus and a plus button that change ``value`` by
/// ``stepValue`` between ``minimumValue`` and ``maximumValue`` (0, 100 and 1 by default),
/// 94 × 32 points. ``increment()`` and ``decrement()`` are a finger on its buttons; setting
/// ``value`` sends no action, as in UIKit.
@preconcurrency @MainActor
open class Stepper: Control {
    /// UIKit's fixed stepper size, 94 × 32 points.
    public static let size = CGSize(width: 94, height: 32)

    /// The value, kept between ``minimumValue`` and ``maximumValue``: a value set outside is
    /// pinned to the nearer bound, as UIKit's.
    open var value: Double {
        get { storedValue }
        set { if newValue.isFinite { storedValue = min(max(newValue, minimumValue), maximumValue) } }
    }
    private var storedValue: Double = 0
    /// The lowest value; 0 by default. UIKit raises on a minimum not below ``maximumValue``:
    /// it is recorded (``StepperError``) and the bound unchanged.
    open var minimumValue: Double = 0 {
        didSet {
            guard boundsInOrder(member: "minimumValue") else { return minimumValue = oldValue }
            value = storedValue
        }
    }
    /// The highest value; 100 by default. UIKit raises on a maximum not above
    /// ``minimumValue``: it is recorded (``StepperError``) and the bound unchanged.
    open var maximumValue: Double = 100 {
        didSet {
            guard boundsInOrder(member: "maximumValue") else { return maximumValue = oldValue }
            value = storedValue
        }
    }
    /// Whether the minimum is below the maximum; when not, records
    /// ``StepperError/boundsOutOfOrder(minimum:maximum:)`` for `member`.
    private func boundsInOrder(member: String) -> Bool {
        if minimumValue < maximumValue { return true }
        errorRecorder.record(StepperError.boundsOutOfOrder(minimum: minimumValue, maximum: maximumValue), member: member)
        return false
    }

    /// How much a tap changes the value; 1 by default. UIKit raises on a step of 0 or less:
    /// such a step is recorded (``StepperError``) and the step is unchanged.
    open var stepValue: Double = 1 {
        didSet {
            guard !(stepValue > 0 && stepValue.isFinite) else { return }
            errorRecorder.record(StepperError.stepNotPositive(stepValue), member: "stepValue")
            stepValue = oldValue
        }
    }
    /// Whether the value wraps past a bound to the other (false, the default: it stops).
    open var wraps = false
    /// Whether holding a button repeats the change; true by default. Recorded.
    open var autorepeat = true
    /// Whether a held button sends `.valueChanged` with each repeat; true by default. Recorded.
    open var isContinuous = true

    /// A stepper at `frame`'s origin and UIKit's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// A stepper at UIKit's size; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
    }

    /// A tap on the plus button: when enabled, the value rises by ``stepValue`` (wrapping to
    /// ``minimumValue`` past the maximum when ``wraps``) and `.valueChanged` is sent if it
    /// changed. At the maximum without wrapping the button is disabled: nothing happens.
    public func increment() { step(by: stepValue) }

    /// A tap on the minus button; see ``increment()``.
    public func decrement() { step(by: -stepValue) }

    /// VoiceOver's swipe up: ``increment()``.
    open override func accessibilityIncrement() { increment() }
    /// VoiceOver's swipe down: ``decrement()``.
    open override func accessibilityDecrement() { decrement() }

    private func step(by delta: Double) {
        guard isEnabled else { return }
        let old = value
        var next = old + delta
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        value = next
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A touch steps on the side it lands: minus on the left half, plus on the right.
    override func tapped(at point: CGPoint) {
        point.x < bounds.midX ? decrement() : increment()
        sendActions(for: .touchUpInside)
    }

    override var controlAccessibilityTraits: AccessibilityTraits { .adjustable }
    override var defaultAccessibilityValue: String? {
        value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }

    /// UIKit's size.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// UIKit's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }
}

/// What UIKit raises on when a stepper is misconfigured, recorded instead.
public enum StepperError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A step of zero or less (or not a number) was set; the step stays as it was.
    case stepNotPositive(Double)
    /// A minimum not below the maximum was set; the bound stays as it was.
    case boundsOutOfOrder(minimum: Double, maximum: Double)

    /// What was wrong, and what is expected.
    public var description: String {
        switch self {
        case let .stepNotPositive(step): "a stepper's stepValue must be more than 0, not \(step); the step is unchanged"
        case let .boundsOutOfOrder(minimum, maximum):
            "a stepper's minimumValue must be below its maximumValue, not \(minimum) and \(maximum); the bound is unchanged"
        }
    }
}
