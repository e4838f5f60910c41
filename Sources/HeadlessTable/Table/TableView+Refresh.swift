import Foundation
import HeadlessViews

extension TableView {
    /// The content moving back to the top after a refresh ended, a frame at a time.
    struct ContentOffsetAnimation {
        var start: CGFloat
        var target: CGFloat
        var frames: Int
        var step = 0
        /// Where the last step left the content: moved elsewhere since, the animation stops.
        var current: CGFloat
    }

    /// How many frames the content takes to go back to the top after a refresh ends.
    static let refreshEndFrames = 10

    /// The refresh control started refreshing: the top inset grows by its height, the
    /// content staying where it is (a pull's release then rests at the new top).
    func refreshControlDidBeginRefreshing(_ control: RefreshControl) {
        guard control === refreshControl else { return }
        refreshInsetTop = RefreshControl.refreshingHeight
    }

    /// The refresh control stopped refreshing: the top inset loses its height, and content
    /// resting above the new top goes back to it, as UIKit animates it: over
    /// `refreshEndFrames` frames when a harness steps the table's frames, at once otherwise.
    /// Content a finger holds or that decelerates is left to the gesture, which ends within
    /// the new insets.
    func refreshControlDidEndRefreshing(_ control: RefreshControl) {
        guard control === refreshControl, refreshInsetTop > 0 else { return }
        refreshInsetTop = 0
        contentOffsetAnimation = nil
        let y = bounds.origin.y
        guard !isDragging, !isDecelerating, y < minimumContentOffsetY else { return }
        let target = minimumContentOffsetY
        if stepsContentOffsetAnimations {
            contentOffsetAnimation = ContentOffsetAnimation(
                start: y, target: target, frames: Self.refreshEndFrames, current: y)
        } else {
            moveContent(to: CGPoint(x: bounds.origin.x, y: target))
        }
    }

    /// Whether the content is moving back to the top after a refresh ended.
    package var isAnimatingContentOffset: Bool { contentOffsetAnimation != nil }

    /// Moves the content one frame along its animation back to the top (easing out, as the
    /// harness's settling), and ends the animation at its last frame or when something else
    /// moved the content (a finger, a programmatic scroll, a content change that clamped
    /// it). Called by the harness at the start of every frame.
    package func stepContentOffsetAnimation() {
        guard var animation = contentOffsetAnimation else { return }
        guard bounds.origin.y == animation.current, !isDragging, !isDecelerating else {
            contentOffsetAnimation = nil
            return
        }
        animation.step += 1
        let t = CGFloat(animation.step) / CGFloat(max(1, animation.frames))
        let eased = 1 - (1 - t) * (1 - t)
        let y =
            animation.step >= animation.frames ? animation.target : animation.start + (animation.target - animation.start) * eased
        animation.current = y
        contentOffsetAnimation = animation.step >= animation.frames ? nil : animation
        moveContent(to: CGPoint(x: bounds.origin.x, y: y))
    }
}
