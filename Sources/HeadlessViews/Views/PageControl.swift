import Foundation

/// A row of page dots, as UIKit's `UIPageControl`: ``numberOfPages`` dots, the
/// ``currentPage`` one filled. ``tap(forward:)`` is a finger on either side of the current
/// dot; setting ``currentPage`` sends no action, as in UIKit.
@preconcurrency @MainActor
open class PageControl: Control {
    /// How many pages there are; 0 by default. The current page follows when it falls
    /// outside.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = storedPage
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, kept between 0 and the last page (a value outside is pinned), as
    /// UIKit's.
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(0, numberOfPages - 1)) }
    }
    private var storedPage = 0
    /// Whether the dots hide when there is one page only; false by default. Recorded.
    open var hidesForSinglePage = false
    /// The other dots' colour; nil is the system's. Recorded.
    open var pageIndicatorTintColor: Color?
    /// The current dot's colour; nil is the system's. Recorded.
    open var currentPageIndicatorTintColor: Color?
    /// The dots' image; nil for dots. Recorded.
    open var preferredIndicatorImage: Image?

    /// A tap beside the current dot: when enabled, the page after it (`forward`) or before it
    /// becomes current, and `.valueChanged` is sent if it changed.
    public func tap(forward: Bool = true) {
        guard isEnabled else { return }
        let old = currentPage
        currentPage += forward ? 1 : -1
        if currentPage != old { sendActions(for: .valueChanged) }
    }

    /// VoiceOver's swipe up: the next page.
    open override func accessibilityIncrement() { tap(forward: true) }
    /// VoiceOver's swipe down: the page before.
    open override func accessibilityDecrement() { tap(forward: false) }

    /// The size the dots of `pageCount` pages take, as UIKit's `size(forNumberOfPages:)`: 26
    /// points high, 16 points a dot (UIKit's spacing, without its padding).
    open func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(width: CGFloat(max(0, pageCount)) * 16, height: 26) }

    /// A touch right of the middle goes forward, left of it back, as UIKit's.
    override func tapped(at point: CGPoint) {
        tap(forward: point.x >= bounds.midX)
        sendActions(for: .touchUpInside)
    }

    override var controlAccessibilityTraits: AccessibilityTraits { .adjustable }
    override var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }

    /// The dots' size.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    /// The dots' size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }
}
