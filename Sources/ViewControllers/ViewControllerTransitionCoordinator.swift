import Foundation
import VirtualTableView

/// What a transition tells the code that animates beside it, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition (a swipe back).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, 0…1.
    var percentComplete: CGFloat { get }
    /// The transform of the rotation the transition makes, identity for none.
    var targetTransform: CGAffineTransform { get }
}

/// What runs beside a transition, as UIKit's `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` beside the transition and `completion` when it ends; true when the
    /// animation will run.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The coordinator of a headless transition, in one of three ways:
/// - a window's size change (``init(isAnimated:finished:)`` with `finished` false) gathers
///   what it is given and runs it around the change (``run(_:)``);
/// - a presentation's, a dismissal's or a navigation transition's (``init(isAnimated:duration:)``)
///   runs each animation in the call, as UIKit runs it inside its animation block, and keeps
///   each completion for the transition's end (``finish()``);
/// - an appearance transition a container began by hand (``init(isAnimated:finished:)``
///   with `finished` true), and any coordinator after its transition ended, runs what it is
///   given at once, the animation first.
@MainActor
final class HeadlessTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval
    private(set) var percentComplete: CGFloat
    let targetTransform = CGAffineTransform.identity
    /// Whether animations run when given (a transition under way) rather than at ``run(_:)``.
    private let runsAnimationsAtOnce: Bool
    private var animations: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator still to run (`finished` false: a window's size change) or one whose
    /// transition is already over (an appearance transition begun by hand), of no duration.
    init(isAnimated: Bool, finished: Bool) {
        self.isAnimated = isAnimated
        transitionDuration = 0
        runsAnimationsAtOnce = false
        percentComplete = finished ? 1 : 0
    }

    /// The coordinator of a transition under way for `duration` seconds (0 when not
    /// animated), until ``finish()``.
    init(isAnimated: Bool, duration: TimeInterval) {
        self.isAnimated = isAnimated
        transitionDuration = duration
        runsAnimationsAtOnce = true
        percentComplete = 0
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if percentComplete == 1 {
            animation?(self)
            completion?(self)
            return true
        }
        if let completion { completions.append(completion) }
        if runsAnimationsAtOnce {
            animation?(self)
        } else if let animation {
            animations.append(animation)
        }
        return true
    }

    /// Runs the animations given so far, then `change` (the new size taken), then the
    /// completions, and forgets them.
    func run(_ change: () -> Void) {
        let (running, completing) = (animations, completions)
        animations.removeAll()
        completions.removeAll()
        for animation in running { animation(self) }
        change()
        percentComplete = 1
        for completion in completing { completion(self) }
    }

    /// Ends a transition under way: the completions given so far run, in order; what is
    /// given after runs at once.
    func finish() { run {} }
}
