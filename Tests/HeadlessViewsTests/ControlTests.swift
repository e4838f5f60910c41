import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

@MainActor
struct ControlTests {
    @Test func aTapFlipsASwitchAndSendsValueChangedWithTheSwitchAsSender() {
        let toggle = Switch()
        expectEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        expectEqual(toggle.sizeThatFits(CGSize(width: 500, height: 500)), Switch.size)
        toggle.frame = CGRect(x: 10, y: 20, width: 300, height: 5)
        expectEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        expectEqual(toggle.bounds.size, Switch.size)
        var seen: [Bool] = []
        toggle.addAction(
            Action { action in seen.append((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
        toggle.addAction(Action { _ in seen.append(false) }, for: .touchUpInside)
        toggle.tap()
        toggle.tap()
        toggle.tap()
        expectEqual(seen, [true, false, true])
        #expect(toggle.isOn)
    }

    @Test func settingASwitchInCodeSendsNothingAndADisabledSwitchIgnoresTaps() {
        let toggle = Switch()
        var sent = 0
        toggle.addAction(Action { _ in sent += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        expectEqual(sent, 0)
        toggle.isEnabled = false
        toggle.tap()
        #expect(!toggle.isOn && sent == 0)
        toggle.sendActions(for: .valueChanged)
        expectEqual(sent, 1, "code may still send the event, as UIKit")
    }

    @Test func aButtonTapRunsItsClosuresThenItsTouchUpInsideActions() {
        let button = Button(title: "Go")
        var calls: [String] = []
        button.addAction { calls.append("closure") }
        button.addAction(
            Action(title: "go", identifier: Action.Identifier("go")) { action in
                calls.append("\(action.identifier.rawValue) from \((action.sender as? Button)?.title ?? "?")")
            }, for: [.touchUpInside, .primaryActionTriggered])
        button.addAction(Action { _ in calls.append("changed") }, for: .valueChanged)
        button.sendActions()
        expectEqual(calls, ["closure", "go from Go"])
        button.removeAction(identifiedBy: Action.Identifier("go"), for: .touchUpInside)
        calls.removeAll()
        button.sendActions()
        expectEqual(calls, ["closure", "go from Go"], "still added for the primary action")
        button.removeAction(identifiedBy: Action.Identifier("go"), for: .primaryActionTriggered)
        calls.removeAll()
        button.sendActions()
        expectEqual(calls, ["closure"])
    }

    /// A tap is a touch down, then a touch up inside: actions added for either run in that
    /// order, an action for `allTouchEvents` runs for both, and the events keep UIKit's bits.
    @Test func aButtonTapSendsTouchDownBeforeTouchUpInside() {
        let button = Button(title: "Go")
        var calls: [String] = []
        button.addAction(Action { _ in calls.append("up") }, for: .touchUpInside)
        button.addAction(Action { _ in calls.append("down") }, for: .touchDown)
        button.addAction(Action { _ in calls.append("any touch") }, for: .allTouchEvents)
        button.addAction(Action { _ in calls.append("editing") }, for: .allEditingEvents)
        button.sendActions()
        expectEqual(calls, ["down", "any touch", "up", "any touch"])
        expectEqual(Control.Event.touchUpInside.rawValue, 1 << 6)
        expectEqual(Control.Event.valueChanged.rawValue, 1 << 12)
        #expect(Control.Event.allTouchEvents.contains([.touchDown, .touchCancel]))
        #expect(Control.Event.allEditingEvents.contains([.editingDidBegin, .editingDidEndOnExit]))
        #expect(Control.Event.allEvents.contains([.menuActionTriggered, .applicationReserved]))
    }

    @Test func addingAnActionWithTheSameIdentifierReplacesIt() {
        let toggle = Switch()
        var calls: [String] = []
        toggle.addAction(Action(identifier: .init("a")) { _ in calls.append("old") }, for: .valueChanged)
        toggle.addAction(Action(identifier: .init("a")) { _ in calls.append("new") }, for: .valueChanged)
        toggle.tap()
        expectEqual(calls, ["new"])
    }

    @Test func actionsTakeUIKitsInitializerAndGetDistinctIdentifiers() {
        let star = Image(systemName: "star")
        let first = Action(title: "Star", image: star, identifier: nil) { _ in }
        let second = Action(title: "Star") { _ in }
        expectEqual(first.image, star)
        #expect(first.identifier != second.identifier)
        #expect(first.sender == nil)
    }
}
