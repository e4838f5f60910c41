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

/// The coordinator of a size change of a window: it runs the animations beside it and their
/// completions as the window takes its new size, at once, as transitions do headless.
@MainActor
final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isAnimated = false
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    private(set) var percentComplete: CGFloat = 0
    let targetTransform = CGAffineTransform.identity
    private var animations: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the animations, then `change` (the new size taken), then the completions.
    func run(_ change: () -> Void) {
        for animation in animations { animation(self) }
        change()
        percentComplete = 1
        for completion in completions { completion(self) }
    }
}

/// The coordinator of an appearance transition (a push, a pop, a presentation): transitions
/// are immediate headless, so an animation given to it and its completion run at once, in the
/// call, the animation first.
@MainActor
final class ImmediateTransitionCoordinator: ViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let isInteractive = false
    let isCancelled = false
    let transitionDuration: TimeInterval = 0
    let percentComplete: CGFloat = 1
    let targetTransform = CGAffineTransform.identity

    init(isAnimated: Bool) {
        self.isAnimated = isAnimated
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
