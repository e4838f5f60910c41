import Foundation
import ScrollHarness
import TestSupport
import Testing
import ViewControllers

@testable import TableLiaison

// A settings screen written as a UIKit app writes one, with only the `UI` prefix dropped
// and `try` where UIKit raises (dequeuing).

/// A choice that shows a checkmark while selected, as apps do by overriding `setSelected`.
final class ChoiceCell: TableViewCell {
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        accessoryType = selected ? .checkmark : .none
    }
}

final class SettingsViewController: TableViewController {
    var sections: [(title: String, rows: [String])] = [
        ("General", ["About", "Software Update", "Storage"]),
        ("Sounds", ["Ringtone", "Text Tone", "Alerts"]),
        ("Privacy", ["Location Services", "Camera", "Microphone", "Photos"]),
    ]
    private(set) var opened: [String] = []
    private(set) var refreshes = 0
    private(set) var copied: [String] = []

    required init?(coder: NSCoder) { nil }

    init() {
        super.init(style: .insetGrouped, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.register(ChoiceCell.self, forCellReuseIdentifier: "Choice")
        tableView.separatorStyle = .singleLine
        tableView.separatorInset = EdgeInsets(left: 20)
        let refreshControl = RefreshControl()
        refreshControl.addAction { [weak self] in self?.refreshes += 1 }
        tableView.refreshControl = refreshControl
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let title = sections[indexPath.section].rows[indexPath.row]
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Choice", for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = title
        content.secondaryText = indexPath.section == 0 ? "General settings" : nil
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        sections.map { String($0.title.prefix(1)) }
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section != 1 else { return }
        opened.append(sections[indexPath.section].rows[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        let title = sections[indexPath.section].rows[indexPath.row]
        return ContextMenuConfiguration(identifier: nil) { _ in
            Menu(children: [
                Action(title: "Copy") { [weak self] _ in self?.copied.append(title) },
                Action(title: "Reset", attributes: .destructive) { _ in },
            ])
        }
    }
}

@MainActor
struct UIKitSettingsScreenTests {
    let controller = SettingsViewController()
    var table: TableView { controller.tableView }

    @Test func theScreenShowsDefaultContentConfigurationsAndBuiltInLabelsSelfSized() throws {
        let harness = ScrollHarness(tableView: table)
        try table.layoutIfNeededOrThrow()
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual((about.contentConfiguration as? ListContentConfiguration)?.text, "About")
        // 11 + 17-point line + 3 + 15-point line + 11, measured by the text metrics: taller than 44.
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height > 44)
        #expect(harness.render().contains("About"))
        #expect(harness.render().contains("General settings"))
        expectEqual(table.style, .insetGrouped)
        // The separator's pixel is added to the self-sized row and taken from its content view.
        about.layoutIfNeeded()
        let measured = about.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == measured + TextMetrics.pixel
        )
        expectEqual(about.contentView.frame.height, measured)
    }

    @Test func aCustomCellsSetSelectedShowsTheCheckmarkAndDeselectingInDidSelectNeedsNoTry() throws {
        let harness = ScrollHarness(tableView: table)
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        try harness.tap(row: IndexPath(row: 1, section: 1))
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType, .checkmark)
        try harness.tap(row: IndexPath(row: 2, section: 1))
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.accessoryType, Optional(.none))
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 1))?.accessoryType, .checkmark)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        try harness.tap(row: IndexPath(row: 0, section: 0))
        expectEqual(controller.opened, ["About"])
        // Single selection: the tap deselected the choice before didSelectRowAt deselected About.
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aPullStartsTheRefreshControlUntilTheAppEndsIt() throws {
        let harness = ScrollHarness(tableView: table)
        let control = try #require(table.refreshControl)
        try harness.pullToRefresh()
        #expect(control.isRefreshing && controller.refreshes == 1 && harness.isRefreshing)
        try harness.pullToRefresh()
        expectEqual(controller.refreshes, 1)
        control.endRefreshing()
        #expect(!control.isRefreshing && !harness.isRefreshing)
        expectEqual(harness.events(.refreshStarted, .refreshEnded).map(\.kind), [.refreshStarted, .refreshEnded])
        control.beginRefreshing()
        #expect(control.isRefreshing && controller.refreshes == 1)
    }

    @Test func aLongPressOpensTheContextMenuAndChoosingAnActionRunsIt() throws {
        let harness = ScrollHarness(tableView: table)
        try table.layoutIfNeededOrThrow()
        #expect(try harness.longPress(row: IndexPath(row: 2, section: 0)) == ["Copy", "Reset"])
        expectEqual(table.contextMenuRow, IndexPath(row: 2, section: 0))
        try harness.chooseContextMenuAction("Copy")
        expectEqual(controller.copied, ["Storage"])
        #expect(table.contextMenuRow == nil)
        #expect(
            harness.events(.contextMenuConfiguration, .willDisplayContextMenu, .willEndContextMenuInteraction).map(\.kind)
                == [.contextMenuConfiguration, .willDisplayContextMenu, .willEndContextMenuInteraction])
        #expect(throws: ScrollHarnessError.noSuchContextMenuAction(title: "Copy", offered: [])) {
            try harness.chooseContextMenuAction("Copy")
        }
    }

    @Test func tappingASectionIndexTitleScrollsItsSectionToTheTop() throws {
        let harness = ScrollHarness(tableView: table)
        try table.layoutIfNeededOrThrow()
        expectEqual(table.sectionIndexTitles, ["G", "S", "P"])
        #expect(try harness.tapSectionIndexTitle("S") == 1)
        #expect(table.contentOffset.y == (try table.checking { _ in table.rect(forSection: 1) }).minY)
        #expect(throws: ScrollHarnessError.noSuchSectionIndexTitle("X", offered: ["G", "S", "P"])) {
            try harness.tapSectionIndexTitle("X")
        }
        #expect(throws: TableViewError.sectionIndexTitleOutOfRange(index: 3, titleCount: 3)) {
            try table.tapSectionIndexTitle(at: 3)
        }
    }

    @Test func dragsDoNothingWhenScrollingIsDisabled() throws {
        let harness = ScrollHarness(tableView: table)
        table.isScrollEnabled = false
        try harness.drag(by: 100)
        expectEqual(table.contentOffset.y, 0)
        try harness.pullToRefresh()
        expectEqual(controller.refreshes, 0)
    }
}

