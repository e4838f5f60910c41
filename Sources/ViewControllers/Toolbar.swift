import Foundation
import VirtualTableView

/// The bar of bar button items at the bottom of a screen, as UIKit's `UIToolbar`. A
/// navigation controller's ``NavigationController/toolbar`` shows its top controller's
/// `toolbarItems`; a toolbar of a screen's own shows the items set on it. Its colours and
/// style are recorded.
@preconcurrency @MainActor
open class Toolbar: View {
    /// The items shown, leading to trailing.
    open var items: [BarButtonItem]?
    /// The bar's style; `.default`. Recorded.
    open var barStyle: BarStyle = .default
    /// The bar's fill colour; nil by default. Recorded.
    open var barTintColor: Color?
    /// Whether the bar is translucent; true by default. Recorded.
    open var isTranslucent = true

    /// A toolbar 44 points high at `frame`'s origin, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``items``, as UIKit's `setItems(_:animated:)`; the change is immediate headless.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
