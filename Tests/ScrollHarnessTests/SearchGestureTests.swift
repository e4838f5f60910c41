import Foundation
import TableLiaison
import TestSupport
import Testing
import ViewControllers

@testable import ScrollHarness

/// A list of fruits filtered by the text of its navigation item's search bar, as table screens
/// write search: the screen is the results updater and the bar's delegate, and writes down
/// every call it gets, in order.
@MainActor
final class FruitListController: TableViewController, SearchResultsUpdating, SearchBarDelegate {
    static let fruits = ["Apple", "Banana", "Cherry", "Mango", "Orange", "Papaya"]
    private(set) var shown = FruitListController.fruits
    var calls: [String] = []
    /// What the delegate refuses: a character typed, or editing itself.
    var refusedCharacters: Set<String> = []
    var refusesEditing = false
    /// The planted bug: a search of one letter is not filtered ("too short to narrow much").
    var skipsOneLetterSearches = false
    let search = SearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        search.searchResultsUpdater = self
        search.searchBar.delegate = self
        navigationItem.searchController = search
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(ViewController(), animated: true)
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        calls.append("update \"\(text)\"\(searchController.isActive ? " active" : "")")
        if skipsOneLetterSearches && text.count == 1 { return }
        shown = text.isEmpty ? Self.fruits : Self.fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        calls.append("shouldBeginEditing")
        return !refusesEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBeginEditing") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location) \"\(text)\"")
        return !refusedCharacters.contains(text)
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { calls.append("textDidChange \"\(searchText)\"") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancelClicked") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { calls.append("didEndEditing") }
}

@MainActor
struct SearchGestureTests {
    func hosted() -> (FruitListController, ScrollHarness) {
        let list = FruitListController()
        let harness = ScrollHarness(
            rootViewController: NavigationController(rootViewController: list), size: CGSize(width: 320, height: 480))
        return (list, harness)
    }

    func visibleTexts(_ harness: ScrollHarness) -> [String] {
        (harness.tableView.indexPathsForVisibleRows ?? []).compactMap { harness.tableView.cellForRow(at: $0)?.textLabel?.text }
    }

    @Test func typingInTheSearchBarFiltersTheListAsAUserTypingWould() throws {
        let (list, harness) = hosted()
        expectEqual(visibleTexts(harness), FruitListController.fruits)
        try harness.typeInSearchBar("an")
        expectEqual(visibleTexts(harness), ["Banana", "Mango", "Orange"])
        expectEqual(harness.searchText, "an")
        #expect(list.search.isActive)
        #expect(list.search.searchBar.isEditing)
        // UISearchBarDelegate then UISearchResultsUpdating, one character at a time.
        #expect(
            list.calls == [
                "shouldBeginEditing", "didBeginEditing", "update \"\" active",
                "shouldChange 0 \"a\"", "textDidChange \"a\"", "update \"a\" active",
                "shouldChange 1 \"n\"", "textDidChange \"an\"", "update \"an\" active",
            ])
        expectEqual(harness.events(.searchTyped).map(\.detail), ["\"an\" on FruitListController \"Fruits\""])
        // Typing more appends, without beginning again.
        list.calls = []
        try harness.typeInSearchBar("g")
        expectEqual(visibleTexts(harness), ["Mango", "Orange"])
        expectEqual(list.calls, ["shouldChange 2 \"g\"", "textDidChange \"ang\"", "update \"ang\" active"])
    }

    @Test func cancellingTheSearchClearsTheTextAndShowsEveryRowAgain() throws {
        let (list, harness) = hosted()
        try harness.typeInSearchBar("ch")
        expectEqual(visibleTexts(harness), ["Cherry"])
        list.calls = []
        try harness.cancelSearch()
        expectEqual(list.calls, ["cancelClicked", "didEndEditing", "update \"\""])
        expectEqual(visibleTexts(harness), FruitListController.fruits)
        expectEqual(harness.searchText, "")
        #expect(!list.search.isActive)
        #expect(!list.search.searchBar.isEditing)
        expectEqual(harness.events(.searchTyped, .searchCancelled).map(\.kind), [.searchTyped, .searchCancelled])
        // No Cancel button shows once searching ended.
        #expect(throws: ScrollHarnessError.noSearchCancelButton(screen: "FruitListController \"Fruits\"")) {
            try harness.cancelSearch()
        }
    }

    @Test func theDelegateCanRefuseACharacterOrEditingItself() throws {
        let (list, harness) = hosted()
        list.refusedCharacters = ["1"]
        try harness.typeInSearchBar("a1p")
        expectEqual(harness.searchText, "ap")
        expectEqual(visibleTexts(harness), ["Apple", "Papaya"])
        #expect(list.calls.filter { $0.hasPrefix("textDidChange") } == ["textDidChange \"a\"", "textDidChange \"ap\""])

        let (refusing, second) = hosted()
        refusing.refusesEditing = true
        try second.typeInSearchBar("a")
        expectEqual(refusing.calls, ["shouldBeginEditing"])
        #expect(second.searchText == nil)
        #expect(!refusing.search.isActive)
        #expect(
            second.events(.searchTyped).map(\.detail) == [
                "\"a\" on FruitListController \"Fruits\": refused, editing did not begin"
            ])
    }

    @Test func aScreenWithoutASearchControllerIsATypedMissWithNothingChanged() throws {
        let (list, harness) = hosted()
        try harness.tap(row: IndexPath(row: 0, section: 0))
        expectEqual(harness.navigationStack.count, 2)
        let framesBefore = harness.frames.count
        #expect(throws: ScrollHarnessError.noSearchBar(screen: "ViewController")) { try harness.typeInSearchBar("a") }
        #expect(throws: ScrollHarnessError.noSearchBar(screen: "ViewController")) { try harness.cancelSearch() }
        expectEqual(harness.frames.count, framesBefore)
        #expect(list.calls.isEmpty)
        #expect(
            ScrollHarnessError.noSearchBar(screen: "ViewController").description
                == "ViewController shows no search bar; set its navigationItem.searchController to search")

        let bare = ScrollHarness(tableView: TableView(frame: .zero), liaison: nil, viewport: CGSize(width: 320, height: 480))
        #expect(throws: ScrollHarnessError.noSearchBar(screen: "the table (no screen is hosted)")) {
            try bare.typeInSearchBar("a")
        }
    }

    @Test func anAlertTakesTheTouchesMeantForTheSearchBar() throws {
        let (list, harness) = hosted()
        let alert = AlertController(title: "Hello", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        list.present(alert, animated: false)
        #expect(throws: ScrollHarnessError.blockedByAlert(title: "Hello")) { try harness.typeInSearchBar("a") }
        #expect(list.calls.isEmpty)
        try harness.tapAlertAction("OK")
        try harness.typeInSearchBar("a")
        expectEqual(harness.searchText, "a")
    }
}

