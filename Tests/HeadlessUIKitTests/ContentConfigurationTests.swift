import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An app's own content configuration, as UIKit code writes one.
private struct BadgeConfiguration: UIContentConfiguration, Equatable {
    var title = ""
    var lines = 1

    func makeContentView() -> UIView & UIContentView { BadgeContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
}

/// Its view: a label pinned to its edges with 10-point insets, so the row's height is the
/// label's plus 20.
private final class BadgeContentView: UIView, UIContentView {
    static var made = 0
    let label = UILabel()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        Self.made += 1
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        ])
        apply()
    }

    required init?(coder: NSCoder) { nil }

    private func apply() {
        guard let badge = configuration as? BadgeConfiguration else { return }
        label.text = Array(repeating: badge.title, count: badge.lines).joined(separator: "\n")
    }
}

@MainActor
private final class BadgeSource: NSObject, UITableViewDataSource {
    var lines = [1, 3]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { lines.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = BadgeConfiguration(title: "Badge", lines: lines[indexPath.row])
        return cell
    }
}

@MainActor
struct ContentConfigurationTests {
    @Test
    func aCustomContentConfigurationShowsItsViewAndSizesTheRowByItsConstraints() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let source = BadgeSource()
        table.dataSource = source
        table.layoutIfNeeded()
        // One line of 20-point text is 24 points; the content is at least UIKit's 44, and the
        // row adds the default separator's pixel below it.
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height, 44 + TextMetricsProbe.pixel)
        // Three lines: 72 points of text plus the 20 points of insets, and the pixel.
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height, 92 + TextMetricsProbe.pixel)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let shown = cell?.contentView.subviews.compactMap { $0 as? BadgeContentView }.first
        expectEqual(shown?.frame, cell?.contentView.bounds)
        expectEqual(shown?.label.lines, ["Badge", "Badge", "Badge"])
    }

    @Test
    func aViewThatSupportsTheNextConfigurationIsGivenItInsteadOfMakingAnother() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let before = BadgeContentView.made
        cell.contentConfiguration = BadgeConfiguration(title: "One")
        cell.contentConfiguration = BadgeConfiguration(title: "Two")
        expectEqual(BadgeContentView.made, before + 1)
        let views = cell.contentView.subviews.compactMap { $0 as? BadgeContentView }
        #expect(views.count == 1 && views.first?.label.text == "Two")
        // A configuration of another type replaces the view.
        var list = cell.defaultContentConfiguration()
        list.text = "List"
        cell.contentConfiguration = list
        #expect(cell.contentView.subviews.contains { $0 is BadgeContentView } == false)
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first?.textLabel.text == "List")
        expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "List")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView } == false)
    }

    @Test
    func aListConfigurationTakesDirectionalMarginsAndUpdatesForAState() {
        var content = UIListContentConfiguration.cell()
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        content.text = "Margins"
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let updated = content.updated(for: state)
        expectEqual(updated, content)
        let view = UIListContentView(configuration: updated)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        view.layoutIfNeeded()
        expectEqual(view.textLabel.frame.minX, 30)
        // 17-point body text is 20.4 points tall: 20 + 20.4 + 20, on the pixel grid.
        expectEqual(view.sizeThatFits(CGSize(width: 320, height: 1000)).height, 60.666666666666664)
    }
}
