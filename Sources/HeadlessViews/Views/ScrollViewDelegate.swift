import Foundation

/// The scroll callbacks of UIKit's `UIScrollViewDelegate`, sent by a `TableView`.
/// All have default implementations that do nothing.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// When a finger starts dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// When the finger lifts: `velocity` in points per millisecond, and the offset where the
    /// content will come to rest, which the delegate may change through the pointer
    /// (`targetContentOffset.pointee = …`). UIKit's signature: the pointer is valid only during
    /// the call.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After the finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// When the content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// When the content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// When an animated programmatic scroll ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Default implementation: does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default implementation: does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Default implementation: does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Default implementation: does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Default implementation: does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Default implementation: does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Default implementation: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
