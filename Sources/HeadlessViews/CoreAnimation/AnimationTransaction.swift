import Foundation

/// Groups layer changes and animations, as Core Animation's `CATransaction`: `begin()` and
/// `commit()` around them, a completion block, and the duration that animations without one
/// take. Named `AnimationTransaction` rather than `Transaction`, a name apps often give a
/// model type of their own; the UIKit-names module offers it as `CATransaction`.
///
/// The completion block set with ``setCompletionBlock(_:)`` runs once the transaction is
/// committed and every animation added after it was set, inside this transaction (nested
/// ones included), has stopped: at its end on the ``AnimationTimeline`` that runs it, or
/// when its removal's stop is delivered, after its delegate heard it (see
/// ``AnimationDelegate``). When no animation was added, it runs at once, in `commit()`;
/// setting another block retires the first, which runs when its own animations have stopped.
///
/// Without `begin()`, as in UIKit, the settings go to an implicit transaction, which an
/// ``AnimationTimeline`` commits when it next advances (UIKit commits it at the end of the
/// run loop's turn), or ``flush()`` commits. There are no implicit animations headless (a
/// property set on a layer takes its value at once), so `setDisableActions(_:)` is
/// recorded and changes nothing.
@preconcurrency @MainActor
public final class AnimationTransaction: NSObject {
    /// One open transaction's settings.
    private struct Frame {
        var isImplicit: Bool
        var completion: CompletionGroup?
        var disableActions: Bool
        var animationDuration: TimeInterval
        var timingFunction: MediaTimingFunction?
    }

    /// The open transactions, outermost first; the implicit one, when open, is at the bottom.
    private static var stack: [Frame] = []

    /// Not made: the transaction's methods are the type's, as Core Animation's class methods.
    private override init() {}

    /// The duration animations take when theirs is 0, outside any transaction.
    public static let defaultAnimationDuration: TimeInterval = 0.25

    /// Opens a transaction inside the current one; it takes the current settings.
    public static func begin() {
        stack.append(
            Frame(
                isImplicit: false, completion: nil, disableActions: disableActions(),
                animationDuration: animationDuration(), timingFunction: animationTimingFunction()))
    }

    /// Closes the innermost transaction `begin()` opened: its completion block runs now when
    /// none of its animations is left to stop, else when the last one stops. Without an open
    /// `begin()` it does nothing (Core Animation logs a warning).
    public static func commit() {
        guard let last = stack.last, !last.isImplicit else { return }
        stack.removeLast()
        last.completion?.seal()
    }

    /// Commits the implicit transaction now, when no `begin()` is open, as Core Animation's
    /// `flush()`.
    public static func flush() {
        guard stack.count == 1, let only = stack.first, only.isImplicit else { return }
        stack.removeAll()
        only.completion?.seal()
    }

    /// Sets the block that runs once the current transaction is committed and every
    /// animation added from now on inside it has stopped (at once at the commit when none is
    /// added). A block set earlier in the same transaction is retired: it runs when the
    /// animations added while it was set have stopped, at once when there were none.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let index = currentFrameIndex()
        let old = stack[index].completion
        stack[index].completion = block.map(CompletionGroup.init(block:))
        old?.seal()
    }

    /// The current transaction's completion block, while it has not run; nil when none is
    /// set.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion?.waitingBlock }

    /// Records whether property changes should animate implicitly; headless none do.
    public static func setDisableActions(_ flag: Bool) {
        stack[currentFrameIndex()].disableActions = flag
    }

    /// What `setDisableActions(_:)` recorded for the current transaction; false by default.
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Sets the duration that animations added in the current transaction take when theirs
    /// is 0; a value that is not positive and finite is ignored.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard duration > 0, duration.isFinite else { return }
        stack[currentFrameIndex()].animationDuration = duration
    }

    /// The duration animations take when theirs is 0: 0.25 seconds unless the current
    /// transaction set another.
    public static func animationDuration() -> TimeInterval { stack.last?.animationDuration ?? defaultAnimationDuration }

    /// Records the timing function of the current transaction's implicit animations.
    public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        stack[currentFrameIndex()].timingFunction = function
    }

    /// What `setAnimationTimingFunction(_:)` recorded; nil by default.
    public static func animationTimingFunction() -> MediaTimingFunction? { stack.last?.timingFunction }

    // MARK: - Animations joining

    /// The completion groups an animation added now waits in: those of every open
    /// transaction with a block, each counting it.
    static func enrollAddedAnimation() -> [CompletionGroup] {
        let groups = stack.compactMap(\.completion)
        for group in groups { group.animationAdded() }
        return groups
    }

    /// Commits the implicit transaction when it is the only one open: the end of a run
    /// loop's turn, for a timeline that advances.
    static func commitImplicitTransaction() { flush() }

    /// The index of the innermost open transaction, opening the implicit one when none is.
    private static func currentFrameIndex() -> Int {
        if stack.isEmpty {
            stack.append(
                Frame(
                    isImplicit: true, completion: nil, disableActions: false, animationDuration: defaultAnimationDuration,
                    timingFunction: nil))
        }
        return stack.count - 1
    }
}
