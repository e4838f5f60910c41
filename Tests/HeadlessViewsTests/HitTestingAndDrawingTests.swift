import Foundation
import HeadlessViews
import TestSupport
import Testing

/// A badge that widens its touch area and paints a filled circle of its colour when asked.
@MainActor
private final class Badge: View {
    var colour = Color.red { didSet { setNeedsDisplay() } }
    var draws: [CGRect] = []

    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }

    override func draw(_ rect: CGRect) {
        draws.append(rect)
        colour.setFill()
        BezierPath(ovalIn: bounds).fill()
    }
}

@MainActor
struct HitTestingAndDrawingTests {
    /// UIKit's hit testing: the front-most subview that takes touches, skipping hidden,
    /// transparent and non-interactive ones, with `point(inside:with:)` overrides counted.
    @Test func hitTestingFindsTheFrontMostViewThatTakesTouches() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = Badge(frame: CGRect(x: 170, y: 170, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        root.addSubview(badge)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        back.isUserInteractionEnabled = true
        back.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 165, y: 165), with: nil) === badge, "inside the badge's widened area")
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
    }

    /// `setNeedsDisplay()` draws once, on `displayIfNeeded()` (or the harness's frame), the
    /// parts marked joined, and what was painted becomes the layer's contents.
    @Test func aMarkedViewDrawsOnceIntoItsLayersContents() throws {
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.displayIfNeeded()
        #expect(badge.draws.isEmpty, "nothing marked, nothing drawn")
        badge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        badge.setNeedsDisplay(CGRect(x: 10, y: 12, width: 5, height: 5))
        badge.displayIfNeeded()
        badge.displayIfNeeded()
        expectEqual(badge.draws, [CGRect(x: 0, y: 0, width: 15, height: 17)], "two parts marked join; drawn once")
        badge.colour = .blue
        badge.displayIfNeeded()
        expectEqual(badge.draws.last, CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(badge.layer.contents as? Image)
        expectEqual(image.size, CGSize(width: 20, height: 20))
        expectEqual(image.drawing.map(\.color), [.blue])
        let snapshot = try #require(badge.snapshotView(afterScreenUpdates: false))
        #expect((snapshot.layer.contents as? Image) == image)
    }

    /// A touch lifted inside a control acts as a tap there: a stepper steps on the side
    /// touched; lifted outside it sends `.touchUpOutside`; a disabled control passes it on.
    @Test func aControlTracksATouchAndActsWhereItLifts() {
        let stepper = Stepper()
        var events: [String] = []
        stepper.addAction(Action { _ in events.append("changed \(Int(stepper.value))") }, for: .valueChanged)
        stepper.addAction(Action { _ in events.append("outside") }, for: .touchUpOutside)
        stepper.addAction(Action { _ in events.append("down") }, for: .touchDown)
        stepper.addAction(Action { _ in events.append("up") }, for: .touchUpInside)
        func touch(_ x: CGFloat) {
            let finger = Touch(at: CGPoint(x: x, y: 16), in: stepper)
            stepper.touchesBegan([finger], with: nil)
            #expect(stepper.isTracking && stepper.isHighlighted)
            finger.end(timestamp: 0)
            stepper.touchesEnded([finger], with: nil)
            #expect(!stepper.isTracking && !stepper.isHighlighted)
        }
        touch(80)
        touch(80)
        touch(10)
        touch(200)
        expectEqual(
            events,
            ["down", "changed 1", "up", "down", "changed 2", "up", "down", "changed 1", "up", "down", "outside"])
        stepper.isEnabled = false
        let finger = Touch(at: CGPoint(x: 80, y: 16), in: stepper)
        stepper.touchesBegan([finger], with: nil)
        stepper.touchesEnded([finger], with: nil)
        #expect(!stepper.isTracking && stepper.value == 1 && events.count == 11, "a disabled control passes touches on")
        expectEqual(View().effectiveUserInterfaceLayoutDirection, .leftToRight)
        let flipped = View()
        flipped.semanticContentAttribute = .forceRightToLeft
        expectEqual(flipped.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }
}
