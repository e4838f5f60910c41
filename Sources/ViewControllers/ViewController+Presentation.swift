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
    /// under a sheet (`.automatic`, the default) it stays and gets no callbacks. Immediate:
    /// `completion` runs before the call returns.
    ///
    /// Recorded instead of done, the state unchanged (UIKit warns or raises): presenting the
    /// controller itself or one of its containers, a controller already presented or shown,
    /// presenting while this one presents already, from a controller whose view is not in
    /// a window.
    public func present(_ controller: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let member = "present(_:animated:completion:)"
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
        context.storedPresented = controller
        controller.storedPresenter = context
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        let coversPresenter = controller.modalPresentationStyle.removesPresenterView
        controller.transitionFlags.beingPresented = true
        if coversPresenter { context.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        if coversPresenter { context.endAppearanceTransition() }
        controller.endAppearanceTransition()
        controller.transitionFlags.beingPresented = false
        if coversPresenter { context.viewIfLoaded?.removeFromSuperview() }
        window.tell(.presented(controller, by: context, animated: animated))
        completion?()
    }

    /// Dismisses what this controller presents; called on the presented controller (or a
    /// controller inside it), forwarded to its presenter, as UIKit. With nothing presented
    /// it does nothing, and `completion` does not run. Controllers presented above the one
    /// dismissed go too, topmost first. Immediate: `completion` runs before the call returns.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let context = rootContainer
        if context.storedPresented != nil {
            context.dismissPresented(animated: animated)
            completion?()
        } else if let presenter = context.storedPresenter {
            presenter.dismissPresented(animated: animated)
            completion?()
        }
    }

    /// Dismisses the controller this one presents, and those above it first.
    func dismissPresented(animated: Bool) {
        guard let presented = storedPresented else { return }
        if presented.storedPresented != nil { presented.dismissPresented(animated: false) }
        let window = self.window
        let uncovers = presented.modalPresentationStyle.removesPresenterView
        if uncovers, let window, let view = viewIfLoaded, view.superview == nil {
            let index = window.subviews.firstIndex { $0 === presented.viewIfLoaded } ?? 0
            window.insertSubview(view, at: index)
            view.frame = window.bounds
        }
        presented.transitionFlags.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if uncovers { beginAppearanceTransition(true, animated: animated) }
        presented.endAppearanceTransition()
        if uncovers { endAppearanceTransition() }
        presented.transitionFlags.beingDismissed = false
        presented.viewIfLoaded?.removeFromSuperview()
        storedPresented = nil
        presented.storedPresenter = nil
        window?.tell(.dismissed(presented, from: self, animated: animated))
    }

    /// A finger swipes the presented sheet down, as UIKit's interactive dismissal: refused
    /// (the presentation delegate's `presentationControllerDidAttemptToDismiss(_:)` told) while
    /// the controller, or a child it shows, is modal in presentation or the delegate's
    /// `presentationControllerShouldDismiss(_:)` answers false; otherwise the delegate is told
    /// it will dismiss, the sheet is dismissed, and the delegate is told it did.
    /// - Returns: whether the sheet was dismissed; nil when the controller is not presented
    ///   as a sheet (a full-screen controller or an alert cannot be swiped away).
    package func dismissBySwipe() -> Bool? {
        guard let presenter = storedPresenter, modalPresentationStyle.isSheet, !(self is AlertController) else {
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
        presenter.dismissPresented(animated: true)
        if let presentation { delegate?.presentationControllerDidDismiss(presentation) }
        return true
    }
}