@MainActor
struct LiaisonContextMenuTests {
    @Test func aRowsContextMenuProviderOpensItsMenuWithTheRowsModel() throws {
        var chosen: [String] = []
        let harness = makeHarness(rows: 20)
        let row = try #require(harness.liaison?.sections[0].rows[3] as? Row<TextCell, String>)
        row.contextMenuProvider = { text, indexPath in
            Menu(title: text, children: [Action(title: "Pin \(indexPath.row)") { _ in chosen.append(text) }])
        }
        #expect(throws: ScrollHarnessError.noContextMenu(IndexPath(row: 2, section: 0))) {
            try harness.longPress(row: IndexPath(row: 2, section: 0))
        }
        #expect(try harness.longPress(row: IndexPath(row: 3, section: 0)) == ["Pin 3"])
        try harness.chooseContextMenuAction("Pin 3")
        expectEqual(chosen, ["row 0.3"])
    }
}

@MainActor
struct ScrollIndicatorRenderTests {
    @Test func theRendersScrollBarFollowsShowsVerticalScrollIndicator() {
        let harness = makeHarness(rows: 30)
        let shown = harness.render().split(separator: "\n").dropFirst()
        #expect(shown.allSatisfy { $0.hasSuffix(" │") || $0.hasSuffix(" █") })
        #expect(shown.filter { $0.hasSuffix(" █") }.count == 1)
        harness.tableView.showsVerticalScrollIndicator = false
        let hidden = harness.render().split(separator: "\n").dropFirst()
        expectEqual(hidden.count, shown.count)
        #expect(zip(shown, hidden).allSatisfy { $0.dropLast(2) == $1 })
    }
}
