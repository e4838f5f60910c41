import Foundation
import ScrollHarness
import TableLiaison

@MainActor
final class NoteCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: max(0, bounds.height - 20))
    }
}

@MainActor
final class NoteHeader: TableViewHeaderFooterView {}

/// A harness over `count` 40-point note rows under a header, in a 320 × 200 viewport; the
/// header sits at the top of its section (no `sectionHeaderTopPadding`), the snapshots
/// being about the snapshot machinery, not UIKit's spacing.
@MainActor
func notesHarness(count: Int = 20) -> ScrollHarness {
    let header = SectionComponent<NoteHeader, String>("Notes")
    header.set(height: .height, 40)
    header.set(command: .configuration) { view, title, _ in view.textLabel?.text = title }
    let rows: [AnyRow] = (0..<count).map { index in
        let row = Row<NoteCell, String>("note \(index)", id: index)
        row.set(height: .height, 40)
        row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
        return row
    }
    let liaison = Liaison(sections: [Section(id: "notes", rows: rows, componentDisplayOption: .header(component: header))])
    let table = TableView(frame: .zero)
    table.sectionHeaderTopPadding = 0
    return ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 200))
}

/// A fresh folder under the system's temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

func contents(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
}
