import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

@MainActor
struct RenderTests {
    private func productPage() -> ScrollHarness {
        let liaison = Liaison(sections: [
            Section(
                rows: [
                    textRow("商品名称 is a product", height: nil),
                    textRow("节日促销,快来买啊 with a long English tail that wraps", height: nil), textRow("¥0"),
                ],
                componentDisplayOption: .header(component: header("商品"))),
            Section(rows: (0..<5).map { textRow("row \($0)") }, componentDisplayOption: .header(component: header("More"))),
        ])
        // The drawing is under test, not UIKit's default spacing: headers at their sections'
        // tops and rows as tall as their cells.
        let table = TableView(frame: .zero)
        table.sectionHeaderTopPadding = 0
        table.separatorStyle = .none
        return ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 300))
    }

    @Test func theViewportRendersAsBoxesWithTheirLaidOutLines() {
        let harness = productPage()
        #expect(
            harness.render() == """
                offset 0.0 of 425.7
                ┏━header 0━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ █
                ┃  商品                                    ┃ │
                ┌─0-0──────────────────────────────────────┐ │
                │  商品名称 is a product                   │ │
                ┌─0-1──────────────────────────────────────┐ │
                │  节日促销,快来买啊 with a long           │ │
                │  English tail that wraps                 │ │
                ┌─0-2──────────────────────────────────────┐ │
                │  ¥0                                      │ │
                ┏━header 1━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ │
                ┃  More                                    ┃ │
                ┌─1-0──────────────────────────────────────┐ │
                │  row 0                                   │ │
                ┌─1-1──────────────────────────────────────┐ │
                │  row 1                                   │ │
                """)
    }

    @Test func pinnedHeadersAreDrawnOverTheRowsAndTheScrollBarMoves() throws {
        let harness = productPage()
        try harness.drag(by: 150)
        #expect(
            harness.render() == """
                offset 125.7 of 425.7
                ┏━header 0━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ │
                ┃  商品                                    ┃ │
                │  ¥0                                      │ │
                ┏━header 1━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ │
                ┃  More                                    ┃ │
                ┌─1-0──────────────────────────────────────┐ │
                │  row 0                                   │ │
                ┌─1-1──────────────────────────────────────┐ │
                │  row 1                                   │ │
                ┌─1-2──────────────────────────────────────┐ │
                │  row 2                                   │ │
                ┌─1-3──────────────────────────────────────┐ │
                │  row 3                                   │ │
                ┌─1-4──────────────────────────────────────┐ │
                │  row 4                                   │ █
                """)
    }

    @Test func aHorizontalRowReadsAcrossOneLineWithEachTextAtItsViewsColumn() throws {
        // Three labels side by side at x = 16, 120 and 230 of a 320-point table drawn 44
        // characters wide: 42 columns inside the border, 320 / 42 points a column.
        let row = Row<StatsCell, [String]>(["3 days", "🔥 hot", "12 likes"])
        row.set(height: .height, 60)
        row.set(command: .configuration) { cell, texts, _ in zip(cell.labels, texts).forEach { $0.text = $1 } }
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: Liaison(sections: [Section(rows: [row])]),
            viewport: CGSize(width: 320, height: 60))
        let lines = harness.render().split(separator: "\n").map(String.init)
        expectEqual(lines[1], "┌─0-0──────────────────────────────────────┐ █")
        expectEqual(lines[2], "│  3 days        🔥 hot        12 likes    │ │")
        expectEqual(lines[3], "│                                          │ │")
        // Tree order is kept by renderedText, whatever the layout.
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(ScrollHarness.renderedText(of: cell), ["3 days", "🔥 hot", "12 likes"])
    }

    @Test func aRowShorterThanItsTextShowsEveryPieceOnItsOneLineAndOverlapsMoveRight() {
        // A 20-point row is one line: all three labels show after the title, the two that
        // start closer than their text is wide pushed right past the text before them.
        let row = Row<StatsCell, [String]>(["one", "two", "three"])
        row.set(height: .height, 20)
        row.set(command: .configuration) { cell, texts, _ in
            zip(cell.labels, texts).forEach { $0.text = $1 }
            cell.positions = [16, 30, 230]
        }
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: Liaison(sections: [Section(rows: [row])]),
            viewport: CGSize(width: 320, height: 20))
        #expect(
            harness.render().split(separator: "\n").map { String($0) } == [
                "offset 0.0 of 20.0",
                "[0-0 one two                   three       ] █",
            ])
    }

    @Test func aCheckmarkASelectedRowAndEditingControlsShowInTheTitleLine() throws {
        let harness = makeHarness(rows: 4)
        harness.renderWidth = 24
        let rows = (harness.liaison?.sections[0].rows ?? []).compactMap { $0 as? Row<TextCell, String> }
        rows[0].set(command: .configuration) { cell, text, _ in
            cell.label.text = text
            cell.accessoryType = .checkmark
        }
        rows[1].movable = true
        rows[2].editingStyle = .delete
        rows[2].movable = true
        rows[3].editingStyle = .insert
        try harness.liaison?.reloadVisibleRows()
        try harness.tap(row: IndexPath(row: 1, section: 0))
        var lines = harness.render().split(separator: "\n").map(String.init)
        expectEqual(lines[1], "┌─0-0 ✓────────────────┐ █")
        expectEqual(lines[3], "┌─0-1 sel──────────────┐ │")
        expectEqual(lines[5], "┌─0-2──────────────────┐ │")
        expectEqual(lines.count, 1 + 20)
        try harness.tapEditButton()
        lines = harness.render().split(separator: "\n").map(String.init)
        expectEqual(lines[1], "┌─0-0 ✓────────────────┐ █")
        expectEqual(lines[3], "┌─0-1 sel ≡────────────┐ │")
        expectEqual(lines[5], "┌─0-2 ⊖ ≡──────────────┐ │")
        expectEqual(lines[7], "┌─0-3 ⊕────────────────┐ │")
        // A cell that forgets to clear its checkmark renders differently from one that does.
        try harness.tapEditButton()
        rows[0].set(command: .configuration) { cell, text, _ in cell.label.text = text }
        try harness.liaison?.reloadVisibleRows()
        harness.advance(frames: 1)
        #expect(harness.render().split(separator: "\n").map { String($0) }[1] == "┌─0-0──────────────────┐ █")
    }

    @Test func aRowShowsHighlightedWhileTheFingerIsDown() throws {
        let harness = makeHarness(rows: 4)
        harness.renderWidth = 24
        let row = try #require(harness.liaison?.sections[0].rows[1] as? Row<TextCell, String>)
        var duringHighlight: [String] = []
        row.set(command: .didHighlight) { [unowned harness] _, _, _ in
            duringHighlight = harness.render().split(separator: "\n").map(String.init)
        }
        try harness.tap(row: IndexPath(row: 1, section: 0))
        expectEqual(duringHighlight[3], "┌─0-1 hl───────────────┐ │")
        #expect(harness.render().split(separator: "\n").map { String($0) }[3] == "┌─0-1 sel──────────────┐ │")
    }

    @Test func disabledButtonsAndOtherAccessoriesHaveMarks() throws {
        let cell = TableViewCell()
        expectEqual(ScrollHarness.stateMarks(of: cell), "")
        let retry = Button(title: "Retry")
        retry.isEnabled = false
        let hidden = Button(title: "Hidden")
        hidden.isEnabled = false
        hidden.isHidden = true
        let untitled = Button()
        untitled.accessibilityIdentifier = "share"
        untitled.isEnabled = false
        cell.contentView.addSubview(retry)
        cell.contentView.addSubview(hidden)
        cell.contentView.addSubview(untitled)
        cell.contentView.addSubview(Button(title: "Enabled"))
        cell.accessoryType = .disclosureIndicator
        expectEqual(ScrollHarness.stateMarks(of: cell), " › ⊘Retry ⊘share")
        cell.accessoryType = .detailButton
        expectEqual(ScrollHarness.stateMarks(of: cell), " ⓘ ⊘Retry ⊘share")
        cell.accessoryType = .detailDisclosureButton
        expectEqual(ScrollHarness.stateMarks(of: cell), " ⓘ› ⊘Retry ⊘share")
    }

    @Test func theEventLogFiltersByKindAndRowAndDumpsAsText() throws {
        let harness = makeHarness(rows: 40)
        harness.clearEvents()
        try harness.tap(row: IndexPath(row: 1, section: 0))
        #expect(
            harness.dump(.didSelect, .rowCommand) == """
                f2 rowCommand didHighlight (0 - 1)
                f2 rowCommand didUnhighlight (0 - 1)
                f2 rowCommand willSelect (0 - 1)
                f2 didSelect (0 - 1)
                f2 rowCommand didSelect (0 - 1)
                """)
        #expect(
            harness.events(at: IndexPath(row: 1, section: 0)).map(\.kind) == [
                .shouldHighlight, .didHighlight, .rowCommand, .didUnhighlight, .rowCommand, .willSelect, .rowCommand, .didSelect,
                .rowCommand,
            ])
        expectEqual(HarnessEvent(frame: 3, kind: .numberOfRows, section: 2).description, "f3 numberOfRows section 2")
    }
}