/// The listing of the article "Testing navigation and alerts" on searching, run as written.
@MainActor
struct SearchingArticleTests {
    @Test func theSearchingListingFiltersAndRestoresTheList() throws {
        let harness = ScrollHarness(rootViewController: NavigationController(rootViewController: FruitListController()))
        try harness.typeInSearchBar("an")
        expectEqual(harness.searchText, "an")
        #expect(harness.tableView.numberOfRows(inSection: 0) == 3)  // Banana, Mango, Orange
        try harness.cancelSearch()
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 6)
    }
}

/// The explorer types into search bars when `.typeInSearchBar` has a weight.
@MainActor
struct SearchExplorationTests {
    /// Every row shown holds the search text.
    static let rowsMatchTheSearch = ExplorationCheck<FruitListController>.custom("rows match the search") { explored in
        let list = explored.screen
        let text = list.search.searchBar.text ?? ""
        guard let stray = list.shown.first(where: { !text.isEmpty && !$0.localizedCaseInsensitiveContains(text) }) else {
            return nil
        }
        return "\"\(stray)\" is shown for the search \"\(text)\""
    }

    func explorer(skipsOneLetterSearches: Bool) -> ScreenExplorer<FruitListController> {
        var weights = ExplorationGesture.defaultWeights
        weights[.typeInSearchBar] = 3
        weights[.cancelSearch] = 2
        return ScreenExplorer(checks: ExplorationCheck.standard + [Self.rowsMatchTheSearch], weights: weights) {
            let list = FruitListController()
            list.skipsOneLetterSearches = skipsOneLetterSearches
            let harness = ScrollHarness(
                rootViewController: NavigationController(rootViewController: list), size: CGSize(width: 320, height: 480))
            return ExploredScreen(screen: list, harness: harness)
        }
    }

    @Test func theExplorerFindsAOneLetterSearchLeftUnfilteredAndPrintsItAsATest() async throws {
        let result = try await explorer(skipsOneLetterSearches: true).explore(seed: 1, steps: 300)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "rows match the search")
        expectEqual(failure.steps.count, 1)
        guard case let .typeInSearchBar(text)? = failure.steps.first else {
            Issue.record("the shrunk repro is \(failure.steps)")
            return
        }
        expectEqual(text.count, 1)
        #expect(failure.harnessRepro == "try harness.typeInSearchBar(\(text.debugDescription))")
    }

    @Test func theFixedSearchPassesAndTheExplorerBothTypesAndCancels() async throws {
        let result = try await explorer(skipsOneLetterSearches: false).explore(seed: 1, steps: 300)
        #expect(result.failure == nil, "\(result.failure.map { $0.description + $0.message } ?? "")")
        let drawn = Set(result.steps.map(\.gesture))
        #expect(drawn.isSuperset(of: [.typeInSearchBar, .cancelSearch]))
    }

    @Test func searchIsNotInTheDefaultDrawSoSeededExplorationsKeepTheirSteps() {
        #expect(ExplorationGesture.defaultWeights[.typeInSearchBar] == nil)
        #expect(ExplorationGesture.defaultWeights[.cancelSearch] == nil)
    }
}
