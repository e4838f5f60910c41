import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A settings screen written as UIKit screens were before `UIAction`: a Done button and a
/// switch connected by target and action. `Selector("…")` stands where the device's file
/// writes `#selector(…)`, which needs `@objc`.
@MainActor
private final class NotificationsScreen: UITableViewController {
    let toggle = UISwitch()
    let pullDown = UITapGestureRecognizer(target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self,
            action: Selector("done"))
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
        toggle.addTarget(self, action: Selector("toggled:"), for: .valueChanged)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard")))
    }
}

@MainActor
struct TargetActionTests {
    /// The pairs compile and are kept as UIKit keeps them; off Apple platforms a tap that
    /// would send one records `TargetActionError`, naming the action and what to use instead.
    @Test func targetActionPairsAreKeptAndASentOneIsRecordedWithoutTheRuntime() throws {
        let screen = NotificationsScreen(style: .grouped)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        let done = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(done.target === screen && done.action == Selector("done"))
        #expect(screen.toggle.allTargets == [AnyHashable(screen)])
        expectEqual(screen.toggle.actions(forTarget: screen, forControlEvent: .valueChanged), ["toggled:"])
        expectEqual(screen.toggle.actions(forTarget: screen, forControlEvent: .touchUpInside), nil)
        #expect(screen.toggle.allControlEvents == .valueChanged)
        // The table's own pan recognizer comes first, as in UIKit; the screen's tap is added after it.
        expectEqual(screen.view.gestureRecognizers?.last?.actionNames, ["dismissKeyboard"])
        #if !canImport(ObjectiveC)
            let errors = try harness.expectErrors { try harness.tapBarButton("Done") }
            expectEqual(errors.map(\.member), ["UIBarButtonItem.action"])
            #expect(
                errors.first?.error as? TargetActionError
                    == .needsObjectiveCRuntime(action: "done", targetType: "NotificationsScreen", sender: "BarButtonItem"))
            // Without a target UIKit goes up the responder chain, which needs the runtime too.
            let help = UIBarButtonItem(title: "Help", style: .plain, target: nil, action: Selector("help"))
            #expect(
                help.performTap()
                    == .needsObjectiveCRuntime(action: "help", targetType: "responder chain", sender: "BarButtonItem"))
            // A control records on its own recorder when no window holds it.
            screen.toggle.sendActions(for: .valueChanged)
            expectEqual(screen.toggle.errorRecorder.errors.map(\.member), ["sendActions(for:)"])
        #endif
        // An item whose action is nil has nothing for a tap to do.
        #expect(throws: ScrollHarnessError.self) { try harness.tapBarButton(systemItem: .add) }
        // Removing the pair leaves nothing to send.
        screen.toggle.removeTarget(screen, action: nil, for: .valueChanged)
        #expect(screen.toggle.allTargets.isEmpty && screen.toggle.allControlEvents.isEmpty)
        _ = screen.toggle.errorRecorder.removeAll()
        screen.toggle.sendActions(for: .valueChanged)
        #expect(screen.toggle.errorRecorder.errors.isEmpty)
    }
}
