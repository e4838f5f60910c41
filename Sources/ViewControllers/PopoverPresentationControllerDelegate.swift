import Foundation
import VirtualTableView

/// What is asked and told about a popover, as UIKit's
/// `UIPopoverPresentationControllerDelegate`; every method has a default. Set it as the
/// popover's `delegate` (typed as the adaptive delegate it refines: Swift lets no subclass
/// narrow a settable property's type, as UIKit's Objective-C declaration does).
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be presented, before the delegate is asked how it adapts:
    /// the last moment to set its source.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// Whether a tap outside may dismiss the popover; true by default. The harness has no
    /// such tap, so it is never asked headless.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    )
        -> Bool
    /// A tap outside dismissed the popover; never called headless (see above).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
    /// The popover is about to move (after a rotation); `rect` and `view` may be changed.
    /// Never called headless: nothing moves a popover.
    func popoverPresentationController(
        _ popoverPresentationController: PopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<View>)
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// Returns true.
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: PopoverPresentationController
    ) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
    /// Does nothing.
    public func popoverPresentationController(
        _ popoverPresentationController: PopoverPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: AutoreleasingUnsafeMutablePointer<View>
    ) {}
}
