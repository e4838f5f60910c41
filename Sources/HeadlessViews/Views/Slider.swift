import Foundation

/// A slider, as UIKit's `UISlider`: a value between ``minimumValue`` and ``maximumValue`` (0
/// and 1 by default) that a finger drags. ``slide(to:)`` is the finger; setting ``value`` or
/// calling ``setValue(_:animated:)`` sends no action, as in UIKit. Colours and images are
/// recorded, not drawn; the harness's render draws the slider as `[slider 0.50]`.
@preconcurrency @MainActor
open class Slider: Control {
    /// The value, kept between ``minimumValue`` and ``maximumValue``: a value set outside is
    /// pinned to the nearer bound, as UIKit's.
    open var value: Float {
        get { storedValue }
        set { if newValue.isFinite { storedValue = min(max(newValue, minimumValue), maximumValue) } }
    }
    private var storedValue: Float = 0

    /// The value at the left end; 0 by default. Raising it past ``maximumValue`` raises the
    /// maximum too, and the value follows the bounds. A bound that is not finite is ignored.
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else { return minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// The value at the right end; 1 by default. Lowering it under ``minimumValue`` lowers
    /// the minimum too, and the value follows the bounds.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else { return maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, the default) or once at its
    /// end; a headless drag is one step, so both send it once.
    open var isContinuous = true
    /// The track's colour left of the thumb; nil is the tint colour. Recorded.
    open var minimumTrackTintColor: Color?
    /// The track's colour right of the thumb; nil is the system's. Recorded.
    open var maximumTrackTintColor: Color?
    /// The thumb's colour; nil is white. Recorded.
    open var thumbTintColor: Color?
    /// The image left of the track; nil for none. Recorded.
    open var minimumValueImage: Image?
    /// The image right of the track; nil for none. Recorded.
    open var maximumValueImage: Image?

    private var thumbImages: [UInt: Image] = [:]
    private var minimumTrackImages: [UInt: Image] = [:]
    private var maximumTrackImages: [UInt: Image] = [:]

    /// Sets the value without sending an action, as UIKit's; the animation is not modelled.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Sets the thumb's image for `state`, as UIKit's. Recorded.
    open func setThumbImage(_ image: Image?, for state: State) { thumbImages[state.rawValue] = image }
    /// The thumb's image for `state`, else the one for `.normal`, as UIKit's.
    open func thumbImage(for state: State) -> Image? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }
    /// The thumb's image in the slider's current state.
    open var currentThumbImage: Image? { thumbImage(for: state) }
    /// Sets the track's image left of the thumb for `state`, as UIKit's. Recorded.
    open func setMinimumTrackImage(_ image: Image?, for state: State) { minimumTrackImages[state.rawValue] = image }
    /// The track's image left of the thumb for `state`, else `.normal`'s.
    open func minimumTrackImage(for state: State) -> Image? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[State.normal.rawValue]
    }
    /// Sets the track's image right of the thumb for `state`, as UIKit's. Recorded.
    open func setMaximumTrackImage(_ image: Image?, for state: State) { maximumTrackImages[state.rawValue] = image }
    /// The track's image right of the thumb for `state`, else `.normal`'s.
    open func maximumTrackImage(for state: State) -> Image? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[State.normal.rawValue]
    }

    /// A finger drags the thumb to `value` and lifts, as a person does: when enabled, sends
    /// `.touchDown`, sets the value (pinned to the bounds), sends `.valueChanged` when it
    /// changed, then `.touchUpInside`; when disabled, nothing happens.
    public func slide(to value: Float) {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        let old = self.value
        self.value = value
        if self.value != old { sendActions(for: .valueChanged) }
        sendActions(for: .touchUpInside)
    }

    /// VoiceOver's swipe up: a tenth of the range more, and `.valueChanged`, as UIKit's.
    open override func accessibilityIncrement() { step(by: (maximumValue - minimumValue) / 10) }
    /// VoiceOver's swipe down: a tenth of the range less, and `.valueChanged`, as UIKit's.
    open override func accessibilityDecrement() { step(by: -(maximumValue - minimumValue) / 10) }

    private func step(by delta: Float) {
        guard isEnabled else { return }
        let old = value
        value += delta
        if value != old { sendActions(for: .valueChanged) }
    }

    /// A tap on the thumb moves nothing: `.touchUpInside` after the `.touchDown`.
    override func tapped(at point: CGPoint) { sendActions(for: .touchUpInside) }

    override var controlAccessibilityTraits: AccessibilityTraits { .adjustable }
    /// The value as a percentage of the range, as VoiceOver reads a slider ("50%").
    override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return fraction.isFinite ? "\(Int((fraction * 100).rounded()))%" : "0%"
    }

    /// No width of its own and UIKit's height, 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 31) }
    /// The offered width and UIKit's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }
}
