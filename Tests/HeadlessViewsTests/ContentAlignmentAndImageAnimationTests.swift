import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A control's content alignments placing a button's title, an image view's animation on a
/// timeline's clock, resizable images and pattern colours, and a property animator's timing
/// parameters.
@MainActor
struct ContentAlignmentAndImageAnimationTests {
    private func laidOutButton(_ configure: (Button) -> Void) -> Button {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setTitle("Go", for: .normal)
        configure(button)
        button.layoutIfNeeded()
        return button
    }

    @Test func theContentAlignmentsMoveAButtonsTitle() throws {
        let centred = try #require(laidOutButton { _ in }.titleLabel).frame
        expectEqual(centred.midX, 100)
        expectEqual(centred.minY, (60 - centred.height) / 2)
        let left = try #require(
            laidOutButton {
                $0.contentHorizontalAlignment = .leading
                $0.contentEdgeInsets = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
            }.titleLabel
        ).frame
        expectEqual(left.minX, 16, "at the left edge inside the insets")
        expectEqual(left.size, centred.size)
        let right = try #require(laidOutButton { $0.contentHorizontalAlignment = .right }.titleLabel).frame
        expectEqual(right.maxX, 200)
        let top = try #require(laidOutButton { $0.contentVerticalAlignment = .top }.titleLabel).frame
        expectEqual(top.minY, 0)
        let bottom = try #require(laidOutButton { $0.contentVerticalAlignment = .bottom }.titleLabel).frame
        expectEqual(bottom.maxY, 60)
        let fill = try #require(laidOutButton { $0.contentHorizontalAlignment = .fill }.titleLabel).frame
        expectEqual(fill.width, 200)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let button = Button()
        button.contentHorizontalAlignment = .leading
        expectEqual(button.effectiveContentHorizontalAlignment, .left)
        button.semanticContentAttribute = .forceRightToLeft
        expectEqual(button.effectiveContentHorizontalAlignment, .right)
        button.contentHorizontalAlignment = .center
        expectEqual(button.effectiveContentHorizontalAlignment, .center)
        expectEqual(Control.ContentHorizontalAlignment.trailing.rawValue, 5)
        expectEqual(Control.ContentVerticalAlignment.fill.rawValue, 3)
    }

    @Test func anImageViewsAnimationEndsAfterItsCyclesOnTheTimelinesClock() {
        let timeline = AnimationTimeline()
        let spinner = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        timeline.drive(spinner)
        spinner.startAnimating()
        #expect(!spinner.isAnimating, "no images, nothing starts")
        spinner.animationImages = (0..<4).map { Image(name: "frame\($0)", size: CGSize(width: 20, height: 20)) }
        spinner.animationDuration = 0.5
        spinner.animationRepeatCount = 3
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        timeline.advance(by: 1.4)
        #expect(spinner.isAnimating, "three cycles take 1.5 s")
        timeline.advance(by: 0.1)
        #expect(!spinner.isAnimating)
        spinner.animationRepeatCount = 0
        spinner.startAnimating()
        timeline.advance(by: 60)
        #expect(spinner.isAnimating, "a repeat count of 0 runs until stopped")
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
    }

    @Test func aRestartedAnimationIsNotEndedByTheEarlierStart() {
        let timeline = AnimationTimeline()
        let spinner = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        timeline.drive(spinner)
        spinner.animationImages = [Image(name: "a", size: CGSize(width: 1, height: 1))]
        spinner.animationDuration = 1
        spinner.animationRepeatCount = 1
        spinner.startAnimating()
        timeline.advance(by: 0.5)
        spinner.stopAnimating()
        spinner.startAnimating()
        timeline.advance(by: 0.6)
        #expect(spinner.isAnimating, "the first start's end, at 1 s, belongs to a stopped run")
        timeline.advance(by: 0.5)
        #expect(!spinner.isAnimating)
    }

    @Test func resizableImagesKeepTheirInsetsAndCompareByThem() {
        let bubble = Image(name: "bubble", size: CGSize(width: 40, height: 30))
        let insets = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let tiled = bubble.resizableImage(withCapInsets: insets)
        expectEqual(tiled.capInsets, insets)
        expectEqual(tiled.resizingMode, .tile)
        let stretched = bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        expectEqual(stretched.resizingMode, .stretch)
        #expect(tiled != bubble && tiled != stretched)
        #expect(tiled == bubble.resizableImage(withCapInsets: insets))
        // Other copies keep them.
        let template = stretched.withRenderingMode(.alwaysTemplate)
        expectEqual(template.capInsets, insets)
        expectEqual(template.resizingMode, .stretch)
        let aligned = template.withAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
        expectEqual(aligned.alignmentRectInsets.bottom, 2)
        expectEqual(aligned.capInsets, insets)
        #expect(aligned != template)
        expectEqual(bubble.alignmentRectInsets, .zero)
    }

    @Test func aPatternColourKeepsItsImage() {
        let tile = Image(name: "stripes", size: CGSize(width: 8, height: 8))
        let pattern = Color(patternImage: tile)
        #expect(pattern.patternImage === tile)
        expectEqual(pattern.name, "pattern(stripes)")
        expectEqual(Color(cgColor: pattern.cgColor).patternImage, tile)
        #expect(pattern == Color(patternImage: tile))
        #expect(pattern != Color(patternImage: Image(name: "dots", size: CGSize(width: 8, height: 8))))
        #expect(pattern != Color.black, "same components, but a pattern")
        #expect(Color.red.patternImage == nil)
    }

    @Test func timingParametersMapOntoTheAnimatorsCurves() {
        let spring = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
        expectEqual(spring.timingCurveType, .spring)
        expectEqual(spring.initialVelocity, CGVector(dx: 0, dy: 2))
        #expect(spring.cubicTimingParameters == nil)
        // Mass 1, stiffness 100: critical damping is 2·√100 = 20.
        expectEqual(SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero).dampingRatio, 0.5)
        expectEqual(SpringTimingParameters().dampingRatio, 1)
        let easeIn = CubicTimingParameters(animationCurve: .easeIn)
        expectEqual(easeIn.controlPoint1, CGPoint(x: 0.42, y: 0))
        expectEqual(easeIn.controlPoint2, CGPoint(x: 1, y: 1))
        expectEqual(CubicTimingParameters().animationCurve, .easeInOut)
        let animator = ViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(animator.timingParameters?.springTimingParameters === spring)
        expectEqual(animator.duration, 0.3)
        let curved = ViewPropertyAnimator(duration: 1, curve: .linear)
        expectEqual(curved.timingParameters?.cubicTimingParameters?.controlPoint1, CGPoint(x: 0, y: 0))
    }

    @Test func anAnimatorWithSpringParametersAnimatesAndCompletes() {
        let timeline = AnimationTimeline()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        timeline.drive(view)
        let animator = ViewPropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 0.8))
        animator.addAnimations { view.alpha = 0 }
        var ended: ViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        expectEqual(view.alpha, 0)
        timeline.advance(by: 0.5)
        #expect(ended == nil)
        timeline.advance(by: 0.6)
        expectEqual(ended, .end)
    }
}
