import Foundation

/// The time the animations of some layer trees run on. Headless there is no display to tick
/// them: nothing happens to an animation added with ``Layer/add(_:forKey:)`` until a
/// timeline that drives its layer advances. The scroll harness has one
/// (`ScrollHarness.animationTimeline`), driving its table (the cells on screen and in the
/// reuse pools), and advances it with every frame of its clock; a test of a view or a layer
/// on its own makes one, drives the view or layer, and advances it by hand:
///
/// ```swift
/// let timeline = AnimationTimeline()
/// timeline.drive(cell)
/// cell.startShimmer()                    // adds an animation to a layer of the cell
/// timeline.advance(by: 1.5)              // delegates hear of starts and ends on the way
/// ```
///
/// When a timeline advances, it first commits the implicit ``AnimationTransaction``, then
/// claims the animations added since it last looked to layers it drives (their time counts
/// from the timeline's time before the advance: the frame in which they were added), then
/// moves its time forward, running what comes due in time order, earliest added first for
/// equal times: an animation's start (its delegate's `animationDidStart(_:)`) at its begin
/// time, its end at its begin time plus its active duration (see ``Animation``), where it is
/// taken off its layer when `isRemovedOnCompletion`, its delegate hears
/// `animationDidStop(_:finished: true)`, and the completion blocks of the transactions it
/// was added in run once nothing else holds them. Animations that delegates and completion
/// blocks add on the way are claimed at the time they were added, so a chain of animations
/// runs within one long advance. An animation that repeats forever (`repeatCount =
/// .infinity`, a shimmer) never ends: it runs until it is removed.
///
/// An animation removed before its end leaves its layer at once, and its delegate hears
/// `animationDidStop(_:finished: false)` after the removing call returns, as in UIKit (after
/// the transaction commits, on the run loop's next turn): at the next advance of any
/// timeline, at the end of the scroll harness's frame, or on the main actor's next turn,
/// whichever comes first; stops come in the order of removal, each before the completion
/// blocks that waited on it.
///
/// An animation runs on the first timeline that claims it and keeps that timeline (a cell
/// that leaves the screen keeps its animations, as in UIKit: they stay on the layer until
/// removed). Times are compared to within a nanosecond, so an animation of one second added
/// at frame 7 of a 60 fps clock ends at frame 67 exactly.
@preconcurrency @MainActor
public final class AnimationTimeline {
    /// Something that happened to an animation on a timeline, as its ``observer`` hears it.
    @preconcurrency @MainActor
    public struct Event {
        /// What happened.
        public enum Kind: Hashable, Sendable {
            /// The timeline claimed the animation: it was added to a layer it drives.
            case added
            /// The animation started (its delegate heard `animationDidStart(_:)`).
            case started
            /// The animation stopped: at its end (`finished` true) or removed first.
            case stopped(finished: Bool)
        }

        /// What happened.
        public let kind: Kind
        /// The key the animation was added for; nil when it was added without one.
        public let key: String?
        /// The animation.
        public let animation: Animation
        /// The layer it runs on.
        public let layer: Layer
        /// The view whose layer tree holds the layer, if any.
        public let view: View?

        /// What the animation changes: a property animation's key path, "group" for a
        /// group, "transition" for a transition, "animation" otherwise.
        public var animatedProperty: String {
            switch animation {
            case let property as PropertyAnimation: property.keyPath ?? "property"
            case is AnimationGroup: "group"
            case is Transition: "transition"
            default: "animation"
            }
        }
    }

    /// The timeline's time, in seconds: where it stands between advances.
    public private(set) var currentTime: TimeInterval
    /// Told of every animation the timeline claims, starts and stops, as it happens.
    public var observer: (@MainActor (Event) -> Void)?
    /// The views and layers whose trees the timeline drives.
    private var roots: [Root] = []
    /// The layers holding animations the timeline claimed.
    private var drivenLayers: [WeakLayer] = []

    /// The most starts and ends one advance runs; the rest wait for the next advance. Only
    /// delegates that answer each end with a new, ever shorter animation come near it: it
    /// keeps such a chain from holding the caller forever.
    public static let maximumTransitionsPerAdvance = 100_000

