import Foundation

/// The scrolling state a table shares with UIKit's `UIScrollView`, its superclass there:
/// content offset, size and insets, and whether a finger drags the content. The scroll-view
/// delegate's methods receive the table as a `ScrollView`, so a delegate written for UIKit
/// (`func scrollViewDidScroll(_ scrollView: UIScrollView)`) reads the offset as it does on a
/// device. `TableView` is the scroll view that scrolls; a `ScrollView` of its own keeps its
/// offset and content size as set, without a delegate.
@preconcurrency @MainActor
open class ScrollView: View {
    /// How fast a fling slows down: the fraction of velocity kept per millisecond, as UIKit's
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A rate; 0 < rawValue < 1.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The rate the table decelerates with: `rawValue` clamped to 0…0.9999 (a rate of 1
        /// or more would never stop, a negative one would oscillate), NaN read as `.normal`.
        public var clampedRawValue: CGFloat {
            rawValue.isNaN ? Self.normal.rawValue : min(max(rawValue, 0), 0.9999)
        }
        /// UIKit's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content insets, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`. There is no safe area headless, so
    /// every behaviour gives the same ``adjustedContentInset``; it is recorded.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// UIKit's default: adjust for the safe area where the content scrolls.
        case automatic
        /// Adjust along the axes that scroll.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always adjust.
        case always
    }

    /// How a drag dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    /// There is no keyboard headless; it is recorded.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        /// UIKit's default: a drag leaves the keyboard up.
        case none
        /// A drag dismisses the keyboard.
        case onDrag
        /// The keyboard follows the finger down.
        case interactive
    }

    /// The point of the content at the top-left of the bounds. Setting it scrolls: on a
    /// table the visible set updates, prefetching runs, then `scrollViewDidScroll`.
    /// It is not clamped, as in UIKit; programmatic scrolls are. An offset with a component
    /// that is not finite (NaN, infinity) is not stored: the content stays where it was.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { scrollContent(to: newValue) }
    }

    /// The size of the content; zero by default. A table computes its own (see
    /// `TableView.contentSize`).
    open var contentSize: CGSize = .zero

    /// Space around the content; the visible area is the bounds minus these insets.
    ///
    /// A value with a component that is not finite is not stored: the inset stays as it
    /// was (UIKit would corrupt its layer geometry).
    open var contentInset: EdgeInsets = .zero {
        didSet {
            let components = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
            if !components.allSatisfy(\.isFinite) { contentInset = oldValue }
            setNeedsLayout()
        }
    }

    /// The insets the content is laid out with, as UIKit's `adjustedContentInset`:
    /// `contentInset` plus the insets the system adds. A table's refresh control adds its
    /// height (60 points) at the top while it refreshes, as UIKit's. There is no safe area,
    /// bar or notch headless, so nothing else is added, whatever
    /// `contentInsetAdjustmentBehavior` says.
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        inset.top += storedRefreshInsetTop
        return inset
    }

    /// What a refreshing control adds to the top inset (see `TableView.refreshControl`).
    /// Computed over a private stored value: a stored property visible outside its module
    /// keeps a runtime exclusivity check on every access, and the inset is read every frame.
    package var refreshInsetTop: CGFloat {
        get { storedRefreshInsetTop }
        set {
            guard newValue != storedRefreshInsetTop else { return }
            storedRefreshInsetTop = newValue
            setNeedsLayout()
        }
    }
    private var storedRefreshInsetTop: CGFloat = 0

    /// How the safe area adjusts the content insets; `.automatic` by default, as UIKit.
    /// Recorded: there is no safe area headless, so it changes nothing in
    /// ``adjustedContentInset``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether a finger is dragging the content.
    public package(set) var isDragging = false
    /// The recognizer of the finger that drags the content, as UIKit's `panGestureRecognizer`:
    /// attached to the scroll view; a table's drag (the harness's `drag(by:)` and `fling`)
    /// moves it through `.began`, `.changed` and `.ended` with the finger's translation (up is
    /// negative) and, at the end, its velocity in points per second, so code reading
    /// `translation(in:)` or `velocity(in:)` in `scrollViewDidScroll` sees the drag. Its
    /// target–action pairs are not sent.
    public let panGestureRecognizer = PanGestureRecognizer()

    /// A scroll view at `frame`, its pan recognizer attached.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
    }

    /// A scroll view, its pan recognizer attached; the coder is not read (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
    }
    /// Whether a finger touches the content, as UIKit's `isTracking`: headless a finger
    /// touches the content only while it drags it, so it is ``isDragging``.
    public var isTracking: Bool { isDragging }
    /// Whether the content is moving on its own after a drag.
    public package(set) var isDecelerating = false
    /// How fast a fling slows down; `.normal` by default.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether drags scroll the content (default true). When false a drag does nothing;
    /// programmatic scrolling (`setContentOffset`, `scrollToRow`) still works, as UIKit.
    open var isScrollEnabled = true
    /// Whether the vertical scroll indicator shows while the content scrolls (default
    /// true); the harness's render draws it as a scroll bar.
    public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows (default true); recorded: a table
    /// scrolls vertically only.
    public var showsHorizontalScrollIndicator = true
    /// Whether the content bounces past its edges (default true); recorded: the harness
    /// clamps programmatic scrolls and lets a drag's finger pull past the edge either way.
    public var bounces = true
    /// Whether the content bounces vertically even when it is shorter than the bounds
    /// (default false); recorded.
    public var alwaysBounceVertical = false
    /// Whether a tap on the status bar scrolls to the top (default true); recorded, there
    /// is no status bar headless.
    public var scrollsToTop = true
    /// The scroll indicators' colours, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable, CaseIterable {
        /// Dark on light content, light on dark.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }

    /// The scroll indicators' colours; ``IndicatorStyle/default``. Recorded.
    public var indicatorStyle = IndicatorStyle.default
    /// How far the vertical indicator keeps from the edges of the bounds, as UIKit's
    /// `verticalScrollIndicatorInsets` (iOS 13); zero by default. Recorded: no indicator is
    /// drawn headless.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// How far the horizontal indicator keeps from the edges of the bounds, as UIKit's
    /// `horizontalScrollIndicatorInsets` (iOS 13); zero by default. Recorded.
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero
    /// Both indicators' insets, as UIKit's deprecated `scrollIndicatorInsets`: setting it
    /// sets ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``;
    /// reading it gives the vertical one, as UIKit's.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the system adds the safe area to the indicators' insets, as UIKit's
    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13); true by default. Recorded: there
    /// is no safe area headless.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// How many times ``flashScrollIndicators()`` was called.
    public private(set) var scrollIndicatorFlashes = 0

    /// Shows the scroll indicators for a moment, as UIKit's; counted in
    /// ``scrollIndicatorFlashes``, as there is nothing to show.
    public func flashScrollIndicators() {
        scrollIndicatorFlashes += 1
    }

    /// How a drag dismisses the keyboard; `.none` by default. Recorded.
    public var keyboardDismissMode: KeyboardDismissMode = .none

    /// Moves the content to `offset`. A plain scroll view stores an offset whose
    /// components are finite; a table scrolls (see `TableView`).
    func scrollContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        bounds.origin = offset
    }
}
