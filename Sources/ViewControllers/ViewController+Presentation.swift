import Foundation
import VirtualTableView

extension ViewController {
    /// The controller presented by this one, or by the container it is in.
    public var presentedViewController: ViewController? { rootContainer.storedPresented }

    /// The controller that presented this one, or the one that presented its container.
    public var presentingViewController: ViewController? {
        storedPresenter ?? parent?.presentingViewController
    }

    /// Presents `controller` over this one (over its outermost container, as UIKit presents
    /// from the presentation context): it appears; under `.fullScreen` this one disappears,
    /// under a sheet (`.automatic`, the default) it stays and gets no callbacks. A `.popover`
    /// adapts as its popover presentation controller's delegate answers (see
    /// ``PopoverPresentationController``), asked first.
    ///
    /// In the call, the model changes (``presentedViewController``,
    /// ``presentingViewController``), the view is added to the window (a covered presenter's
    /// removed), the `will` callbacks run and the harness is told. `viewDidAppear` (and the
    /// presenter's `viewDidDisappear`) then `completion` run when the transition ends:
    /// ``ViewController/transitionDuration`` later on the harness clock when `animated`, at the
    /// end of the harness frame otherwise, never before the call returns. A transition in
    /// flight in the same presentation chain is finished at once first.
    ///
    /// Recorded instead of done, the state unchanged and `completion` never run (UIKit warns
    /// or raises): presenting the controller itself or one of its containers, a controller
    /// already presented or shown, presenting while this one presents already, from a
    /// controller whose view is not in a window.
    public func present(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let member = "present(_:animated:completion:)"
        TransitionInFlight.finishAll(touching: [self, controller])
        let context = rootContainer
        if controller === self || controller === context || isDescendant(of: controller) {
            errorRecorder.record(ViewControllerError.presentingItself(name), member: member)
            return
        }
        if controller.storedPresenter != nil || controller.parent != nil || controller.hostWindow != nil {
            errorRecorder.record(
                ViewControllerError.alreadyActive(presented: controller.name, presenter: name), member: member)
            return
        }
        if let current = context.storedPresented {
            errorRecorder.record(
                ViewControllerError.alreadyPresenting(
                    attempted: controller.name, presenter: context.name, presented: current.name),
                member: member)
            return
        }
        guard isViewInWindowHierarchy, let window else {
            errorRecorder.record(
                ViewControllerError.notInWindowHierarchy(attempted: controller.name, presenter: name), member: member)
            return
        }
        if controller.modalPresentationStyle == .popover {
            controller.popoverPresentationController?.adapt(to: context.traitCollection)
        }
        let transition = TransitionInFlight(in: context.transitionScope, animated: animated, completion: completion)
        context.storedPresented = controller
        controller.storedPresenter = context
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        let coversPresenter = controller.presentationStyleShown.removesPresenterView
        transition.involve(context)
        if coversPresenter { transition.beginAppearance(of: context, appearing: false, animated: animated) }
        transition.beginAppearance(of: controller, appearing: true, animated: animated, flag: \.beingPresented)
        if coversPresenter { context.viewIfLoaded?.removeFromSuperview() }
        window.tell(.presented(controller, by: context, animated: animated))
        transition.start()
    }

    /// The style the controller shows in: a popover's adapted style (a popover kept only when
    /// its delegate answered `.none`), else ``modalPresentationStyle``.
    package var presentationStyleShown: ModalPresentationStyle {
        guard modalPresentationStyle == .popover else { return modalPresentationStyle }
        return (presentationControllerIfMade as? PopoverPresentationController)?.adaptedStyle ?? .automatic
    }

