import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// Situations the liaison's model-based fuzzer found (`LiaisonFuzzTests`), replayed step by
/// step: heights of rows whose content changed under `apply`, and the index paths commands
/// are handed while the table lays out a state the caller has already left.
@MainActor
struct FuzzFoundRegressionTests {
    /// A self-sizing row identified by `id`, with an estimate when given.
    private func item(_ id: Int, _ text: String, estimate: CGFloat? = nil) -> Row<TestCell, String> {
        let row = Row<TestCell, String>(text, id: id)
        row.set(command: .configuration) { cell, model, _ in cell.label.text = model }
        if let estimate { row.set(height: .estimatedHeight, estimate) }
        return row
    }

    /// What `TestCell` measures for `text` at the table's width.
    private func measured(_ text: String, in table: TableView) -> CGFloat {
        let cell = TestCell()
        cell.label.text = text
        // The cell's fitting height on the pixel grid, and the separator's pixel below it.
        return TextMetrics.ceilToPixel(
            cell.sizeThatFits(CGSize(width: table.bounds.width, height: .greatestFiniteMagnitude)).height) + table.separatorHeight
    }

    /// The rows follow one another without gap or overlap, every cell on screen has its
    /// row's rectangle, and the content height is the sum of the rows'.
    private func expectGeometryAddsUp(_ table: TableView, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var y: CGFloat = 0
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let rect = table.rectForRow(at: indexPath)
                #expect(abs(rect.minY - y) < 1e-9, "row \(indexPath)", sourceLocation: sourceLocation)
                if let cell = table.cellForRow(at: indexPath) {
                    #expect(cell.frame == rect, "cell of row \(indexPath)", sourceLocation: sourceLocation)
                }
                y = rect.maxY
            }
        }
        #expect(abs(table.contentSize.height - y) < 1e-9, "content height", sourceLocation: sourceLocation)
    }

    /// A reconfiguring `apply` changes a row's text (three lines to one) and inserts rows
    /// above it whose estimates are far below their heights. The batch's layout measures the
    /// row from the cell that still shows the old text; the rows above then grow and push
    /// it off screen before the liaison could configure that cell again. Scrolled back, the
    /// row gets a new cell showing its new text, and must be measured from that one, not keep
    /// the old text's height.
    @Test func aRowMeasuredFromItsOldContentThenPushedOffScreenIsMeasuredFromItsNewCell() throws {
        let long = String(repeating: "a long line that wraps ", count: 5)
        let liaison = Liaison(sections: [Section(id: 0, rows: [item(0, "a"), item(1, long)])])
        let table = try makeTable(liaison, height: 300)
        let oldHeight = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        expectEqual(oldHeight, measured(long, in: table))
        let inserted = (10..<16).map { item($0, long, estimate: 10.5) }
        try liaison.apply([Section(id: 0, rows: inserted + [item(0, "a"), item(1, "short")])])
        // The inserted rows measured far taller than estimated: row 1 left the screen.
        let moved = IndexPath(row: 7, section: 0)
        #expect(table.cellForRow(at: moved) == nil)
        table.scrollToRow(at: moved, at: .bottom, animated: false)
        let cell = try #require(table.cellForRow(at: moved) as? TestCell)
        expectEqual(cell.label.text, "short")
        #expect(try table.checking { _ in table.rectForRow(at: moved) }.height == measured("short", in: table))
        try expectGeometryAddsUp(table)
    }

    /// The same row, content unchanged, keeps its height: measured from a cell that may show
    /// old content, the height stands until the row gets a cell configured for it.
    @Test func aRowWhoseContentStayedKeepsItsHeightThroughAReconfiguringApply() throws {
        let long = String(repeating: "a long line that wraps ", count: 5)
        let liaison = Liaison(sections: [Section(id: 0, rows: [item(0, "a"), item(1, long)])])
        let table = try makeTable(liaison, height: 300)
        let height = measured(long, in: table)
        try liaison.apply([Section(id: 0, rows: [item(2, "new"), item(0, "a"), item(1, long)])])
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height == height)
        table.contentOffset = CGPoint(x: 0, y: 1)
        table.layoutIfNeeded()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height == height)
        try expectGeometryAddsUp(table)
    }

    /// While a deletion asked by `.willDisplay` waits in the queue, the layout goes on asking
    /// for cells at the table's index paths; a `.configuration` command is handed its row's
    /// place in the sections its caller sees, like every command, so a configuration that
    /// reloads its own row by that index path reloads that row.
    @Test func aConfigurationIsHandedItsRowsPlaceInTheCallersSections() throws {
        let log = CommandLog()
        let liaison = Liaison(sections: [section((0..<20).map { "r\($0)" }, log: log)])
        var reported: [String] = []
        liaison.errorHandler = { reported.append("\($0)") }
        let first = try #require(liaison.sections[0].rows[0] as? Row<TestCell, String>)
        first.set(command: .willDisplay) { [unowned liaison] _, _, indexPath in
            _ = try? liaison.deleteRow(at: indexPath)
        }
        let fifth = try #require(liaison.sections[0].rows[5] as? Row<TestCell, String>)
        var handed: [IndexPath] = []
        fifth.set(command: .configuration) { [unowned liaison] cell, model, indexPath in
            cell.label.text = model
            handed.append(indexPath)
            if handed.count == 1 { try? liaison.reloadRow(at: indexPath) }
        }
        let table = try makeTable(liaison)
        // r0's deletion waited while r5 was configured: r5 was then row 4 for the caller.
        expectEqual(handed, [IndexPath(row: 4, section: 0), IndexPath(row: 4, section: 0)])
        #expect(reported.isEmpty)
        expectEqual(log.matching("reload"), ["reload r5 (0 - 4)"])
        expectEqual(model(liaison), [(1..<20).map { "r\($0)" }])
        expectEqual((table.cellForRow(at: IndexPath(row: 4, section: 0)) as? TestCell)?.label.text, "r5")
    }

    /// A layout the table owes runs at the start of `apply`, showing the old rows while the
    /// caller sees the applied ones. A row that `apply` replaces by another object of the same
    /// id at another place is that row for its caller: its commands are handed that place.
    @Test func aRowReplacedBySameIDElsewhereIsHandedItsNewPlaceDuringTheOwedLayout() throws {
        let liaison = Liaison(sections: [Section(id: 0, rows: [item(0, "a"), item(1, "b")])])
        let table = try makeTable(liaison)
        let old = try #require(liaison.sections[0].rows[1] as? Row<TestCell, String>)
        var handed: [String] = []
        old.set(command: .configuration) { cell, model, indexPath in
            cell.label.text = model
            handed.append("configuration (\(indexPath.section) - \(indexPath.row))")
        }
        old.set(command: .willDisplay) { _, _, indexPath in
            handed.append("willDisplay (\(indexPath.section) - \(indexPath.row))")
        }
        liaison.reloadData()
        try liaison.apply([Section(id: 0, rows: [item(2, "c"), item(0, "a"), item(1, "b")])])
        // The owed reload showed the old rows: `b` at the table's row 1, the caller's row 2.
        expectEqual(handed, ["configuration (0 - 2)", "willDisplay (0 - 2)"])
        expectEqual(visibleTexts(table), ["c", "a", "b"])
    }
}
