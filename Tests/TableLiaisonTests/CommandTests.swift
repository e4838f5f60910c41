import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
struct CommandTests {
    let log = CommandLog()
    let liaison: Liaison
    let table: TableView

    init() throws {
        let log = self.log
        liaison = Liaison(sections: (0..<3).map { s in section((0..<8).map { "s\(s)r\($0)" }, log: log) })
        table = try makeTable(liaison)
        log.clear()
    }

    @Test func commandsReceiveTheCellTheModelAndTheIndexPath() throws {
        var received: [(TestCell, String, IndexPath)] = []
        let row = textRow("tap me")
        row.set(command: .didSelect) { cell, model, indexPath in received.append((cell, model, indexPath)) }
        try liaison.insert(row: row, at: IndexPath(row: 2, section: 0))
        try table.tapRow(at: IndexPath(row: 2, section: 0))
        expectEqual(received.count, 1)
        #expect(received.first?.0 === table.cellForRow(at: IndexPath(row: 2, section: 0)))
        expectEqual(received.first?.1, "tap me")
        expectEqual(received.first?.2, IndexPath(row: 2, section: 0))
    }

    @Test func selectionCommandsFireInUIKitsOrder() throws {
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(
            log.entries == [
                "didHighlight s0r1 (0 - 1)", "didUnhighlight s0r1 (0 - 1)", "willSelect s0r1 (0 - 1)", "didSelect s0r1 (0 - 1)",
                "didHighlight s0r3 (0 - 3)", "didUnhighlight s0r3 (0 - 3)", "willSelect s0r3 (0 - 3)",
                "willDeselect s0r1 (0 - 1)", "didDeselect s0r1 (0 - 1)", "didSelect s0r3 (0 - 3)",
            ])
    }

