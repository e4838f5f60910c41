import Foundation

/// The field of a search controller, as UIKit's `UISearchBar`. Setting ``text`` in code tells
/// nobody, as in UIKit; what a user does (the harness's `typeInSearchBar(_:)` and
/// `cancelSearch()`) tells the ``delegate`` and the search controller's results updater.
@MainActor
open class SearchBar: View {
    /// A search bar takes the keyboard's focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The text typed; nil at first. Setting it in code tells nobody, as in UIKit.
    public var text: String?
    /// The grey text shown while it is empty.
    public var placeholder: String?
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
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
        var accepted = 0
        for character in typed {
            let current = text ?? ""
            let replacement = String(character)
            let range = NSRange(location: (current as NSString).length, length: 0)
            guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { continue }
            let changed = current + replacement
            text = changed
            accepted += 1
            delegate?.searchBar(self, textDidChange: changed)
            owner?.userChangedText()
        }
        return accepted
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
