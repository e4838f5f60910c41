import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// Types `text` into the search bar of the screen on top (its
    /// `navigationItem.searchController`), as a user would, in one frame: the bar begins
    /// editing if it was not (the bar's delegate is asked `searchBarShouldBeginEditing` and
    /// told `searchBarTextDidBeginEditing`; the search controller becomes active and its
    /// `searchResultsUpdater` is told), then each character is appended in turn: the delegate
    /// may refuse it (`searchBar(_:shouldChangeTextIn:replacementText:)`), else the text
    /// changes, the delegate is told `searchBar(_:textDidChange:)` and the results updater
    /// `updateSearchResults(for:)`. Logged as `.searchTyped` (what was typed, and the
    /// screen). When the delegate refuses to begin editing, nothing is typed and the event
    /// says so. To type another query, ``cancelSearch()`` first.
    /// - Throws: `ScrollHarnessError.noSearchBar` when the screen on top has no search
    ///   controller; `.blockedByAlert` under an alert; what the screen met, as any gesture.
    public func typeInSearchBar(_ text: String) throws {
        let (screen, search) = try searchControllerOnTop()
        try gesture("typeInSearchBar(\"\(text)\")", requiresTable: false) {
            tick {
                let bar = search.searchBar
                guard bar.userBeginsEditing() else {
                    record(.searchTyped, detail: "\"\(text)\" on \(Self.name(screen)): refused, editing did not begin")
                    return
                }
                record(.searchTyped, detail: "\"\(text)\" on \(Self.name(screen))")
                bar.userTypes(text)
            }
        }
    }

    /// Taps the Cancel button of the top screen's search bar, as a user would, in one frame:
    /// the bar's delegate is told `searchBarCancelButtonClicked` (and
    /// `searchBarTextDidEndEditing` while editing), the text is cleared and the search
    /// controller stops being active, its `searchResultsUpdater` told once. Logged as
    /// `.searchCancelled`.
    /// - Throws: `ScrollHarnessError.noSearchBar` when the screen on top has no search
    ///   controller; `.noSearchCancelButton` when no Cancel button shows (searching is not
    ///   active and the bar's `showsCancelButton` is off); `.blockedByAlert` under an alert.
    public func cancelSearch() throws {
        let (screen, search) = try searchControllerOnTop()
        guard search.searchBar.showsCancelButtonNow else {
            throw ScrollHarnessError.noSearchCancelButton(screen: Self.name(screen))
        }
        try gesture("cancelSearch()", requiresTable: false) {
            tick {
                record(.searchCancelled, detail: Self.name(screen))
                search.searchBar.userTapsCancel()
            }
        }
    }

    /// The text of the top screen's search bar; nil when the screen on top has no search
    /// controller or nothing was typed yet.
    public var searchText: String? { screenUnderAlert?.navigationItem.searchController?.searchBar.text }

    /// The screen on top and its search controller.
    private func searchControllerOnTop() throws -> (ViewController, SearchController) {
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        guard let screen = screenUnderAlert, let search = screen.navigationItem.searchController else {
            throw ScrollHarnessError.noSearchBar(screen: screenUnderAlert.map(Self.name) ?? "the table (no screen is hosted)")
        }
        return (screen, search)
    }
}
