#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - Text input

    /// UIKit's `UITextView`: `TextView`.
    public typealias UITextView = TextView
    /// UIKit's `UITextViewDelegate`: `TextViewDelegate`.
    public typealias UITextViewDelegate = TextViewDelegate
    /// UIKit's `UITextFieldDelegate`: `TextFieldDelegate`.
    public typealias UITextFieldDelegate = TextFieldDelegate
    /// UIKit's `UIKeyboardType`: `KeyboardType`.
    public typealias UIKeyboardType = KeyboardType
    /// UIKit's `UIReturnKeyType`: `ReturnKeyType`.
    public typealias UIReturnKeyType = ReturnKeyType
    /// UIKit's `UITextAutocapitalizationType`: `TextAutocapitalizationType`.
    public typealias UITextAutocapitalizationType = TextAutocapitalizationType
    /// UIKit's `UITextAutocorrectionType`: `TextAutocorrectionType`.
    public typealias UITextAutocorrectionType = TextAutocorrectionType
    /// UIKit's `UITextSpellCheckingType`: `TextSpellCheckingType`.
    public typealias UITextSpellCheckingType = TextSpellCheckingType
    /// UIKit's `UITextSmartQuotesType`: `TextSmartQuotesType`.
    public typealias UITextSmartQuotesType = TextSmartQuotesType
    /// UIKit's `UITextSmartDashesType`: `TextSmartDashesType`.
    public typealias UITextSmartDashesType = TextSmartDashesType
    /// UIKit's `UIKeyboardAppearance`: `KeyboardAppearance`.
    public typealias UIKeyboardAppearance = KeyboardAppearance
    /// UIKit's `UITextContentType`: `TextContentType`.
    public typealias UITextContentType = TextContentType
#endif
