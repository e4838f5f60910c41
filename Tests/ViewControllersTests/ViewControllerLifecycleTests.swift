import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// A controller that writes down each callback it gets, with its name.
@MainActor
final class LoggingController: ViewController {
    let log: CallbackLog
    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { log.add("\(title ?? "") viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(title ?? "") viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(title ?? "") viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(title ?? "") viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(title ?? "") viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(title ?? "") viewDidDisappear") }
}

@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

@MainActor
struct ViewControllerLifecycleTests {
    @Test func theViewLoadsLazilyOnceAndViewDidLoadRunsOnce() {
        let log = CallbackLog()
        let controller = LoggingController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        expectEqual(log.take(), ["A viewDidLoad"])
    }

    @Test func aWindowShowsItsRootWithTheAppearanceCallbacksInUIKitsOrder() {
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        expectEqual(log.take(), [])
        window.makeKeyAndVisible()
        expectEqual(log.take(), ["A viewDidLoad", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear"])
        expectEqual(root.view.frame.size, CGSize(width: 320, height: 480))
        #expect(root.isViewInWindowHierarchy)
    }

    @Test func pushAndPopRunTheCallbacksOfTheLeavingAndArrivingControllers() {
        let log = CallbackLog()
        let first = LoggingController("A", log: log)
        let second = LoggingController("B", log: log)
        let navigation = NavigationController(rootViewController: first)
        let harness = ScrollHarness(rootViewController: navigation)
        let transitionFrames = Int((ViewController.transitionDuration * 60).rounded())
        _ = log.take()
        navigation.pushViewController(second, animated: true)
        // The `did` callbacks come when the transition ends.
        expectEqual(log.take(), ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing"])
        harness.advance(frames: transitionFrames)
        expectEqual(log.take(), ["A viewDidDisappear", "B viewDidAppear"])
        #expect(second.navigationController === navigation)
        #expect(navigation.topViewController === second)
        expectEqual(navigation.backButtonTitle(at: 1), "A")
        #expect(navigation.popViewController(animated: true) === second)
        expectEqual(log.take(), ["B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
        harness.advance(frames: transitionFrames)
        expectEqual(log.take(), ["B viewDidDisappear", "A viewDidAppear"])
        #expect(second.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func thePageSheetPresenterGetsNoCallbacksAndFullScreenGivesThem() {
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        let harness = ScrollHarness(rootViewController: root)
        let transitionFrames = Int((ViewController.transitionDuration * 60).rounded())
        _ = log.take()
        let sheet = LoggingController("S", log: log)
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(!completed)
        expectEqual(log.take(), ["S viewDidLoad", "S viewWillAppear", "S viewIsAppearing"])
        harness.advance(frames: transitionFrames)
        #expect(completed)
        expectEqual(log.take(), ["S viewDidAppear"])
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        sheet.dismiss(animated: true)  // forwarded to the presenter
        expectEqual(log.take(), ["S viewWillDisappear"])
        harness.advance(frames: transitionFrames)
        expectEqual(log.take(), ["S viewDidDisappear"])
        #expect(root.presentedViewController == nil)

        let cover = LoggingController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        expectEqual(log.take(), ["F viewDidLoad", "A viewWillDisappear", "F viewWillAppear", "F viewIsAppearing"])
        // Not animated: the transition ends with the next frame.
        harness.advance(frames: 1)
        expectEqual(log.take(), ["A viewDidDisappear", "F viewDidAppear"])
        #expect(!root.isViewInWindowHierarchy)
        root.dismiss(animated: false)
        expectEqual(log.take(), ["F viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["F viewDidDisappear", "A viewDidAppear"])
        #expect(root.isViewInWindowHierarchy)
    }

    @Test func presentingWhileAlreadyPresentingIsRecordedWithTheStateUnchanged() throws {
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        let harness = ScrollHarness(rootViewController: root)
        let window = try #require(harness.window)
        let first = LoggingController("S", log: log)
        root.present(first, animated: true)
        harness.advance(frames: Int((ViewController.transitionDuration * 60).rounded()))
        _ = log.take()
        root.present(LoggingController("T", log: log), animated: true)
        #expect(root.presentedViewController === first)
        expectEqual(log.take(), [])
        let errors = window.errorRecorder.errors
        expectEqual(errors.map(\.member), ["present(_:animated:completion:)"])
        #expect(
            errors.first?.is(
                ViewControllerError.alreadyPresenting(
                    attempted: "LoggingController \"T\"", presenter: "LoggingController \"A\"",
                    presented: "LoggingController \"S\"")) == true)
        #expect("\(errors[0])".contains("which is already presenting"))
    }

    @Test func presentingOffTheWindowAndPresentingItselfAreRecorded() {
        let log = CallbackLog()
        let loose = LoggingController("L", log: log)
        loose.present(LoggingController("X", log: log), animated: true)
        #expect(loose.presentedViewController == nil)
        loose.present(loose, animated: true)
        #expect(
            loose.errorRecorder.errors.map { "\($0.error)" }.map { $0.prefix(20) } == [
                "Attempt to present L", "Application tried to",
            ])
    }

    @Test func pushingTwiceOrANavigationControllerIsRecordedAndTheStackUnchanged() {
        let log = CallbackLog()
        let first = LoggingController("A", log: log)
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(first, animated: true)
        navigation.pushViewController(navigation, animated: true)
        navigation.pushViewController(NavigationController(), animated: true)
        expectEqual(navigation.viewControllers.count, 1)
        #expect(
            navigation.errorRecorder.errors.map(\.error).compactMap { $0 as? ViewControllerError } == [
                .alreadyOnStack("LoggingController \"A\""), .pushingNavigationController("NavigationController"),
                .pushingNavigationController("NavigationController"),
            ])
    }

    @Test func dismissWithNothingPresentedDoesNothing() {
        let root = ViewController()
        var ran = false
        root.dismiss(animated: true) { ran = true }
        #expect(!ran)
        #expect(root.errorRecorder.errors.isEmpty)
    }

    @Test func anAlertActionDismissesTheAlertBeforeItsHandlerRuns() {
        let root = ViewController()
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = AlertController(title: "Delete note?", message: "It cannot be undone.", preferredStyle: .alert)
        var presentedDuringHandler: ViewController?
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let delete = AlertAction(title: "Delete", style: .destructive) { _ in
            presentedDuringHandler = root.presentedViewController
        }
        alert.addAction(delete)
        alert.addAction(AlertAction(title: "Other cancel", style: .cancel))
        alert.preferredAction = delete
        // Not in a window yet: the alert records into a recorder of its own.
        expectEqual(alert.errorRecorder.errors.map(\.member), ["addAction(_:)"])
        root.present(alert, animated: true)
        expectEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        #expect(alert.preferredAction === delete)
        #expect(alert.tap(delete))
        #expect(presentedDuringHandler == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func aSwipeAsksTheDelegateAndIsRefusedWhileModalInPresentation() {
        final class Delegate: AdaptivePresentationControllerDelegate {
            var told: [String] = []
            func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
                told.append("attempt")
            }
            func presentationControllerDidDismiss(_ presentationController: PresentationController) {
                told.append("dismissed")
            }
        }
        let root = ViewController()
        let harness = ScrollHarness(rootViewController: root)
        let form = ViewController()
        let delegate = Delegate()
        form.presentationController?.delegate = delegate
        form.isModalInPresentation = true
        root.present(form, animated: true)
        expectEqual(form.dismissBySwipe(), false)
        #expect(root.presentedViewController === form)
        form.isModalInPresentation = false
        expectEqual(form.dismissBySwipe(), true)
        #expect(root.presentedViewController == nil)
        // The delegate is told the sheet did dismiss when the dismissal ends.
        expectEqual(delegate.told, ["attempt"])
        harness.advance(frames: Int((ViewController.transitionDuration * 60).rounded()))
        expectEqual(delegate.told, ["attempt", "dismissed"])
    }

    @Test func theBackButtonIsThePreviousBackTitleElseItsTitleAndBackWhenTooLong() {
        let first = ViewController()
        first.title = "Notes"
        let navigation = NavigationController(rootViewController: first)
        let second = ViewController()
        second.title = "Detail"
        navigation.pushViewController(second, animated: false)
        expectEqual(navigation.backButtonTitle(at: 1, barWidth: 390), "Notes")
        first.title = "A very long title for the list of all the notes"
        expectEqual(navigation.backButtonTitle(at: 1, barWidth: 390), "Back")
        first.navigationItem.backBarButtonItem = BarButtonItem(title: "List", style: .plain)
        expectEqual(navigation.backButtonTitle(at: 1, barWidth: 390), "List")
        first.navigationItem.backButtonTitle = "All"
        expectEqual(navigation.backButtonTitle(at: 1, barWidth: 390), "All")
    }

    @Test func aTableViewControllerDeselectsWhenItAppearsAgain() throws {
        final class List: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let list = List(style: .plain)
        let navigation = NavigationController(rootViewController: list)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        expectEqual(list.tableView.frame.size, window.bounds.size)
        let row = IndexPath(row: 1, section: 0)
        list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        navigation.pushViewController(ViewController(), animated: true)
        expectEqual(list.tableView.indexPathForSelectedRow, row)
        navigation.popViewController(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil)
    }

    @Test func settingTheStackTakesTheControllersItDropsOutOfTheNavigationController() {
        let log = CallbackLog()
        let first = LoggingController("A", log: log)
        let second = LoggingController("B", log: log)
        let third = LoggingController("C", log: log)
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        navigation.setViewControllers([third, second], animated: false)
        #expect(first.parent == nil)
        #expect(first.navigationController == nil)
        // The children follow the stack, as UIKit's.
        #expect(navigation.children == [third, second])
        #expect(third.parent === navigation && second.parent === navigation)
    }

    @Test func addingAnAncestorAsAChildIsRecordedAsACycleAndChangesNothing() throws {
        let outer = ViewController()
        outer.title = "Outer"
        let inner = ViewController()
        inner.title = "Inner"
        outer.addChild(inner)
        inner.addChild(inner)
        inner.addChild(outer)
        // Checked first: with a cycle, every walk up the containers would be endless.
        try #require(outer.parent == nil)
        #expect(inner.children.isEmpty)
        #expect(inner.parent === outer && outer.children.count == 1)
        #expect(
            inner.errorRecorder.errors.map(\.error).compactMap { $0 as? ViewControllerError } == [
                .containmentCycle(child: "ViewController \"Inner\"", parent: "ViewController \"Inner\""),
                .containmentCycle(child: "ViewController \"Outer\"", parent: "ViewController \"Inner\""),
            ])
    }

    @Test func poppingToAControllerNotOnTheStackIsRecordedAndPopsNothing() {
        let log = CallbackLog()
        let first = LoggingController("A", log: log)
        let second = LoggingController("B", log: log)
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.popToViewController(LoggingController("S", log: log), animated: false) == nil)
        expectEqual(navigation.viewControllers.map(\.title), ["A", "B"])
        #expect(
            navigation.errorRecorder.errors.map(\.error).compactMap { $0 as? ViewControllerError } == [
                .notOnStack("LoggingController \"S\"")
            ])
    }

