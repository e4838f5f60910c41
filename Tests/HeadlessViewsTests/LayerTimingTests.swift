import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

@MainActor
struct LayerTimingTests {
    @Test func layersStartWithCoreAnimationsTimingAndConvertNothing() {
        let parent = Layer()
        let child = Layer()
        parent.addSublayer(child)
        #expect(child.beginTime == 0 && child.timeOffset == 0 && child.speed == 1)
        expectEqual(child.convertTime(12.5, from: nil), 12.5)
        expectEqual(child.convertTime(12.5, to: parent), 12.5)
        expectEqual(parent.convertTime(AnimationTimeline.currentMediaTime, from: nil), AnimationTimeline.currentMediaTime)
    }

    @Test func mediaTimeRunsDownTheTreeThroughBeginTimeSpeedAndOffset() {
        let root = Layer()
        let child = Layer()
        root.addSublayer(child)
        root.beginTime = 100
        root.speed = 2
        child.timeOffset = 5
        child.speed = 0.5
        // root: (110 − 100) × 2 + 0 = 20; child: (20 − 0) × 0.5 + 5 = 15.
        expectEqual(root.convertTime(110, from: nil), 20)
        expectEqual(child.convertTime(110, from: nil), 15)
        expectEqual(child.convertTime(15, to: nil), 110)
        expectEqual(child.convertTime(20, from: root), 15)
        expectEqual(root.convertTime(15, from: child), 20)
    }

    @Test func aPausedLayerKeepsItsTimeOffsetAndResumesWhereItStopped() {
        // Apple's pause and resume recipe (Technical Q&A QA1673).
        let layer = Layer()
        let pausedAt = layer.convertTime(1_000, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedAt
        expectEqual(layer.convertTime(1_004, from: nil), 1_000)
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(1_004, from: nil) - pausedAt
        expectEqual(layer.convertTime(1_004, from: nil), 1_000)
        expectEqual(layer.convertTime(1_005, from: nil), 1_001)
    }

    @Test func siblingsUnderAPausedAncestorConvertThroughIt() {
        let paused = Layer()
        paused.speed = 0
        let first = Layer()
        let second = Layer()
        second.timeOffset = 3
        paused.addSublayer(first)
        paused.addSublayer(second)
        expectEqual(second.convertTime(2, from: first), 5)
        expectEqual(first.convertTime(5, from: second), 2)
    }

    @Test func aViewsLayerTakesItsTimeFromItsSuperviewsLayer() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(child)
        container.layer.speed = 2
        child.layer.beginTime = 1
        expectEqual(child.layer.convertTime(10, from: nil), 19)
        expectEqual(child.layer.convertTime(19, to: container.layer), 20)
        let copy = Layer(layer: child.layer)
        #expect(copy.beginTime == 1 && copy.speed == 1)
    }
}
