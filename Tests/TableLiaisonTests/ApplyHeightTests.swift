import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// `apply` with `.reconfigure` compares content only for the rows on screen; a row off screen
/// whose model or fixed height changed must still come back at its new height.
@MainActor
struct ApplyHeightTests {
    /// A self-sizing row identified by `id`.
    private func textItem(_ id: Int, _ text: String) -> Row<TestCell, String> {
        let row = Row<TestCell, String>(text, id: id)
        row.set(command: .configuration) { cell, model, _ in cell.label.text = model }
        return row
    }

    @Test func anOffScreenRowWhoseModelGrewComesBackAtItsNewHeight() throws {
        let long = String(repeating: "a long line of text that wraps ", count: 6)
        let liaison = Liaison(sections: [Section(id: 0, rows: (0..<30).map { textItem($0, "row \($0)") })])
        let table = try makeTable(liaison)
        let shortHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 0)), false)
        // Row 0 was measured on screen; now, off screen, its text grows.
        try liaison.apply([Section(id: 0, rows: (0..<30).map { textItem($0, $0 == 0 ? long : "row \($0)") })])
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TestCell)
        expectEqual(cell.label.text, long)
        let grown = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(grown > shortHeight * 3)
        expectEqual(cell.frame.height, grown)
        // The row after it starts where the grown row ends.
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.minY == grown)
    }

    @Test func anOffScreenRowWhoseFixedHeightChangedComesBackAtIt() throws {
        func rows(tallFirst: Bool) -> [AnyRow] {
            (0..<30).map { id in
                let row = textItem(id, "row \(id)")
                row.set(height: .height, id == 0 && tallFirst ? 120 : 44)
                return row
            }
        }
        let liaison = Liaison(sections: [Section(id: 0, rows: rows(tallFirst: false))])
        let table = try makeTable(liaison)
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        try liaison.apply([Section(id: 0, rows: rows(tallFirst: true))])
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 120)
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height, 120)
        #expect(abs(table.contentSize.height - (120 + 29 * 44)) < 1e-9, "\(table.contentSize.height - 1396)")
    }

    // MARK: Rows on screen whose declared height changed while their model stayed equal

    /// One row of "same" with id 0 and the height `height` (nil self-sizes).
    private func sameRow(height: CGFloat?) -> Row<TestCell, String> {
        let row = textItem(0, "same")
        if let height { row.set(height: .height, height) }
        return row
    }

    /// Lays out [same(first), "next"], applies [same(then), "next"] with `style`, and returns
    /// the first row's heights: in the table before and after, and of its cell after.
    private func heightsAcrossApply(
        from first: CGFloat?, to then: CGFloat?, style: ContentUpdateStyle
    ) throws -> (before: CGFloat, after: CGFloat, cell: CGFloat?, nextMinY: CGFloat) {
        func next() -> AnyRow {
            let row = textItem(1, "next")
            row.set(height: .height, 44)
            return row
        }
        let liaison = Liaison(sections: [Section(id: 0, rows: [sameRow(height: first), next()])])
        let table = try makeTable(liaison)
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        try liaison.apply([Section(id: 0, rows: [sameRow(height: then), next()])], contentUpdates: style)
        table.layoutIfNeeded()
        let after = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height
        let nextMinY = table.rectForRow(at: IndexPath(row: 1, section: 0)).minY
        return (before, after, cell, nextMinY)
    }

    @Test(arguments: [ContentUpdateStyle.reconfigure, .reload])
    func anOnScreenRowWhoseFixedHeightChangedWithAnEqualModelShowsAtItsNewHeight(style: ContentUpdateStyle) throws {
        let heights = try heightsAcrossApply(from: 44, to: 100, style: style)
        expectEqual(heights.before, 44)
        expectEqual(heights.after, 100)
        expectEqual(heights.cell, 100)
        expectEqual(heights.nextMinY, 100)
    }

    @Test(arguments: [ContentUpdateStyle.reconfigure, .reload])
    func anOnScreenRowGoingFromAFixedHeightToSelfSizingWithAnEqualModelIsMeasured(style: ContentUpdateStyle) throws {
        // What "same" measures when it self-sizes from the start.
        let measured = try heightsAcrossApply(from: nil, to: nil, style: style).after
        #expect(measured > 20)
        let heights = try heightsAcrossApply(from: 20, to: nil, style: style)
        expectEqual(heights.before, 20)
        expectEqual(heights.after, measured)
        expectEqual(heights.cell, measured)
        expectEqual(heights.nextMinY, measured)
    }

    @Test(arguments: [ContentUpdateStyle.reconfigure, .reload])
    func anOnScreenRowGoingFromSelfSizingToAFixedHeightWithAnEqualModelTakesIt(style: ContentUpdateStyle) throws {
        let heights = try heightsAcrossApply(from: nil, to: 70, style: style)
        #expect(heights.before != 70)
        expectEqual(heights.after, 70)
        expectEqual(heights.cell, 70)
    }

    /// The height is compared, not only the model: an `apply` that changes neither leaves the
    /// row's cell alone (no `.reload` command, no configuration).
    @Test(arguments: [ContentUpdateStyle.reconfigure, .reload])
    func anOnScreenRowWhoseModelAndHeightStayedIsNotConfiguredAgain(style: ContentUpdateStyle) throws {
        var log: [String] = []
        func logged(height: CGFloat) -> AnyRow {
            let row = sameRow(height: height)
            row.set(command: .configuration) { cell, model, _ in
                cell.label.text = model
                log.append("configuration")
            }
            row.set(command: .reload) { _, _, _ in log.append("reload") }
            return row
        }
        let liaison = Liaison(sections: [Section(id: 0, rows: [logged(height: 44)])])
        let table = try makeTable(liaison)
        expectEqual(log, ["configuration"])
        log.removeAll()
        try liaison.apply([Section(id: 0, rows: [logged(height: 44)])], contentUpdates: style)
        #expect(log.isEmpty)
        try liaison.apply([Section(id: 0, rows: [logged(height: 60)])], contentUpdates: style)
        expectEqual(log, ["configuration", "reload"])
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 60)
    }

    /// A row measured once, off screen when `apply` runs, brought on screen by the batch (the
    /// rows above it deleted) with another declared height and an equal model: it comes at
    /// its new height, not the one it was measured at.
    @Test func aRowTheBatchBringsOnScreenWithAnotherDeclaredHeightComesAtIt() throws {
        func rows(from start: Int, tall: Int?) -> [AnyRow] {
            (start..<40).map { id in
                let row = textItem(id, "row \(id)")
                row.set(height: .height, id == tall ? 100 : 44)
                return row
            }
        }
        let liaison = Liaison(sections: [Section(id: 0, rows: rows(from: 0, tall: nil))])
        let table = try makeTable(liaison)
        // Row 12 is measured on screen, then the table goes back to the top.
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 12, section: 0)), false)
        // Rows 0–9 go: row 12 (now row 2) comes on screen in the batch, 100 points high.
        try liaison.apply([Section(id: 0, rows: rows(from: 10, tall: 12))])
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 2, section: 0)), true)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height == 100)
        expectEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height, 100)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 3, section: 0)) }.minY == CGFloat(2 * 44 + 100))
    }
}
