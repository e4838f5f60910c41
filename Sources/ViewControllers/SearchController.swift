import Foundation
import VirtualTableView

/// A search bar and the controller showing its results, as UIKit's `UISearchController`:
/// put it in `navigationItem.searchController`; its ``searchResultsUpdater`` is told when
/// searching starts, each time the user changes the search text, and when searching ends.
@MainActor
open class SearchController: ViewController, SearchBarOwning {
    /// The bar the user types in.
    public let searchBar = SearchBar()
    /// The controller showing the results; nil shows them in the searched screen itself.
    public let searchResultsController: ViewController?
    /// Told when the search text changes or searching starts or ends.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Whether the search is active (the bar is being typed in). Setting it tells
    /// ``searchResultsUpdater`` when it changes, as UIKit does.
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
        searchBar.owner = self
    }

    /// A search controller showing its results in place; the coder is not read (see
    /// ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
        searchBar.owner = self
    }

    /// The user began editing the bar: searching starts (the updater is told, the text as it is).
    package func userBeganSearching() { isActive = true }

    /// The user changed the text: the updater is told.
    package func userChangedText() { searchResultsUpdater?.updateSearchResults(for: self) }

    /// The user tapped Cancel: the text is cleared and searching ends (the updater is told
    /// once, the text empty), as UIKit's search controller does.
    package func userCancelled() {
        searchBar.text = ""
        if isActive {
            isActive = false
        } else {
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }
}

/// What is told of a search's changes, as UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed or searching started or ended.
    func updateSearchResults(for searchController: SearchController)
}
