import Foundation
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
        let shortHeight = try table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        try table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 0)) == false)
        // Row 0 was measured on screen; now, off screen, its text grows.
        try liaison.apply([Section(id: 0, rows: (0..<30).map { textItem($0, $0 == 0 ? long : "row \($0)") })])
        try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TestCell)
        #expect(cell.label.text == long)
        let grown = try table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(grown > shortHeight * 3)
        #expect(cell.frame.height == grown)
        // The row after it starts where the grown row ends.
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == grown)
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
        try table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        try liaison.apply([Section(id: 0, rows: rows(tallFirst: true))])
        try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 120)
        #expect(abs(table.contentSize.height - (120 + 29 * 44)) < 1e-9, "\(table.contentSize.height - 1396)")
    }
}
