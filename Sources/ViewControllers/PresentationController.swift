import Foundation

/// What manages a controller's presentation, as UIKit's `UIPresentationController`: its
/// ``delegate`` is asked and told about a swipe-down dismissal of a sheet.
@MainActor
open class PresentationController: NSObject {
    /// The controller presented (or to be presented).
    public private(set) weak var presentedViewController: ViewController?
    /// Asked whether a swipe may dismiss the sheet, and told that it did or was refused.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The controller presenting ``presentedViewController``, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController?.presentingViewController }

    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }
}

/// What is asked and told about a swipe-down dismissal, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`; every method has a default.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
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
    /// Returns true.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
}
