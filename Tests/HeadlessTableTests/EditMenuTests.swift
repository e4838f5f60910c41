import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A source whose rows offer copy (and, when asked, the app's rename), recording the edit-menu
/// calls.
@MainActor
private final class CopyingSource: TableViewDataSource, TableViewDelegate {
    var events: [String] = []
    var showsMenu = true

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldShow \(indexPath.row)")
        return showsMenu
    }

    func tableView(
        _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        action == Selector("copy:") || action == Selector("rename:")
    }

    func tableView(
        _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        events.append("perform \(action) \(indexPath.row) from menu \(sender is MenuController)")
    }
}

/// A delegate that implements none of the edit-menu methods.
@MainActor
private final class PlainDelegate: TableViewDelegate {}

@MainActor
struct EditMenuTests {
    private let source = CopyingSource()
    private let table: TableView

    init() throws {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
    }

    /// The shared menu as a fresh app has it. Called first in each test's body, not in
    /// `init`: the tests of every suite run in parallel on the main actor, and another one may
    /// run between a suite's `init` and its test (a test body without `await` runs whole).
    private func resetSharedMenu() {
        MenuController.shared.hideMenu()
        MenuController.shared.menuItems = nil
    }

    @Test func theDelegatesEditMenuDefaultsAreUIKits() {
        let delegate = PlainDelegate()
        let row = IndexPath(row: 0, section: 0)
        #expect(!delegate.tableView(table, shouldShowMenuForRowAt: row))
        #expect(!delegate.tableView(table, canPerformAction: Selector("copy:"), forRowAt: row, withSender: nil))
        delegate.tableView(table, performAction: Selector("copy:"), forRowAt: row, withSender: nil)
    }

    @Test func aLongPressShowsTheActionsTheDelegateAllowsAndChoosingOnePerformsIt() throws {
        resetSharedMenu()
        let offered = try table.openEditMenu(forRowAt: IndexPath(row: 2, section: 0))
        expectEqual(offered, [Selector("copy:")])
        let menu = MenuController.shared
        #expect(menu.isMenuVisible && menu.targetView === table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(throws: TableViewError.editMenuActionNotOffered(action: "paste:", offered: ["copy:"])) {
            try table.chooseEditMenuAction(Selector("paste:"))
        }
        try table.chooseEditMenuAction(Selector("copy:"))
        #expect(!menu.isMenuVisible)
        expectEqual(source.events, ["shouldShow 2", "perform copy: 2 from menu true"])
        #expect(throws: TableViewError.noEditMenuOpen) { try table.chooseEditMenuAction(Selector("copy:")) }
    }

    @Test func theAppsMenuItemsAreOfferedWhenTheCellCanPerformThem() throws {
        resetSharedMenu()
        MenuController.shared.menuItems = [MenuItem(title: "Rename", action: Selector("rename:"))]
        defer { MenuController.shared.menuItems = nil }
        let offered = try table.openEditMenu(forRowAt: IndexPath(row: 0, section: 0))
        expectEqual(offered, [Selector("copy:"), Selector("rename:")])
        MenuController.shared.hideMenu()
    }

    @Test func aDelegateThatAnswersFalseShowsNoMenu() throws {
        resetSharedMenu()
        source.showsMenu = false
        expectEqual(try table.openEditMenu(forRowAt: IndexPath(row: 1, section: 0)), [])
        #expect(!MenuController.shared.isMenuVisible)
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 99, section: 0), rowCount: 30)) {
            try table.openEditMenu(forRowAt: IndexPath(row: 99, section: 0))
        }
    }

    @Test func aRowOffScreenShowsTheMenuOverTheTableAtItsRectangle() throws {
        resetSharedMenu()
        let row = IndexPath(row: 25, section: 0)
        expectEqual(try table.openEditMenu(forRowAt: row), [Selector("copy:")])
        #expect(MenuController.shared.targetView === table)
        expectEqual(MenuController.shared.targetRect, table.rectForRow(at: row))
        try table.chooseEditMenuAction(Selector("copy:"))
        expectEqual(source.events.last, "perform copy: 25 from menu true")
    }
}
