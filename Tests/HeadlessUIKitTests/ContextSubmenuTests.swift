import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A list written for UIKit whose context menu mixes actions and submenus: a "Share"
/// submenu shown as an item, an inline group, and a top-level "Mail" after the submenu's.
@MainActor
private final class SubmenuList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var chosen: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            self?.menu()
        }
    }

    func menu() -> UIMenu {
        let record: (String) -> @MainActor (UIAction) -> Void = { name in
            { [weak self] action in self?.chosen.append("\(name) from \(action.title), sender nil: \(action.sender == nil)") }
        }
        let share = UIMenu(
            title: "Share", subtitle: "Send a copy",
            children: [
                UIAction(title: "Mail", handler: record("share mail")),
                UIAction(title: "Messages", handler: record("share messages")),
            ])
        let group = UIMenu(title: "Group", options: .displayInline, children: [UIAction(title: "Pin", handler: record("pin"))])
        let elements: [UIMenuElement] = [
            UIAction(title: "Copy", handler: record("copy")), share, group, UIAction(title: "Mail", handler: record("top mail")),
        ]
        return UIMenu(title: "", children: elements)
    }
}

/// UIKit's `UIMenu.children` are `UIMenuElement`s: actions and submenus. The harness lists
/// and chooses the actions inside submenus.
@MainActor
struct ContextSubmenuTests {
    @Test func aMenuMixesActionsAndSubmenusThroughUIKitsNames() {
        let menu = SubmenuList().menu()
        expectEqual(menu.children.map(\.title), ["Copy", "Share", "Group", "Mail"])
        let share = menu.children[1] as? UIMenu
        expectEqual(share?.subtitle, "Send a copy")
        #expect(share?.children.compactMap { ($0 as? UIAction)?.title } == ["Mail", "Messages"])
        #expect(menu.children[0] is UIAction)
    }

    @Test func longPressListsSubmenuActionsUnderTheSubmenuTitleAndInlineOnesFlat() throws {
        let list = SubmenuList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = list
        table.delegate = list
        let harness = ScrollHarness(tableView: table)
        #expect(
            try harness.longPress(row: IndexPath(row: 1, section: 0))
                == ["Copy", "Share > Mail", "Share > Messages", "Pin", "Mail"])
        expectEqual(table.visibleContextMenuActions, ["Copy", "Share > Mail", "Share > Messages", "Pin", "Mail"])
    }

    @Test func anActionInASubmenuIsChosenByItsFullNameOrFirstByItsTitle() throws {
        let list = SubmenuList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = list
        table.delegate = list
        let harness = ScrollHarness(tableView: table)
        let row = IndexPath(row: 0, section: 0)
        try harness.longPress(row: row)
        try harness.chooseContextMenuAction("Share > Mail")
        // A full name is looked for first: "Mail" is the top-level action's.
        try harness.longPress(row: row)
        try harness.chooseContextMenuAction("Mail")
        // A title alone finds the first action of that title, depth-first.
        try harness.longPress(row: row)
        try harness.chooseContextMenuAction("Messages")
        try harness.longPress(row: row)
        try harness.chooseContextMenuAction("Pin")
        #expect(
            list.chosen == [
                "share mail from Mail, sender nil: true", "top mail from Mail, sender nil: true",
                "share messages from Messages, sender nil: true", "pin from Pin, sender nil: true",
            ])
        #expect(table.contextMenuRow == nil)
        try harness.longPress(row: row)
        #expect(throws: ScrollHarnessError.noSuchContextMenuAction(title: "Share", offered: table.visibleContextMenuActions)) {
            try harness.chooseContextMenuAction("Share")
        }
    }

    @Test func anActionAControlSentHasNoSenderWhenChosenFromAMenu() throws {
        var senders: [Bool] = []
        let copy = UIAction(title: "Copy") { action in senders.append(action.sender == nil) }
        let button = UIButton(type: .system, primaryAction: nil)
        button.addAction(copy, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let list = SubmenuList()
        table.dataSource = list
        let menuDelegate = OneActionMenu(action: copy)
        table.delegate = menuDelegate
        try table.openContextMenu(forRowAt: IndexPath(row: 0, section: 0))
        try table.chooseContextMenuAction(at: 0)
        // The same action: the control's send set its sender, the menu clears it (UIKit: nil from a menu).
        expectEqual(senders, [false, true])
    }
}

/// A delegate whose menu, inside a submenu, holds one given action.
@MainActor
private final class OneActionMenu: NSObject, UITableViewDelegate {
    let action: UIAction
    init(action: UIAction) { self.action = action }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [action] _ in
            UIMenu(children: [UIMenu(title: "Edit", children: [action])])
        }
    }
}