    /// Dismisses what this controller presents; called on the presented controller (or a
    /// controller inside it), forwarded to its presenter, as UIKit. With nothing presented
    /// it does nothing, and `completion` does not run. Controllers presented above the one
    /// dismissed go too, topmost first, in the same transition.
    ///
    /// In the call, the model changes (``presentedViewController`` becomes nil), the views
    /// leave the window (an uncovered presenter's returns), the `will` callbacks run and the
    /// harness is told. `viewDidDisappear` (and the uncovered presenter's `viewDidAppear`)
    /// then `completion` run when the transition ends: ``ViewController/transitionDuration``
    /// later on the harness clock when `animated`, at the end of the harness frame otherwise,
    /// never before the call returns. A transition in flight in the same presentation chain
    /// (the presentation itself, not finished yet) is finished at once first.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        TransitionInFlight.finishAll(touching: [self])
        let context = rootContainer
        if context.storedPresented != nil {
            context.dismissPresented(animated: animated, completion: completion)
        } else if let presenter = context.storedPresenter {
            presenter.dismissPresented(animated: animated, completion: completion)
        }
    }

    /// Dismisses the controller this one presents, and those above it first, in one
    /// transition that runs `atEnd` after the `did` callbacks and `completion` last; nothing
    /// happens (neither runs) when it presents nothing.
    func dismissPresented(
        animated: Bool, atEnd: (@MainActor () -> Void)? = nil, completion: (@MainActor () -> Void)? = nil
    ) {
        guard let presented = storedPresented else { return }
        TransitionInFlight.finishAll(touching: [self, presented])
        // Finishing may have run callbacks that dismissed it already.
        guard storedPresented === presented else { return }
        let transition = TransitionInFlight(in: transitionScope, animated: animated, completion: completion)
        removePresented(animated: animated, in: transition)
        if let atEnd { transition.atEnd(atEnd) }
        transition.start()
    }

    /// Takes the controller this one presents (and those it presents, first) out of the
    /// window as part of `transition`: their `will` callbacks run now, their `did` ones at its end.
    private func removePresented(animated: Bool, in transition: TransitionInFlight) {
        guard let presented = storedPresented else { return }
        // Those above disappear at once under the one dismissed, as in UIKit.
        if presented.storedPresented != nil { presented.removePresented(animated: false, in: transition) }
        let window = self.window
        let uncovers = presented.presentationStyleShown.removesPresenterView
        if uncovers, let window, let view = viewIfLoaded, view.superview == nil {
            let index = window.subviews.firstIndex { $0 === presented.viewIfLoaded } ?? 0
            window.insertSubview(view, at: index)
            view.frame = window.bounds
        }
        transition.involve(self)
        transition.beginAppearance(of: presented, appearing: false, animated: animated, flag: \.beingDismissed)
        if uncovers { transition.beginAppearance(of: self, appearing: true, animated: animated) }
        presented.viewIfLoaded?.removeFromSuperview()
        storedPresented = nil
        presented.storedPresenter = nil
        window?.tell(.dismissed(presented, from: self, animated: animated))
    }

    /// A finger swipes the presented sheet down, as UIKit's interactive dismissal: refused
    /// (the presentation delegate's `presentationControllerDidAttemptToDismiss(_:)` told) while
    /// the controller, or a child it shows, is modal in presentation or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers false; otherwise the delegate is told
    /// it will dismiss, the sheet is dismissed (animated), and the delegate is told it did
    /// when the dismissal ends, after the sheet's `viewDidDisappear`, as UIKit's.
    /// - Returns: whether the sheet was dismissed; nil when the controller is not presented
    ///   as a sheet (a full-screen controller or an alert cannot be swiped away).
    package func dismissBySwipe() -> Bool? {
        guard let presenter = storedPresenter, presentationStyleShown.isSheet, !(self is AlertController) else {
            return nil
        }
        let presentation = presentationController
        let delegate = presentation.flatMap { $0.delegate }
        let modal = isModalInPresentation || children.contains { $0.isModalInPresentation }
        if let presentation {
            if modal || delegate?.presentationControllerShouldDismiss(presentation) == false {
                delegate?.presentationControllerDidAttemptToDismiss(presentation)
                return false
            }
            delegate?.presentationControllerWillDismiss(presentation)
        }
        presenter.dismissPresented(animated: true) {
            if let presentation { delegate?.presentationControllerDidDismiss(presentation) }
        }
        return true
    }
}