    /// Core Animation's `CACurrentMediaTime()`: a time in seconds that moves forward by what
    /// every timeline advances. It starts at 1,000 seconds, as a device's counts from its
    /// boot, so that only differences mean something: a `beginTime` of
    /// `currentMediaTime + 0.3` starts an animation 0.3 seconds after it is added, and a
    /// `beginTime` meant as a delay (0.3) lies in the past, as on a device.
    public private(set) static var currentMediaTime: TimeInterval = 1_000

    /// Layers with animations that no timeline has claimed yet.
    private static var unclaimedLayers: [WeakLayer] = []
    /// The order of the last animation added.
    private static var lastOrder = 0

    /// Work waiting on the timeline's clock (see ``MainRunLoopDriving``), in the order given.
    private var clockWork: [(due: TimeInterval, order: Int, work: @MainActor () -> Void)] = []
    private var clockWorkOrder = 0
    /// Whether the timeline turns the main run loop for the views it drives (see the
    /// initializers).
    private let turnsRunLoop: Bool

    /// A timeline at `currentTime` seconds, driving nothing yet.
    ///
    /// It also keeps UIKit's time for the views it drives, in a test without a scroll
    /// harness: the completions of their view animations, transitions, table batches and
    /// diffable applies, and the end of their animated scrolls, wait on its clock and run as
    /// it advances; each advance first runs the blocks waiting on the main queue (a turn of
    /// the run loop), and again at its end.
    public convenience init(currentTime: TimeInterval = 0) {
        self.init(currentTime: currentTime, turnsRunLoop: true)
    }

    /// A timeline at `currentTime` seconds; `turnsRunLoop` false for the scroll harness's own,
    /// whose harness turns the run loop on its frames.
    package init(currentTime: TimeInterval, turnsRunLoop: Bool) {
        self.currentTime = currentTime.isFinite ? currentTime : 0
        self.turnsRunLoop = turnsRunLoop
        if turnsRunLoop { MainRunLoop.register(self) }
    }

    // MARK: - What it drives

    /// Drives the animations of `view`'s tree: its layer, its subviews' layers and their
    /// sublayers and masks; for a table, also those of the cells, headers and footers in its
    /// reuse pools.
    public func drive(_ view: View) {
        guard !roots.contains(where: { $0.view === view }) else { return }
        roots.append(Root(view: view, layer: nil))
    }

    /// Drives the animations of `layer`'s tree: the layer, its sublayers and their masks.
    public func drive(_ layer: Layer) {
        guard !roots.contains(where: { $0.layer === layer }) else { return }
        roots.append(Root(view: nil, layer: layer))
    }

    /// Whether the timeline drives `layer`: the top of its tree (through superlayers and the
    /// layers masks belong to, then the views and superviews of a view's layer) is one of
    /// its roots, or a cell, header or footer in the reuse pool of a table that is.
    public func drives(_ layer: Layer) -> Bool {
        drives(layer, from: LiveRoots(roots))
    }

    /// The roots still alive, read once for a pass over many layers: a timeline asks
    /// `drives(_:)` of every layer with unclaimed animations on every frame, and reading the
    /// weak references of each root for each layer costs more than the walk up its tree.
    private struct LiveRoots {
        var layers: [Layer] = []
        var views: [View] = []
        var pools: [any ReusePoolHolding] = []

        init(_ roots: [Root]) {
            for index in 0..<roots.count {
                if let layer = roots[index].layer { layers.append(layer) }
                if let view = roots[index].view {
                    views.append(view)
                    if let pool = view as? any ReusePoolHolding { pools.append(pool) }
                }
            }
        }
    }

    /// `drives(_:)` against roots read beforehand.
    private func drives(_ layer: Layer, from roots: LiveRoots) -> Bool {
        let top = layer.rootLayer
        for index in 0..<roots.layers.count where roots.layers[index] === top { return true }
        guard var view = top.hostView else { return false }
        while let superview = view.superview { view = superview }
        for index in 0..<roots.views.count where roots.views[index] === view { return true }
        for index in 0..<roots.pools.count where roots.pools[index].holdsInReusePool(view) { return true }
        return false
    }

    // MARK: - Advancing

