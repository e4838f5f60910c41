import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// Presentations stacked on one another, the presentation styles that cover the presenter,
/// and alert actions a finger cannot use.
@MainActor
struct PresentationChainTests {
    /// A harness's window showing a logging root controller, its first callbacks taken.
    private func shownRoot(_ log: CallbackLog) -> (ScrollHarness, Window, LoggingController) {
        let root = LoggingController("A", log: log)
        let harness = ScrollHarness(rootViewController: root, size: CGSize(width: 320, height: 480))
        let window = harness.window ?? Window()
        _ = log.take()
        return (harness, window, root)
    }

    @Test func dismissingAPresentedControllerDismissesTheOnesItPresentsFirst() {
        let log = CallbackLog()
        let (harness, window, root) = shownRoot(log)
        let sheet = LoggingController("S", log: log)
        let top = LoggingController("T", log: log)
        root.present(sheet, animated: false)
        sheet.present(top, animated: false)
        #expect(sheet.presentedViewController === top && top.presentingViewController === sheet)
        harness.advance(frames: 1)
        _ = log.take()
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentedViewController == nil)
        #expect(top.presentingViewController == nil && sheet.presentingViewController == nil)
        #expect(!window.subviews.contains { $0 === top.viewIfLoaded || $0 === sheet.viewIfLoaded })
        // One transition: both `will` callbacks in the call, topmost first, the `did` ones at its end.
        expectEqual(log.take(), ["T viewWillDisappear", "S viewWillDisappear"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["T viewDidDisappear", "S viewDidDisappear"])
    }

    @Test func aCurrentContextPresentationCoversThePresenterAsFullScreenDoes() {
        let log = CallbackLog()
        let (harness, window, root) = shownRoot(log)
        let cover = LoggingController("C", log: log)
        cover.modalPresentationStyle = .currentContext
        root.present(cover, animated: false)
        expectEqual(log.take(), ["C viewDidLoad", "A viewWillDisappear", "C viewWillAppear", "C viewIsAppearing"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["A viewDidDisappear", "C viewDidAppear"])
        #expect(!root.isViewInWindowHierarchy)
        cover.dismiss(animated: false)
        #expect(root.isViewInWindowHierarchy)
        expectEqual(log.take(), ["C viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["C viewDidDisappear", "A viewDidAppear"])
        #expect(window.subviews.contains { $0 === root.viewIfLoaded })
    }

    @Test func aDisabledAlertActionCannotBeTappedAndTheAlertStays() {
        let root = ViewController()
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        var handled: [String] = []
        let save = AlertAction(title: "Save", style: .default) { _ in handled.append("save") }
        save.isEnabled = false
        alert.addAction(save)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in handled.append("cancel") })
        root.present(alert, animated: false)
        #expect(!alert.tap(save))
        expectEqual(handled, [])
        #expect(root.presentedViewController === alert)
        save.isEnabled = true
        #expect(alert.tap(save))
        expectEqual(handled, ["save"])
        #expect(root.presentedViewController == nil)
    }
}
