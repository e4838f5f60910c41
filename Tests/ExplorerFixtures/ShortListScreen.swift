import Foundation
import ScrollHarness
import TableLiaison

/// Sixty 40-point rows in a 400-point viewport (rows 0 to 9 on screen at first), deleted by
/// a swipe. With `searchesFirstScreenful`, the delete command looks the deleted item up
/// among the first twelve items only, so deleting a row from row 12 on keeps its item: the
/// shortest repro is two gestures, one reaching row 12 or later and the delete.
@MainActor
package final class ShortListScreen {
    package let searchesFirstScreenful: Bool
    package let liaison = Liaison()
    package let harness: ScrollHarness
    package private(set) var items: [String]

    package init(searchesFirstScreenful: Bool = true) throws {
        self.searchesFirstScreenful = searchesFirstScreenful
        items = (0..<60).map { "item \($0)" }
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        try liaison.append(section: Section(rows: items.map(row(for:))), animated: false)
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<ShortListScreen> { ExploredScreen(screen: self, harness: harness) }

    /// The standard checks and "rows follow items": the table shows the screen's items.
    package static var checks: [ExplorationCheck<ShortListScreen>] {
        ExplorationCheck.standard + [
            .custom("rows follow items") { explored in
                let shown = explored.screen.liaison.sections.first?.rows.count ?? 0
                let items = explored.screen.items.count
                return shown == items ? nil : "the table shows \(shown) rows, the screen has \(items) items"
            }
        ]
    }

    private func row(for item: String) -> AnyRow {
        let row = Row<ShortListCell, String>(item, editingStyle: .delete)
        row.set(height: .height, 40)
        row.set(command: .configuration) { cell, item, _ in cell.label.text = item }
        let firstScreenful = searchesFirstScreenful
        row.set(command: .delete) { [weak self] _, item, _ in
            guard let self else { return }
            let searched = firstScreenful ? Array(items.prefix(12)) : items
            if let index = searched.firstIndex(of: item) { items.remove(at: index) }
        }
        return row
    }
}

/// A one-label cell.
@MainActor
package final class ShortListCell: TableViewCell {
    package let label = Label(numberOfLines: 1)

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    package required init?(coder: NSCoder) { return nil }
}
