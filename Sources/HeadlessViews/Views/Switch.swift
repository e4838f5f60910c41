import Foundation

/// An on/off switch, as UIKit's `UISwitch`: 51 × 31 points, off by default. A tap flips it
/// and sends `.valueChanged`; setting `isOn` or calling `setOn(_:animated:)` sends nothing,
/// as in UIKit. The harness's render draws it as `(on ●)` or `(○ off)`.
@preconcurrency @MainActor
open class Switch: Control {
    /// UIKit's fixed switch size, 51 × 31 points.
    public static let size = CGSize(width: 51, height: 31)

    /// The switch's rectangle; its size stays UIKit's 51 × 31 whatever size is set (a layout
    /// that stretches it moves it only), as UIKit keeps a switch's size.
    open override var frame: CGRect {
        didSet { if frame.size != Self.size { frame.size = Self.size } }
    }

    /// Whether the switch is on. Setting it sends no action.
    open var isOn = false
    /// The colour of the track when on; nil (the default) is the system green.
    public var onTintColor: Color?
    /// The colour of the thumb; nil (the default) is white.
    public var thumbTintColor: Color?

    /// A switch, off, at `frame`'s origin and UIKit's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// A switch, off, at UIKit's size; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
    }

    override var controlAccessibilityTraits: AccessibilityTraits { .button }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    /// Turns the switch on or off without sending an action, as UIKit's.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// A finger's tap: when enabled, flips the switch and sends `.valueChanged`, as a person
    /// toggling it does; when disabled, nothing happens.
    public func tap() {
        guard isEnabled else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    override func tapped(at point: CGPoint) {
        tap()
        sendActions(for: .touchUpInside)
    }

    /// UIKit's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// UIKit's size.
    open override var intrinsicContentSize: CGSize { Self.size }
}
