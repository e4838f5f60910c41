import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A settings list as UIKit code writes it: a switch per row, a delegate that reads the
/// scroll view it is given.
@MainActor
private final class SettingsList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let names = ["Wi-Fi", "Bluetooth", "Airplane Mode"] + (1...30).map { "Option \($0)" }
    var selected: [IndexPath] = []
    var offsets: [CGFloat] = []
    var toggled: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let name = names[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = indexPath.row == 0 ? "Home" : nil
        let toggle = UISwitch()
        toggle.accessibilityLabel = "\(name) switch"
        toggle.addAction(UIAction { [weak self] _ in self?.toggled.append(name) }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
    }
}

@MainActor
struct ScrollViewAndHarnessTests {
    private func makeScreen() -> (UITableView, SettingsList, ScrollHarness) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        let list = SettingsList()
        table.dataSource = list
        table.delegate = list
        return (table, list, ScrollHarness(tableView: table))
    }

    @Test
    func aScrollViewDelegateWrittenForUIKitReadsTheOffsetOfTheTable() throws {
        let (table, list, harness) = makeScreen()
        table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        expectEqual(table.adjustedContentInset, table.contentInset)
        try harness.drag(by: 100)
        #expect(list.offsets.count > 1 && list.offsets.last == table.contentOffset.y)
        // The table is its scroll view: the delegate's argument is the table itself.
        let scrollView: UIScrollView = table
        #expect(scrollView.contentSize.height == table.contentSize.height && scrollView.isDragging == false)
    }

    @Test
    func theHarnessTapsARowByItsCellsAccessibilityLabel() throws {
        let (_, list, harness) = makeScreen()
        try harness.tap(rowWithAccessibilityLabel: "Bluetooth")
        // A cell's default label joins its labels' texts, as UIKit reads it.
        let wifi = try harness.tap(rowWithAccessibilityLabel: "Wi-Fi, Home")
        expectEqual(wifi, IndexPath(row: 0, section: 0))
        expectEqual(list.selected, [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
        #expect(throws: ScrollHarnessError.self) { try harness.tap(rowWithAccessibilityLabel: "Cellular") }
        do {
            try harness.tap(rowWithAccessibilityLabel: "Cellular")
        } catch let error as ScrollHarnessError {
            #expect(error.description.hasPrefix("no row on screen is labelled \"Cellular\" for accessibility"))
            #expect(error.description.contains("\"Wi-Fi, Home\", \"Bluetooth\""))
        }
    }

    @Test
    func theHarnessTapsAControlByItsAccessibilityLabel() throws {
        let (table, list, harness) = makeScreen()
        try harness.tapControl(accessibilityLabel: "Airplane Mode switch")
        expectEqual(list.toggled, ["Airplane Mode"])
        let toggle = table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UISwitch
        #expect(toggle?.isOn == true && toggle?.accessibilityValue == "1")
        do {
            try harness.tapControl(accessibilityLabel: "Cellular switch")
            Issue.record("a label no control has was tapped")
        } catch let error as ScrollHarnessError {
            #expect(error.description.hasPrefix("no control labelled \"Cellular switch\" on screen"))
            // The controls on screen are named by their accessibility labels.
            #expect(error.description.contains("Airplane Mode switch\\\" (on) in row (0 - 2)"))
        }
    }

    @Test
    func aRefreshControlSendsItsValueChangedActionsOnAPull() throws {
        let (table, list, harness) = makeScreen()
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        try harness.pullToRefresh()
        #expect(pulls == 1 && refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        withExtendedLifetime(list) {}
    }
}

@MainActor
struct ContextMenuNamesTests {
    @Test
    func aContextMenuConfigurationTakesUIKitsPreviewProviderAndMenuOptions() {
        var shared = 0
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in shared += 1 }
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            UIMenu(title: "", options: .displayInline, children: suggested + [share])
        }
        let menu = configuration.actionProvider?([])
        #expect(menu?.children.map(\.title) == ["Share"] && menu?.options == .displayInline)
        (menu?.children.first as? UIAction)?.handler(share)
        #expect(shared == 1 && configuration.previewProvider == nil)
    }
}
