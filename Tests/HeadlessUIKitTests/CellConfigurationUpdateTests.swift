import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell that logs its configuration updates: the override's, then the handler's.
private final class LoggingCell: UITableViewCell {
    var log: [String] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        log.append("update selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
    }
}

/// Rows whose cells show their text from the configuration update: row 1 has a detail line.
@MainActor
private final class DetailSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let detail = indexPath.row == 1 ? "Synced a minute ago" : nil
        cell.configurationUpdateHandler = { cell, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            content.secondaryText = detail
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// A content configuration that says whether the cell is selected, from `updated(for:)`.
private struct SelectionConfiguration: UIContentConfiguration {
    var text = "not updated"

    func makeContentView() -> UIView & UIContentView { SelectionContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> SelectionConfiguration {
        var updated = self
        updated.text = (state as? UICellConfigurationState)?.isSelected == true ? "selected" : "normal"
        return updated
    }
}

/// Its view, which keeps the configuration it shows.
private final class SelectionContentView: UIView, UIContentView {
    var configuration: UIContentConfiguration

    init(configuration: SelectionConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
struct CellConfigurationUpdateTests {
    @Test
    func theDefaultUpdateSetsTheContentConfigurationUpdatedForTheState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = SelectionConfiguration()
        func shown() -> String? { (cell.contentConfiguration as? SelectionConfiguration)?.text }
        expectEqual(shown(), "not updated")
        cell.isSelected = true
        // Asked for by the selection, run before the next layout.
        expectEqual(shown(), "not updated")
        cell.layoutIfNeeded()
        expectEqual(shown(), "selected")
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        expectEqual(shown(), "selected")
    }

    @Test
    func aCellsUpdateRunsOnceBeforeTheNextLayoutWithTheStateThen() {
        let cell = LoggingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.configurationUpdateHandler = { cell, state in
            (cell as? LoggingCell)?.log.append("handler selected=\(state.isSelected)")
        }
        // Setting the handler asks for an update; it runs before the next layout, not now.
        #expect(cell.log.isEmpty)
        cell.layoutIfNeeded()
        expectEqual(cell.log, ["update selected=false highlighted=false", "handler selected=false"])
        cell.isHighlighted = true
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        expectEqual(cell.log.count, 2)
        #expect(cell.configurationState.isSelected && cell.configurationState.isHighlighted)
        cell.layoutIfNeeded()
        #expect(
            cell.log == [
                "update selected=false highlighted=false", "handler selected=false",
                "update selected=true highlighted=true", "handler selected=true",
            ])
        cell.setNeedsUpdateConfiguration()
        cell.updateConfigurationIfNeeded()
        cell.updateConfigurationIfNeeded()
        cell.layoutIfNeeded()
        expectEqual(cell.log.count, 6)
    }

    @Test
    func aRowMeasuresTheContentItsCellsUpdateSets() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let source = DetailSource()
        table.dataSource = source
        table.layoutIfNeeded()
        // The handler ran before the table measured the rows: row 1's detail line counts.
        let heights = (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[1] > heights[0])
        let shown = table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration
        expectEqual(shown?.secondaryText, "Synced a minute ago")
    }
}
