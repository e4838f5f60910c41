import Foundation
import TableLiaison
import TestSupport
import Testing

// Sources/TableLiaison/TableLiaison.docc/MigratingFromOKTableViewLiaison.md: its code, and the spellings its tables give,
// compiled and run.

@MainActor
private final class PostStore {
    var posts: [Post] = [Post(author: "bear", caption: "Fishing")]
    func remove(_ post: Post) { posts.removeAll { $0.caption == post.caption } }
}

@MainActor
struct MigrationGuideTests {
    @Test func theGuidesScreenRunsAsWritten() throws {
        let store = PostStore()
        let post = store.posts[0]
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

        let row = Row<PostCell, Post>(post, editingStyle: .delete)
        row.set(height: .height, 60)
        row.set(command: .configuration) { cell, post, _ in cell.caption.text = post.caption }
        row.set(command: .delete) { _, post, _ in store.remove(post) }

        let header = SectionComponent<TableViewHeaderFooterView, String>("Today")
        header.set(height: .height, 40)

        let liaison = Liaison(sections: [
            Section(rows: [row], componentDisplayOption: .header(component: header))
        ])
        liaison.liaise(tableView: tableView)
        try tableView.layoutIfNeededOrThrow()
        // Below the 40-point header and UIKit's automatic 22 points of padding above it.
        #expect(
            try tableView.checking { _ in tableView.rectForRow(at: IndexPath(row: 0, section: 0)) }
                == CGRect(x: 0, y: 22 + 40, width: 375, height: 60))
        try liaison.deleteRow(at: IndexPath(row: 0, section: 0))
        #expect(store.posts.isEmpty)
        #expect(liaison.sections[0].rows.isEmpty)
    }

    /// Every liaison method of the guide's first table, with its spelling here, in a sequence
    /// whose result is checked after each step.
    @Test func everyLiaisonMethodTheGuideNamesHasThatSpelling() throws {
        let liaison = Liaison(sections: [section(["a", "b"])], paginationRow: PaginationRow())
        let table = try makeTable(liaison)
        try liaison.append(rows: [textRow("c")], to: 0, animation: .fade, animated: true)
        try liaison.append(row: textRow("d"), to: 0, animation: .fade, animated: true)
        try liaison.insert(row: textRow("x"), at: IndexPath(row: 0, section: 0), animation: .top, animated: true)
        try liaison.insert(rows: [IndexPath(row: 1, section: 0): textRow("y")], animation: .top, animated: true)
        expectEqual(model(liaison), [["x", "y", "a", "b", "c", "d"]])
        try liaison.deleteRows(at: [IndexPath(row: 0, section: 0)], animation: .left, animated: true)
        try liaison.deleteRow(at: IndexPath(row: 0, section: 0), animation: .left, animated: false)
        try liaison.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        try liaison.reloadRow(at: IndexPath(row: 0, section: 0), with: .none)
        try liaison.replaceRow(at: IndexPath(row: 0, section: 0), with: textRow("A"), animation: .fade, animated: true)
        try liaison.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), animation: .fade, animated: true)
        try liaison.swapRow(
            at: IndexPath(row: 0, section: 0), with: IndexPath(row: 1, section: 0), animation: .fade, animated: true)
        expectEqual(model(liaison), [["c", "b", "A", "d"]])
        try liaison.append(sections: [section(["s1"])], animation: .fade, animated: true)
        try liaison.append(section: section(["s2"]), animation: .fade, animated: true)
        try liaison.insert(sections: [section(["s0"])], startingAt: 0, animation: .fade, animated: true)
        try liaison.insert(section: section(["top"]), at: 0, animation: .fade, animated: true)
        expectEqual(model(liaison), [["top"], ["s0"], ["c", "b", "A", "d"], ["s1"], ["s2"]])
        try liaison.emptySection(at: 2, animation: .fade, animated: true)
        try liaison.deleteSection(at: 0, animation: .fade, animated: true)
        try liaison.replaceSection(at: 0, with: section(["r"]), animation: .fade, animated: true)
        try liaison.reloadSection(at: 0, with: .none)
        try liaison.moveSection(at: 0, to: 2, animation: .fade, animated: true)
        try liaison.swapSection(at: 0, with: 1, animation: .fade, animated: true)
        expectEqual(model(liaison), [["s1"], [], ["r"], ["s2"]])
        try liaison.scroll(to: IndexPath(row: 0, section: 3), at: .none, animated: true)
        try liaison.reloadVisibleRows()
        liaison.reloadData()
        liaison.toggleIsEditing()
        #expect(table.isEditing)
        expectEqual((liaison.row(at: IndexPath(row: 0, section: 2)) as? Row<TestCell, String>)?.model, "r")
        #expect(liaison.row(at: IndexPath(row: 0, section: 1)) == nil)
        try liaison.clearSections(replacedBy: [section(["fresh"])], animation: .fade, animated: true)
        expectEqual(model(liaison), [["fresh"]])
        try table.layoutIfNeededOrThrow()
        expectEqual(visibleTexts(table), ["fresh"])
        liaison.detach()
        #expect(table.dataSource == nil)
    }

    @Test func clearingAnEmptyLiaisonStillShowsTheReplacement() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.clearSections(replacedBy: [section(["new"])])
        try table.layoutIfNeededOrThrow()
        expectEqual(visibleTexts(table), ["new"])
        expectEqual(table.updateHistory.last?.operations, [.insertSections(IndexSet(integer: 0), .automatic)])
    }

    @Test func insertingSectionsTellsTheTableOfExactlyThoseSections() throws {
        let liaison = Liaison(sections: [section(["a"])])
        let table = try makeTable(liaison)
        try liaison.insert(sections: [section(["x"]), section(["y"])], startingAt: 0)
        expectEqual(table.updateHistory.last?.operations, [.insertSections(IndexSet(integersIn: 0..<2), .automatic)])
        expectEqual(visibleTexts(table), ["x", "y", "a"])
    }
}
