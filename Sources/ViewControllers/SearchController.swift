import Foundation
import VirtualTableView

/// A search bar and the controller showing its results, as UIKit's `UISearchController`:
/// put it in `navigationItem.searchController`; its ``searchResultsUpdater`` is told when
/// searching starts, each time the user changes the search text, and when searching ends.
@preconcurrency @MainActor
open class SearchController: ViewController, SearchBarOwning {
    /// The bar the user types in.
    public let searchBar = SearchBar()
    /// The controller showing the results; nil shows them in the searched screen itself.
    public let searchResultsController: ViewController?
    /// Told when the search text changes or searching starts or ends.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told as the search interface shows and goes away, as UIKit's `delegate`; held weakly.
    public weak var delegate: (any SearchControllerDelegate)?
    /// Whether the search is active (the bar is being typed in). Setting it tells
    /// ``searchResultsUpdater`` when it changes, as UIKit does, between the ``delegate``'s
    /// `will` and `did` calls (see ``SearchControllerDelegate``).
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.presentSearchController(self)
                delegate?.willPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
            }
            searchResultsUpdater?.updateSearchResults(for: self)
            if isActive {
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.didDismissSearchController(self)
            }
        }
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
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search text changed or searching started or ended.
    func updateSearchResults(for searchController: SearchController)
}
