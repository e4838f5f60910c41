import Foundation
import HeadlessViews

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl`.
///
/// Each segment shows a title or an image and may carry an `Action`. Setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit; a finger's ``tapSegment(at:)``
/// selects the segment, runs its action and sends `.valueChanged`. An index UIKit raises on
/// (selecting or removing a segment that does not exist) is recorded as a
/// ``SegmentedControlError`` in `errorRecorder`, the control unchanged; the
/// members that answer about a segment answer nil, zero or false for one that does not
/// exist, as UIKit's do.
@preconcurrency @MainActor
open class SegmentedControl: Control {
    /// The index ``selectedSegmentIndex`` holds while no segment is selected, as UIKit's.
    public static let noSegment = -1

    /// A kind of segment by its place in the control, as UIKit's `UISegmentedControl.Segment`
    /// (the raw values are UIKit's): what content position adjustments are set for.
    public enum Segment: Int, Sendable, CaseIterable {
        /// Every segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between two others.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// What the appearance setters store a value under: a segment type or a state (or two
    /// states, for a divider) and the bar metrics.
    private struct AppearanceKey: Hashable {
        var first: UInt
        var second: UInt = 0
        var metrics: BarMetrics
    }

    /// One segment's content and settings.
    private struct SegmentContent {
        var title: String?
        var image: Image?
        var action: Action?
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }

    /// The text size of a segment's title: UIKit's 13 points.
    static let titleFont = Font.systemFont(ofSize: 13, weight: .medium)
    /// The space on each side of a segment's content.
    static let segmentPadding: CGFloat = 12
    /// UIKit's height of a segmented control.
    static let height: CGFloat = 32

    private var segments: [SegmentContent] = []
    private var storedSelectedIndex = SegmentedControl.noSegment
    private var titleAttributes: [Control.State.RawValue: [NSAttributedString.Key: Any]] = [:]
    private var contentPositionAdjustments: [AppearanceKey: Offset] = [:]
    private var backgroundImages: [AppearanceKey: Image] = [:]
    private var dividerImages: [AppearanceKey: Image] = [:]

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment's index, ``noSegment`` (-1) while none is. Setting it in code
    /// sends no action, as UIKit's; an index that is neither -1 nor a segment's is recorded
    /// as ``SegmentedControlError/segmentIndexOutOfRange(_:numberOfSegments:member:)`` and the
    /// selection stays as it was. A momentary control keeps no selection.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                errorRecorder.record(
                    SegmentedControlError.segmentIndexOutOfRange(
                        newValue, numberOfSegments: segments.count, member: "selectedSegmentIndex"),
                    member: "selectedSegmentIndex")
                return
            }
            storedSelectedIndex = isMomentary ? Self.noSegment : newValue
        }
    }

    /// Whether a segment is selected only while a finger is on it; false by default. A tap on
    /// a momentary control sends `.valueChanged` with the tapped segment selected, then
    /// selects none.
    open var isMomentary = false
    /// Whether segments are as wide as their content rather than all as wide as the widest;
    /// false by default. The intrinsic width follows it.
    open var apportionsSegmentWidthsByContent = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The selected segment's colour; nil (the default) is UIKit's. Recorded, not drawn.
    open var selectedSegmentTintColor: Color?

    // MARK: Making one

    /// A control with a segment for each of `items`, a `String` (its title) or an `Image`;
    /// items of another type make no segment. No segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(SegmentContent(title: title))
            } else if let image = item as? Image {
                segments.append(SegmentContent(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control at `frame` with a segment for each of `actions`, titled by the action's title
    /// and showing its image; choosing a segment runs its action.
    public init(frame: CGRect, actions: [Action]) {
        super.init(frame: frame)
        segments = actions.map { SegmentContent(title: $0.title, image: $0.image, action: $0) }
    }

    /// A control with no segments at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Until set, the selected segment's title, as UIKit's.
    open override var accessibilityValue: String? {
        get {
            assignedAccessibilityValue
                ?? (segments.indices.contains(storedSelectedIndex) ? segments[storedSelectedIndex].title : nil)
        }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment`, which is pinned to `0...numberOfSegments`
    /// as UIKit's is. The selection stays on the segment it was on.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`, pinned to `0...numberOfSegments`.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title and image) at `segment`, pinned to
    /// `0...numberOfSegments`; choosing the segment runs the action.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: SegmentContent, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment`; removing the selected one selects none, and the
    /// selection moves with a segment after it. A segment that does not exist is recorded as
    /// ``SegmentedControlError/segmentIndexOutOfRange(_:numberOfSegments:member:)``.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            errorRecorder.record(
                SegmentedControlError.segmentIndexOutOfRange(
                    segment, numberOfSegments: segments.count, member: "removeSegment(at:animated:)"),
                member: "removeSegment(at:animated:)")
            return
        }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment` (and drops its image, as UIKit shows one
    /// or the other); nothing for a segment that does not exist.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            if title != nil { $0.image = nil }
        }
    }

    /// The title of the segment at `segment`; nil for one that does not exist.
    open func titleForSegment(at segment: Int) -> String? { read(segment)?.title }

    /// Sets the image of the segment at `segment` (and drops its title); nothing for a segment
    /// that does not exist.
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            if image != nil { $0.title = nil }
        }
    }

    /// The image of the segment at `segment`; nil for one that does not exist.
    open func imageForSegment(at segment: Int) -> Image? { read(segment)?.image }

    /// Sets the action of the segment at `segment`, which then shows the action's title.
    open func setAction(_ action: Action, forSegmentAt segment: Int) {
        update(segment) {
            $0.action = action
            $0.title = action.title
            $0.image = action.image
        }
    }

    /// The action of the segment at `segment`; nil for one without or that does not exist.
    open func actionForSegment(at segment: Int) -> Action? { read(segment)?.action }

    /// The index of the segment whose action has `identifier`, ``noSegment`` for none.
    open func segmentIndex(identifiedBy identifier: Action.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// Makes the segment at `segment` `width` points wide; 0 (the default) sizes it
    /// automatically. Nothing for a segment that does not exist.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = max(0, width) }
    }

    /// The width set for the segment at `segment`: 0 while it sizes automatically, and for a
    /// segment that does not exist.
    open func widthForSegment(at segment: Int) -> CGFloat { read(segment)?.width ?? 0 }

    /// Moves the content of the segment at `segment` by `offset`; recorded.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }

    /// The content offset of the segment at `segment`; `.zero` for one that does not exist.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { read(segment)?.contentOffset ?? .zero }

    /// Enables or disables the segment at `segment`: a disabled segment ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether the segment at `segment` is enabled; false for one that does not exist.
    open func isEnabledForSegment(at segment: Int) -> Bool { read(segment)?.isEnabled ?? false }

    /// Sets the attributes of the titles in `state`; recorded, as the text is not drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes set for the titles in `state`, nil when none were.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Appearance (recorded: the segments are not drawn)

    /// Moves the content of the segments of `leftCenterRightOrAlone` in bars of `barMetrics`
    /// by `adjustment`, as UIKit's `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
    /// Recorded.
    open func setContentPositionAdjustment(
        _ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics
    ) {
        contentPositionAdjustments[AppearanceKey(first: UInt(leftCenterRightOrAlone.rawValue), metrics: barMetrics)] =
            adjustment
    }

    /// The adjustment set for `leftCenterRightOrAlone` and `barMetrics`; `.zero` when none was.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics) -> Offset {
        contentPositionAdjustments[AppearanceKey(first: UInt(leftCenterRightOrAlone.rawValue), metrics: barMetrics)] ?? .zero
    }

    /// Sets the image behind segments in `state` in bars of `barMetrics`, as UIKit's
    /// `setBackgroundImage(_:for:barMetrics:)`; nil removes it. Recorded.
    open func setBackgroundImage(_ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics) {
        backgroundImages[AppearanceKey(first: state.rawValue, metrics: barMetrics)] = backgroundImage
    }

    /// The image set behind segments in `state` for `barMetrics`; nil when none was.
    open func backgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
        backgroundImages[AppearanceKey(first: state.rawValue, metrics: barMetrics)]
    }

    /// Sets the image between a segment in `leftState` and one in `rightState` in bars of
    /// `barMetrics`, as UIKit's `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`;
    /// nil removes it. Recorded.
    open func setDividerImage(
        _ dividerImage: Image?, forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State,
        barMetrics: BarMetrics
    ) {
        dividerImages[AppearanceKey(first: leftState.rawValue, second: rightState.rawValue, metrics: barMetrics)] = dividerImage
    }

    /// The divider image set for the two states and `barMetrics`; nil when none was.
    open func dividerImage(
        forLeftSegmentState leftState: Control.State, rightSegmentState rightState: Control.State, barMetrics: BarMetrics
    ) -> Image? {
        dividerImages[AppearanceKey(first: leftState.rawValue, second: rightState.rawValue, metrics: barMetrics)]
    }

    private func read(_ segment: Int) -> SegmentContent? {
        segments.indices.contains(segment) ? segments[segment] : nil
    }

    private func update(_ segment: Int, _ change: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else { return }
        change(&segments[segment])
        invalidateIntrinsicContentSize()
    }

    // MARK: What a finger does

    /// A finger taps the segment at `segment`, as a person choosing it: when the control and
    /// the segment are enabled and the segment is not already selected, it is selected, its
    /// action runs and `.valueChanged` is sent (a momentary control then selects none).
    /// Returns whether the selection changed; a segment that does not exist is recorded as
    /// ``SegmentedControlError/segmentIndexOutOfRange(_:numberOfSegments:member:)``.
    @discardableResult
    public func tapSegment(at segment: Int) -> Bool {
        guard segments.indices.contains(segment) else {
            errorRecorder.record(
                SegmentedControlError.segmentIndexOutOfRange(
                    segment, numberOfSegments: segments.count, member: "tapSegment(at:)"),
                member: "tapSegment(at:)")
            return false
        }
        guard isEnabled, segments[segment].isEnabled, isMomentary || storedSelectedIndex != segment else {
            return false
        }
        storedSelectedIndex = segment
        if let action = segments[segment].action {
            action.sender = self
            action.handler(action)
        }
        sendActions(for: .valueChanged)
        if isMomentary { storedSelectedIndex = Self.noSegment }
        return true
    }

    /// A touch lifted on the control chooses the segment under it, as ``tapSegment(at:)``.
    open override func endTracking(_ touch: Touch?, with event: HeadlessViews.Event?) {
        super.endTracking(touch, with: event)
        guard let x = touch?.location(in: self).x else { return }
        let widths = segmentWidths
        let scale = bounds.width / max(1, widths.reduce(0, +))
        var edge: CGFloat = 0
        for (index, width) in widths.enumerated() {
            edge += width * scale
            if x < edge {
                tapSegment(at: index)
                return
            }
        }
    }

    // MARK: Size

    /// The width each segment takes: its set width, or its content's (a title in 13 points,
    /// or an image) with 12 points on each side; without ``apportionsSegmentWidthsByContent``
    /// the automatic segments all take the widest automatic one's, as UIKit's.
    public var segmentWidths: [CGFloat] {
        let content = segments.map { segment -> CGFloat in
            let inner: CGFloat
            if let image = segment.image {
                inner = image.size.width
            } else {
                inner = TextMetrics.ceilToPixel(TextMetrics.width(of: segment.title ?? "", in: Self.titleFont))
            }
            return inner + 2 * Self.segmentPadding
        }
        let widest = content.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? content[index] : widest
        }
    }

    /// The segments' widths side by side and UIKit's 32 points of height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: segmentWidths.reduce(0, +), height: Self.height)
    }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// What a segmented control records where UIKit's `UISegmentedControl` raises.
public enum SegmentedControlError: Error, Equatable, CustomStringConvertible {
    /// `member` was given the segment index `index`, which is neither a segment's
    /// (`0..<numberOfSegments`) nor, where allowed, `noSegment` (-1).
    case segmentIndexOutOfRange(Int, numberOfSegments: Int, member: String)

    /// What went wrong and what was expected, with the numbers.
    public var description: String {
        switch self {
        case .segmentIndexOutOfRange(let index, let count, let member):
            let valid = count == 0 ? "the control has no segments" : "valid segments are 0...\(count - 1)"
            return "\(member): segment index \(index) is out of range; \(valid)"
        }
    }
}
