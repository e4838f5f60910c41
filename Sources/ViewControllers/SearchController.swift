import Foundation
import VirtualTableView

/// A search bar and the controller showing its results, as UIKit's `UISearchController`:
/// put it in `navigationItem.searchController`; its ``searchResultsUpdater`` is told each
/// time the search text changes.
@MainActor
open class SearchController: ViewController {
    /// The bar the user types in.
    public let searchBar = SearchBar()
    /// The controller showing the results; nil shows them in the searched screen itself.
    public let searchResultsController: ViewController?
    /// Told when the search text changes or searching starts or ends.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Whether the search is active (the bar is being typed in).
    public var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }
    /// Whether the searched content is dimmed while searching.
    public var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    public var hidesNavigationBarDuringPresentation = true

    /// A search controller showing its results in `searchResultsController` (nil: in place).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        connectSearchBar()
    }

    /// A search controller showing its results in place; the coder is not read (see
    /// ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
        connectSearchBar()
    }

    private func connectSearchBar() {
        searchBar.onUserEdit = { [weak self] in
            guard let self else { return }
            self.isActive = true
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
    }
}

/// What is told of a search's changes, as UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed or searching started or ended.
    func updateSearchResults(for searchController: SearchController)
}

/// The field of a search controller, as UIKit's `UISearchBar`.
@MainActor
open class SearchBar: View {
    /// The text typed; nil at first. Setting it in code tells nobody, as in UIKit.
    public var text: String?
    /// The grey text shown while it is empty.
    public var placeholder: String?
    /// Told when the user edits the text.
    var onUserEdit: (@MainActor () -> Void)?

    /// An empty bar of `frame` (`SearchBar()` makes one of a zero frame).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The user typed `text` in place of what was there: the results updater is told.
    package func userTyped(_ text: String) {
        self.text = text
        onUserEdit?()
    }
}
