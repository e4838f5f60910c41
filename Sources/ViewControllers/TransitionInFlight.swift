import Foundation
import VirtualTableView

/// A view-controller transition under way (a presentation, a dismissal, a push, a pop, a new
/// stack), between the call that began it and its end on the harness clock.
///
/// The call changes the model, moves the views and runs the `will` appearance callbacks;
/// UIKit runs the rest when the animation ends, never inside the call, and so does this:
/// ``start()`` schedules ``finish()`` ``ViewController/transitionDuration`` later on the
/// clock (``MainRunLoop/run(after:_:)``) when animated, at the next turn of the run loop
/// otherwise. ``finish()`` runs, in order, the completions given to the coordinator, the
/// `did` appearance callbacks (in the order their `will` ran), clears the `isBeing…` flags,
/// then the end work (a navigation delegate's `didShow`) and the caller's completion.
///
/// A transition is kept by the outermost controller of its presentation chain (its
/// ``ViewController/transitionScope``) until it ends. A new transition in the same chain, or
/// touching one of its controllers, first finishes it at once (see
/// ``finishAll(touching:)``): nothing is lost, and the callbacks stay balanced and in order.
@MainActor
final class TransitionInFlight {
    /// What code beside the transition is given; answered by the participants'
    /// ``ViewController/transitionCoordinator`` until the end.
    let coordinator: HeadlessTransitionCoordinator
    private let isAnimated: Bool
    /// Held weakly: the scope holds the transition, not the other way round.
    private weak var scope: ViewController?
    /// The controllers that answer ``coordinator`` until the end.
    private var participants: [ViewController] = []
    /// The controllers whose appearance transition began in the call, in that order.
    private var ending: [ViewController] = []
    /// The flags set for the transition, cleared after the `did` callbacks.
    private var flags: [(controller: ViewController, flag: WritableKeyPath<TransitionFlags, Bool>)] = []
    private var endWork: [@MainActor () -> Void] = []
    private var completion: (@MainActor () -> Void)?
    /// Whether ``finish()`` ran (or runs now): a second call does nothing.
    private(set) var isFinished = false

    /// A transition in `scope`'s presentation chain, animated or not, that runs `completion`
    /// last when it ends; registered with the scope until then. Call
    /// ``finishAll(touching:)`` before, ``start()`` once its `will` callbacks ran.
    init(in scope: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let duration = animated ? ViewController.transitionDuration : 0
        coordinator = HeadlessTransitionCoordinator(isAnimated: animated, duration: duration)
        isAnimated = animated
        self.scope = scope
        self.completion = completion
        scope.transitionsInFlight.append(self)
    }

    /// Makes `controller` answer the transition's coordinator until the end (a container
    /// whose child moves, a presenter that stays).
    func involve(_ controller: ViewController) {
        guard !participants.contains(where: { $0 === controller }) else { return }
        participants.append(controller)
        controller.transitionInFlight = self
    }

    /// Begins `controller`'s appearance transition now (its `will` callbacks run) and ends it
    /// when the transition ends; `flag` (`isBeingPresented`…) reads true until then.
    func beginAppearance(
        of controller: ViewController, appearing: Bool, animated: Bool,
        flag: WritableKeyPath<TransitionFlags, Bool>? = nil
    ) {
        involve(controller)
        if let flag {
            controller.transitionFlags[keyPath: flag] = true
            flags.append((controller, flag))
        }
        controller.beginAppearanceTransition(appearing, animated: animated)
        ending.append(controller)
    }

    /// Runs `work` when the transition ends, after the `did` callbacks, before the caller's
    /// completion.
    func atEnd(_ work: @escaping @MainActor () -> Void) { endWork.append(work) }

    /// Schedules the end: ``ViewController/transitionDuration`` from now on the harness
    /// clock when animated, else at the next turn of the run loop; never now.
    func start() {
        // On the clock of whatever drives the window the screens are in.
        MainRunLoop.run(after: isAnimated ? ViewController.transitionDuration : 0, for: scope?.window) { [self] in finish() }
    }

    /// Ends the transition now, once: forgotten by its scope and participants first (a
    /// `viewDidAppear` that starts a new transition finds this one over), then the
    /// coordinator's completions, the `did` callbacks, the flags cleared, the end work and
    /// the completion.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        scope?.transitionsInFlight.removeAll { $0 === self }
        for controller in participants where controller.transitionInFlight === self {
            controller.transitionInFlight = nil
        }
        coordinator.finish()
        for controller in ending { controller.endAppearanceTransition() }
        for (controller, flag) in flags { controller.transitionFlags[keyPath: flag] = false }
        for work in endWork { work() }
        let completion = self.completion
        self.completion = nil
        completion?()
    }

    /// Finishes at once the transitions in flight in the presentation chains of
    /// `controllers`, and those any of them takes part in, oldest first: a new transition
    /// calls it before it starts, so the one in flight is not lost. Finishing runs callbacks
    /// that may start transitions again; those are finished too, up to a bound.
    static func finishAll(touching controllers: [ViewController]) {
        for _ in 0..<maximumRounds {
            var pending: [TransitionInFlight] = []
            for controller in controllers {
                var candidates = controller.transitionScope.transitionsInFlight
                if let own = controller.transitionInFlight { candidates.append(own) }
                for transition in candidates where !pending.contains(where: { $0 === transition }) {
                    pending.append(transition)
                }
            }
            guard !pending.isEmpty else { return }
            for transition in pending { transition.finish() }
        }
    }

    /// How many times ``finishAll(touching:)`` looks again for transitions that the
    /// callbacks of those it finished started: a screen that starts one in every
    /// `viewDidAppear` must not hang the call.
    private static let maximumRounds = 16
}
