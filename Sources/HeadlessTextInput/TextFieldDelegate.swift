import Foundation
import HeadlessViews

/// What is asked and told about what the user does in a text field, as UIKit's
/// `UITextFieldDelegate`; every method has a default. Setting the field's text in code calls
/// none of them, as in UIKit.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin when the user taps the field; true by default.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The user began editing the field: it holds the keyboard's focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (the field gives up the focus); true by default.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, for `reason`; by default calls ``textFieldDidEndEditing(_:)``, as UIKit
    /// calls the older method when the delegate does not implement this one.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the user's edit of `range` (in UTF-16 units of the text) with `string` may
    /// change the text; true by default.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed: after each accepted edit, the insertion point moves.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may empty the field; true by default.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the field does its default action when the user taps the return key; true by
    /// default. The field sends `.editingDidEndOnExit` when this answers true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Returns true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
