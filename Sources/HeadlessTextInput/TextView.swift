import Foundation
import HeadlessViews

/// Scrollable, editable text of many lines, as UIKit's `UITextView`.
///
/// The text is laid out with the package's text metrics inside ``textContainerInset`` and
/// the ``textContainer``'s line-fragment padding (5 points on each side, as TextKit's
/// default), line limit and line break mode: a text view with
/// scrolling off sizes itself to its text (its intrinsic height at its width), so a cell
/// holding one self-sizes as on a device. Setting ``text`` in code tells nobody; what a user
/// does goes through ``tap()``, ``type(_:)`` and ``resignFirstResponder()``, which ask and
/// tell the ``delegate`` what UIKit asks and tells, in UIKit's order, and post the text
/// notifications. The keyboard's settings are recorded.
@preconcurrency @MainActor
open class TextView: ScrollView, HeightForWidthMeasuring {
    /// Posted with the view as its object when editing begins, as UIKit's.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted with the view as its object after each change the user makes to the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted with the view as its object when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// TextKit's default padding at each end of a line, in points.
    public static let lineFragmentPadding: CGFloat = 5

    /// The region the text is laid out in, as UIKit's `textContainer`: its padding, line
    /// limit and line break mode change the view's measured height and shown lines.
    public private(set) lazy var textContainer: TextContainer = {
        let container = TextContainer()
        container.widthTracksTextView = true
        container.textView = self
        return container
    }()

