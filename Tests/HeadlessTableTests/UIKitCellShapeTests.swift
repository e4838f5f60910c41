import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A cell that records the selection and highlight calls the table makes, in order.
final class StateRecordingCell: TableViewCell {
    private(set) var calls: [String] = []

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append("setSelected(\(selected), animated: \(animated))")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        calls.append("setHighlighted(\(highlighted))")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        calls.append("setEditing(\(editing))")
    }
}

@MainActor
struct UIKitCellShapeTests {
    /// A screen that keeps one switch and hands it to whichever cell shows its row: once
    /// another cell holds it, the first cell's next accessory does not take it out of there.
    @Test func anAccessoryViewMovedToAnotherCellStaysWhenTheFirstCellsAccessoryChanges() {
        let shared = Switch()
        let first = TableViewCell(style: .default, reuseIdentifier: "cell")
        let second = TableViewCell(style: .default, reuseIdentifier: "cell")
        first.accessoryView = shared
        second.accessoryView = shared
        first.accessoryView = Switch()
        #expect(shared.superview === second)
        second.accessoryView = nil
        #expect(shared.superview == nil)
    }

    @Test func builtInViewsExistForTheStylesThatHaveThemAsInUIKit() {
        for style in [TableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            #expect(cell.textLabel != nil)
            expectEqual((cell.detailTextLabel == nil), (style == .default))
            expectEqual((cell.imageView == nil), (style == .value2))
        }
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "c")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        expectEqual(cell.textLabel?.text, "Title")
        expectEqual(cell.detailTextLabel?.text, "Detail")
        #expect(cell.textLabel === cell.textLabel)
    }

    @Test func settingIsSelectedAndIsHighlightedGoesThroughTheOverridableMethods() {
        let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isHighlighted = false
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(
            cell.calls == ["setSelected(true, animated: false)", "setHighlighted(true)", "setHighlighted(false)"])
    }

    @Test func aTapHighlightsUnhighlightsThenSelectsTheCellInUIKitsOrder() throws {
        let source = RecordingDataSource(rows: 20)
        let table = makeTable(source, cell: StateRecordingCell.self)
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StateRecordingCell)
        let second = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)) as? StateRecordingCell)
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        try table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(
            first.calls == [
                "setHighlighted(true)", "setHighlighted(false)", "setSelected(true, animated: false)",
                "setSelected(false, animated: false)",
            ])
        #expect(
            second.calls == ["setHighlighted(true)", "setHighlighted(false)", "setSelected(true, animated: false)"])
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .none)
        expectEqual(first.calls.last, "setSelected(true, animated: true)")
        expectEqual(second.calls.last, "setSelected(false, animated: false)")
    }

    @Test func prepareForReuseClearsSelectionHighlightAndEditingAsItsDocumentationSays() throws {
        let source = RecordingDataSource(rows: 40)
        let table = makeTable(source, cell: StateRecordingCell.self)
        source.canMove = { _ in true }
        table.setEditing(true, animated: false)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        try table.layoutIfNeededOrThrow()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateRecordingCell)
        #expect(cell.isEditing && cell.isSelected && cell.showsReorderControl && cell.editingStyle == .delete)
        cell.prepareForReuse()
        #expect(!cell.isEditing && !cell.isSelected && !cell.isHighlighted && !cell.showsReorderControl)
        #expect(cell.editingStyle == .none && !cell.isIndentedWhileEditing)
        expectEqual(cell.calls.suffix(2), ["setSelected(false, animated: false)", "setEditing(false)"])
    }

    @Test func theAppearancePropertiesKeepWhatTheAppSets() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(cell.indentationWidth == 10 && cell.accessoryView == nil && cell.separatorInset == EdgeInsets(left: 16))
        let badge = Label()
        cell.accessoryView = badge
        cell.editingAccessoryType = .disclosureIndicator
        cell.backgroundView = View()
        cell.selectedBackgroundView = View()
        cell.separatorInset = EdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        #expect(cell.accessoryView === badge && cell.editingAccessoryType == .disclosureIndicator)
        #expect(cell.backgroundView != nil && cell.selectedBackgroundView != nil && cell.separatorInset.left == 60)
    }

    /// `isEditing` is settable and goes through the overridable `setEditing(_:animated:)`,
    /// which the table calls only when its editing mode differs from the cell's.
    @Test func settingIsEditingGoesThroughSetEditingAndTheTableCallsItOnChangesOnly() throws {
        let cell = StateRecordingCell(style: .default, reuseIdentifier: nil)
        cell.isEditing = true
        #expect(cell.isEditing && cell.calls == ["setEditing(true)"])
        let source = RecordingDataSource(rows: 20)
        let table = makeTable(source, cell: StateRecordingCell.self)
        try table.layoutIfNeededOrThrow()
        let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateRecordingCell)
        #expect(!shown.calls.contains { $0.hasPrefix("setEditing") })
        table.setEditing(true, animated: false)
        try table.layoutIfNeededOrThrow()
        table.setNeedsLayout()
        try table.layoutIfNeededOrThrow()
        table.setEditing(false, animated: false)
        try table.layoutIfNeededOrThrow()
        #expect(shown.calls.filter { $0.hasPrefix("setEditing") } == ["setEditing(true)", "setEditing(false)"])
    }

    /// The app may set `showsReorderControl`; the table sets it again, from editing mode and
    /// `canMoveRowAt`, when it next lays the cell out.
    @Test func showsReorderControlIsSettableAndTheTableDecidesAtItsNextLayout() throws {
        let source = RecordingDataSource(rows: 20)
        source.canMove = { $0.row == 0 }
        let table = makeTable(source)
        table.setEditing(true, animated: false)
        try table.layoutIfNeededOrThrow()
        let movable = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let fixed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(movable.showsReorderControl && !fixed.showsReorderControl)
        movable.showsReorderControl = false
        #expect(!movable.showsReorderControl)
        // A batch update lays the cells on screen out again.
        source.sections[0].append("added")
        table.insertRows(at: [IndexPath(row: 20, section: 0)], with: .none)
        #expect(movable.showsReorderControl)
    }

    /// As in UIKit, the accessory and background views are subviews of the cell: the
    /// accessory at the trailing edge with the content view narrowed beside it, the
    /// backgrounds behind everything, the selected one shown only while selected.
    @Test func accessoryAndBackgroundViewsAreLaidOutInTheCell() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let badge = Label()
        badge.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        let background = View()
        let selected = View()
        cell.accessoryView = badge
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background && cell.subviews[1] === selected && cell.subviews.last === badge)
        expectEqual(badge.frame, CGRect(x: 320 - 16 - 30, y: 12, width: 30, height: 20))
        // The content view leaves the accessory its width and a 16-point margin.
        expectEqual(cell.contentView.frame.width, CGFloat(274))
        #expect(background.frame == cell.bounds && selected.isHidden)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(!selected.isHidden)
        // In editing mode an editing accessory view takes the accessory's place.
        let editingBadge = Label()
        editingBadge.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        cell.editingAccessoryView = editingBadge
        cell.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(badge.isHidden && !editingBadge.isHidden && cell.contentView.frame.width == CGFloat(254))
        cell.accessoryView = nil
        #expect(badge.superview == nil)
    }

    @Test func headerFooterTextLabelIsOptionalAsInUIKit() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Section"
        expectEqual(header.textLabel?.text, "Section")
        #expect(header.sizeThatFits(CGSize(width: 320, height: 0)).height > 0)
    }
}

