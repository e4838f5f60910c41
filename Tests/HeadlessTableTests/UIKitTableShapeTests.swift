import Foundation
import TestSupport
import Testing
import ViewControllers

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct UIKitTableShapeTests {
    let source = RecordingDataSource(rows: 30)
    let table: TableView

    init() throws {
        table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        source.clear()
    }

    @Test func settingIsEditingEntersEditingModeAsSetEditingDoes() throws {
        table.isEditing = true
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        table.isEditing = false
        #expect(!table.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    }

    @Test func rowAnimationIsNestedInTableViewAndRecordedPerOperation() throws {
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: TableView.RowAnimation.fade)
        expectEqual(table.updateHistory.last?.operations, [.insertRows([IndexPath(row: 0, section: 0)], .fade)])
    }

    @Test func performBatchUpdatesTakesNilUpdatesAndStillCompletesAtTheAnimationsEnd() throws {
        let timeline = AnimationTimeline()
        timeline.drive(table)
        var completions: [Bool] = []
        table.performBatchUpdates(nil) { completions.append($0) }
        table.performBatchUpdates(nil, completion: nil)
        expectEqual(completions, [], "never inside the call")
        timeline.advance(by: TableView.updateAnimationDuration)
        expectEqual(completions, [true])
        expectEqual(table.numberOfRows(inSection: 0), 30)
    }

    @Test func dragsDoNothingWhenScrollingIsDisabledButProgrammaticScrollingWorks() throws {
        table.isScrollEnabled = false
        try table.dragContent(by: 200, velocity: 2)
        expectEqual(table.contentOffset.y, 0)
        #expect(!table.isDragging && !table.isDecelerating)
        #expect(source.events(matching: "willBeginDragging").isEmpty)
        table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        expectEqual(table.contentOffset.y, 100)
        table.isScrollEnabled = true
        try table.dragContent(by: 50)
        expectEqual(table.contentOffset.y, 150)
        expectEqual(source.events(matching: "willBeginDragging"), ["willBeginDragging"])
    }

    @Test func insetGroupedHeadersScrollWithTheContentAsGroupedOnes() throws {
        let source = RecordingDataSource(rows: 10, sections: 3)
        source.headerTitle = { "Section \($0)" }
        let inset = makeTable(source, style: .insetGrouped)
        let plainSource = RecordingDataSource(rows: 10, sections: 3)
        plainSource.headerTitle = { "Section \($0)" }
        let plain = makeTable(plainSource, style: .plain)
        for table in [inset, plain] {
            table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            try table.layoutIfNeededOrThrow()
        }
        // Scrolled 100 points, the first header has left the screen; a plain one stays pinned.
        #expect(inset.headerView(forSection: 0) == nil)
        expectEqual(plain.headerView(forSection: 0)?.frame.minY, 100)
        // UIKit's automatic header padding: 22 points above each plain header, none in
        // inset-grouped tables.
        expectEqual(plain.contentSize.height, inset.contentSize.height + 3 * 22)
    }
}

/// The trap: a base class conforms and gets the protocol extension's defaults; the table
/// never calls what a subclass declares.
@MainActor
class PlainBaseScreen: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
final class PlainSubclassScreen: PlainBaseScreen {
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Never asked" }
}

/// The remedy: the open base declares every method, so the subclass overrides it.
@MainActor
final class SettingsController: TableViewController {
    private(set) var selected: [IndexPath] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "General" }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
struct DelegateTrapTests {
    @Test func aSubclassMethodOfAConformingBaseIsNeverCalledThePitfall() throws {
        let screen = PlainSubclassScreen()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = screen
        try table.layoutIfNeededOrThrow()
        // Through the protocol the extension's default answers, not the subclass.
        #expect((screen as TableViewDataSource).tableView(table, titleForHeaderInSection: 0) == nil)
        expectEqual(screen.tableView(table, titleForHeaderInSection: 0), "Never asked")
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func aTableViewControllerSubclassOverridesAreCalledTheRemedy() throws {
        let controller = SettingsController(style: .insetGrouped)
        let table = controller.tableView!
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        try table.layoutIfNeededOrThrow()
        #expect(table.dataSource === controller && table.delegate === controller)
        expectEqual(table.numberOfRows(inSection: 0), 3)
        expectEqual(table.headerView(forSection: 0)?.textLabel?.text, "General")
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Row 2")
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(controller.selected, [IndexPath(row: 1, section: 0)])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func theBaseControllerHasNoRowsUntilASubclassSaysSo() throws {
        let controller = TableViewController()
        try controller.tableView.layoutIfNeededOrThrow()
        expectEqual(controller.tableView.numberOfSections, 1)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), 0)
    }
}

