import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// A cell whose content shows its selection: a checkmark while selected.
@MainActor
final class CheckmarkCell: TableViewCell {
    let label = Label(numberOfLines: 1)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        accessoryType = selected ? .checkmark : .none
    }
}

/// Twenty 44-point rows of checkmark cells; a tap selects a row and it stays selected.
@MainActor
final class CheckmarkListScreen {
    let liaison = Liaison()
    let harness: ScrollHarness

    init() throws {
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 440))
        let rows: [AnyRow] = (0..<20).map { index in
            let row = Row<CheckmarkCell, String>("item \(index)")
            row.set(height: .height, 44)
            row.set(command: .configuration) { cell, item, _ in cell.label.text = item }
            return row
        }
        try liaison.append(section: Section(rows: rows), animated: false)
        harness.advance(frames: 1)
    }

    var explored: ExploredScreen<CheckmarkListScreen> { ExploredScreen(screen: self, harness: harness) }
}

/// The reuse-consistency check compares a cell with a fresh one in the same state: a
/// selected row's cell is compared with a selected fresh cell.
@MainActor
struct ReuseConsistencySelectionTests {
    @Test func aSelectedRowShowingItsSelectionPassesTheReuseConsistencyCheck() async throws {
        var screen: CheckmarkListScreen?
        let explorer = ScreenExplorer(checks: [.reuseConsistency]) {
            let made = try CheckmarkListScreen()
            screen = made
            return made.explored
        }
        let failure = try await explorer.replay([.tap(row: IndexPath(row: 2, section: 0))])
        #expect(failure == nil, "\(failure.map { $0.description + $0.message } ?? "")")
        // The tap did select the row, and its cell shows it: the check compared a selected cell.
        let table = try #require(screen?.harness.tableView)
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType, .checkmark)
    }
}
