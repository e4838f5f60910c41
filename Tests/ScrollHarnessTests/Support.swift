import Foundation
import ScrollHarness
import TableLiaison

@MainActor
final class TextCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(text.height + 22))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 11, width: bounds.width - 32, height: max(0, bounds.height - 22))
    }
}

@MainActor
final class TitleHeader: TableViewHeaderFooterView {}

@MainActor
func textRow(_ text: String, height: CGFloat? = 40) -> Row<TextCell, String> {
    let row = Row<TextCell, String>(text)
    row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
    if let height { row.set(height: .height, height) }
    return row
}

@MainActor
func header(_ title: String) -> SectionComponent<TitleHeader, String> {
    let component = SectionComponent<TitleHeader, String>(title)
    component.set(height: .height, 40)
    component.set(command: .configuration) { view, title, _ in view.textLabel?.text = title }
    return component
}

/// A harness over a liaison of `sections` sections of `rows` 40-point rows in a 320 × 400
/// viewport (10 rows on screen).
@MainActor
func makeHarness(sections: Int = 1, rows: Int = 100, headers: Bool = false, fps: Int = 60) -> ScrollHarness {
    let liaison = Liaison(
        sections: (0..<sections).map { s in
            Section(
                rows: (0..<rows).map { textRow("row \(s).\($0)") },
                componentDisplayOption: headers ? .header(component: header("Section \(s)")) : .none)
        })
    let table = TableView(frame: .zero, style: .plain)
    return ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 400), framesPerSecond: fps)
}

/// Three labels side by side, each 80 points wide, at `positions`.
@MainActor
final class StatsCell: TableViewCell {
    let labels = (0..<3).map { _ in Label() }
    var positions: [CGFloat] = [16, 120, 230] { didSet { setNeedsLayout() } }

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in labels { contentView.addSubview(label) }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (label, x) in zip(labels, positions) {
            label.frame = CGRect(x: x, y: 0, width: 80, height: min(bounds.height, 40))
        }
    }
}
