import Foundation
import VirtualTableView

/// A popover's presentation, as UIKit's `UIPopoverPresentationController`: where the popover
/// points and how it looks, recorded for a test to read.
///
/// On a phone UIKit adapts a popover to another presentation: presenting a `.popover`
/// controller first tells the delegate ``PopoverPresentationControllerDelegate/prepareForPopoverPresentation(_:)``,
/// then asks its ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:traitCollection:)``
/// with the presenter's traits (compact width, a phone's). `.none` keeps a popover: the presenter stays on screen and a
/// swipe down does not dismiss it. `.automatic` (the default answer) shows it as a sheet;
/// another style shows it in that style. The harness has no tap outside a popover, so a kept
/// popover is dismissed by code, and the popover delegate's dismissal methods are never called.
@preconcurrency @MainActor
open class PopoverPresentationController: PresentationController {
    /// The directions the arrow may point, as UIKit's `UIPopoverArrowDirection`, with UIKit's bits.
    public struct ArrowDirection: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Up.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// Down.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// Left.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// Right.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any direction.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        /// Not known: the arrow's direction before the popover is shown.
        public static let unknown = ArrowDirection(rawValue: .max)
    }

    /// The view the popover points at.
    public weak var sourceView: View?
    /// The rectangle of ``sourceView`` it points at.
    public var sourceRect = CGRect.zero
    /// The bar button it points at.
    public weak var barButtonItem: BarButtonItem?
    /// The directions the arrow may point; `.any` by default.
    public var permittedArrowDirections = ArrowDirection.any
    /// The popover's background colour; nil is the system's.
    public var backgroundColor: Color?
    /// The views a touch outside the popover reaches without dismissing it.
    public var passthroughViews: [View]?

    /// The direction the arrow points, as UIKit's: ``ArrowDirection/unknown`` unless the
    /// controller is presented as a popover; then the first permitted of up, down, left and right.
    public var arrowDirection: ArrowDirection {
        guard presentingViewController != nil, presentedViewController?.presentationStyleShown == .popover else {
            return .unknown
        }
        return [ArrowDirection.up, .down, .left, .right].first { permittedArrowDirections.contains($0) } ?? .unknown
    }

    /// The style the presented controller shows in, decided when it is presented; `.automatic`
    /// (a sheet) until then.
    var adaptedStyle = ModalPresentationStyle.automatic

    /// Tells the popover delegate to prepare, then asks the delegate how to adapt to `traits`
    /// (the presenter's); the answer is kept in ``adaptedStyle``.
    func adapt(to traits: TraitCollection) {
        (delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        switch delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic {
        case .none: adaptedStyle = .popover
        // A popover cannot show as itself on a phone but through `.none`: UIKit's default then.
        case .popover: adaptedStyle = .automatic
        case let style: adaptedStyle = style
        }
    }
}
