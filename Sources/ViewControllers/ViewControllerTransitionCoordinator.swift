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

/// The coordinator of a headless transition. Transitions are immediate headless: a window's
/// size change gathers what it is given and runs it around the change (``run(_:)``); an
/// appearance transition's coordinator is made already finished, so what it is given runs at
/// once, in the call, the animation first.
@MainActor
final class HeadlessTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat
    let targetTransform = CGAffineTransform.identity
    private var animations: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator still to run (`finished` false: a window's size change) or one whose
    /// transition is already under way (an appearance callback's).
    init(isAnimated: Bool, finished: Bool) {
        self.isAnimated = isAnimated
        percentComplete = finished ? 1 : 0
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        if percentComplete == 1 { run {} }
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
}