/// A header of any view, typed as UIKit types it.
@MainActor
final class BannerHeaderController: TableViewController {
    private(set) var displayed: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func numberOfSections(in tableView: TableView) -> Int { 2 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        section == 0 ? Label(text: "Banner", numberOfLines: 0) : nil
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Titled" }
    override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        displayed.append("\(section) \(type(of: view))")
    }
    override func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        displayed.append("end \(section) \(type(of: view))")
    }
}

@MainActor
struct HeaderViewTypingTests {
    @Test func anyViewCanBeAHeaderAndIsSizedDisplayedAndEndedAsInUIKit() throws {
        let controller = BannerHeaderController(style: .grouped, frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let table = controller.tableView!
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        try table.layoutIfNeededOrThrow()
        let banner = Label(text: "Banner", numberOfLines: 0).sizeThatFits(CGSize(width: 320, height: 1000)).height
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.height == TextMetrics.ceilToPixel(banner))
        expectEqual(controller.displayed, ["0 Label", "1 TableViewHeaderFooterView"])
        // As UIKit, headerView(forSection:) answers only header-footer views.
        #expect(table.headerView(forSection: 0) == nil)
        expectEqual(table.headerView(forSection: 1)?.textLabel?.text, "Titled")
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        #expect(
            controller.displayed.prefix(4) == [
                "0 Label", "1 TableViewHeaderFooterView", "end 0 Label", "end 1 TableViewHeaderFooterView",
            ])
    }
}

@MainActor
struct SeparatorTests {
    /// UIKit: `separatorStyle` is `.singleLine` by default; the separator takes a pixel from
    /// the bottom of the cell's content view, and a self-sizing row adds that pixel to the
    /// height its cell asks for.
    @Test func theDefaultSingleLineSeparatorAddsOnePixelToSelfSizedRowsAndTakesItFromTheContentView() throws {
        let source = RecordingDataSource(rows: 5)
        let table = makeTable(source, rowHeight: TableView.automaticDimension, estimatedRowHeight: 0)
        #expect(table.separatorStyle == .singleLine && table.separatorHeight == TextMetrics.pixel)
        try table.layoutIfNeededOrThrow()
        // What the cell asks for: the row's height less the separator's pixel.
        let probe = TableViewCell(style: .default, reuseIdentifier: nil)
        probe.textLabel?.text = source.sections[0][0]
        let fitted = TextMetrics.ceilToPixel(probe.sizeThatFits(CGSize(width: 320, height: 10_000)).height)
        let separated = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        expectEqual(separated, fitted + TextMetrics.pixel)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame.height, fitted)
        expectEqual(table.contentSize.height, 5 * (fitted + TextMetrics.pixel))

        table.separatorStyle = .none
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == fitted)
        let unseparated = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        unseparated.layoutIfNeeded()
        expectEqual(unseparated.contentView.frame.height, fitted)
        expectEqual(table.contentSize.height, 5 * fitted)
    }

    @Test func aFixedRowHeightKeepsItsHeightAndTheSeparatorComesOutOfTheContentView() throws {
        let source = RecordingDataSource(rows: 5)
        let table = makeTable(source, rowHeight: 44)
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 44)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame.height, 44 - TextMetrics.pixel)
        #expect(table.separatorInset.left == 16 && table.separatorColor == .lightGray)
    }

    @Test func theSeparatorInsetIsMeasuredFromTheCellEdgesUntilToldOtherwise() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        expectEqual(table.separatorInsetReference, .fromCellEdges)
        table.separatorInsetReference = .fromAutomaticInsets
        expectEqual(table.separatorInsetReference, TableView.SeparatorInsetReference.fromAutomaticInsets)
        expectEqual(table.separatorInset.left, 16)
    }
}
