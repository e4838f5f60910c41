import Foundation
import HeadlessViews

/// The field of a search controller, as UIKit's `UISearchBar`. Setting ``text`` in code tells
/// nobody, as in UIKit; what a user does (the harness's `typeInSearchBar(_:)` and
/// `cancelSearch()`) tells the ``delegate`` and the search controller's results updater.
@preconcurrency @MainActor
open class SearchBar: View {
    /// A search bar takes the keyboard's focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The text typed; nil at first. Setting it in code tells nobody, as in UIKit; the
    /// ``searchTextField`` shows it.
    public var text: String? { didSet { searchTextField.text = text ?? "" } }
    /// The grey text shown while it is empty; the ``searchTextField``'s placeholder too.
    public var placeholder: String? { didSet { searchTextField.placeholder = placeholder } }
    /// The field the text is typed in, as UIKit's `searchTextField`.
    public let searchTextField = SearchTextField(frame: .zero)

    /// The bar's look, as UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// The system's: prominent.
        case `default` = 0
        /// A translucent background, the field opaque.
        case prominent = 1
        /// No background, the field translucent.
        case minimal = 2
    }

    /// The bar's look; ``Style/default``. Recorded.
    public var searchBarStyle = Style.default
    /// The bar's style; `.default`. Recorded.
    public var barStyle = BarStyle.default
    /// The bar's fill colour; nil by default. Recorded.
    public var barTintColor: Color?
    /// The image behind the bar, as UIKit's `backgroundImage`; nil (the system's background)
    /// by default. Recorded, not drawn: an empty `Image()` is the known way to remove the
    /// bar's background and hairline, and code reads it back.
    public var backgroundImage: Image?
    /// Whether the bar is translucent; true by default. Recorded.
    public var isTranslucent = true
    /// The background images set for other positions and metrics than `.any` and `.default`.
    private var positionedBackgroundImages: [Int: Image] = [:]

    /// Sets the image behind the bar at `barPosition` in bars of `barMetrics`, as UIKit's
    /// `setBackgroundImage(_:for:barMetrics:)`; nil removes it. For `.any` and `.default` it is
    /// ``backgroundImage``. Recorded.
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        if barPosition == .any && barMetrics == .default {
            self.backgroundImage = backgroundImage
        } else {
            positionedBackgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
        }
    }

    /// The image set behind the bar for `barPosition` and `barMetrics`; nil when none was.
    public func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        barPosition == .any && barMetrics == .default
            ? backgroundImage : positionedBackgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue]
    }
    /// A line of text above the bar; nil by default. Recorded.
    public var prompt: String?
    /// The titles of the scope buttons under the bar; nil for none.
    public var scopeButtonTitles: [String]?
    /// The selected scope button's index; 0 by default.
    public var selectedScopeButtonIndex = 0
    /// Whether the scope buttons show; false by default.
    public var showsScopeBar = false
    /// Whether a bookmark button shows in the field; false by default. Recorded.
    public var showsBookmarkButton = false
    /// The keyboard's kind; ``KeyboardType/default``. Recorded.
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's label; ``ReturnKeyType/search``, as UIKit's. Recorded.
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Which letters are capitalized; ``TextAutocapitalizationType/sentences``. Recorded.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether words are corrected; ``TextAutocorrectionType/default``. Recorded.
    public var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether misspellings are marked; ``TextSpellCheckingType/default``. Recorded.
    public var spellCheckingType: TextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The keyboard's colour scheme; ``KeyboardAppearance/default``. Recorded.
    public var keyboardAppearance: KeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// Whether the return key is disabled while the text is empty; false. Recorded.
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    /// Shows or hides the Cancel button, as UIKit's `setShowsCancelButton(_:animated:)`.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
    /// Asked and told about what the user does in the bar, as UIKit's `delegate`.
    public weak var delegate: (any SearchBarDelegate)?
    /// Whether the bar shows a Cancel button; a search controller's bar shows one while
    /// searching, whatever this says, as UIKit's.
    public var showsCancelButton = false
    /// Whether the user is editing the text (the keyboard is up).
    public private(set) var isEditing = false
    /// The search controller the bar belongs to, if any.
    package weak var owner: (any SearchBarOwning)?

    /// An empty bar of `frame` (`SearchBar()` makes one of a zero frame).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchTextField()
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchTextField()
    }

    /// The search field fills the bar inside UIKit's margins: 8 points across, 6 down.
    open override func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = bounds.insetBy(dx: 8, dy: 6)
    }

    private func setUpSearchTextField() {
        searchTextField.returnKeyType = .search
        addSubview(searchTextField)
    }

    /// Whether a Cancel button shows: the bar's own, or its search controller's while active.
    public var showsCancelButtonNow: Bool { showsCancelButton || owner?.isActive == true }

    /// The user taps the bar: unless the delegate refuses (`searchBarShouldBeginEditing`),
    /// editing begins, the delegate is told, and the search controller becomes active.
    /// Returns whether the bar is being edited afterwards.
    @discardableResult
    package func userBeginsEditing() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        owner?.userBeganSearching()
        return true
    }

    /// The user types `typed` one character at a time, appended to the text: for each, the
    /// delegate may refuse it (`shouldChangeTextIn`), else the text changes, the delegate is
    /// told (`textDidChange`) and then the search controller's results updater. Returns the
    /// characters accepted.
    @discardableResult
    package func userTypes(_ typed: String) -> Int {
        Keyboard.type(
            typed, into: { text ?? "" },
            allows: { delegate?.searchBar(self, shouldChangeTextIn: $0, replacementText: $1) ?? true },
            insert: { changed in
                text = changed
                delegate?.searchBar(self, textDidChange: changed)
                owner?.userChangedText()
            })
    }

    /// The user taps the keyboard's Search button: the delegate is told.
    package func userTapsSearchButton() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The user taps Cancel: the delegate is told, editing ends (told too), and the search
    /// controller clears the text and stops searching.
    package func userTapsCancel() {
        delegate?.searchBarCancelButtonClicked(self)
        if isEditing {
            isEditing = false
            delegate?.searchBarTextDidEndEditing(self)
        }
        owner?.userCancelled()
    }
}
