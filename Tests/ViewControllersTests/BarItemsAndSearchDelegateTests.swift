import Foundation
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

@MainActor
final class SearchDelegateLog: SearchControllerDelegate, SearchResultsUpdating {
    var calls: [String] = []
    func presentSearchController(_ searchController: SearchController) { calls.append("present") }
    func willPresentSearchController(_ searchController: SearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { calls.append("didDismiss") }
    func updateSearchResults(for searchController: SearchController) {
        calls.append("update\(searchController.isActive ? " active" : "")")
    }
}

@MainActor
struct BarItemsAndSearchDelegateTests {
    @Test func theBarsTopAndBackItemsFollowTheNavigationStack() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        #expect(bar.topItem === root.navigationItem)
        #expect(bar.backItem == nil, "nothing to go back to at the root")
        let detail = ViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(bar.topItem === detail.navigationItem)
        #expect(bar.backItem === root.navigationItem)
        navigation.popViewController(animated: false)
        #expect(bar.topItem === root.navigationItem && bar.backItem == nil)
        #expect(NavigationBar(frame: .zero).topItem == nil, "a bar of its own has no items headless")
    }

    @Test func activatingAndEndingASearchTellsTheDelegateAroundTheUpdater() {
        let log = SearchDelegateLog()
        let search = SearchController(searchResultsController: nil)
        search.delegate = log
        search.searchResultsUpdater = log
        #expect(search.searchBar.userBeginsEditing())
        expectEqual(log.calls, ["present", "willPresent", "update active", "didPresent"])
        log.calls.removeAll()
        search.searchBar.userTapsCancel()
        expectEqual(log.calls, ["willDismiss", "update", "didDismiss"])
        log.calls.removeAll()
        search.isActive = false
        expectEqual(log.calls, [], "no change, no calls")
    }

    @Test func theSearchControllersDelegateIsHeldWeakly() {
        let search = SearchController(searchResultsController: nil)
        do {
            let log = SearchDelegateLog()
            search.delegate = log
        }
        #expect(search.delegate == nil)
    }

    @Test func aTableViewControllerSubclassGivesTheTableItsIndentationLevels() throws {
        final class Outline: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
                indexPath.row * 2
            }
        }
        let outline = Outline(style: .plain)
        outline.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        try outline.tableView.layoutIfNeededOrThrow()
        expectEqual(outline.tableView.visibleCells.map(\.indentationLevel), [0, 2, 4])
    }

    @Test func aControllerComesInCoveringVerticallyUnlessToldOtherwise() {
        let controller = ViewController()
        expectEqual(controller.modalTransitionStyle, .coverVertical)
        controller.modalTransitionStyle = .crossDissolve
        expectEqual(controller.modalTransitionStyle.rawValue, 2)
        expectEqual(ModalTransitionStyle.partialCurl.rawValue, 3)
    }
}
