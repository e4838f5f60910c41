import Foundation

/// Animates the changes of its blocks to views, and can be paused, scrubbed, stopped and
/// finished part way, as UIKit's `UIViewPropertyAnimator`.
///
/// Its animations are view animations (see
/// ``View/animate(withDuration:delay:options:animations:completion:)``): the views take their
/// final values when it starts, additive Core Animation animations run from where they were
/// on the animation timeline that drives them (the scroll harness's, frame by frame), and
/// ``fractionComplete`` follows that timeline's time. The completions run when the animations
/// end, never inside a call, with ``ViewAnimatingPosition/end``; curves and springs stand as
/// timing functions, and the spring is not simulated.
@preconcurrency @MainActor
open class ViewPropertyAnimator: NSObject {
    /// How long the animations run, in seconds.
    public let duration: TimeInterval
    /// The delay of the last start, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// The animator's state: inactive until started, active while running or paused, stopped
    /// after `stopAnimation(false)`.
    public private(set) var state = ViewAnimatingState.inactive
    /// Whether the animations run now (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animations run back to their start: an animator that ends reversed puts
    /// the views back at their start and completes at ``ViewAnimatingPosition/start``.
    open var isReversed = false
    /// Whether the animator can be paused and stopped; recorded, always true headless.
    open var isInterruptible = true
    /// Whether the animated views take touches; recorded.
    open var isUserInteractionEnabled = true
    /// Whether scrubbing runs at an even pace; recorded.
    open var scrubsLinearly = true
    /// Whether the animator stays active at its end instead of completing: it pauses at a
    /// fraction of 1, and completes only once stopped and finished.
    open var pausesOnCompletion = false
    /// Whether the animated views' hit testing is left to the app; recorded.
    open var isManualHitTestingEnabled = false

    /// The timing the animator was made with, as UIKit's `timingParameters`: the parameters
    /// given to ``init(duration:timingParameters:)``, or ones made from the other
    /// initializers' curve, spring or control points.
    public let timingParameters: TimingCurveProvider?
    private let timingFunction: MediaTimingFunction
    private var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var changes: [ViewAnimationCapture.CapturedChange] = []
    private var running: [(layer: Layer, key: String, animation: BasicAnimation)] = []
    private var group: ViewAnimationCompletion?
    /// The fraction reached when the running segment started, and the media time it started.
    private var segmentStart: (fraction: CGFloat, mediaTime: TimeInterval) = (0, 0)
    private var pausedFraction: CGFloat = 0

    // MARK: - Making one

    /// An animator of `duration` seconds on a UIKit curve, with its first block.
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingFunction = curve.timingFunction
        timingParameters = CubicTimingParameters(animationCurve: curve)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator of `duration` seconds on a spring of `ratio`, with its first block; the
    /// spring runs as an ease-out curve headless.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingFunction = MediaTimingFunction(name: .easeOut)
        timingParameters = SpringTimingParameters(dampingRatio: ratio)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator of `duration` seconds on the cubic Bézier curve of the two control points,
    /// with its first block.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = duration
        timingFunction = MediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        timingParameters = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator of `duration` seconds timed by `parameters`, with no block yet, as UIKit's
    /// `init(duration:timingParameters:)`: a spring runs as an ease-out curve (as
    /// ``init(duration:dampingRatio:animations:)``), a cubic curve on its control points, any
    /// other provider ease-in-ease-out.
    public init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
        self.duration = duration
        if parameters.springTimingParameters != nil {
            timingFunction = MediaTimingFunction(name: .easeOut)
        } else if let cubic = parameters.cubicTimingParameters {
            let (point1, point2) = (cubic.controlPoint1, cubic.controlPoint2)
            timingFunction = MediaTimingFunction(
                controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        } else {
            timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        }
        timingParameters = parameters
        super.init()
    }

    /// An animator already running `animations` after `delay`, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks

