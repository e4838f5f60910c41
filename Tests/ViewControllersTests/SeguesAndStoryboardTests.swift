import Foundation
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// A list that passes the chosen item to its detail in `prepare(for:sender:)`, as app code does.
@MainActor
private final class ListController: ViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "List"
    }
    required init?(coder: NSCoder) { nil }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        let shown = segue.destination.viewIfLoaded?.window != nil
        log.add("prepare \(segue.identifier ?? "nil") \(sender as? String ?? "-") shown:\(shown)")
        (segue.destination as? DetailController)?.item = sender as? String
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("list will transition to \(Int(size.width))x\(Int(size.height)), view \(Int(view.bounds.width))")
        coordinator.animate(
            alongsideTransition: { [log] _ in log.add("alongside") },
            completion: { [log, weak self] _ in log.add("completion, view \(Int(self?.view.bounds.width ?? 0))") })
    }
}

@MainActor
private final class DetailController: ViewController {
    var item: String?
}

@MainActor
private final class ChildController: ViewController {
    let log: CallbackLog
    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        log.add("child will transition")
    }
}

@MainActor
@Suite(.serialized)
struct SeguesAndStoryboardTests {
    @Test func aDeclaredSeguePreparesItsDestinationThenPushesIt() throws {
        let log = CallbackLog()
        let list = ListController(log: log)
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        list.registerSegue(withIdentifier: "showDetail") { DetailController() }

        list.performSegue(withIdentifier: "showDetail", sender: "Groceries")

        expectEqual(log.take(), ["prepare showDetail Groceries shown:false"])
        let detail = try #require(navigation.topViewController as? DetailController)
        expectEqual(detail.item, "Groceries")
        expectEqual(navigation.viewControllers.count, 2)
        #expect(window.errorRecorder.errors.isEmpty)
    }

    @Test func aModalSegueIsPresented() throws {
        let log = CallbackLog()
        let list = ListController(log: log)
        let window = Window()
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.registerSegue(withIdentifier: "compose", kind: .presentModally) { DetailController() }

        list.performSegue(withIdentifier: "compose", sender: nil)

        #expect(list.presentedViewController is DetailController)
        expectEqual(log.take(), ["prepare compose - shown:false"])
    }

    @Test func aSegueNeverDeclaredIsRecordedAndNothingHappens() {
        let log = CallbackLog()
        let list = ListController(log: log)
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        list.performSegue(withIdentifier: "missing", sender: nil)

        expectEqual(log.take(), [])
        expectEqual(navigation.viewControllers.count, 1)
        expectEqual(
            window.errorRecorder.errors.map { $0.error as? ViewControllerError },
            [.noSegue(identifier: "missing", controller: list.name)])
        #expect(list.shouldPerformSegue(withIdentifier: "missing", sender: nil), "true by default, as UIKit's")
    }

    @Test func aStoryboardMakesWhatWasRegisteredAndRecordsWhatWasNot() {
        Storyboard.removeAllRegistrations()
        defer { Storyboard.removeAllRegistrations() }
        Storyboard.register({ DetailController() }, identifier: "Detail", inStoryboardNamed: "Main")
        Storyboard.registerInitial({ NavigationController(rootViewController: DetailController()) }, inStoryboardNamed: "Main")
        let storyboard = Storyboard(name: "Main", bundle: nil)

        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        let typed: DetailController? = storyboard.instantiateViewController(identifier: "Detail")
        let initial = storyboard.instantiateInitialViewController()
        let missing = storyboard.instantiateViewController(withIdentifier: "Settings")

        #expect(detail is DetailController)
        #expect(typed != nil)
        #expect(initial is NavigationController)
        #expect(detail.storyboard === storyboard)
        expectEqual(missing.title, "Settings")
        expectEqual(
            storyboard.errorRecorder.errors.map { $0.error as? ViewControllerError },
            [.noViewControllerInStoryboard(identifier: "Settings", storyboard: "Main")])
        #expect(Storyboard(name: "Other", bundle: nil).instantiateInitialViewController() == nil)
        #expect(ViewController().storyboard == nil)
    }

    @Test func aWindowResizedTellsItsControllersBeforeTheirViewsTakeTheSize() {
        let log = CallbackLog()
        let list = ListController(log: log)
        list.addChild(ChildController(log: log))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = list
        window.makeKeyAndVisible()

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)

        expectEqual(
            log.take(),
            ["child will transition", "list will transition to 844x390, view 390", "alongside", "completion, view 844"])
        expectEqual(list.view.bounds.size, CGSize(width: 844, height: 390))
    }

    @Test func aControllersTabBarItemAndStatusBarKeepUIKitsDefaults() {
        let controller = ViewController()
        controller.title = "Inbox"
        expectEqual(controller.tabBarItem.title, "Inbox")
        controller.tabBarItem.badgeValue = "3"
        expectEqual(controller.tabBarItem.badgeValue, "3")
        expectEqual(controller.preferredStatusBarStyle, .default)
        #expect(!controller.prefersStatusBarHidden)
        let system = TabBarItem(tabBarSystemItem: .favorites, tag: 2)
        expectEqual(system.systemItem, .favorites)
        expectEqual(system.tag, 2)
    }
}
