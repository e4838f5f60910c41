import Foundation

/// An animation added to a layer, with where it is in its life. The timing is taken when it
/// is added (Core Animation copies an animation when it is added; here the object is shared,
/// but its timing is fixed at that moment, so later changes to it do not move its end).
@MainActor
final class RunningAnimation {
    enum Phase {
        /// Added; no timeline has claimed it yet, so its time has not begun.
        case added
        /// Claimed by a timeline, before its begin time.
        case scheduled
        /// Started: `animationDidStart(_:)` ran.
        case running
        /// Ran to its end and stays on its layer (`isRemovedOnCompletion` false).
        case finished
        /// Taken off its layer; the delegate heard `animationDidStop`.
        case stopped
    }

    /// Orders animations that come due together: the earlier added first.
    let order: Int
    let key: String?
    let animation: Animation
    /// Seconds from the moment a timeline claims it to its begin (negative for a begin time
    /// in the past).
    let delay: TimeInterval
    /// Seconds from its begin to its end; infinite for an animation that never ends.
    let activeDuration: TimeInterval
    /// The completion groups of the transactions open when it was added.
    let groups: [CompletionGroup]
    var phase = Phase.added
    weak var timeline: AnimationTimeline?
    /// The timeline's time when it claimed the animation.
    var claimedAt: TimeInterval = 0

    init(
        order: Int, key: String?, animation: Animation, delay: TimeInterval, activeDuration: TimeInterval,
        groups: [CompletionGroup]
    ) {
        self.order = order
        self.key = key
        self.animation = animation
        self.delay = delay
        self.activeDuration = activeDuration
        self.groups = groups
    }

    /// When it starts, on its timeline.
    var beginsAt: TimeInterval { claimedAt + delay }
    /// When it ends, on its timeline; infinite for one that never ends.
    var endsAt: TimeInterval { claimedAt + delay + activeDuration }
    /// Whether it is still to start or to end.
    var isLive: Bool { phase == .added || phase == .scheduled || phase == .running }

    /// The time an animation's passes take from its begin to its end: `duration` (or
    /// `defaultDuration` when it is not positive) × its passes (`repeatCount`, at least one;
    /// `repeatDuration` instead when set), doubled when it autoreverses, divided by `speed`.
    /// Infinite for an animation that repeats forever (or longer than
    /// `neverEndingDuration`), or whose speed is 0 or less.
    static func activeDuration(of animation: Animation, defaultDuration: TimeInterval) -> TimeInterval {
        let pass = animation.duration > 0 ? animation.duration : defaultDuration
        var total: TimeInterval
        if animation.repeatDuration > 0 {
            total = animation.repeatDuration
        } else {
            let count = animation.repeatCount > 0 ? TimeInterval(animation.repeatCount) : 1
            total = pass * count * (animation.autoreverses ? 2 : 1)
        }
        guard animation.speed > 0, !total.isNaN else { return .infinity }
        total /= TimeInterval(animation.speed)
        // `repeatCount = .greatestFiniteMagnitude` (or `HUGE`, the same on Apple platforms)
        // is how much UIKit code asks for forever: treated as forever, not as an end that
        // keeps `hasFiniteAnimationsInFlight` true for 10^38 seconds.
        return total.isNaN || total > neverEndingDuration ? .infinity : total
    }

    /// An active duration beyond this (about 31 years) never ends.
    static let neverEndingDuration: TimeInterval = 1e9
}

/// The completion block of a transaction, waiting for the animations added while it was
/// set: it runs once the transaction is committed (or the block replaced) and every one of
/// those animations has stopped.
@MainActor
final class CompletionGroup {
    private var block: (() -> Void)?
    private var pending = 0
    private var sealed = false

    init(block: @escaping () -> Void) { self.block = block }

    /// The block, while it has not run.
    var waitingBlock: (() -> Void)? { block }

    func animationAdded() { pending += 1 }

    func animationStopped() {
        pending -= 1
        runIfDone()
    }

    /// The transaction was committed, or its block replaced: no animation joins any more.
    func seal() {
        sealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard sealed, pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}
