import Foundation
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell that ends its inline rename when it goes back to rest, as list screens do.
@MainActor
private final class RenamingCell: UITableViewCell {
    var states: [UInt] = []
    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        if state.isEmpty { states.append(0) } else { states.append(state.rawValue) }
    }
}

/// A settings list that indents its sub-options and fades its sheets in.
@MainActor
private final class OptionsList: UITableViewController, UISearchControllerDelegate {
    var events: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = RenamingCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "Sync" : "Over Wi-Fi only"
        return cell
    }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indexPath.row == 0 ? super.tableView(tableView, indentationLevelForRowAt: indexPath) : 1
    }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("will present") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("did dismiss") }
}

@MainActor
struct ButtonMenuAndCellStateNamesTests {
    @Test func aSortButtonWithAPrimaryMenuCompilesAndShowsItsMenuOnTap() {
        var picked: [String] = []
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: UIControl.State())
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        button.setBackgroundImage(UIImage(), for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "Newest") { _ in picked.append("Newest") },
            UIAction(title: "Oldest") { _ in picked.append("Oldest") },
        ])
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in picked.append("tap") }, for: .touchUpInside)
        #expect(button.currentBackgroundImage != nil)
        button.sendActions()
        expectEqual(button.visibleMenuActions, ["Newest", "Oldest"])
        #expect(button.chooseMenuAction("Oldest"))
        expectEqual(picked, ["Oldest"])
    }

    @Test func aListScreenReadsItsBarsIndicatorsAndCellStatesByUIKitsNames() throws {
        let list = OptionsList(style: .plain)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(list, animated: false)
        #expect(navigation.navigationBar.backItem != nil && navigation.navigationBar.topItem === list.navigationItem)
        list.modalTransitionStyle = .coverVertical
        list.tableView.scrollIndicatorInsets = .zero
        list.tableView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        list.tableView.automaticallyAdjustsScrollIndicatorInsets = false
        list.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        try list.tableView.layoutIfNeededOrThrow()
        expectEqual(list.tableView.visibleCells.map(\.indentationLevel), [0, 1])
        list.tableView.setEditing(true, animated: false)
        list.tableView.setEditing(false, animated: false)
        let cell = try #require(list.tableView.visibleCells.first as? RenamingCell)
        expectEqual(cell.states, [UITableViewCell.StateMask.showingEditControl.rawValue, 0])

        let search = UISearchController(searchResultsController: nil)
        search.delegate = list
        search.searchBar.backgroundImage = UIImage()
        search.isActive = true
        search.isActive = false
        expectEqual(list.events, ["will present", "did dismiss"])
        #expect(list.traitCollection.userInterfaceIdiom == .phone)
    }
}
