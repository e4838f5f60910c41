import Foundation
import TableLiaison

extension ScrollHarness {
    /// Long-presses a row on screen and opens its context menu, as a finger holding the row
    /// does; returns the names of the menu's actions, depth-first, as
    /// `TableView.visibleContextMenuActions`: an action in a submenu that shows as an item
    /// is named by the submenus' titles and its own, joined by `" > "` (`"Share > Mail"`).
    /// - Throws: `ScrollHarnessError.noSuchRow`, `.rowNotOnScreen`, or `.noContextMenu` when
    ///   the delegate gives no menu for the row (nothing is left open).
    @discardableResult
    public func longPress(row: IndexPath) throws -> [String] {
        try requireRowOnScreen(row)
        return try gesture("longPress(row: \(row.harnessDescription))") {
            // Asking the delegate is how a finger learns there is no menu: no frame ticks then.
            let titles = try tableView.openContextMenu(forRowAt: row)
            guard tableView.contextMenuRow != nil else { throw ScrollHarnessError.noContextMenu(row) }
            tick {}
            return titles
        }
    }

    /// Chooses an action of the open context menu, in its submenus too: the menu closes and
    /// the action runs. `title` is either an action's full name as ``longPress(row:)`` lists
    /// it (`"Share > Mail"`, submenu titles then the action's), or an action's own title,
    /// which chooses the first action of that title depth-first (`"Mail"`). A full name is
    /// looked for first.
    /// - Throws: `ScrollHarnessError.noSuchContextMenuAction` when no menu is open or it has
    ///   no such action; what the action's handler makes the table or the liaison throw.
    public func chooseContextMenuAction(_ title: String) throws {
        let offered = tableView.visibleContextMenuActions
        let paths = tableView.contextMenuActionPaths
        guard let index = offered.firstIndex(of: title) ?? paths.firstIndex(where: { $0.last == title }) else {
            throw ScrollHarnessError.noSuchContextMenuAction(title: title, offered: offered)
        }
        try gesture("chooseContextMenuAction(\(title.debugDescription))") {
            try tick { try tableView.chooseContextMenuAction(at: index) }
        }
    }

    /// Taps the title `title` of the section index: the table scrolls the section it names
    /// to the top. Returns the section.
    /// - Throws: `ScrollHarnessError.noSuchSectionIndexTitle` when the index does not show
    ///   `title`; what the table throws while scrolling.
    @discardableResult
    public func tapSectionIndexTitle(_ title: String) throws -> Int {
        let titles = tableView.sectionIndexTitles
        guard let index = titles.firstIndex(of: title) else {
            throw ScrollHarnessError.noSuchSectionIndexTitle(title, offered: titles)
        }
        var section = 0
        try gesture("tapSectionIndexTitle(\(title.debugDescription))") {
            try tick { section = try tableView.tapSectionIndexTitle(at: index) }
        }
        return section
    }
}