    /// Whether an animation on a layer the timeline drives is still to start or to end and
    /// will end: animations that repeat forever do not count. Those added since the timeline
    /// last claimed count too.
    public var hasFiniteAnimationsInFlight: Bool {
        let claimed = drivenLayers.contains { entry in
            entry.layer?.animationRecords.contains {
                $0.timeline === self && ($0.phase == .scheduled || $0.phase == .running) && $0.endsAt.isFinite
            } ?? false
        }
        if claimed { return true }
        var liveRoots: LiveRoots?
        return Self.unclaimedLayers.contains { entry in
            guard let layer = entry.layer,
                layer.animationRecords.contains(where: { $0.phase == .added && $0.activeDuration.isFinite })
            else { return false }
            // The roots are read once, and only when a layer asks.
            let roots = liveRoots ?? LiveRoots(self.roots)
            liveRoots = roots
            return drives(layer, from: roots)
        }
    }

    /// Moves the timeline `seconds` forward (see ``advance(to:)``); a negative or NaN amount
    /// moves nothing, and still claims and runs what is due.
    public func advance(by seconds: TimeInterval) {
        advance(to: currentTime + (seconds > 0 ? seconds : 0))
    }

    /// Moves the timeline forward to `time`: commits the implicit transaction, delivers the
    /// stops of animations removed since the last turn (see ``AnimationDelegate``), claims the
    /// animations added to layers it drives since it last looked, then runs the starts and
    /// ends that come due up to `time`, in time order. A time earlier than ``currentTime``
    /// (or NaN) moves nothing, and still claims and runs what is due.
    ///
    /// - Complexity: O(*n*) per start or end run, for *n* animations on the layers the
    ///   timeline drives, plus one walk up the tree of each layer with new animations.
    public func advance(to time: TimeInterval) {
        if turnsRunLoop { MainRunLoop.runPending(limit: MainRunLoop.maximumBlocksPerTurn) }
        AnimationTransaction.commitImplicitTransaction()
        let target = time > currentTime ? time : currentTime
        var transitions = 0
        while transitions < Self.maximumTransitionsPerAdvance {
            // Stops of animations removed since the last look (by the caller, or by a
            // delegate or a completion block run on the way) come first: in UIKit they come
            // on the turn after the removal, before later frames.
            Self.deliverRemovalStops()
            claimAddedAnimations()
            let animation = earliestDue(by: target)
            let animationDue = animation.map { $0.1.phase == .scheduled ? $0.1.beginsAt : $0.1.endsAt }
            // Work due on the clock runs in time order with the animations, after an
            // animation due at the same time (a completion waits for the animation it follows).
            if let index = earliestClockWork(by: target), animationDue.map({ clockWork[index].due < $0 }) ?? true {
                transitions += 1
                let item = clockWork.remove(at: index)
                move(to: item.due)
                item.work()
                continue
            }
            guard let (layer, record) = animation, let due = animationDue else { break }
            transitions += 1
            move(to: due)
            if record.phase == .scheduled {
                start(record, on: layer)
            } else {
                finish(record, on: layer)
            }
        }
        move(to: target)
        Self.deliverRemovalStops()
        if turnsRunLoop { MainRunLoop.runPending(limit: MainRunLoop.maximumBlocksPerTurn) }
    }

    /// The index of the clock work due first by `time`, earliest given first for equal times.
    private func earliestClockWork(by time: TimeInterval) -> Int? {
        guard !clockWork.isEmpty else { return nil }
        let limit = time + Self.tolerance
        var best: Int?
        for index in clockWork.indices where clockWork[index].due <= limit {
            if let current = best,
                (clockWork[current].due, clockWork[current].order) <= (clockWork[index].due, clockWork[index].order)
            {
                continue
            }
            best = index
        }
        return best
    }

    /// Claims the animations added to layers the timeline drives since it last looked: their
    /// time begins at ``currentTime``. ``advance(to:)`` does this first; the scroll harness
    /// also calls it after each frame's layout, so that an animation a cell adds while it is
    /// configured counts from that frame.
    public func claimAddedAnimations() {
        guard !Self.unclaimedLayers.isEmpty else { return }
        var claimed: [(Layer, RunningAnimation)] = []
        // Nothing in the pass adds or drops a root.
        let liveRoots = LiveRoots(roots)
        Self.unclaimedLayers.removeAll { entry in
            guard let layer = entry.layer else { return true }
            guard layer.hasAddedAnimations else { return true }
            guard drives(layer, from: liveRoots) else { return false }
            for record in layer.animationRecords where record.phase == .added {
                record.phase = .scheduled
                record.timeline = self
                record.claimedAt = currentTime
                claimed.append((layer, record))
            }
            if !drivenLayers.contains(where: { $0.layer === layer }) { drivenLayers.append(WeakLayer(layer: layer)) }
            return true
        }
        for (layer, record) in claimed { report(.added, record, on: layer) }
    }

