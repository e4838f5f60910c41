import Foundation
import VirtualTableView

/// What manages a controller's presentation, as UIKit's `UIPresentationController`: its
/// ``delegate`` is asked and told about a swipe-down dismissal of a sheet, and asked how a
/// popover adapts.
@preconcurrency @MainActor
open class PresentationController: NSObject {
    /// The controller presented (or to be presented).
    public private(set) weak var presentedViewController: ViewController?
    /// Asked whether a swipe may dismiss the sheet, and told that it did or was refused; for a
    /// popover, asked how it adapts (and, as a ``PopoverPresentationControllerDelegate``, told
    /// to prepare).
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The controller presenting ``presentedViewController``, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController?.presentingViewController }

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// What is asked and told about a swipe-down dismissal, and asked how a popover adapts to a
/// phone, as UIKit's `UIAdaptivePresentationControllerDelegate`; every method has a default.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style a popover shows in on a phone; `.none` keeps it a popover. By default the
    /// answer of ``adaptivePresentationStyle(for:)``, as UIKit asks that one when this one is
    /// not implemented.
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    )
        -> ModalPresentationStyle
    /// The style a popover shows in on a phone; `.automatic`, the system's choice (a sheet),
    /// by default.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// Whether a swipe may dismiss the sheet; true by default.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A swipe was refused (the sheet is modal in presentation or the answer was false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// A swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A swipe dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Returns ``adaptivePresentationStyle(for:)``'s answer.
    public func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    )
        -> ModalPresentationStyle
    { adaptivePresentationStyle(for: controller) }
    /// Returns `.automatic`.
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    /// Returns true.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
}
