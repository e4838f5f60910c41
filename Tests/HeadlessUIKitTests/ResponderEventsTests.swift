import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A list that undoes on a shake and ends editing when its header's background is touched, as
/// UIKit screens do: it becomes first responder when it appears, lists key commands and keeps
/// to portrait.
@MainActor
private final class ShakeToUndoScreen: UITableViewController {
    let header = UIView()
    let field = UITextField()
    var log: [String] = []
    var refusesToResign = false

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Selector(("selectNext"))),
            UIKeyCommand(input: "f", modifierFlags: [.command, .shift], action: Selector(("find"))),
        ]
    }
    override var shouldAutorotate: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        field.frame = CGRect(x: 16, y: 8, width: 200, height: 44)
        header.addSubview(field)
        tableView.tableHeaderView = header
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: view) ?? .zero
        log.append("began \(touches.count) at \(point.x),\(point.y) phase \(touches.first?.phase.rawValue ?? -1)")
        view.endEditing(true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended phase \(touches.first?.phase.rawValue ?? -1) of \(event?.allTouches?.count ?? 0)")
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("motion began \(motion.rawValue) at \(event?.timestamp ?? -1)")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake, event?.type == .motion else { return }
        log.append("shake ended at \(event?.timestamp ?? -1)")
    }
}

@MainActor
struct ResponderEventsTests {
    private func hosted() -> (ShakeToUndoScreen, ScrollHarness) {
        let screen = ShakeToUndoScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        return (screen, harness)
    }

    /// A controller that can become first responder holds the focus after appearing and
    /// receives a shake's began, then its ended one frame (1/60 s) later.
    @Test func aFirstResponderControllerReceivesAShakeAcrossTwoFrames() throws {
        let (screen, harness) = hosted()
        #expect(screen.isFirstResponder)
        try harness.shake()
        #expect(screen.log.count == 2)
        let began = screen.log.first ?? ""
        let ended = screen.log.last ?? ""
        #expect(began.hasPrefix("motion began 1 at "))
        let beganAt = Double(began.split(separator: " ").last ?? "") ?? -1
        let endedAt = Double(ended.split(separator: " ").last ?? "") ?? -1
        #expect(ended.hasPrefix("shake ended at "))
        #expect(abs(endedAt - beganAt - 1.0 / 60) < 1e-9)
    }

    /// A text field taking the focus takes it from the controller (one first responder in a
    /// window); a shake then goes to the field, whose default passes it up the chain (header,
    /// table, controller).
    @Test func aFieldTakingTheFocusTakesItFromTheControllerAndPassesShakesUp() throws {
        let (screen, harness) = hosted()
        #expect(screen.field.becomeFirstResponder())
        #expect(screen.field.isFirstResponder)
        #expect(!screen.isFirstResponder)
        try harness.shake()
        #expect(screen.log.map { $0.components(separatedBy: " at ").first ?? "" } == ["motion began 1", "shake ended"])
        // The controller taking the focus back takes it from the field.
        #expect(screen.becomeFirstResponder())
        #expect(!screen.field.isFirstResponder)
    }

    /// A touch on the header's background reaches the controller through the chain, began
    /// then ended, at the point in the controller's view; its `endEditing(true)` takes the
    /// focus from the field.
    @Test func aTouchOnTheBackgroundReachesTheControllerAndEndsEditing() throws {
        let (screen, harness) = hosted()
        #expect(screen.field.becomeFirstResponder())
        try harness.touch(screen.header, at: CGPoint(x: 250, y: 30))
        let origin = screen.header.convert(CGPoint(x: 250, y: 30), to: screen.view)
        expectEqual(screen.log, ["began 1 at \(origin.x),\(origin.y) phase 0", "ended phase 3 of 1"])
        #expect(!screen.field.isFirstResponder)
    }

    /// A view outside the harness's window cannot be touched: a typed error, nothing sent.
    @Test func touchingAViewOutsideTheWindowThrows() {
        let (screen, harness) = hosted()
        #expect(throws: ScrollHarnessError.viewNotInWindow(type: "View")) { try harness.touch(UIView()) }
        #expect(screen.log.isEmpty)
    }

    /// A responder whose `canResignFirstResponder` is false keeps the focus when asked to
    /// give it up.
    @Test func aResponderThatCannotResignKeepsTheFocus() {
        let (screen, harness) = hosted()
        screen.refusesToResign = true
        #expect(!screen.resignFirstResponder())
        #expect(screen.isFirstResponder)
        #expect(!screen.field.becomeFirstResponder(), "the holder keeps the focus: one first responder")
        #expect(screen.isFirstResponder && !screen.field.isFirstResponder)
        screen.refusesToResign = false
        #expect(screen.resignFirstResponder())
        #expect(!screen.isFirstResponder)
        _ = harness
    }

    /// Key commands and orientations keep UIKit's values: inputs, modifier bits, masks.
    @Test func keyCommandsAndOrientationsKeepUIKitsValues() {
        let screen = ShakeToUndoScreen(style: .plain)
        #expect(screen.keyCommands?.map(\.input) == [UIKeyCommand.inputDownArrow, "f"])
        #expect(screen.keyCommands?.last?.modifierFlags.rawValue == (1 << 20 | 1 << 17))
        #expect(screen.keyCommands?.first?.action == Selector(("selectNext")))
        #expect(!screen.shouldAutorotate)
        #expect(screen.supportedInterfaceOrientations == .portrait)
        #expect(UIViewController().supportedInterfaceOrientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.landscape.contains(UIInterfaceOrientation.landscapeRight))
        #expect(!UIInterfaceOrientationMask.allButUpsideDown.contains(UIInterfaceOrientation.portraitUpsideDown))
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeLeft.isLandscape)
    }

    /// The status bar's orientation follows the device's, UIKit's way round (the device's left
    /// shows the interface's right), portrait while the device lies flat; registering for
    /// remote notifications is recorded until unregistered.
    @Test func theAppsOrientationFollowsTheDeviceAndRemoteNotificationsAreRecorded() {
        let device = UIDevice.current
        let app = UIApplication.shared
        let before = device.orientation
        defer { device.orientation = before }
        device.orientation = .landscapeLeft
        #expect(app.statusBarOrientation == .landscapeRight)
        device.orientation = .portraitUpsideDown
        #expect(app.statusBarOrientation == .portraitUpsideDown)
        device.orientation = .faceUp
        #expect(app.statusBarOrientation == .portrait)

        #expect(!app.isRegisteredForRemoteNotifications)
        app.registerForRemoteNotifications()
        #expect(app.isRegisteredForRemoteNotifications)
        app.unregisterForRemoteNotifications()
        #expect(!app.isRegisteredForRemoteNotifications)
    }
}