    /// Moves the time (and the media time with it) forward to `time`.
    private func move(to time: TimeInterval) {
        guard time > currentTime else { return }
        Self.currentMediaTime += time - currentTime
        currentTime = time
    }

    /// The claimed animation whose start or end comes first, no later than `time`.
    private func earliestDue(by time: TimeInterval) -> (Layer, RunningAnimation)? {
        drivenLayers.removeAll { $0.layer == nil }
        let limit = time + Self.tolerance
        var best: (layer: Layer, record: RunningAnimation, due: TimeInterval)?
        for entry in drivenLayers {
            guard let layer = entry.layer else { continue }
            for record in layer.animationRecords where record.timeline === self {
                let due: TimeInterval
                switch record.phase {
                case .scheduled: due = record.beginsAt
                case .running: due = record.endsAt
                case .added, .finished, .stopped: continue
                }
                guard due <= limit else { continue }
                if let current = best, (current.due, current.record.order) <= (due, record.order) { continue }
                best = (layer, record, due)
            }
        }
        return best.map { ($0.layer, $0.record) }
    }

    /// Times closer than this are equal: frame times and animation ends are sums of
    /// fractions that differ in their last bits.
    private static let tolerance: TimeInterval = 1e-9

    private func start(_ record: RunningAnimation, on layer: Layer) {
        record.phase = .running
        report(.started, record, on: layer)
        record.animation.delegate?.animationDidStart(record.animation)
    }

    private func finish(_ record: RunningAnimation, on layer: Layer) {
        if record.animation.isRemovedOnCompletion {
            layer.animationRecords.removeAll { $0 === record }
            record.phase = .stopped
        } else {
            record.phase = .finished
        }
        report(.stopped(finished: true), record, on: layer)
        record.animation.delegate?.animationDidStop(record.animation, finished: true)
        for group in record.groups { group.animationStopped() }
    }

    private func report(_ kind: Event.Kind, _ record: RunningAnimation, on layer: Layer) {
        guard let observer else { return }
        observer(Event(kind: kind, key: record.key, animation: record.animation, layer: layer, view: layer.rootLayer.hostView))
    }

    // MARK: - Layers' side

    /// Records `animation` on `layer` for `key`, as `Layer.add(_:forKey:)` says.
    static func add(_ animation: Animation, forKey key: String?, to layer: Layer) {
        if let key { remove(forKey: key, from: layer) }
        lastOrder += 1
        let delay = animation.beginTime != 0 ? animation.beginTime - currentMediaTime : 0
        let record = RunningAnimation(
            order: lastOrder, key: key, animation: animation, delay: delay.isFinite ? delay : 0,
            activeDuration: RunningAnimation.activeDuration(
                of: animation, defaultDuration: AnimationTransaction.animationDuration()),
            groups: AnimationTransaction.enrollAddedAnimation())
        layer.animationRecords.append(record)
        if !unclaimedLayers.contains(where: { $0.layer === layer }) { unclaimedLayers.append(WeakLayer(layer: layer)) }
    }

    /// Takes the animation for `key` off `layer`, as `Layer.removeAnimation(forKey:)` says.
    static func remove(forKey key: String, from layer: Layer) {
        guard let index = layer.animationRecords.firstIndex(where: { $0.key == key }) else { return }
        stop(layer.animationRecords.remove(at: index), on: layer)
    }

    /// Takes every animation off `layer`, in the order they were added.
    static func removeAll(from layer: Layer) {
        let records = layer.animationRecords
        layer.animationRecords.removeAll()
        for record in records { stop(record, on: layer) }
    }

