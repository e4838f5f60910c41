import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

/// The diffable to-do list: its gestures through the data source's subclassing points, and
/// an exploration with every deterministic check (300 steps by default, 5,000 with
/// `TABLELIAISON_LONG_TESTS=1`, `EXPLORER_STEPS` for any other length).
@MainActor
struct TaskListTests {
    nonisolated static let steps = TestLength.count(short: 300, long: 5_000, overriddenBy: "EXPLORER_STEPS")

    private static func title(_ table: TableView, _ indexPath: IndexPath) -> String? {
        (table.cellForRow(at: indexPath) as? TaskCell)?.title.text
    }

    @Test func aTapMovesTheTaskToDoneKeepingItsCellAndShowingTheCheckmark() throws {
        let screen = TaskListScreen(count: 6, height: 440)
        let table = screen.tableView
        try table.layoutIfNeededOrThrow()
        // Tasks 2 and 5 are done: "To do" holds 0, 1, 3, 4.
        expectEqual(table.numberOfRows(inSection: 0), 4)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        expectEqual(Self.title(table, IndexPath(row: 1, section: 0)), "Task 1")
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(screen.lastError == nil)
        expectEqual(screen.dataSource.indexPath(for: 1), IndexPath(row: 0, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === cell)
        expectEqual(cell.accessoryType, .checkmark)
        #expect(
            table.updateHistory.suffix(2).map(\.operations) == [
                [.moveRow(IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1))],
                [.reconfigureRows([IndexPath(row: 0, section: 1)])],
            ])
    }

    @Test func swipesFlagAndDeleteThroughTheDataSource() throws {
        let screen = TaskListScreen(count: 6, height: 440)
        let table = screen.tableView
        try table.layoutIfNeededOrThrow()
        #expect(try table.swipeRow(at: IndexPath(row: 0, section: 0), edge: .leading).map(\.title) == ["Flag"])
        try table.tapSwipeAction(at: 0)
        expectEqual(Self.title(table, IndexPath(row: 0, section: 0)), "⚑ Task 0")
        #expect(try table.swipeRow(at: IndexPath(row: 0, section: 0)).map(\.title) == ["Delete"])
        try table.tapSwipeAction(at: 0)
        #expect(screen.tasks[0] == nil)
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: .todo), [1, 3, 4])
        expectEqual(Self.title(table, IndexPath(row: 0, section: 0)), "Task 1")
    }

    @Test func aReorderStaysInItsSectionAndTheSnapshotFollowsIt() throws {
        let screen = TaskListScreen(count: 6, height: 440)
        let table = screen.tableView
        try table.layoutIfNeededOrThrow()
        table.setEditing(true, animated: false)
        try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: .todo), [1, 3, 4, 0])
        // Dragged towards "Done", the task stops at the end of its own section.
        try table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: .todo), [3, 4, 0, 1])
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: .done), [2, 5])
        expectEqual(table.dataSource?.tableView(table, titleForHeaderInSection: 1), "Done")
    }

    @Test func theDiffableListHoldsEveryCheck() async throws {
        let explorer = ScreenExplorer {
            let screen = TaskListScreen(count: 40)
            let harness = ScrollHarness(tableView: screen.tableView)
            harness.onRefresh = { [weak harness] in
                screen.refresh()
                harness?.endRefreshing()
            }
            return ExploredScreen(screen: screen, harness: harness)
        }
        explorer.checks += [
            .custom("the list applied every change") { explored in
                explored.screen.lastError.map { "the last change threw \($0)" }
            },
            .custom("the table shows the data source's snapshot") { explored in
                let snapshot = explored.screen.dataSource.snapshot()
                let table = explored.harness.tableView
                for (index, section) in snapshot.sectionIdentifiers.enumerated()
                where table.numberOfRows(inSection: index) != snapshot.numberOfItems(inSection: section) {
                    return
                        "section \(section) has \(table.numberOfRows(inSection: index)) rows, its snapshot \(snapshot.numberOfItems(inSection: section)) items"
                }
                return snapshot.numberOfItems == explored.screen.tasks.count ? nil : "the snapshot and the tasks differ"
            },
        ]
        let result = try await explorer.explore(seed: 6, steps: Self.steps)
        assertNoExplorationFailure(result.failure)
        #expect(result.steps.count >= Self.steps / 2)
        #expect(result.cellsCompared > 0)
        #expect(result.steps.contains { if case .tap = $0 { true } else { false } })
        #expect(result.steps.contains { if case .swipeToDelete = $0 { true } else { false } })
        #expect(result.steps.contains { if case .reorder = $0 { true } else { false } })
        #expect(result.steps.contains(.pullToRefresh))
    }
}
