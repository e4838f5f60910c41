import Foundation
import HeadlessViews

/// A single line of editable text, as UIKit's `UITextField`.
///
/// Setting ``text`` in code tells nobody, as in UIKit. What a user does goes through
/// ``tap()``, ``type(_:)``, ``tapReturnKey()`` and ``tapClearButton()`` (the scroll harness
/// calls them): the ``delegate`` is asked and told what UIKit asks and tells, in UIKit's
/// order, the control events run (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`,
/// `.editingDidEndOnExit`) and the text notifications are posted. There is no keyboard: its
/// settings (``keyboardType``, ``returnKeyType``, ``autocapitalizationType``…) are recorded
/// and change nothing that typing does.
@preconcurrency @MainActor
open class TextField: Control {
    /// How the field's edge is drawn, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border: the text fills the bounds. UIKit's default.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel, as before iOS 7.
        case bezel = 2
        /// A rounded rectangle, as most forms show.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left or right view) shows, as UIKit's
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never.
        case never = 0
        /// While the field is being edited.
        case whileEditing = 1
        /// While it is not being edited.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field gave up the focus.
        case committed = 0
    }

    /// Posted with the field as its object when editing begins, as UIKit's.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted with the field as its object after each change the user makes to the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted with the field as its object when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The side of UIKit's clear button, in points.
    static let clearButtonSide: CGFloat = 19

    /// A text field takes the keyboard's focus.
    open override var canBecomeFirstResponder: Bool { true }

    // MARK: Text

    /// The text; an empty string at first, as UIKit. Setting it in code tells nobody.
    open var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
    /// The text with attributes, as UIKit's `attributedText`: setting it sets ``text`` to its
    /// string; reading it gives the text in the field's ``font``.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string ?? "" }
    }
    /// The grey text shown while the field is empty.
    open var placeholder: String? {
        get { ownPlaceholder ?? storedAttributedPlaceholder?.string }
        set {
            ownPlaceholder = newValue
            storedAttributedPlaceholder = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The placeholder with attributes, as UIKit's: setting it sets ``placeholder`` to its
    /// string. The attributes are recorded, not drawn.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? ownPlaceholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            ownPlaceholder = nil
            invalidateIntrinsicContentSize()
        }
    }
    private var ownPlaceholder: String?
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The text's font; the system font of 17 points by default. The field's height and
    /// intrinsic width follow it.
    open var font: Font? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text's colour; nil (the default) is UIKit's label colour. Recorded, not drawn.
    open var textColor: Color?
    /// How the text sits in the field; `.natural` by default. The render aligns the text.
    open var textAlignment: NSTextAlignment = .natural
    /// How the edge is drawn; ``BorderStyle/none`` by default. It sets the padding around the
    /// text (see ``textRect(forBounds:)``).
    open var borderStyle: BorderStyle = .none {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// Whether the text is emptied when editing begins; false by default.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width, down to ``minimumFontSize``; recorded.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size ``adjustsFontSizeToFitWidth`` goes down to; recorded.
    open var minimumFontSize: CGFloat = 0
    /// The image behind the field while enabled; recorded.
    open var background: Image?
    /// The image behind the field while disabled; recorded.
    open var disabledBackground: Image?

    // MARK: Editing

    /// Asked and told about what the user does in the field, as UIKit's `delegate`.
    open weak var delegate: (any TextFieldDelegate)?
    /// Whether the field is being edited: it holds the keyboard's focus.
    public private(set) var isEditing = false

    // MARK: Overlay views

    /// When the clear button shows; ``ViewMode/never`` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the leading edge (an icon, a label); shown as ``leftViewMode`` says.
    open var leftView: View? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows; ``ViewMode/never`` by default, as UIKit's.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge (a button); shown as ``rightViewMode`` says.
    open var rightView: View? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows; ``ViewMode/never`` by default, as UIKit's.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view that replaces the keyboard while the field is edited (a picker); recorded.
    open override var inputView: View? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: View?
    /// The view above the keyboard while the field is edited (a toolbar); recorded.
    open override var inputAccessoryView: View? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: View?

    // MARK: The keyboard's settings (recorded)

    /// The keyboard's kind; ``KeyboardType/default`` by default.
    open var keyboardType: KeyboardType = .default
    /// The return key's label; ``ReturnKeyType/default`` by default.
    open var returnKeyType: ReturnKeyType = .default
    /// Which letters are capitalized; ``TextAutocapitalizationType/sentences`` by default.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Whether words are corrected; ``TextAutocorrectionType/default`` by default.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Whether misspellings are marked; ``TextSpellCheckingType/default`` by default.
    open var spellCheckingType: TextSpellCheckingType = .default
    /// Whether quotes become curly; ``TextSmartQuotesType/default`` by default.
    open var smartQuotesType: TextSmartQuotesType = .default
    /// Whether two hyphens become a dash; ``TextSmartDashesType/default`` by default.
    open var smartDashesType: TextSmartDashesType = .default
    /// The keyboard's colour scheme; ``KeyboardAppearance/default`` by default.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// Whether the return key is disabled while the field is empty; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as dots (a password); false by default.
    open var isSecureTextEntry = false
    /// What the field holds, for autofill; nil by default.
    open var textContentType: TextContentType?

    // MARK: Making one

    /// An empty field of `frame` (`TextField()` makes one of a zero frame).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Until set, the placeholder, as UIKit's.
    open override var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }
    /// Until set, the text, as UIKit's.
    open override var accessibilityValue: String? {
        get { assignedAccessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }

    private func replaceOverlay(_ old: View?, with new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The padding between the field's edge and its content, from ``borderStyle``: none for
    /// ``BorderStyle/none``, 2 points for a line or a bezel, 7 points across and 6 points
    /// down for a rounded rectangle (UIKit's rounded field of 17-point text is 34 points high).
    var borderPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (2, 2)
        case .roundedRect: (7, 6)
        }
    }

    /// Whether an overlay in `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows now: its mode allows it and there is text to clear.
    var showsClearButton: Bool { shows(clearButtonMode) && !(text ?? "").isEmpty }

    /// The size an overlay view takes: its frame's size, or, when that is zero, the size it
    /// fits in.
    func overlaySize(of view: View) -> CGSize {
        view.frame.size == .zero ? view.sizeThatFits(.zero) : view.frame.size
    }

    /// The rectangle the border is drawn in, as UIKit's: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in, as UIKit's: the bounds less the border's padding,
    /// the left view and the right view or clear button that show now. Override it (and
    /// ``editingRect(forBounds:)``) to move the text, as in UIKit.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let padding = borderPadding
        var minX = bounds.minX + padding.horizontal
        var maxX = bounds.maxX - padding.horizontal
        if leftView != nil, shows(leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if let rightView, shows(rightViewMode), rightView.superview === self {
            maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
        }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(
            x: minX, y: bounds.minY + padding.vertical, width: max(0, maxX - minX),
            height: max(0, bounds.height - 2 * padding.vertical))
    }

    /// The rectangle the text is edited in; ``textRect(forBounds:)`` by default, as UIKit's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in; ``textRect(forBounds:)`` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 points square, centred vertically, at the trailing
    /// edge inside the border's padding and before a right view that shows.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        var maxX = bounds.maxX - max(borderPadding.horizontal, 5)
        if rightView != nil, shows(rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        let side = Self.clearButtonSide
        return CGRect(x: maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(of: leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(of: rightView)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places the left and right views in their rectangles, hidden when their modes say so.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView, leftView.superview === self {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView, rightView.superview === self {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    /// The text's width (the placeholder's while empty) and one line of the font's height,
    /// with the border's padding and the overlays that show; as UIKit's, for Auto Layout.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    /// The field's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    private func fittingSize() -> CGSize {
        let font = font ?? .systemFont(ofSize: 17)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        let padding = borderPadding
        var width = TextMetrics.ceilToPixel(TextMetrics.width(of: shown, in: font)) + 2 * padding.horizontal
        var height = TextMetrics.ceilToPixel(font.lineHeight) + 2 * padding.vertical
        for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
            guard let view, shows(mode) else { continue }
            let size = overlaySize(of: view)
            width += size.width
            height = max(height, size.height)
        }
        if showsClearButton { width += Self.clearButtonSide + 5 }
        return CGSize(width: width, height: height)
    }

    // MARK: What the user does

    /// Takes the keyboard's focus, as UIKit's: unless the delegate refuses
    /// (`textFieldShouldBeginEditing`), editing begins (``clearsOnBeginEditing`` empties the
    /// text), the delegate is told, `.editingDidBegin` runs and
    /// ``textDidBeginEditingNotification`` is posted, then the keyboard's
    /// (`Responder.keyboardWillShowNotification` …). True when the field is being edited.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        KeyboardNotifications.post(showing: true, for: self)
        return true
    }

    /// Gives up the focus, as UIKit's: unless the delegate refuses
    /// (`textFieldShouldEndEditing`, and the field keeps the focus), editing ends, the
    /// delegate is told, `.editingDidEnd` runs and ``textDidEndEditingNotification`` is posted,
    /// then the keyboard's (`Responder.keyboardWillHideNotification` …).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        super.resignFirstResponder()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        KeyboardNotifications.post(showing: false, for: self)
        return true
    }

    /// A finger taps the field: it takes the focus (``becomeFirstResponder()``). True when the
    /// field is being edited afterwards.
    @discardableResult
    public func tap() -> Bool { becomeFirstResponder() }

    /// The user types `typed` at the end of the text, one character at a time, as a
    /// keyboard does: the field takes the focus first if it has not (a finger taps it); for
    /// each character the delegate may refuse it
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`), else the text changes,
    /// `.editingChanged` runs, ``textDidChangeNotification`` is posted and the delegate is
    /// told the selection moved. Returns the number of characters accepted: none when the
    /// field is disabled or refuses the focus.
    @discardableResult
    public func type(_ typed: String) -> Int {
        guard tap() else { return 0 }
        return Keyboard.type(
            typed, into: { text ?? "" },
            allows: { delegate?.textField(self, shouldChangeCharactersIn: $0, replacementString: $1) ?? true },
            insert: { changed in
                text = changed
                userChangedText()
            })
    }

    /// The user taps the keyboard's return key while editing: the delegate is asked
    /// (`textFieldShouldReturn`); when it answers true, `.editingDidEndOnExit` runs (and with
    /// it, as in UIKit, `.primaryActionTriggered`). Editing goes on: a delegate that wants the
    /// keyboard gone calls ``resignFirstResponder()``, as UIKit code does. Returns the
    /// delegate's answer, false when the field is not being edited.
    @discardableResult
    public func tapReturnKey() -> Bool {
        guard isEditing else { return false }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        return true
    }

    /// The user taps the clear button, when it shows: unless the delegate refuses
    /// (`textFieldShouldClear`), the text empties, `.editingChanged` runs and
    /// ``textDidChangeNotification`` is posted. Returns whether the text was cleared.
    @discardableResult
    public func tapClearButton() -> Bool {
        guard showsClearButton, delegate?.textFieldShouldClear(self) ?? true else { return false }
        text = ""
        userChangedText()
        return true
    }

    private func userChangedText() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }
}
