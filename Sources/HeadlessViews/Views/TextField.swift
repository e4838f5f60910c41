import Foundation

/// A single line of editable text, as UIKit's `UITextField`, as far as alerts use it.
@MainActor
open class TextField: Control {
    /// A text field takes the keyboard's focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The text typed; an empty string at first, as UIKit.
    public var text: String? = ""
    /// The grey text shown while the field is empty.
    public var placeholder: String?
    /// Whether the text is hidden as dots (a password).
    public var isSecureTextEntry = false
    /// The keyboard's kind, as UIKit's `UIKeyboardType`, by its raw value.
    public var keyboardType = 0

    /// An empty field of `frame` (`TextField()` makes one of a zero frame).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The user typed `typed`: it is appended, then the `.editingChanged` actions run.
    package func type(_ typed: String) {
        text = (text ?? "") + typed
        sendActions(for: .editingChanged)
    }
}

extension Control.Event {
    /// The text of a text field changed by typing, as UIKit's `.editingChanged`.
    public static let editingChanged = Control.Event(rawValue: 1 << 17)
}
