import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A delegate that logs what it hears, with the timeline's time.
private final class AnimationLog: AnimationDelegate {
    var entries: [String] = []
    weak var timeline: AnimationTimeline?
    let name: String
    var onStop: ((Bool) -> Void)?

    init(_ name: String = "a", timeline: AnimationTimeline? = nil) {
        self.name = name
        self.timeline = timeline
    }

    private var now: String { timeline.map { String(format: "%.2f", $0.currentTime) } ?? "-" }
    func animationDidStart(_ anim: Animation) { entries.append("\(name) start @\(now)") }
    func animationDidStop(_ anim: Animation, finished flag: Bool) {
        entries.append("\(name) stop \(flag) @\(now)")
        onStop?(flag)
    }
}

/// A delegate that implements neither method: both are optional, as in UIKit.
private final class SilentDelegate: AnimationDelegate {}

/// Animations on a layer driven by a timeline of the test's own: when delegates hear of
/// starts and ends, removal, transactions' completions, and animations that never end.
@MainActor
struct LayerAnimationTests {
    private func fade(duration: TimeInterval = 1, delegate: AnimationDelegate? = nil) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = delegate
        return animation
    }

    @Test func anAddedAnimationIsRecordedAndWaitsForATimeline() {
        let layer = Layer()
        let log = AnimationLog()
        let animation = fade(delegate: log)
        layer.add(animation, forKey: "fade")
        expectEqual(layer.animationKeys(), ["fade"])
        #expect(layer.animation(forKey: "fade") === animation)
        expectEqual((layer.animation(forKey: "fade") as? BasicAnimation)?.keyPath, "opacity")
        // A timeline that does not drive the layer leaves it alone.
        let elsewhere = AnimationTimeline()
        elsewhere.drive(Layer())
        elsewhere.advance(by: 5)
        #expect(log.entries.isEmpty)
        expectEqual(layer.animationKeys(), ["fade"])
        layer.removeAnimation(forKey: "fade")
    }

    @Test func aFiniteAnimationStartsThenStopsFinishedAtItsEndAndLeavesTheLayer() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let log = AnimationLog(timeline: timeline)
        layer.add(fade(duration: 1, delegate: log), forKey: "fade")
        timeline.advance(by: 0.5)
        expectEqual(log.entries, ["a start @0.00"])
        expectEqual(layer.animationKeys(), ["fade"])
        timeline.advance(by: 0.49)
        expectEqual(log.entries, ["a start @0.00"])
        timeline.advance(by: 0.01)
        expectEqual(log.entries, ["a start @0.00", "a stop true @1.00"])
        #expect(layer.animationKeys() == nil)
        timeline.advance(by: 5)
        expectEqual(log.entries.count, 2)
    }

    @Test func theActiveDurationCountsRepeatsReversesSpeedBeginTimeAndTheTransactionsDuration() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let logs = ["repeated", "fast", "untimed", "delayed"].map { AnimationLog($0, timeline: timeline) }
        let repeated = fade(duration: 0.5, delegate: logs[0])
        repeated.repeatCount = 2
        repeated.autoreverses = true  // 0.5 × 2 × 2 = 2 s
        let fast = fade(duration: 1, delegate: logs[1])
        fast.speed = 4  // 0.25 s
        let untimed = BasicAnimation(keyPath: "position")  // duration 0: the transaction's 0.25 s
        untimed.delegate = logs[2]
        let delayed = fade(duration: 1, delegate: logs[3])
        delayed.beginTime = AnimationTimeline.currentMediaTime + 0.5  // 0.5 … 1.5 s
        for (animation, key) in [(repeated, "repeated"), (fast, "fast"), (untimed, "untimed"), (delayed, "delayed")] {
            layer.add(animation, forKey: key)
        }
        timeline.advance(by: 3)
        expectEqual(logs[0].entries, ["repeated start @0.00", "repeated stop true @2.00"])
        expectEqual(logs[1].entries, ["fast start @0.00", "fast stop true @0.25"])
        expectEqual(logs[2].entries, ["untimed start @0.00", "untimed stop true @0.25"])
        expectEqual(logs[3].entries, ["delayed start @0.50", "delayed stop true @1.50"])
    }

    @Test func removingAnAnimationTakesItOffAtOnceAndStopsItUnfinishedAtTheNextAdvance() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let log = AnimationLog(timeline: timeline)
        layer.add(fade(duration: 1, delegate: log), forKey: "fade")
        timeline.advance(by: 0.25)
        layer.removeAnimation(forKey: "fade")
        // Off the layer at once; the stop comes after the call, as in UIKit (next turn).
        #expect(layer.animationKeys() == nil)
        expectEqual(log.entries, ["a start @0.00"])
        timeline.advance(by: 0)
        expectEqual(log.entries, ["a start @0.00", "a stop false @0.25"])
        timeline.advance(by: 2)
        expectEqual(log.entries.count, 2)
        // Another animation for the same key replaces the first, which stops unfinished.
        let first = AnimationLog("first", timeline: timeline)
        let second = AnimationLog("second", timeline: timeline)
        layer.add(fade(delegate: first), forKey: "fade")
        layer.add(fade(delegate: second), forKey: "fade")
        #expect(first.entries.isEmpty)
        expectEqual(layer.animationKeys(), ["fade"])
        timeline.advance(by: 0)
        expectEqual(first.entries, ["first stop false @2.25"])
        layer.removeAllAnimations()
        expectEqual(second.entries, ["second start @2.25"])
        timeline.advance(by: 0.5)
        expectEqual(second.entries, ["second start @2.25", "second stop false @2.25"])
    }

    @Test func removalStopsComeAfterTheRemovingCallInTheOrderOfRemovalBeforeTheCompletion() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        let other = Layer()
        timeline.drive(layer)
        timeline.drive(other)
        var heard: [String] = []
        var stopsDuringCalls: [String] = []
        @MainActor final class Recorder: AnimationDelegate {
            let name: String
            let hear: (String) -> Void
            init(_ name: String, _ hear: @escaping (String) -> Void) {
                self.name = name
                self.hear = hear
            }
            func animationDidStop(_ anim: Animation, finished flag: Bool) { hear("\(name) stop \(flag)") }
        }
        AnimationTransaction.begin()
        AnimationTransaction.setCompletionBlock { heard.append("completion") }
        layer.add(fade(duration: 1, delegate: Recorder("a") { heard.append($0) }), forKey: "a")
        layer.add(fade(duration: 1, delegate: Recorder("b") { heard.append($0) }), forKey: "b")
        other.add(fade(duration: 1, delegate: Recorder("c") { heard.append($0) }), forKey: "c")
        AnimationTransaction.commit()
        timeline.advance(by: 0.25)
        other.removeAnimation(forKey: "c")
        stopsDuringCalls += heard
        layer.add(fade(duration: 1, delegate: Recorder("d") { heard.append($0) }), forKey: "b")  // replaces b
        stopsDuringCalls += heard
        layer.removeAllAnimations()  // a, then d
        stopsDuringCalls += heard
        #expect(stopsDuringCalls.isEmpty)
        timeline.advance(by: 0)
        // In the order removed, each unfinished; the transaction's block waited on a, b, c.
        expectEqual(heard, ["c stop false", "b stop false", "a stop false", "completion", "d stop false"])
    }

    @Test func aRemovalStopComesOnTheMainActorsNextTurnWithoutAnAdvance() async {
        let layer = Layer()
        let log = AnimationLog()
        layer.add(fade(delegate: log), forKey: "fade")
        layer.removeAnimation(forKey: "fade")
        #expect(log.entries.isEmpty)
        // A turn of the main actor: the job queued behind the one the removal queued.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task { @MainActor in continuation.resume() }
        }
        expectEqual(log.entries, ["a stop false @-"])
    }

    @Test func anAnimationKeptOnCompletionStaysListedAndStopsOnce() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let log = AnimationLog(timeline: timeline)
        let animation = fade(duration: 1, delegate: log)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "fade")
        timeline.advance(by: 2)
        expectEqual(log.entries, ["a start @0.00", "a stop true @1.00"])
        expectEqual(layer.animationKeys(), ["fade"])
        layer.removeAnimation(forKey: "fade")
        expectEqual(log.entries.count, 2)
        #expect(layer.animationKeys() == nil)
    }

    @Test func anInfiniteShimmerRunsUntilRemoved() {
        let timeline = AnimationTimeline()
        let gradient = GradientLayer()
        gradient.colors = [Color.systemGray5.cgColor, Color.white.cgColor, Color.systemGray5.cgColor]
        let view = View(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        view.layer.mask = gradient  // animations of a mask run where the masked layer is
        timeline.drive(view)
        let log = AnimationLog(timeline: timeline)
        let shimmer = BasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        shimmer.duration = 1.2
        shimmer.repeatCount = .infinity
        shimmer.delegate = log
        gradient.add(shimmer, forKey: "shimmer")
        for _ in 0..<10 { timeline.advance(by: 60) }
        expectEqual(log.entries, ["a start @0.00"])
        expectEqual(gradient.animationKeys(), ["shimmer"])
        #expect(!timeline.hasFiniteAnimationsInFlight)
        gradient.removeAnimation(forKey: "shimmer")
        timeline.advance(by: 0)
        expectEqual(log.entries, ["a start @0.00", "a stop false @600.00"])
        // The greatest finite count is UIKit code's other way of saying forever.
        shimmer.repeatCount = .greatestFiniteMagnitude
        gradient.add(shimmer, forKey: "shimmer")
        #expect(!timeline.hasFiniteAnimationsInFlight)
        timeline.advance(by: 60)
        expectEqual(gradient.animationKeys(), ["shimmer"])
        gradient.removeAllAnimations()
    }

    @Test func aTransactionsCompletionRunsAfterItsAnimationsStop() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        var completions: [String] = []
        let log = AnimationLog(timeline: timeline)
        AnimationTransaction.begin()
        AnimationTransaction.setAnimationDuration(0.5)
        AnimationTransaction.setCompletionBlock { completions.append("done @\(timeline.currentTime)") }
        layer.add(fade(duration: 1, delegate: log), forKey: "long")
        layer.add(BasicAnimation(keyPath: "bounds"), forKey: "short")  // the transaction's 0.5 s
        AnimationTransaction.commit()
        #expect(completions.isEmpty)
        timeline.advance(by: 0.75)
        #expect(completions.isEmpty)
        expectEqual(layer.animationKeys(), ["long"])
        timeline.advance(by: 0.25)
        // The delegate hears the stop first, then the completion runs.
        expectEqual(log.entries, ["a start @0.00", "a stop true @1.00"])
        expectEqual(completions, ["done @1.0"])
    }

    @Test func aTransactionWithoutAnimationsCompletesAtItsCommit() {
        var completed = 0
        AnimationTransaction.begin()
        AnimationTransaction.setCompletionBlock { completed += 1 }
        #expect(AnimationTransaction.completionBlock() != nil)
        expectEqual(completed, 0)
        AnimationTransaction.commit()
        expectEqual(completed, 1)
        expectEqual(AnimationTransaction.animationDuration(), 0.25)
        #expect(!AnimationTransaction.disableActions())
    }

    @Test func aCompletionWaitsOnlyForAnimationsAddedAfterItWasSetAndForRemovals() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        var completions: [String] = []
        AnimationTransaction.begin()
        layer.add(fade(duration: 5), forKey: "before")  // added before the block: not waited for
        AnimationTransaction.setCompletionBlock { completions.append("first") }
        layer.add(fade(duration: 1), forKey: "inner")
        AnimationTransaction.begin()  // nested: its animations count for the outer block too
        AnimationTransaction.setDisableActions(true)
        layer.add(fade(duration: 2), forKey: "nested")
        AnimationTransaction.commit()
        AnimationTransaction.commit()
        timeline.advance(by: 1)
        #expect(completions.isEmpty)
        layer.removeAnimation(forKey: "nested")  // a removal counts as stopped, once delivered
        #expect(completions.isEmpty)
        timeline.advance(by: 0)
        expectEqual(completions, ["first"])
        expectEqual(layer.animationKeys(), ["before"])
        layer.removeAllAnimations()
    }

    @Test func theImplicitTransactionCommitsWhenATimelineAdvances() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        var completed = false
        AnimationTransaction.setCompletionBlock { completed = true }
        layer.add(fade(duration: 0.5), forKey: "fade")
        timeline.advance(by: 0.25)
        #expect(!completed)
        timeline.advance(by: 0.25)
        #expect(completed)
        #expect(AnimationTransaction.completionBlock() == nil)
    }

    @Test func animationsThatDelegatesChainRunWithinOneAdvance() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let second = AnimationLog("second", timeline: timeline)
        let first = AnimationLog("first", timeline: timeline)
        first.onStop = { _ in layer.add(self.fade(duration: 1, delegate: second), forKey: "second") }
        layer.add(fade(duration: 1, delegate: first), forKey: "first")
        timeline.advance(by: 3)
        expectEqual(first.entries, ["first start @0.00", "first stop true @1.00"])
        expectEqual(second.entries, ["second start @1.00", "second stop true @2.00"])
    }

    @Test func groupsAndKeyframesRunAsOneAnimationWithOptionalDelegateMethods() {
        let timeline = AnimationTimeline()
        let layer = ShapeLayer()
        timeline.drive(layer)
        let stroke = KeyframeAnimation(keyPath: "strokeEnd")
        stroke.values = [0, 0.5, 1]
        stroke.keyTimes = [0, 0.2, 1]
        stroke.delegate = SilentDelegate()  // ignored inside a group
        let group = AnimationGroup()
        group.animations = [stroke, fade()]
        group.duration = 2
        let log = AnimationLog(timeline: timeline)
        group.delegate = log
        layer.add(group, forKey: "group")
        timeline.advance(by: 2)
        expectEqual(log.entries, ["a start @0.00", "a stop true @2.00"])
        let silent = fade()
        silent.delegate = SilentDelegate()
        layer.add(silent, forKey: "silent")
        let transition = Transition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        layer.add(transition, forKey: "transition")
        timeline.advance(by: 0.5)
        expectEqual(layer.animationKeys(), ["silent"])
        timeline.advance(by: 0.5)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aTimelineObserverHearsClaimsStartsAndStops() {
        let timeline = AnimationTimeline()
        let view = View()
        let gradient = GradientLayer()
        view.layer.addSublayer(gradient)
        timeline.drive(view)
        var heard: [String] = []
        timeline.observer = { event in
            heard.append("\(event.kind) \(event.key ?? "-") \(event.animatedProperty) \(event.view === view)")
        }
        gradient.add(fade(duration: 1), forKey: "fade")
        timeline.claimAddedAnimations()
        timeline.advance(by: 1)
        expectEqual(heard, ["added fade opacity true", "started fade opacity true", "stopped(finished: true) fade opacity true"])
    }

    @Test func aNegativeOrNaNAdvanceMovesNothing() {
        let timeline = AnimationTimeline(currentTime: 2)
        timeline.advance(by: -1)
        timeline.advance(by: .nan)
        timeline.advance(to: 1)
        expectEqual(timeline.currentTime, 2)
        expectEqual(AnimationTimeline(currentTime: .infinity).currentTime, 0)
    }

    @Test func aDelayedAnimationFilledBothWaysShowsItsStartValueDuringTheDelay() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        var shown: [Float?] = []
        for fill in [MediaTimingFillMode.backwards, .both, .forwards, .removed] {
            let animation = BasicAnimation(keyPath: "opacity")
            animation.fromValue = 0.25
            animation.toValue = 0.75
            animation.duration = 1
            animation.beginTime = AnimationTimeline.currentMediaTime + 1
            animation.fillMode = fill
            layer.add(animation, forKey: "fade")
            timeline.advance(by: 0.5)
            // Half-way through the delay: a fill backwards (`.backwards`, `.both`) shows the
            // start value, the others the model's.
            shown.append(layer.presentation()?.opacity)
            layer.removeAllAnimations()
            timeline.advance(by: 0)
        }
        expectEqual(shown, [0.25, 0.25, 1, 1])
    }
}
