import Foundation
import HeadlessTextInput
import HeadlessViews
import TestSupport
import Testing

/// Notifications seen, appended on the main actor by observers whose closures are `@Sendable`.
@MainActor
private final class NotificationLog {
    var names: [String] = []
}

/// A delegate that records every call, in order, and answers as told.
@MainActor
private final class RecordingFieldDelegate: TextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var refused: Set<String> = []
    var allowsClear = true
    var returns = true

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        calls.append("didEnd \(reason)")
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) \(string)")
        return !refused.contains(string)
    }
    func textFieldDidChangeSelection(_ textField: TextField) { calls.append("selection") }
    func textFieldShouldClear(_ textField: TextField) -> Bool {
        calls.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        calls.append("shouldReturn")
        return returns
    }
}

@MainActor
struct TextFieldTests {
    private func field(_ delegate: RecordingFieldDelegate) -> (TextField, () -> [String]) {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.delegate = delegate
        var events: [String] = []
        let named: [(Control.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
            (.primaryActionTriggered, "primaryAction"),
        ]
        for (event, name) in named {
            field.addAction(Action { _ in events.append(name) }, for: event)
        }
        return (field, { delegate.calls + events.map { "event \($0)" } })
    }

    @Test func typingAsksTheDelegateForEachCharacterThenChangesTheTextAndSendsEditingChanged() {
        let delegate = RecordingFieldDelegate()
        let (field, _) = field(delegate)
        var events: [String] = []
        field.addAction(Action { _ in events.append("changed to \(field.text ?? "nil")") }, for: .editingChanged)

        expectEqual(field.type("ab"), 2)

        expectEqual(field.text, "ab")
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        expectEqual(
            delegate.calls,
            ["shouldBegin", "didBegin", "change 0,0 a", "selection", "change 1,0 b", "selection"])
        expectEqual(events, ["changed to a", "changed to ab"])
    }

    @Test func aRefusedCharacterIsNotTypedAndTheRangeCountsUTF16Units() {
        let delegate = RecordingFieldDelegate()
        delegate.refused = ["!"]
        let field = TextField()
        field.delegate = delegate
        field.text = "👍"

        expectEqual(field.type("!x"), 1)

        expectEqual(field.text, "👍x")
        expectEqual(delegate.calls.filter { $0.hasPrefix("change") }, ["change 2,0 !", "change 2,0 x"])
    }

    @Test func settingTheTextInCodeTellsNobody() {
        let delegate = RecordingFieldDelegate()
        let (field, log) = field(delegate)
        let notified = NotificationLog()
        let observer = NotificationCenter.default.addObserver(
            forName: TextField.textDidChangeNotification, object: field, queue: nil
        ) { _ in MainActor.assumeIsolated { notified.names.append("change") } }
        defer { NotificationCenter.default.removeObserver(observer) }

        field.text = "set in code"

        expectEqual(log(), [])
        expectEqual(notified.names, [])
    }

    @Test func aFieldTheDelegateKeepsFromEditingTakesNoText() {
        let delegate = RecordingFieldDelegate()
        delegate.allowsBegin = false
        let (field, log) = field(delegate)

        expectEqual(field.type("a"), 0)

        expectEqual(field.text, "")
        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        expectEqual(log(), ["shouldBegin"])
    }

    @Test func aDisabledFieldNeitherAsksNorEdits() {
        let delegate = RecordingFieldDelegate()
        let (field, log) = field(delegate)
        field.isEnabled = false

        #expect(!field.tap())
        expectEqual(field.type("a"), 0)
        expectEqual(log(), [])
    }

    @Test func beginningAndEndingEditingTellTheDelegateSendEventsAndPostNotifications() {
        let delegate = RecordingFieldDelegate()
        let (field, log) = field(delegate)
        let posted = NotificationLog()
        let names: [(Notification.Name, String)] = [
            (TextField.textDidBeginEditingNotification, "begin"), (TextField.textDidChangeNotification, "change"),
            (TextField.textDidEndEditingNotification, "end"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { posted.names.append(label) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        field.type("z")
        #expect(field.resignFirstResponder())

        #expect(!field.isEditing)
        #expect(!field.isFirstResponder)
        expectEqual(
            log(),
            [
                "shouldBegin", "didBegin", "change 0,0 z", "selection", "shouldEnd", "didEnd committed",
                "event editingDidBegin", "event editingChanged", "event editingDidEnd",
            ])
        expectEqual(posted.names, ["begin", "change", "end"])
    }

    @Test func aDelegateThatRefusesToEndKeepsTheFocus() {
        let delegate = RecordingFieldDelegate()
        delegate.allowsEnd = false
        let field = TextField()
        field.delegate = delegate
        field.tap()

        #expect(!field.resignFirstResponder())

        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        expectEqual(delegate.calls.suffix(1), ["shouldEnd"])
    }

    @Test func theReturnKeyAsksTheDelegateAndSendsEditingDidEndOnExitWithoutEndingEditing() {
        let delegate = RecordingFieldDelegate()
        let (field, log) = field(delegate)
        #expect(!field.tapReturnKey(), "not editing: the keyboard is down")
        field.tap()

        #expect(field.tapReturnKey())
        delegate.returns = false
        #expect(!field.tapReturnKey())

        #expect(field.isEditing)
        expectEqual(
            log(),
            [
                "shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "event editingDidBegin",
                "event editingDidEndOnExit", "event primaryAction",
            ])
    }

    @Test func theClearButtonShowsAsItsModeSaysAndClearsUnlessTheDelegateRefuses() {
        let delegate = RecordingFieldDelegate()
        let field = TextField()
        field.delegate = delegate
        field.text = "draft"
        #expect(!field.tapClearButton(), "mode .never: no button")

        field.clearButtonMode = .whileEditing
        #expect(!field.tapClearButton(), "not editing: no button while editing only")
        field.tap()
        delegate.allowsClear = false
        #expect(!field.tapClearButton())
        expectEqual(field.text, "draft")
        delegate.allowsClear = true
        #expect(field.tapClearButton())
        expectEqual(field.text, "")
        #expect(!field.tapClearButton(), "an empty field shows no clear button")
    }

    @Test func clearsOnBeginEditingEmptiesTheTextWhenEditingBegins() {
        let field = TextField()
        field.text = "old"
        field.clearsOnBeginEditing = true

        field.type("n")

        expectEqual(field.text, "n")
    }

    @Test func theTextRectLeavesRoomForTheBorderTheLeftViewAndTheClearButton() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        expectEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 6, width: 186, height: 22))

        let icon = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        expectEqual(field.textRect(forBounds: field.bounds).minX, 7, "mode .never: the left view takes no room")
        field.leftViewMode = .always
        field.clearButtonMode = .always
        field.text = "x"
        let rect = field.textRect(forBounds: field.bounds)
        expectEqual(rect.minX, 30)
        expectEqual(rect.maxX, 200 - 7 - 19)

        field.layoutIfNeeded()
        #expect(icon.superview === field)
        expectEqual(icon.frame, CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(!icon.isHidden)
        field.leftViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(icon.isHidden)
    }

    @Test func anOverriddenTextRectPlacesTheText() {
        final class Inset: TextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
        }
        let field = Inset(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        expectEqual(field.editingRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 76, height: 30))
        expectEqual(field.placeholderRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 76, height: 30))
    }

