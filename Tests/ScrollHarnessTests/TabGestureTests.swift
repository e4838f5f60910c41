import Foundation
import TableLiaison
import TestSupport
import Testing
import ViewControllers

@testable import ScrollHarness

/// A mailbox list that writes down the rows tapped and pushes a message for each.
@MainActor
private final class MailboxList: TableViewController {
    let rows: [String]
    var tapped: [String] = []
    init(_ title: String, rows: [String]) {
        self.rows = rows
        super.init(style: .plain)
        self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tapped.append(rows[indexPath.row])
        let message = ViewController()
        message.title = rows[indexPath.row]
        navigationController?.pushViewController(message, animated: true)
    }
}

@MainActor
struct TabGestureTests {
    private final class RefusingDelegate: TabBarControllerDelegate {
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            viewController.tabBarItem.title != "Archive"
        }
    }

    private func mailbox() -> (ScrollHarness, TabBarController, MailboxList, MailboxList) {
        let inbox = MailboxList("Inbox", rows: ["Hello", "Invoice"])
        let archive = MailboxList("Archive", rows: ["Old news"])
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, archive].map { list in
            let navigation = NavigationController(rootViewController: list)
            navigation.tabBarItem = TabBarItem(title: list.title, image: nil, tag: 0)
            return navigation
        }
        return (ScrollHarness(rootViewController: tabs, size: CGSize(width: 320, height: 200)), tabs, inbox, archive)
    }

    @Test func tappingATabSwitchesTheTableTheHarnessDrives() throws {
        let (harness, tabs, inbox, archive) = mailbox()
        expectEqual(harness.tabTitles, ["Inbox", "Archive"])
        // The table fills the screen above the tab bar.
        expectEqual(inbox.tableView.frame.height, 200 - TabBar.height)
        #expect(harness.render().hasSuffix("tabs: [Inbox] Archive"))
        try harness.tapTab("Archive")
        expectEqual(tabs.selectedIndex, 1)
        #expect(harness.topViewController === archive)
        try harness.tap(row: IndexPath(row: 0, section: 0))
        harness.advance(frames: 30)
        expectEqual(archive.tapped, ["Old news"])
        expectEqual(inbox.tapped, [])
        try harness.tapTab(at: 0)
        #expect(harness.topViewController === inbox)
        #expect(harness.render().hasSuffix("tabs: [Inbox] Archive"))
        expectEqual(
            harness.events(.tabTapped, .tabSelected).map { "\($0.kind) \($0.detail ?? "")" },
            [
                "tabTapped Archive", "tabSelected Archive in TabBarController",
                "tabTapped Inbox", "tabSelected Inbox in TabBarController",
            ])
    }

    @Test func codeSelectingATabMovesTheHarnessToo() {
        let (harness, tabs, _, archive) = mailbox()
        tabs.tabBar.items?.first?.badgeValue = "3"
        tabs.selectedIndex = 1
        #expect(harness.topViewController === archive)
        #expect(harness.render().hasSuffix("tabs: Inbox (3) [Archive]"))
    }

    @Test func tappingTheSelectedTabPopsItsNavigationControllerToTheRoot() throws {
        let (harness, tabs, inbox, _) = mailbox()
        try harness.tap(row: IndexPath(row: 1, section: 0))
        harness.advance(frames: 30)
        expectEqual(harness.navigationStack.count, 2)
        try harness.tapTab("Inbox")
        harness.advance(frames: 30)
        expectEqual(harness.navigationStack.map(ObjectIdentifier.init), [ObjectIdentifier(inbox)])
        expectEqual(tabs.selectedIndex, 0)
        expectEqual(harness.events(.tabTapped, .popped, .tabSelected).map(\.kind), [.tabTapped, .popped])
    }

    @Test func aTabTheDelegateRefusesStaysUnselected() throws {
        let (harness, tabs, inbox, _) = mailbox()
        let delegate = RefusingDelegate()
        tabs.delegate = delegate
        try harness.tapTab("Archive")
        expectEqual(tabs.selectedIndex, 0)
        #expect(harness.topViewController === inbox)
        expectEqual(harness.events(.tabTapped, .tabRefused, .tabSelected).map(\.kind), [.tabTapped, .tabRefused])
    }

    @Test func missingTabsAndTabBarsAreTypedErrors() {
        let (harness, tabs, _, _) = mailbox()
        #expect(throws: ScrollHarnessError.noSuchTab(title: "Spam", offered: ["Inbox", "Archive"])) {
            try harness.tapTab("Spam")
        }
        #expect(throws: ScrollHarnessError.noSuchTab(title: "at index 2", offered: ["Inbox", "Archive"])) {
            try harness.tapTab(at: 2)
        }
        tabs.viewControllers?[1].tabBarItem.isEnabled = false
        #expect(throws: ScrollHarnessError.tabDisabled(title: "Archive")) { try harness.tapTab("Archive") }
        tabs.tabBar.isHidden = true
        #expect(throws: ScrollHarnessError.noTabBar(screen: "MailboxList \"Inbox\"")) { try harness.tapTab("Archive") }
        let plain = ScrollHarness(rootViewController: NavigationController(rootViewController: MailboxList("Solo", rows: [])))
        #expect(throws: ScrollHarnessError.noTabBar(screen: "MailboxList \"Solo\"")) { try plain.tapTab(at: 0) }
        expectEqual(harness.events(.tabTapped).count, 0)
    }
}
