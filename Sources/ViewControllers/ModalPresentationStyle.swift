import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    /// The system's choice: a page sheet on iPhone, as on iOS 13 and later.
    case automatic = -2
    /// No adaptation (for adaptive presentations only).
    case none = -1
    /// Covers the screen; the presenter disappears (its `viewWillDisappear` and
    /// `viewDidDisappear` run) and appears again when it is dismissed.
    case fullScreen = 0
    /// A sheet over the presenter, which stays on screen and gets no appearance callbacks;
    /// a swipe down dismisses it unless it is modal in presentation.
    case pageSheet = 1
    /// A smaller sheet; on iPhone, as a page sheet.
    case formSheet = 2
    /// Covers the presentation context; the presenter disappears as under `.fullScreen`.
    case currentContext = 3
    /// Shown by a custom presentation; the presenter stays.
    case custom = 4
    /// Covers the screen with the presenter left under it: no callbacks for the presenter.
    case overFullScreen = 5
    /// Covers the context with the presenter left under it.
    case overCurrentContext = 6
    /// A popover; on iPhone, adapted to a sheet unless its delegate answers `.none` (see
    /// ``PopoverPresentationController``).
    case popover = 7

    /// Whether the presenter's view leaves the screen (and it gets disappearance callbacks).
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the controller shows as a sheet that a swipe down can dismiss (a popover shows
    /// as one when adapted to `.automatic`, not as a kept popover).
    var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}