    @Test func theIntrinsicSizeIsTheTextOrPlaceholderInItsFontWithTheBordersPadding() {
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let font = Font.systemFont(ofSize: 17)
        let line = TextMetrics.ceilToPixel(font.lineHeight)
        expectEqual(
            field.intrinsicContentSize,
            CGSize(width: TextMetrics.ceilToPixel(TextMetrics.width(of: "Name", in: font)) + 14, height: line + 12))
        field.text = "Ada Lovelace"
        expectEqual(
            field.intrinsicContentSize.width, TextMetrics.ceilToPixel(TextMetrics.width(of: "Ada Lovelace", in: font)) + 14)
    }

    @Test func thePlaceholderAndItsAttributedFormAreOneValue() {
        let field = TextField()
        field.attributedPlaceholder = NSAttributedString(string: "Search")
        expectEqual(field.placeholder, "Search")
        field.placeholder = "Find"
        expectEqual(field.attributedPlaceholder?.string, "Find")
        expectEqual(field.accessibilityLabel, "Find")
        field.text = "abc"
        expectEqual(field.accessibilityValue, "abc")
    }

    @Test func theKeyboardsSettingsKeepUIKitsDefaultsAndAreRecorded() {
        let field = TextField()
        expectEqual(field.keyboardType, .default)
        expectEqual(field.autocapitalizationType, .sentences)
        expectEqual(field.returnKeyType, .default)
        expectEqual(field.borderStyle, .none)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.textContentType = .emailAddress
        expectEqual(field.keyboardType.rawValue, 7)
        expectEqual(field.returnKeyType.rawValue, 4)
        expectEqual(field.textContentType?.rawValue, "email")
        expectEqual(KeyboardType.alphabet, .asciiCapable)
    }
}
