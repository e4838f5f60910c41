import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// The titles of the tabs the visible tab bar shows, leading first (a tab's
    /// `tabBarItem.title`, else its controller's title); empty when no tab bar shows.
    public var tabTitles: [String] {
        guard let tabs = visibleTabBarController, !tabs.tabBar.isHidden else { return [] }
        return (tabs.viewControllers ?? []).map(Self.tabTitle)
    }

    /// Taps the tab titled `title` on the visible tab bar, as a finger does: the tab bar
    /// controller's delegate is asked whether it may be selected, the tab is selected (its
    /// table becomes the one the harness drives), then the delegate is told; tapping the
    /// selected tab of a navigation controller pops it to its root, as UIKit. Logged as
    /// `.tabTapped`, then `.tabSelected`, `.popped` or `.tabRefused`.
    /// - Throws: `ScrollHarnessError.noTabBar` when no tab bar shows (none, hidden, or a
    ///   screen presented over it), `.noSuchTab` (with the titles offered), `.tabDisabled`,
    ///   `.blockedByAlert`; what the screen met, as any gesture.
    public func tapTab(_ title: String) throws {
        let tabs = try visibleTabBar()
        let controllers = tabs.viewControllers ?? []
        guard let index = controllers.firstIndex(where: { Self.tabTitle(of: $0) == title }) else {
            throw ScrollHarnessError.noSuchTab(title: title, offered: controllers.map(Self.tabTitle))
        }
        try tapTab(at: index, of: tabs)
    }

    /// Taps the tab at `index` (leading first) on the visible tab bar (see ``tapTab(_:)``).
    /// - Throws: as ``tapTab(_:)``; `.noSuchTab` names the index when it is out of range.
    public func tapTab(at index: Int) throws {
        let tabs = try visibleTabBar()
        let controllers = tabs.viewControllers ?? []
        guard controllers.indices.contains(index) else {
            throw ScrollHarnessError.noSuchTab(title: "at index \(index)", offered: controllers.map(Self.tabTitle))
        }
        try tapTab(at: index, of: tabs)
    }

    private func visibleTabBar() throws -> TabBarController {
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        guard let tabs = visibleTabBarController, !tabs.tabBar.isHidden else {
            throw ScrollHarnessError.noTabBar(screen: topViewController.map(Self.name) ?? "none")
        }
        return tabs
    }

    private func tapTab(at index: Int, of tabs: TabBarController) throws {
        let controller = (tabs.viewControllers ?? [])[index]
        let title = Self.tabTitle(of: controller)
        guard controller.tabBarItem.isEnabled else { throw ScrollHarnessError.tabDisabled(title: title) }
        try gesture("tapTab(\"\(title)\")", requiresTable: false) {
            tick {
                record(.tabTapped, detail: title)
                if !tabs.tapTab(at: index) { record(.tabRefused, detail: title) }
            }
        }
    }

    /// The title a tab shows: its controller's `tabBarItem.title`, else the controller's title.
    static func tabTitle(of controller: ViewController) -> String {
        controller.tabBarItem.title ?? controller.title ?? ""
    }
}
