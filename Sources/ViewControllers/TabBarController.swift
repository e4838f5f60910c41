import Foundation
import VirtualTableView

/// Controllers side by side behind a row of tabs, as UIKit's `UITabBarController`: the
/// selected controller's view fills the view above the ``tabBar``, which lists the
/// controllers' `tabBarItem`s.
///
/// Switching tabs (``selectedIndex``, ``selectedViewController``, a user's tap) is not
/// animated, as in UIKit, and runs its appearance callbacks in the call, in UIKit's order
/// while the tab bar controller is on screen: the new child's `viewWillAppear`, the old one's
/// `viewWillDisappear` and `viewDidDisappear`, the new one's `viewDidAppear`; off screen
/// there are none. The ``delegate`` hears of a user's taps only, not of code selecting.
/// What UIKit raises on (an index out of range, a controller not in the list, a list naming
/// one twice) is recorded as a ``ViewControllerError``, nothing changed.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// The controllers, one a tab, leading first; nil when there are none, as UIKit's.
    /// Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [ViewController] = []
    private var selection = 0

    /// The index of the selected tab; 0 with no controllers. Setting it switches tabs (see
    /// ``TabBarController``); an index out of range is recorded as
    /// ``ViewControllerError/tabIndexOutOfRange(index:count:tabBarController:)``, nothing changed.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else {
                errorRecorder.record(
                    ViewControllerError.tabIndexOutOfRange(index: newValue, count: tabs.count, tabBarController: name),
                    member: "selectedIndex")
                return
            }
            select(newValue)
        }
    }

    /// The controller of the selected tab; nil with no controllers. Setting a controller not
    /// in ``viewControllers`` is recorded as ``ViewControllerError/notATab(_:tabBarController:)``.
    open var selectedViewController: ViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                errorRecorder.record(
                    ViewControllerError.notATab(newValue?.name ?? "nil", tabBarController: name),
                    member: "selectedViewController")
                return
            }
            select(index)
        }
    }

    /// The controllers the user may reorder in the More screen, as UIKit's; set to the
    /// controllers by ``setViewControllers(_:animated:)``. Recorded: there is no More screen
    /// headless.
    open var customizableViewControllers: [ViewController]?

    /// Asked whether a tapped tab may be selected and told once it is; never for code
    /// setting ``selectedIndex`` or ``selectedViewController``, as UIKit.
    open weak var delegate: (any TabBarControllerDelegate)?

    /// The bar at the bottom, as UIKit's `tabBar`: its items are the controllers'
    /// `tabBarItem`s, its selected item the selected one's. It is ``TabBar/height`` points
    /// high; hiding it (`isHidden`) gives the room to the selected controller's view.
    public var tabBar: TabBar {
        ownTabBar.items = tabs.compactMap { $0.tabBarItem }
        ownTabBar.selectedItem = selectedViewController?.tabBarItem
        return ownTabBar
    }
    private lazy var ownTabBar: TabBar = {
        let bar = TabBar(frame: CGRect(x: 0, y: 0, width: Self.defaultViewSize.width, height: TabBar.height))
        bar.layoutOwner = self
        return bar
    }()
    /// Whether the tab bar was hidden for a pushed controller's `hidesBottomBarWhenPushed`.
    private var bottomBarHiddenByPush = false

    /// Makes a view holding the selected controller's view and the tab bar.
    open override func loadView() {
        view = View(frame: CGRect(origin: .zero, size: Self.defaultViewSize))
        if let selected = selectedViewController { view.addSubview(selected.view) }
        view.addSubview(ownTabBar)
        placeChildViews()
    }

    /// Only the selected controller appears and disappears with the tab bar controller.
    override var appearanceChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The selected controller.
    package override var visibleChild: ViewController? { selectedViewController }

    /// The tab bar along the bottom, the selected controller's view above it (the whole view
    /// when the bar is hidden).
    override func placeChildViews() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        ownTabBar.frame = CGRect(x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
        guard let selected = selectedViewController else { return }
        var content = bounds
        if !ownTabBar.isHidden { content.size.height = max(0, bounds.height - TabBar.height) }
        guard selected.view.frame != content else { return }
        selected.view.frame = content
        selected.layoutView()
    }

    /// Replaces the controllers. The selected one stays selected when it is still listed,
    /// else the same index when it exists, else the first, as UIKit; when that changes the
    /// selected controller, the tabs switch (see ``TabBarController``). Recorded instead,
    /// nothing changed: a list naming a controller twice
    /// (``ViewControllerError/duplicateTab(_:)``), or the tab bar controller or one of its
    /// containers.
    open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let member = "setViewControllers(_:animated:)"
        let controllers = controllers ?? []
        for (index, controller) in controllers.enumerated() {
            if controller === self || isDescendant(of: controller) {
                errorRecorder.record(ViewControllerError.containmentCycle(child: controller.name, parent: name), member: member)
                return
            }
            if controllers[..<index].contains(where: { $0 === controller }) {
                errorRecorder.record(ViewControllerError.duplicateTab(controller.name), member: member)
                return
            }
        }
        TransitionInFlight.finishAll(touching: [self] + controllers)
        let previous = selectedViewController
        let removed = tabs.filter { old in !controllers.contains { $0 === old } }
        for controller in removed { controller.willMove(toParent: nil) }
        tabs = controllers
        customizableViewControllers = controllers
        for controller in controllers where controller.parent !== self { addChild(controller) }
        selection =
            previous.flatMap { old in controllers.firstIndex { $0 === old } }
            ?? (controllers.indices.contains(selection) ? selection : 0)
        if previous !== selectedViewController { swap(from: previous, to: selectedViewController) }
        for controller in removed { controller.removeFromParent() }
        orderChildren(like: controllers)
        for controller in controllers { controller.didMove(toParent: self) }
    }

    // MARK: - Switching

    /// Selects the tab at `index` (in range) as code does: no delegate.
    private func select(_ index: Int) {
        guard index != selection else { return }
        TransitionInFlight.finishAll(touching: [self])
        let previous = selectedViewController
        selection = index
        swap(from: previous, to: selectedViewController)
    }

    /// A user's tap on the tab at `index` (in range), as UIKit's: the delegate is asked,
    /// then the tab is selected, or, when it is already selected and a navigation
    /// controller, popped to its root; then the delegate is told. Returns false when the
    /// delegate refused.
    package func tapTab(at index: Int) -> Bool {
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        if index == selection, let navigation = controller as? NavigationController {
            navigation.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// Moves the views, the bottom bar and the appearance callbacks from `leaving` to `arriving`.
    private func swap(from leaving: ViewController?, to arriving: ViewController?) {
        if let view = viewIfLoaded {
            leaving?.viewIfLoaded?.removeFromSuperview()
            if let arriving { view.insertSubview(arriving.view, belowSubview: ownTabBar) }
        }
        updateBottomBar()
        placeChildViews()
        window?.tell(.tabSelected(arriving, in: self))
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        // UIKit's order: the arriving `will`, the leaving `will` and `did`, the arriving `did`.
        arriving?.beginAppearanceTransition(true, animated: false)
        leaving?.beginAppearanceTransition(false, animated: false)
        leaving?.endAppearanceTransition()
        arriving?.endAppearanceTransition()
    }

    /// Hides the tab bar while the selected navigation stack holds a pushed controller whose
    /// `hidesBottomBarWhenPushed` is true, and shows it once none is left, as UIKit (which
    /// keeps it hidden for the controllers pushed above that one). A bar hidden by code stays
    /// as it is until such a change.
    func updateBottomBar() {
        let stack = (selectedViewController as? NavigationController)?.viewControllers ?? []
        let hides = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        guard hides != bottomBarHiddenByPush else { return }
        bottomBarHiddenByPush = hides
        ownTabBar.isHidden = hides
    }
}

/// What a tab bar controller asks and tells about a user's taps on its tabs, as UIKit's
/// `UITabBarControllerDelegate`; both methods have defaults.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's controller may be selected; asked for every tap, the
    /// selected tab's too.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tapped tab's controller was selected (or, already selected, popped to its root).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// True.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