    /// An animation taken off its layer before its end: it is off the layer at once, and its
    /// delegate hears `animationDidStop(_:finished: false)` (not again for one that already
    /// finished) later, as in UIKit, where the stop comes after the transaction commits, on
    /// the run loop's next turn: see ``deliverRemovalStops()``.
    private static func stop(_ record: RunningAnimation, on layer: Layer) {
        guard record.isLive else { return }
        let wasClaimed = record.phase != .added
        record.phase = .stopped
        pendingStops.append(PendingStop(record: record, layer: layer, timeline: wasClaimed ? record.timeline : nil))
        guard !isStopDeliveryScheduled else { return }
        isStopDeliveryScheduled = true
        // The main actor's next turn (the main queue's, as UIKit's run loop): a test that
        // neither advances a timeline nor runs a harness still hears the stop once it awaits.
        Task { @MainActor in
            isStopDeliveryScheduled = false
            deliverRemovalStops()
        }
    }

    /// Delivers the stops of the animations removed before their end, in the order they were
    /// removed: the timeline's observer hears `.stopped(finished: false)` (for an animation a
    /// timeline had claimed), then the delegate `animationDidStop(_:finished: false)`, then
    /// the completion blocks of the transactions that waited only on it run. Stops of
    /// animations removed on the way are delivered in the same call, after the others.
    ///
    /// It runs where UIKit's run loop turns: at every ``advance(to:)`` (first, and after
    /// every start or end it runs), at the end of each of the scroll harness's frames (after
    /// its layout), and on the main actor's next turn after a removal.
    package static func deliverRemovalStops() {
        var delivered = 0
        while !pendingStops.isEmpty, delivered < maximumTransitionsPerAdvance {
            let stop = pendingStops.removeFirst()
            delivered += 1
            stop.timeline?.report(.stopped(finished: false), stop.record, on: stop.layer)
            stop.record.animation.delegate?.animationDidStop(stop.record.animation, finished: false)
            for group in stop.record.groups { group.animationStopped() }
        }
    }

    /// The stops of removed animations not delivered yet, in the order of removal.
    private static var pendingStops: [PendingStop] = []
    /// Whether a main-actor turn is already asked for to deliver ``pendingStops``.
    private static var isStopDeliveryScheduled = false
}

/// An animation removed before its end whose stop is not delivered yet.
@MainActor
private struct PendingStop {
    let record: RunningAnimation
    let layer: Layer
    /// The timeline whose observer hears the stop: the one that claimed the animation.
    let timeline: AnimationTimeline?
}

/// A view or a layer whose tree a timeline drives; held weakly.
private struct Root {
    weak var view: View?
    weak var layer: Layer?
}

/// A layer held weakly.
struct WeakLayer {
    weak var layer: Layer?
}

@MainActor
extension Layer {
    /// Whether an animation added to the layer waits to be claimed by a timeline. An index
    /// loop: asked of every layer with unclaimed animations on every frame.
    fileprivate var hasAddedAnimations: Bool {
        let records = animationRecords
        for index in 0..<records.count where records[index].phase == .added { return true }
        return false
    }

    /// The top of the layer's tree: up through superlayers, and from a mask to the layer it
    /// masks.
    var rootLayer: Layer {
        // A tree is a few layers deep: walked without a set first, as a timeline asks this of
        // every layer with unclaimed animations on every frame. Only a chain longer than any
        // real tree (a mask cycle) is walked again with the set that stops at the cycle.
        var top = self
        for _ in 0..<Self.rootLayerWalkWithoutSet {
            guard let next = top.storedSuperlayer ?? top.maskedLayer else { return top }
            top = next
        }
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        top = self
        while let next = top.storedSuperlayer ?? top.maskedLayer, visited.insert(ObjectIdentifier(next)).inserted {
            top = next
        }
        return top
    }

    /// How many steps up `rootLayer` takes before it guards against a cycle.
    private static var rootLayerWalkWithoutSet: Int { 64 }
}

extension AnimationTimeline: MainRunLoopDriving {
    /// Runs `work` when the timeline reaches `seconds` from now.
    package func runOnClock(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        guard !seconds.isNaN, seconds < .infinity else { return }
        clockWorkOrder += 1
        clockWork.append((currentTime + max(0, seconds), clockWorkOrder, work))
    }

    /// Whether the timeline drives the animations of `view`'s tree.
    package func drivesAnimations(of view: View) -> Bool { drives(view.layer) }
}
