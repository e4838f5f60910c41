import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension UIResponder {
    /// The controller up the responder chain, as apps find a view's controller.
    fileprivate var owningViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

/// A form that keeps its field above the keyboard, as UIKit screens do: the table's bottom
/// inset follows the keyboard's notifications.
@MainActor
private final class FormScreen: UITableViewController {
    let field = UITextField()
    var log: [String] = []
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = field
        field.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] note in
                let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
                MainActor.assumeIsolated {
                    self?.log.append("will show \(frame.height) over \(duration)")
                    self?.tableView.contentInset.bottom = frame.height
                }
            })
        for name in [
            UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidHideNotification,
        ] {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated {
                        self?.log.append(name.rawValue)
                        if name == UIResponder.keyboardWillHideNotification { self?.tableView.contentInset.bottom = 0 }
                    }
                })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

@MainActor
struct ResponderAndKeyboardTests {
    /// A view's `next` is its controller when it is the controller's view, else its
    /// superview; a controller's is its view's superview: the walk apps write finds the
    /// controller of any view inside its view.
    @Test func theResponderChainLeadsFromAViewToItsController() {
        let screen = FormScreen(style: .plain)
        let navigation = UINavigationController(rootViewController: screen)
        let harness = ScrollHarness(rootViewController: navigation)
        #expect(screen.field.owningViewController === screen)
        #expect(screen.view.next === screen)
        #expect(screen.next === screen.view.superview && screen.next != nil)
        #expect(UIView().next == nil)
        _ = harness
        screen.stopObserving()
    }

    /// Taking the focus posts the keyboard's `will` notifications at once, with its frame
    /// (336 points across the window's bottom) and duration, and the `did` ones 0.25 s
    /// (15 frames) later; giving it up, the hiding ones.
    @Test func aTextFieldTakingTheFocusShowsTheKeyboardAndGivingItUpHidesIt() {
        let screen = FormScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        defer { screen.stopObserving() }
        harness.advance(frames: 1)
        #expect(screen.field.becomeFirstResponder())
        expectEqual(screen.log, ["will show 336.0 over 0.25"])
        expectEqual(screen.tableView.contentInset.bottom, 336)
        harness.advance(frames: 14)
        expectEqual(screen.log.count, 1)
        harness.advance(frames: 1)
        expectEqual(screen.log, ["will show 336.0 over 0.25", "UIKeyboardDidShowNotification"])
        #expect(screen.field.resignFirstResponder())
        expectEqual(screen.tableView.contentInset.bottom, 0)
        harness.advance(frames: 15)
        expectEqual(
            screen.log,
            [
                "will show 336.0 over 0.25", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification",
            ])
    }
}
