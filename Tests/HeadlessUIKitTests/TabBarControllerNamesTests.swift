import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An inbox screen as apps write one: it badges its tab with the unread count and answers
/// which tab it is in.
@MainActor
private final class InboxViewController: UITableViewController {
    let messages = ["Hello", "Invoice", "Lunch?"]
    private(set) var tabIndexSeen: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.tabBarItem.badgeValue = "\(messages.count)"
        tabIndexSeen.append(tabBarController?.selectedIndex ?? -1)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // "Invoice" belongs in the archive: the screen sends the user there.
        if indexPath.row == 1 { tabBarController?.selectedIndex = 1 }
    }
}

@MainActor
struct TabBarControllerNamesTests {
    @Test func anAppsTabBarControllerOfNavigationControllersBadgesAndSwitchesTabs() throws {
        let inbox = InboxViewController(style: .plain)
        let inboxNavigation = UINavigationController(rootViewController: inbox)
        inboxNavigation.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        let archive = UIViewController()
        archive.title = "Archive"
        let archiveNavigation = UINavigationController(rootViewController: archive)
        archiveNavigation.tabBarItem = UITabBarItem(title: "Archive", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([inboxNavigation, archiveNavigation], animated: false)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        tabs.tabBar.unselectedItemTintColor = .gray
        let harness = ScrollHarness(rootViewController: tabs)

        expectEqual(tabs.tabBar.items?.map(\.badgeValue), ["3", nil])
        #expect(harness.render().hasSuffix("tabs: [Inbox (3)] Archive"))
        try harness.tap(row: IndexPath(row: 1, section: 0))
        expectEqual(tabs.selectedIndex, 1)
        #expect(harness.topViewController === archive)
        try harness.tapTab("Inbox")
        expectEqual(inbox.tabIndexSeen, [0, 0])
        #expect(tabs.selectedViewController === inboxNavigation)
        #expect(tabs.tabBar.scrollEdgeAppearance === appearance)
    }
}