/// A cell's accessory view is part of what the screen shows and what a finger can tap.
@MainActor
struct AccessoryViewTests {
    @Test func anAccessoryViewIsRenderedAndItsButtonIsTappable() throws {
        var follows: [String] = []
        let row = Row<TableViewCell, String>("Ada")
        row.set(height: .height, 44)
        row.set(command: .configuration) { cell, model, _ in
            cell.textLabel?.text = model
            let button = Button(title: "Follow")
            button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            button.addAction { follows.append(model) }
            cell.accessoryView = button
        }
        let liaison = Liaison(sections: [Section(rows: [row])])
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 320, height: 100))
        let lines = harness.render().split(separator: "\n")
        #expect(lines.contains { $0.contains("Ada") && $0.contains("Follow") }, "\(lines)")
        try harness.tapControl(titled: "Follow")
        expectEqual(follows, ["Ada"])
    }
}

/// A settings row with a switch: the render draws it, a finger flips it, and a reused cell
/// that keeps the old state is what the explorer's reuse check would catch.
@MainActor
struct SwitchRowTests {
    final class Settings {
        var wifi = false
        var changes: [Bool] = []
    }

    private func makeHarness(_ settings: Settings, enabled: Bool = true) -> ScrollHarness {
        let row = Row<TableViewCell, String>("Wi-Fi")
        row.set(height: .height, 44)
        row.set(command: .configuration) { cell, model, _ in
            cell.textLabel?.text = model
            let toggle = Switch()
            toggle.accessibilityIdentifier = "wifi"
            toggle.isOn = settings.wifi
            toggle.isEnabled = enabled
            toggle.addAction(
                Action { action in
                    guard let toggle = action.sender as? Switch else { return }
                    settings.wifi = toggle.isOn
                    settings.changes.append(toggle.isOn)
                }, for: .valueChanged)
            cell.accessoryView = toggle
        }
        let liaison = Liaison(sections: [Section(rows: [row])])
        return ScrollHarness(tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 320, height: 60))
    }

    @Test func aTappedSwitchFlipsSendsItsValueAndRendersItsState() throws {
        let settings = Settings()
        let harness = makeHarness(settings)
        #expect(harness.render().contains("(○ off)"), "\(harness.render())")
        try harness.tapControl(identifier: "wifi")
        expectEqual(settings.changes, [true])
        #expect(harness.render().contains("(on ●)"), "\(harness.render())")
        try harness.tapControl(identifier: "wifi", in: .row(IndexPath(row: 0, section: 0)))
        expectEqual(settings.changes, [true, false])
        expectEqual(harness.events(.controlTapped).map(\.detail), ["identified \"wifi\" → on", "identified \"wifi\" → off"])
        #expect(try harness.actions(forRow: IndexPath(row: 0, section: 0)).controls == ["#wifi (off)"])
    }

    @Test func aSwitchIsNotFoundByTitleAndADisabledOneCannotBeTapped() throws {
        let settings = Settings()
        let harness = makeHarness(settings, enabled: false)
        #expect(throws: ScrollHarnessError.self) { try harness.tapControl(titled: "wifi") }
        #expect(
            throws: ScrollHarnessError.controlDisabled(.accessibilityIdentifier("wifi"), in: .row(IndexPath(row: 0, section: 0)))
        ) { try harness.tapControl(identifier: "wifi") }
        #expect(settings.changes.isEmpty)
        #expect(harness.render().contains("⊘wifi"), "\(harness.render())")
    }
}

/// A view whose layer is a gradient, as UIKit's `layerClass` override.
private final class GradientBadgeView: View {
    override class var layerClass: AnyClass { GradientLayer.self }
}

@MainActor
struct LayerTreeRenderTests {
    @Test func aSubviewsGradientLayerIsDrawnOnceThoughItIsAlsoItsSuperviewsSublayer() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let badge = GradientBadgeView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        let gradient = try #require(badge.layer as? GradientLayer)
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        container.addSubview(badge)
        let overlay = GradientLayer()
        overlay.colors = [Color.black.cgColor, Color.clear.cgColor]
        overlay.frame = container.bounds
        container.layer.addSublayer(overlay)
        // The layer tree holds the badge's layer under the container's, as UIKit's; the render
        // draws it with its view, once.
        expectEqual(container.layer.sublayers?.count, 2)
        expectEqual(ScrollHarness.renderedText(of: container), ["gradient(black→clear)", "gradient(red→blue)"])
    }
}
