import Foundation
import VirtualTableView

/// The row of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: a
/// ``TabBarController/tabBar`` lists its controllers' `tabBarItem`s and the selected one.
/// The colours and appearances are recorded for a test to read, not drawn; the harness's
/// render writes the titles on its last line.
@preconcurrency @MainActor
open class TabBar: View {
    /// How high a tab bar is: UIKit's 49 points plus the bottom safe area, which is zero
    /// headless.
    public static let height: CGFloat = 49

    /// The items shown, leading to trailing; a tab bar controller's bar lists its
    /// controllers' items.
    open var items: [TabBarItem]?
    /// The item shown selected; a tab bar controller's bar shows its selected controller's.
    open var selectedItem: TabBarItem?
    /// Whether the bar is translucent; true by default. Recorded.
    open var isTranslucent = true
    /// The bar's fill colour before appearances (iOS 13) existed; nil by default. Recorded.
    open var barTintColor: Color?
    /// The colour of the items not selected; nil is the system's grey. Recorded.
    open var unselectedItemTintColor: Color?
    /// The bar's style; `.default`. Recorded.
    open var barStyle: BarStyle = .default
    /// The appearance at rest, as UIKit's `standardAppearance`. Recorded.
    open var standardAppearance = TabBarAppearance()
    /// The appearance while the content is scrolled to the bar's edge; nil uses
    /// ``standardAppearance``. Recorded.
    open var scrollEdgeAppearance: TabBarAppearance?
    /// Whether the bar is hidden; the tab bar controller gives its room to the selected
    /// controller's view.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { layoutOwner?.placeChildViews() } }
    }
    /// The tab bar controller the bar belongs to, which lays out around it.
    weak var layoutOwner: TabBarController?

    /// A bar at `frame`; a tab bar controller places its own along its bottom.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``items``, as UIKit's `setItems(_:animated:)`; the change is immediate headless.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        self.items = items
    }
}
