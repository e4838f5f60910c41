import Foundation
import HeadlessViews

extension TableView {
    /// The smallest vertical offset: the adjusted top inset above the content (a refreshing
    /// control's height included).
    public var minimumContentOffsetY: CGFloat { -adjustedContentInset.top }

    /// The largest vertical offset, with the content's bottom at the visible area's bottom.
    public var maximumContentOffsetY: CGFloat {
        max(minimumContentOffsetY, layout.contentHeight + adjustedContentInset.bottom - bounds.height)
    }

    func clampedOffsetY(_ y: CGFloat) -> CGFloat {
        min(max(y, minimumContentOffsetY), maximumContentOffsetY)
    }

    func clampContentOffset() {
        bounds.origin.y = clampedOffsetY(bounds.origin.y)
    }

    func moveContent(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let old = bounds.origin
        bounds.origin = offset
        if offset.y != old.y { scrollDirection = offset.y > old.y ? 1 : -1 }
        layoutQuietly()
        updatePrefetching()
        delegate?.scrollViewDidScroll(self)
    }

    /// Scrolls to `offset`, clamped to the content. The offset moves at once (a test reads the
    /// rows it scrolled to right after the call); when `animated` and the offset moved, the
    /// delegate hears `scrollViewDidEndScrollingAnimation` when UIKit's animation would end,
    /// ``scrollAnimationDuration`` later on the scroll harness's clock, never in the call.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        let before = bounds.origin
        recording("setContentOffset(_:animated:)", else: ()) {
            try layoutTable()
            moveContent(to: CGPoint(x: offset.x, y: clampedOffsetY(offset.y)))
            if let error = layoutError { throw error }
        }
        if animated { endScrollingAnimation(ifMovedFrom: before) }
    }

    /// How long an animated programmatic scroll runs, in seconds: the delegate hears
    /// `scrollViewDidEndScrollingAnimation` this long after `setContentOffset(_:animated:)`,
    /// `scrollToRow(at:at:animated:)` or `scrollRectToVisible(_:animated:)`.
    public static let scrollAnimationDuration: TimeInterval = 0.3

    /// Tells the delegate, when the animation would end, that an animated scroll that moved
    /// the content from `origin` ended; a scroll that did not move animates nothing.
    private func endScrollingAnimation(ifMovedFrom origin: CGPoint) {
        guard bounds.origin != origin else { return }
        let duration = View.areAnimationsEnabled ? Self.scrollAnimationDuration : 0
        MainRunLoop.run(after: duration, for: self) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls so that the row sits at `position`: `.top`, `.middle`, `.bottom`, or
    /// `.none` for the least movement that shows it whole. Rows measured on arrival are
    /// taken into account, so the row ends exactly where asked (within the content's edges).
    ///
    /// For a row that does not exist UIKit raises; here the table records
    /// `TableViewError.rowOutOfRange` (or `.sectionOutOfRange`, `.malformedIndexPath`) and
    /// does not move.
    /// When `animated` and the content moved, the delegate hears
    /// `scrollViewDidEndScrollingAnimation` ``scrollAnimationDuration`` later, as
    /// ``setContentOffset(_:animated:)`` says.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let before = bounds.origin
        recording("scrollToRow(at:at:animated:)", else: ()) {
            try performOperation { try scrollToRowNow(at: indexPath, at: position) }
        }
        if animated { endScrollingAnimation(ifMovedFrom: before) }
    }

    private func scrollToRowNow(at indexPath: IndexPath, at position: ScrollPosition) throws {
        try layoutTable()
        try validateRow(indexPath)
        // Measuring rows on arrival can move the target; each pass measures rows nearer
        // to it, so a few passes settle it. A delegate may reload the table on the way
        // (`scrollViewDidScroll`): the row is then checked again.
        for _ in 0..<64 where layout.contains(indexPath) {
            let target = clampedOffsetY(targetOffsetY(forRowAt: indexPath, at: position))
            if target == bounds.origin.y { break }
            moveContent(to: CGPoint(x: bounds.origin.x, y: target))
            if let error = layoutError { throw error }
        }
    }

    private func targetOffsetY(forRowAt indexPath: IndexPath, at position: ScrollPosition) -> CGFloat {
        let top = layout.rowTop(indexPath)
        let height = layout.rowHeight(at: indexPath)
        return targetOffsetY(forSpan: top, top + height, at: position)
    }

    private func targetOffsetY(forSpan top: CGFloat, _ bottom: CGFloat, at position: ScrollPosition) -> CGFloat {
        let visible = visibleRect
        // A pinned header covers the top of the visible area in a plain table.
        switch position {
        case .top: return top - adjustedContentInset.top
        case .middle: return (top + bottom) / 2 - visible.height / 2 - adjustedContentInset.top
        case .bottom: return bottom - visible.height - adjustedContentInset.top
        case .none:
            if top < visible.minY { return top - adjustedContentInset.top }
            if bottom > visible.maxY { return bottom - visible.height - adjustedContentInset.top }
            return bounds.origin.y
        }
    }

    /// Scrolls the least amount that shows `rect` (content coordinates), clamped; animated, the
    /// delegate hears the end as ``setContentOffset(_:animated:)`` says.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let before = bounds.origin
        recording("scrollRectToVisible(_:animated:)", else: ()) {
            try layoutTable()
            let target = clampedOffsetY(targetOffsetY(forSpan: rect.minY, rect.maxY, at: .none))
            if target != bounds.origin.y {
                moveContent(to: CGPoint(x: bounds.origin.x, y: target))
                if let error = layoutError { throw error }
            }
        }
        if animated { endScrollingAnimation(ifMovedFrom: before) }
    }

    // MARK: Simulated dragging

    /// The distance a fling of `velocity` (points per millisecond, UIKit's unit in
    /// `scrollViewWillEndDragging`) travels before it stops: v × rate / (1 − rate), with the
    /// rate clamped as `DecelerationRate.clampedRawValue` says; 0 for a velocity that is not
    /// finite.
    public func decelerationDistance(forVelocity velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        let rate = decelerationRate.clampedRawValue
        return velocity * rate / (1 - rate)
    }

    /// A finger touches the content and starts to drag: `scrollViewWillBeginDragging`.
    /// A deceleration in progress stops.
    public func beginDragging() {
        guard isScrollEnabled else { return }
        layoutQuietly()
        isDecelerating = false
        isDragging = true
        panGestureRecognizer.track(.began, translation: .zero)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moves: the content moves by `delta` points (positive scrolls towards the
    /// end, as a finger moving up), unclamped while the finger is down; `scrollViewDidScroll`.
    /// - Throws: `TableViewError.noDragInProgress` when no drag is in progress; what the data
    ///   source throws while laying out.
    public func drag(by delta: CGFloat) throws {
        if !isDragging && !isScrollEnabled { return }
        guard isDragging else {
            throw TableViewError.noDragInProgress(method: "drag(by:)")
        }
        let pan = panGestureRecognizer
        pan.track(.changed, translation: CGPoint(x: 0, y: pan.translation(in: self).y - delta))
        moveContent(to: CGPoint(x: bounds.origin.x, y: bounds.origin.y + delta))
        if let error = layoutError { throw error }
    }

    /// The finger lifts with `velocity` (points per millisecond): sends
    /// `scrollViewWillEndDragging` with the projected resting offset, which the
    /// delegate may change, then `scrollViewDidEndDragging`, and
    /// `scrollViewWillBeginDecelerating` if the content will keep moving. Returns the target
    /// offset; the content is then decelerating until `endDecelerating()`.
    /// - Throws: `TableViewError.noDragInProgress` when no drag is in progress.
    @discardableResult
    public func endDragging(velocity: CGPoint) throws -> CGPoint {
        if !isDragging && !isScrollEnabled { return bounds.origin }
        guard isDragging else {
            throw TableViewError.noDragInProgress(method: "endDragging(velocity:)")
        }
        var target = CGPoint(
            x: bounds.origin.x,
            y: clampedOffsetY(bounds.origin.y + decelerationDistance(forVelocity: velocity.y)))
        let pan = panGestureRecognizer
        // The finger's velocity, in points per second, the other way from the content's.
        pan.track(.ended, translation: pan.translation(in: self), velocity: CGPoint(x: 0, y: -velocity.y * 1000))
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let decelerate = target.y != bounds.origin.y
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        if decelerate {
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
        } else {
            clampContentOffset()
        }
        return target
    }

    /// The content comes to rest at `offset` (clamped): `scrollViewDidScroll` if it moved,
    /// then `scrollViewDidEndDecelerating`.
    /// - Throws: `TableViewError.noDecelerationInProgress` when the content is not decelerating.
    public func endDecelerating(at offset: CGPoint) throws {
        guard isDecelerating else {
            throw TableViewError.noDecelerationInProgress
        }
        let resting = CGPoint(x: offset.x, y: clampedOffsetY(offset.y))
        if resting != bounds.origin { moveContent(to: resting) }
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
        if let error = layoutError { throw error }
    }

    /// A whole drag as a finger makes it, without time: begin, move by `delta`, lift with
    /// `velocity`, and, if it flings, come to rest at the target at once. The harness
    /// adds frames between these steps.
    /// - Throws: what the data source throws while laying out.
    public func dragContent(by delta: CGFloat, velocity: CGFloat = 0) throws {
        beginDragging()
        try drag(by: delta)
        let target = try endDragging(velocity: CGPoint(x: 0, y: velocity))
        if isDecelerating { try endDecelerating(at: target) }
    }
}