@MainActor
struct ListContentConfigurationTests {
    @Test func aCellsDefaultConfigurationIsMeasuredByTheTextMetrics() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        // One 17-point line within 11-point margins: at least UIKit's 44-point minimum.
        let line = Label(text: "Wi-Fi", font: .systemFont(ofSize: 17)).sizeThatFits(CGSize(width: 288, height: 1000)).height
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, max(44, TextMetrics.ceilToPixel(22 + line)))
        content.secondaryText = "Connected"
        cell.contentConfiguration = content
        let detail = Label(text: "Connected", font: .systemFont(ofSize: 15)).sizeThatFits(CGSize(width: 288, height: 1000))
            .height
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, TextMetrics.ceilToPixel(22 + line + 3 + detail))
        #expect(cell.textLabel?.text == nil)
    }

    @Test func numberOfLinesAndTheImageChangeTheMeasuredHeight() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = String(repeating: "a long setting title ", count: 10)
        cell.contentConfiguration = content
        let wrapped = cell.sizeThatFits(CGSize(width: 320, height: 0)).height
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        let single = cell.sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(wrapped > single && single == 44)
        content.image = Image(name: "icon", size: CGSize(width: 29, height: 60))
        cell.contentConfiguration = content
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 82)
        cell.layoutSubviews()
        cell.contentConfiguration = nil
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 0)).height, 44)
    }

    @Test func aHeaderConfigurationSelfSizesTheHeader() throws {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        var content = header.defaultContentConfiguration()
        content.text = "NETWORK"
        header.contentConfiguration = content
        let line = Label(text: "NETWORK", font: .systemFont(ofSize: 13)).sizeThatFits(CGSize(width: 288, height: 1000)).height
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 0)).height, TextMetrics.ceilToPixel(16 + line))
    }
}