    /// A text view takes the keyboard's focus while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// The text; empty at first. Setting it in code tells nobody, as in UIKit.
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            storedAttributedText = nil
            textDidChange()
        }
    }
    /// The text with attributes: setting it sets ``text`` to its string and keeps the
    /// attributes until ``text`` is set or edited; reading it gives them, else the plain text.
    /// The attributes are recorded, not measured; their `.link` runs are ``links``.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The font of the text; the system font of 12 points until set, as UIKit's.
    open var font: Font? = .systemFont(ofSize: 12) { didSet { textDidChange() } }
    /// The text's colour; nil is UIKit's label colour. Recorded.
    open var textColor: Color?
    /// How the lines are aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The space around the text: 8 points above and below, as UIKit's.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// Whether drags scroll the text; turning it off makes the view size itself to its text.
    public override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textDidChange() } }
    }
    /// Whether the user may edit the text; true by default.
    open var isEditable = true
    /// Whether the user may select the text; true by default. Recorded.
    open var isSelectable = true
    /// The selection, in UTF-16 units: the insertion point follows each edit.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the font follows the content size category; recorded.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the text is scaled as on macOS when the app runs there; recorded.
    open var usesStandardTextScaling = false
    /// The kinds of data turned into tappable ``links`` while the view is not editable; none by
    /// default, as UIKit's. See ``DataDetectorTypes`` for what is found headless.
    open var dataDetectorTypes: DataDetectorTypes = []
    /// The attributes links are drawn with, as UIKit's; empty (the tint colour) by default.
    /// Recorded.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether the user may style the text; recorded.
    open var allowsEditingTextAttributes = false
    /// The view that replaces the keyboard while editing; recorded.
    open override var inputView: View? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: View?
    /// The view above the keyboard while editing; recorded.
    open override var inputAccessoryView: View? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: View?

    /// Asked and told about what the user does, as UIKit's `delegate`; it also receives the
    /// scroll callbacks, as UIKit's text view delegate is a scroll view delegate.
    open weak var delegate: (any TextViewDelegate)?
    /// Whether the text is being edited: the view holds the keyboard's focus.
    public private(set) var isEditing = false

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
    /// The keyboard's colour scheme; ``KeyboardAppearance/default`` by default.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// Whether the text is hidden as dots; false.
    open var isSecureTextEntry = false
    /// What the view holds, for autofill; nil by default.
    open var textContentType: TextContentType?

    /// An empty, editable text view of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        measureHeightForWidthThroughHook()
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        measureHeightForWidthThroughHook()
    }

    /// Until set, true: a text view is one element, as UIKit's.
    open override var isAccessibilityElement: Bool {
        get { assignedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Until set, the text, as UIKit's.
    open override var accessibilityValue: String? {
        get { assignedAccessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }

    /// Where the view records what its text does not hold (``TextViewError``): the closest
    /// table's or window's recorder, else one of its own.
    public var errorRecorder: ErrorRecorder {
        errorRecorder(keepingOwn: &ownRecorder)
    }
    private var ownRecorder: ErrorRecorder?

    /// Remeasures after a change of the ``textContainer``.
    func textLayoutDidChange() { textDidChange() }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Size

    /// The lines the view shows at `width`: the text laid out in the ``textContainer``
    /// within ``textContainerInset``, at most its `maximumNumberOfLines`, the last one cut or
    /// ending in "…" by its `lineBreakMode` when the text needs more.
    public func textLines(forWidth width: CGFloat) -> [String] {
        let inset = textContainerInset
        // An empty text view still takes one line. A text ending in a newline already ends
        // with the empty line after it (its last paragraph is empty), as UIKit's extra line.
        let lines = textContainer.lines(
            of: text ?? "", font: font ?? .systemFont(ofSize: 12), textViewWidth: width - inset.left - inset.right)
        return lines.isEmpty ? [""] : lines
    }

    /// The size of the text laid out at `width`: its ``textLines(forWidth:)``' height within
    /// ``textContainerInset``, the line-fragment padding taken from the width.
    public func textSize(forWidth width: CGFloat) -> CGSize {
        let inset = textContainerInset
        let size = TextMetrics.size(ofLines: textLines(forWidth: width), font: font ?? .systemFont(ofSize: 12))
        return CGSize(
            width: size.width + inset.left + inset.right + 2 * textContainer.lineFragmentPadding,
            height: size.height + inset.top + inset.bottom)
    }

    /// The text's height at `size.width` and the offered width, as UIKit's text view answers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: textSize(forWidth: width).height)
    }

    /// With scrolling off, the text's height at the view's width (its width unknown: no
    /// intrinsic width), so constraints size the view to its text, as UIKit's; with scrolling
    /// on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return CGSize(width: View.noIntrinsicMetric, height: textSize(forWidth: bounds.width).height)
    }

    // The layout engine asks the height at the width it gives, as for a multi-line label
    // (through the view layer's hook: see `HeightForWidthMeasuring`).
    package var hasHeightForWidth: Bool { !isScrollEnabled }

    package func measuredHeight(forWidth width: CGFloat) -> CGFloat? {
        isScrollEnabled ? nil : textSize(forWidth: width).height
    }

    /// The content is the text's size at the view's width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentSize = CGSize(width: bounds.width, height: textSize(forWidth: bounds.width).height)
    }

    // MARK: What the user does

    /// Takes the keyboard's focus, as UIKit's: while editable and unless the delegate refuses
    /// (`textViewShouldBeginEditing`), editing begins, the delegate is told and
    /// ``textDidBeginEditingNotification`` is posted, then the keyboard's
    /// (`Responder.keyboardWillShowNotification` …). True when the view is being edited.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        selectedRange = NSRange(location: (text ?? "").utf16.count, length: 0)
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        KeyboardNotifications.post(showing: true, for: self)
        return true
    }

    /// Gives up the focus, as UIKit's: unless the delegate refuses (`textViewShouldEndEditing`),
    /// editing ends, the delegate is told and ``textDidEndEditingNotification`` is posted, then
    /// the keyboard's (`Responder.keyboardWillHideNotification` …).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        super.resignFirstResponder()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        KeyboardNotifications.post(showing: false, for: self)
        return true
    }

    /// A finger taps the text: it takes the focus. True when it is being edited afterwards.
    @discardableResult
    public func tap() -> Bool { becomeFirstResponder() }

    /// The user types `typed` at the end of the text, a character at a time (a newline is the
    /// return key), taking the focus first if needed: for each, the delegate may refuse it
    /// (`textView(_:shouldChangeTextIn:replacementText:)`), else the text changes, the delegate
    /// is told (`textViewDidChange`, then `textViewDidChangeSelection`) and
    /// ``textDidChangeNotification`` is posted. Returns the number of characters accepted.
    @discardableResult
    public func type(_ typed: String) -> Int {
        guard tap() else { return 0 }
        return Keyboard.type(
            typed, into: { text ?? "" },
            allows: { delegate?.textView(self, shouldChangeTextIn: $0, replacementText: $1) ?? true },
            insert: { changed in
                text = changed
                selectedRange = NSRange(location: changed.utf16.count, length: 0)
                delegate?.textViewDidChange(self)
                delegate?.textViewDidChangeSelection(self)
                NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
            })
    }
}

/// What is asked and told about what the user does in a text view, as UIKit's
/// `UITextViewDelegate`, which is also a scroll view delegate; every method has a default.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether editing may begin when the user taps the view; true by default.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Whether editing may end; true by default.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The user began editing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's edit of `range` (UTF-16 units) with `text` may change the text;
    /// true by default.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: TextView)
    /// Whether the user's `interaction` with the link to `URL` on `characterRange` (UTF-16
    /// units) may run (a tap opens it); true by default. Asked by `TextView.tapLink(_:)`.
    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool
    /// Whether the user's `interaction` with `textAttachment` on `characterRange` may run;
    /// true by default. Asked by `TextView.tapAttachment(_:)`.
    func textView(
        _ textView: TextView, shouldInteractWith textAttachment: TextAttachment, in characterRange: NSRange,
        interaction: TextItemInteraction
    ) -> Bool
}

extension TextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Returns true.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
    /// Returns true.
    public func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool { true }
    /// Returns true.
    public func textView(
        _ textView: TextView, shouldInteractWith textAttachment: TextAttachment, in characterRange: NSRange,
        interaction: TextItemInteraction
    ) -> Bool { true }
}