    @Test func anUnselectableRowIsNotHighlighted() throws {
        let row = textRow("buttons")
        row.isSelectable = false
        try liaison.insert(row: row, at: IndexPath(row: 0, section: 0))
        try table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func displayCommandsPairUpAndFollowTheRowTheCellShowed() throws {
        table.contentOffset.y = 88
        expectEqual(log.matching("didEndDisplaying"), ["didEndDisplaying s0r0 (0 - 0)", "didEndDisplaying s0r1 (0 - 1)"])
        expectEqual(log.matching("willDisplay"), ["willDisplay s1r2 (1 - 2)", "willDisplay s1r3 (1 - 3)"])
        log.clear()
        // A deleted row's cell ends its display with the row it showed.
        try liaison.deleteRow(at: IndexPath(row: 2, section: 0))
        expectEqual(log.matching("didEndDisplaying"), ["didEndDisplaying s0r2 (0 - 2)"])
        expectEqual(log.matching("delete"), ["delete s0r2 (0 - 2)"])
    }

    @Test func editingCommandsAndSwipeToDelete() throws {
        let row = textRow("swipe me", log: log)
        row.editingStyle = .delete
        row.deleteConfirmationTitle = "Remove"
        row.deleteRowAnimation = .left
        try liaison.insert(row: row, at: IndexPath(row: 0, section: 0))
        log.clear()
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0)) == [
                SwipeActionDescription(title: "Remove", isDestructive: true)
            ])
        try table.tapSwipeAction(at: 0)
        #expect(
            log.entries.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("configuration") } == [
                "willBeginEditing swipe me (0 - 0)", "didEndDisplaying swipe me (0 - 0)", "delete swipe me (0 - 0)",
            ])
        expectEqual(table.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 0, section: 0)], .left)])
        expectEqual(model(liaison)[0].first, "s0r0")
        // Rows that cannot be edited cannot be swiped.
        #expect(throws: TableViewError.self) { try table.swipeRow(at: IndexPath(row: 0, section: 0)) }
    }

    @Test func swipeActionsComeFromTheRow() throws {
        var flagged = 0
        let row = textRow("actions")
        row.trailingSwipeActions = SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Flag") { _, _, done in
                flagged += 1
                done(true)
            }
        ])
        row.leadingSwipeActions = SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
        ])
        row.editActions = [TableViewRowAction(style: .normal, title: "Old") { _, _ in }]
        try liaison.insert(row: row, at: IndexPath(row: 0, section: 0))
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0), edge: .leading) == [
                SwipeActionDescription(title: "Pin", isDestructive: false)
            ])
        try table.cancelSwipe()
        #expect(
            try table.swipeRow(at: IndexPath(row: 0, section: 0)) == [SwipeActionDescription(title: "Flag", isDestructive: false)]
        )
        try table.tapSwipeAction(at: 0)
        expectEqual(flagged, 1)
    }

    @Test func reorderingCommitsOnceAtTheDropAndOnlyMovableRowsMove() throws {
        let movable = textRow("movable", log: log)
        movable.movable = true
        try liaison.insert(row: movable, at: IndexPath(row: 0, section: 0))
        liaison.toggleIsEditing()
        #expect(table.isEditing)
        log.clear()
        try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        expectEqual(log.matching("move"), ["move movable (0 - 3)"])
        expectEqual(model(liaison)[0].prefix(4), ["s0r0", "s0r1", "s0r2", "movable"])
        #expect(throws: TableViewError.rowNotMovable(IndexPath(row: 0, section: 0))) {
            try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        liaison.toggleIsEditing()
        #expect(!table.isEditing)
    }

    @Test func accessoryTapsRunTheCommand() throws {
        try table.tapAccessoryButton(forRowAt: IndexPath(row: 4, section: 0))
        expectEqual(log.entries, ["accessoryButtonTapped s0r4 (0 - 4)"])
    }

    @Test func prefetchCommandsReceiveTheModel() throws {
        var prefetched: [String] = []
        var cancelled: [String] = []
        for (s, section) in liaison.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let row = row as? Row<TestCell, String> else { continue }
                row.set(prefetchCommand: .prefetch) { model, indexPath in
                    prefetched.append("\(model) \(indexPath == IndexPath(row: r, section: s))")
                }
                row.set(prefetchCommand: .cancel) { model, _ in cancelled.append(model) }
            }
        }
        table.prefetchDistance = 88
        table.contentOffset.y = 10
        // Visible 10..<450; the window 450..<538 holds rows 3 and 4 of section 1.
        expectEqual(prefetched, ["s1r3 true", "s1r4 true"])
        table.contentOffset.y = 0
        expectEqual(cancelled, ["s1r3", "s1r4"])
    }

    @Test func removingACommandStopsIt() throws {
        let row = textRow("quiet")
        var count = 0
        row.set(command: .didSelect) { _, _, _ in count += 1 }
        row.remove(command: .didSelect)
        row.set(prefetchCommand: .prefetch) { _, _ in count += 1 }
        row.remove(prefetchCommand: .prefetch)
        try liaison.insert(row: row, at: IndexPath(row: 0, section: 0))
        try table.tapRow(at: IndexPath(row: 0, section: 0))
        row.perform(prefetchCommand: .prefetch, at: IndexPath(row: 0, section: 0))
        expectEqual(count, 0)
    }

    @Test func heightsComeFromValuesClosuresOrSelfSizing() throws {
        let fixed = Row<TestCell, String>("fixed")
        fixed.set(height: .height, 60)
        let computed = Row<TestCell, String>("computed")
        computed.set(height: .height) { CGFloat($0.count * 10) }
        computed.set(height: .estimatedHeight, 30)
        let sized = Row<TestCell, String>("self-sized")
        sized.set(command: .configuration) { cell, model, _ in cell.label.text = model }
        let liaison = Liaison(sections: [Section(rows: [fixed, computed, sized])])
        let table = try makeTable(liaison)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 60)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 80)
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height
                == TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(20.4) + 22) + TextMetrics.pixel,
            "self-sized: the line, the margins and the default separator's pixel")
        expectEqual(computed.estimatedHeight, 30)
        computed.remove(height: .height)
        #expect(computed.height == nil)
    }

    @Test func aModelessRowAndADefaultIdentifier() {
        let row = Row<TestCell, Void>()
        expectEqual(row.reuseIdentifier, "TestCell")
        let custom = Row<TestCell, Void>(registration: .class(reuseIdentifier: "custom"))
        expectEqual(custom.reuseIdentifier, "custom")
    }
}

@MainActor
struct LiaisonConvenienceTests {
    @Test func reloadingScrollingAndEditingThroughTheLiaison() throws {
        let log = CommandLog()
        let liaison = Liaison(sections: [section((0..<30).map { "r\($0)" }, log: log)])
        let table = try makeTable(liaison)
        log.clear()
        try liaison.reloadVisibleRows()
        expectEqual(log.matching("configuration").count, 10)
        try liaison.scroll(to: IndexPath(row: 20, section: 0), at: .top, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(20 * 44))
        #expect(throws: LiaisonError.rowOutOfRange(IndexPath(row: 30, section: 0), rowCount: 30)) {
            try liaison.scroll(to: IndexPath(row: 30, section: 0))
        }
        let reloads = table.statistics.reloads
        liaison.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(table.statistics.reloads, reloads + 1)
    }

    @Test func cancellingASwipeRunsDidEndEditingOnTheRow() throws {
        let log = CommandLog()
        let row = textRow("swiped", log: log)
        row.editingStyle = .delete
        let liaison = Liaison(sections: [Section(rows: [row])])
        let table = try makeTable(liaison)
        log.clear()
        try table.swipeRow(at: IndexPath(row: 0, section: 0))
        try table.cancelSwipe()
        expectEqual(log.entries, ["willBeginEditing swiped (0 - 0)", "didEndEditing swiped (0 - 0)"])
    }
}
