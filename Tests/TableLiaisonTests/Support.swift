import Foundation
import TableLiaison

/// A cell with one label, recording the commands it sees.
@MainActor
final class TestCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width,
            height: label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude)).height + 22)
    }
}

@MainActor
final class TestHeader: TableViewHeaderFooterView {}

/// Every command a row ran, as "command model (section - row)".
@MainActor
final class CommandLog {
    var entries: [String] = []
    var cells: [ObjectIdentifier] = []

    func clear() { entries.removeAll() }
    func matching(_ prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A row of text, 44 points high unless told otherwise, that logs every command.
@MainActor
func textRow(_ text: String, log: CommandLog? = nil, height: CGFloat? = 44) -> Row<TestCell, String> {
    let row = Row<TestCell, String>(text)
    row.set(command: .configuration) { cell, model, _ in cell.label.text = model }
    if let height { row.set(height: .height, height) }
    if let log {
        for command in RowCommand.allCases {
            row.set(command: command) { [unowned log] cell, model, indexPath in
                if command == .configuration { cell.label.text = model }
                log.entries.append("\(command) \(model) (\(indexPath.section) - \(indexPath.row))")
                log.cells.append(ObjectIdentifier(cell))
            }
        }
    }
    return row
}

@MainActor
func section(_ texts: [String], log: CommandLog? = nil) -> Section {
    Section(rows: texts.map { textRow($0, log: log) })
}

/// A liaised table of 320 × 440 points (10 rows of 44 visible).
@MainActor
func makeTable(_ liaison: Liaison, height: CGFloat = 440) throws -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    liaison.liaise(tableView: table)
    try table.layoutIfNeededOrThrow()
    return table
}

/// The texts of the visible cells, top to bottom.
@MainActor
func visibleTexts(_ table: TableView) -> [String] {
    table.visibleCells.map { ($0 as? TestCell)?.label.text ?? "<\(type(of: $0))>" }
}

@MainActor
func model(_ liaison: Liaison) -> [[String]] {
    liaison.sections.map { $0.rows.map { ($0 as? Row<TestCell, String>)?.model ?? "<\(type(of: $0))>" } }
}