    /// Adds a block of changes: before the start, it runs at the start; while active, it
    /// runs now, animating over what is left.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block of changes starting `delayFactor` (0…1) of the remaining duration later.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor.isNaN ? 0 : delayFactor, 0), 1)
        guard state == .active, isRunning, let group else {
            blocks.append((animation, factor))
            return
        }
        let remaining = duration * Double(1 - fractionComplete)
        run([(animation, factor)], over: remaining, delay: 0, group: group)
    }

    /// Adds a block run once the animations end, with where the views ended.
    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// Starts the animations now (or goes on from where they were paused).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animations `delay` seconds from now, or goes on from where they were paused.
    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            return
        case .active:
            guard !isRunning else { return }
            resume()
        case .inactive:
            let start = max(0, delay.isNaN ? 0 : delay)
            self.delay = start
            state = .active
            isRunning = true
            let group = newGroup()
            segmentStart = (0, AnimationTimeline.currentMediaTime + start)
            let pending = blocks
            blocks = []
            run(pending, over: duration, delay: start, group: group)
            if group.pending == 0 { group.waitForTheClock(start + duration) }
        }
    }

    /// Pauses the animations where they are; an inactive animator becomes active, paused at
    /// its start.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            return
        case .inactive:
            startAnimation()
            pause()
        case .active:
            if isRunning { pause() }
        }
    }

    /// Stops the animations where they are, with the views at their current values: without
    /// finishing, the animator is inactive again and its completions never run; otherwise it
    /// is stopped until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let fraction = fractionComplete
        takeAnimationsOff()
        for change in changes { change.apply(fraction: Double(fraction)) }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        pausedFraction = fraction
    }

    /// Finishes a stopped animator with the views at `finalPosition`, and runs its completions.
    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }

    /// How far the animations are, 0…1: they move with the timeline while running; while
    /// paused, setting it scrubs them (the views' presentation follows once they go on).
    open var fractionComplete: CGFloat {
        get {
            guard state == .active, isRunning else { return pausedFraction }
            let elapsed = AnimationTimeline.currentMediaTime - segmentStart.mediaTime
            let segment = duration * Double(1 - segmentStart.fraction)
            guard segment > 0 else { return 1 }
            let progress = segmentStart.fraction + CGFloat(max(0, elapsed) / segment) * (1 - segmentStart.fraction)
            return min(max(progress, 0), 1)
        }
        set {
            guard !isRunning, !newValue.isNaN else { return }
            pausedFraction = min(max(newValue, 0), 1)
        }
    }

    // MARK: - Inside

    private func newGroup() -> ViewAnimationCompletion {
        let group = ViewAnimationCompletion { [weak self] _ in self?.animationsEnded() }
        self.group = group
        return group
    }

    private func run(
        _ pending: [(animations: () -> Void, delayFactor: CGFloat)], over span: TimeInterval, delay: TimeInterval,
        group: ViewAnimationCompletion
    ) {
        for block in pending {
            let offset = span * Double(block.delayFactor)
            let capture = ViewAnimationCapture.capture(
                ViewAnimationCapture.Timing(duration: span - offset, delay: delay + offset, timingFunction: timingFunction),
                block.animations, reportingTo: group)
            changes += capture.capturedChanges
            running += capture.addedAnimations
        }
    }

    private func pause() {
        pausedFraction = fractionComplete
        takeAnimationsOff()
        isRunning = false
    }

    private func resume() {
        let remaining = Double(1 - pausedFraction)
        let span = duration * remaining
        let group = newGroup()
        let previous = running
        running = []
        segmentStart = (pausedFraction, AnimationTimeline.currentMediaTime)
        isRunning = true
        for entry in previous where span > 0 {
            let resumed = ViewAnimationCapture.resume(
                entry.animation, on: entry.layer, remaining: remaining, duration: span, reportingTo: group)
            running.append((entry.layer, resumed.key, resumed.animation))
        }
        if group.pending == 0 { group.waitForTheClock(span) }
    }

    /// Takes the running animations off their layers; their stops run nothing.
    private func takeAnimationsOff() {
        group?.isCancelled = true
        group = nil
        for entry in running where entry.layer.animation(forKey: entry.key) === entry.animation {
            entry.layer.removeAnimation(forKey: entry.key)
        }
    }

    private func animationsEnded() {
        running = []
        if pausesOnCompletion {
            isRunning = false
            pausedFraction = 1
            return
        }
        complete(at: isReversed ? .start : .end)
    }

    private func complete(at position: ViewAnimatingPosition) {
        switch position {
        case .end: for change in changes { change.apply(fraction: 1) }
        case .start: for change in changes { change.apply(fraction: 0) }
        case .current: break
        }
        state = .inactive
        isRunning = false
        changes = []
        running = []
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}

extension View.AnimationOptions {
    /// The UIKit curve the options ask for.
    var curve: View.AnimationCurve {
        View.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