    @Test func pushingAControllerAnotherContainerHoldsIsRecordedAndLeavesItThere() {
        let log = CallbackLog()
        let navigation = NavigationController(rootViewController: LoggingController("A", log: log))
        let container = ViewController()
        container.title = "Split"
        let held = LoggingController("H", log: log)
        container.addChild(held)
        navigation.pushViewController(held, animated: false)
        expectEqual(navigation.viewControllers.map(\.title), ["A"])
        #expect(held.parent === container)
        #expect(
            navigation.errorRecorder.errors.map(\.error).compactMap { $0 as? ViewControllerError } == [
                .alreadyHasParent(child: "LoggingController \"H\"", parent: "ViewController \"Split\"")
            ])
    }

    @Test func aControllerToldToAppearWhileItDisappearsAppearsAgainWithBalancedCallbacks() {
        let log = CallbackLog()
        let controller = LoggingController("A", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        _ = log.take()
        // As a cancelled interactive pop: the disappearance turns back into an appearance.
        controller.beginAppearanceTransition(false, animated: true)
        controller.beginAppearanceTransition(true, animated: true)
        controller.endAppearanceTransition()
        expectEqual(log.take(), ["A viewWillDisappear", "A viewWillAppear", "A viewIsAppearing", "A viewDidAppear"])
        #expect(controller.appearanceState == .appeared)
    }

    @Test func removingAChildFromItsParentCallsDidMoveToNilAfterTheWillMoveTheCallerSent() {
        final class Child: ViewController {
            var moves: [String] = []
            override func willMove(toParent parent: ViewController?) { moves.append("will \(parent?.title ?? "nil")") }
            override func didMove(toParent parent: ViewController?) { moves.append("did \(parent?.title ?? "nil")") }
        }
        let parent = ViewController()
        parent.title = "P"
        let child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        expectEqual(child.moves, ["will P", "did P", "will nil", "did nil"])
        #expect(child.parent == nil && parent.children.isEmpty)
    }
}
