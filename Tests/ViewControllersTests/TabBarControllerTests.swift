import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

@MainActor
struct TabBarControllerTests {
    /// A delegate that writes down what it is asked and told, and refuses `refused`.
    private final class Delegate: TabBarControllerDelegate {
        var calls: [String] = []
        var refused: String?
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            calls.append("shouldSelect \(viewController.title ?? "")")
            return viewController.title != refused
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            calls.append("didSelect \(viewController.title ?? "")")
        }
    }

    private func tabs(_ log: CallbackLog, _ titles: [String] = ["A", "B", "C"]) -> (TabBarController, [LoggingController]) {
        let children = titles.map { LoggingController($0, log: log) }
        let tabs = TabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test func switchingTabsOnScreenRunsTheCallbacksInUIKitsOrderInTheCall() {
        let log = CallbackLog()
        let (tabs, _) = tabs(log)
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        expectEqual(log.take(), ["A viewDidLoad", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear"])
        tabs.selectedIndex = 1
        expectEqual(
            log.take(),
            [
                "B viewDidLoad", "B viewWillAppear", "B viewIsAppearing", "A viewWillDisappear", "A viewDidDisappear",
                "B viewDidAppear",
            ])
        tabs.selectedViewController = tabs.viewControllers?[2]
        expectEqual(
            log.take(),
            [
                "C viewDidLoad", "C viewWillAppear", "C viewIsAppearing", "B viewWillDisappear", "B viewDidDisappear",
                "C viewDidAppear",
            ])
        tabs.selectedIndex = 2
        expectEqual(log.take(), [])
    }

    @Test func switchingTabsOffScreenRunsNoAppearanceCallbacks() {
        let log = CallbackLog()
        let (tabs, children) = tabs(log)
        tabs.selectedIndex = 2
        expectEqual(log.take(), [])
        #expect(tabs.selectedViewController === children[2])
        _ = tabs.view
        expectEqual(log.take(), ["C viewDidLoad"])
        #expect(children[2].view.superview === tabs.view)
        #expect(children[0].viewIfLoaded == nil)
    }

    @Test func theChildrenFollowTheTabsAndKnowTheirTabBarController() {
        let log = CallbackLog()
        let (tabs, children) = tabs(log)
        let navigation = NavigationController(rootViewController: LoggingController("Root", log: log))
        tabs.setViewControllers([children[2], navigation, children[0]], animated: false)
        expectEqual(tabs.children.map(ObjectIdentifier.init), [children[2], navigation, children[0]].map(ObjectIdentifier.init))
        #expect(children[1].parent == nil)
        #expect(children[0].parent === tabs)
        #expect(navigation.viewControllers[0].tabBarController === tabs)
        #expect(children[1].tabBarController == nil)
        // The selected A stays selected, now at index 2.
        expectEqual(tabs.selectedIndex, 2)
        expectEqual(tabs.tabBar.items?.map(\.title), ["C", nil, "A"])
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        expectEqual(tabs.customizableViewControllers?.count, 3)
    }

    @Test func anIndexOutOfRangeOrAStrangerIsRecordedAndChangesNothing() {
        let log = CallbackLog()
        let (tabs, children) = tabs(log)
        tabs.selectedIndex = 3
        tabs.selectedViewController = LoggingController("Stranger", log: log)
        tabs.viewControllers = [children[0], children[0]]
        expectEqual(
            tabs.errorRecorder.errors.compactMap { $0.error as? ViewControllerError },
            [
                .tabIndexOutOfRange(index: 3, count: 3, tabBarController: "TabBarController"),
                .notATab("LoggingController \"Stranger\"", tabBarController: "TabBarController"),
                .duplicateTab("LoggingController \"A\""),
            ])
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(tabs.viewControllers?.count, 3)
    }

    @Test func theDelegateIsAskedAndToldForTapsOnlyNotForCode() {
        let log = CallbackLog()
        let (tabs, children) = tabs(log)
        let delegate = Delegate()
        delegate.refused = "C"
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        expectEqual(delegate.calls, [])
        #expect(tabs.tapTab(at: 0))
        #expect(!tabs.tapTab(at: 2))
        expectEqual(delegate.calls, ["shouldSelect A", "didSelect A", "shouldSelect C"])
        #expect(tabs.selectedViewController === children[0])
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilPopped() throws {
        let log = CallbackLog()
        let root = LoggingController("Root", log: log)
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, LoggingController("B", log: log)]
        let harness = ScrollHarness(rootViewController: tabs)
        let full = ViewController.defaultViewSize.height
        expectEqual(navigation.view.frame.height, full - TabBar.height)
        let detail = LoggingController("Detail", log: log)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(tabs.tabBar.isHidden)
        expectEqual(navigation.view.frame.height, full)
        // A controller pushed above it keeps the bar hidden, as UIKit.
        navigation.pushViewController(LoggingController("Deeper", log: log), animated: false)
        #expect(tabs.tabBar.isHidden)
        navigation.popToRootViewController(animated: true)
        harness.advance(frames: 30)
        #expect(!tabs.tabBar.isHidden)
        expectEqual(navigation.view.frame.height, full - TabBar.height)
        expectEqual(root.view.frame.height, full - TabBar.height)
        tabs.tabBar.isHidden = true
        expectEqual(root.view.frame.height, full)
    }
}
