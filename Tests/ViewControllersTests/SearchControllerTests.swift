import Foundation
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

@MainActor
final class SearchCallLog: SearchResultsUpdating, SearchBarDelegate {
    var calls: [String] = []
    func updateSearchResults(for searchController: SearchController) {
        calls.append("update \"\(searchController.searchBar.text ?? "nil")\"\(searchController.isActive ? " active" : "")")
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { calls.append("textDidChange \"\(searchText)\"") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancelClicked") }
}

@MainActor
struct SearchControllerTests {
    @Test func textSetInCodeTellsNobodyButActivatingTellsTheUpdater() {
        let log = SearchCallLog()
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = log
        search.searchBar.delegate = log
        search.searchBar.text = "code"
        #expect(log.calls.isEmpty)
        search.isActive = true
        search.isActive = true
        search.isActive = false
        expectEqual(log.calls, ["update \"code\" active", "update \"code\""])
    }

    @Test func aUserEditTellsTheDelegateThenTheUpdaterAndCancelEndsTheSearch() {
        let log = SearchCallLog()
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = log
        search.searchBar.delegate = log
        #expect(!search.searchBar.showsCancelButtonNow)
        #expect(search.searchBar.userBeginsEditing())
        #expect(search.searchBar.showsCancelButtonNow)
        expectEqual(search.searchBar.userTypes("ab"), 2)
        search.searchBar.userTapsCancel()
        #expect(
            log.calls == [
                "update \"nil\" active", "textDidChange \"a\"", "update \"a\" active", "textDidChange \"ab\"",
                "update \"ab\" active", "cancelClicked", "update \"\"",
            ])
        expectEqual(search.searchBar.text, "")
        #expect(!search.isActive)
    }

    @Test func aBarOutsideASearchControllerTellsOnlyItsDelegate() {
        let log = SearchCallLog()
        let bar = SearchBar()
        bar.delegate = log
        #expect(bar.userBeginsEditing())
        expectEqual(bar.userTypes("x"), 1)
        expectEqual(log.calls, ["textDidChange \"x\""])
        #expect(!bar.showsCancelButtonNow)
        bar.showsCancelButton = true
        #expect(bar.showsCancelButtonNow)
    }
}
