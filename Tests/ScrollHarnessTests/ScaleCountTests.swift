import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// The counts behind the benchmarks' scale cases, checked without timing.
@MainActor
struct ScaleCountTests {
    /// Case 2: a full fling from top to bottom, fixed and self-sizing rows mixed.
    @Test(arguments: [1_000, 100_000])
    func aFullFlingCreatesAScreenfulOfCellsAndMeasuresOnlyDisplayedRows(rows count: Int) throws {
        let rows: [AnyRow] = (0..<count).map { index in
            index % 2 == 0 ? textRow("fixed \(index)", height: 44) : textRow("self-sizing \(index)", height: nil)
        }
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: Liaison(sections: [Section(rows: rows)]),
            viewport: CGSize(width: 375, height: 20 * 44))
        let table = harness.tableView
        let measuredBefore = table.statistics.sizeThatFitsCalls
        let displayedBefore = harness.events(.willDisplay).count
        // Rows measured taller than their estimates make the content grow under the finger:
        // a fling aimed at the bottom may stop short, and the finger flings again.
        var flings = 0
        while table.contentOffset.y < table.maximumContentOffsetY - 0.5 && flings < 5 {
            try harness.fling(velocity: (table.maximumContentOffsetY - table.contentOffset.y) * 1000 / 499 * 1.05)
            flings += 1
        }
        #expect(table.contentOffset.y >= table.maximumContentOffsetY - 0.5, "the flings reached the bottom")
        let displayed = harness.events(.willDisplay).count - displayedBefore
        let mostVisible = harness.frames.map(\.visibleRows.count).max() ?? 0
        // One reuse identifier (TextCell): at most the most rows visible at once plus 2 (R9).
        #expect(table.statistics.cellsCreated <= mostVisible + 2)
        #expect(table.statistics.sizeThatFitsCalls - measuredBefore <= displayed)
        #expect(displayed > 20)
    }

    /// Case 6: self-sized text rows are measured on screen only, and a second pass over them
    /// hits the height cache.
    @Test func aSecondPassOverSelfSizedRowsMeasuresNothing() throws {
        let rows: [AnyRow] = (0..<10_000).map {
            textRow("Quote \($0): " + String(repeating: "words that wrap ", count: $0 % 5 + 1), height: nil)
        }
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: Liaison(sections: [Section(rows: rows)]),
            viewport: CGSize(width: 375, height: 667))
        let table = harness.tableView
        #expect(table.statistics.sizeThatFitsCalls < 30)
        for _ in 0..<30 { try harness.drag(by: 600, frames: 3) }
        let firstPass = table.statistics.sizeThatFitsCalls
        let displayed = Set(harness.events(.willDisplay).compactMap(\.indexPath)).count
        #expect(firstPass <= displayed)
        try harness.scrollToTop()
        for _ in 0..<30 { try harness.drag(by: 600, frames: 3) }
        expectEqual(table.statistics.sizeThatFitsCalls, firstPass)
    }
}
