import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// A diffable data source that reorders, and may forget to call `super` in `moveRowAt`: its
/// snapshot then keeps the old order while the table shows the new one.
@MainActor
private final class ReorderingDataSource: TableViewDiffableDataSource<Int, Int> {
    var callsSuper = true
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        if callsSuper { super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath) }
    }
}

@MainActor
struct DiffableExplorationTests {
    private func explorer(callsSuper: Bool) -> ScreenExplorer<ReorderingDataSource> {
        // The configured-rows check alone: the reuse-consistency check would see the stale
        // snapshot first.
        ScreenExplorer(checks: [.configuredRows]) {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            table.rowHeight = 44
            table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
            let dataSource = ReorderingDataSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = String(item)
                return cell
            }
            dataSource.callsSuper = callsSuper
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<20))
            dataSource.apply(snapshot)
            return ExploredScreen(screen: dataSource, harness: ScrollHarness(tableView: table))
        }
    }

    @Test func theConfiguredRowsCheckFollowsADiffableDataSourcesItems() async throws {
        let steps: [ExplorationStep] = [.reorder(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))]
        #expect(try await explorer(callsSuper: true).replay(steps) == nil)
        let failure = try await explorer(callsSuper: false).replay(steps)
        expectEqual(failure?.check, "configured rows")
        expectEqual(failure?.message.contains("last configured for item"), true)
    }
}
