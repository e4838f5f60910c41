import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct HeightTests {
    @Test func r10TheDelegatesHeightWinsOverRowHeight() throws {
        let source = RecordingDataSource(rows: 3)
        source.height = { $0.row == 1 ? 100 : TableView.unspecifiedDimension }
        let table = makeTable(source, rowHeight: 30)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 30)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 100)
        expectEqual(table.contentSize.height, 160)
    }

    /// UIKit's idiom for a row whose height changed in place: an empty `beginUpdates()` /
    /// `endUpdates()` pair (or `performBatchUpdates(nil)`) asks the heights again and moves
    /// the rows below, without asking for or reloading a cell.
    @Test func r10AnEmptyBatchAsksHeightsAgainWithoutReloadingACell() throws {
        let source = RecordingDataSource(rows: 3)
        var tallRow: Int?
        source.height = { $0.row == tallRow ? 100 : 44 }
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        tallRow = 1
        try table.layoutIfNeededOrThrow()
        // Nothing asked the heights again yet: the table keeps the answers it had.
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 44)
        source.events.removeAll()
        table.beginUpdates()
        table.endUpdates()
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 100)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.minY == 144)
        #expect(source.events(matching: "heightForRowAt").contains("heightForRowAt (0 - 1)"))
        #expect(source.events(matching: "cellForRowAt").isEmpty)
        #expect((0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }.elementsEqual(cells) { $0 === $1 })
        tallRow = 2
        table.performBatchUpdates(nil)
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 44)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height == 100)
        expectEqual(table.contentSize.height, 188)
    }

    @Test func r10DefaultsAreAutomatic() {
        let table = TableView(frame: .zero)
        expectEqual(table.rowHeight, TableView.automaticDimension)
        expectEqual(table.estimatedRowHeight, TableView.automaticDimension)
        expectEqual(table.sectionHeaderHeight, TableView.automaticDimension)
        expectEqual(table.sectionFooterHeight, TableView.automaticDimension)
    }

    @Test func r11WithoutEstimatesEveryRowsHeightIsAskedAtReload() throws {
        let source = RecordingDataSource(rows: 50)
        source.height = { _ in 44 }
        let table = makeTable(source, estimatedRowHeight: 0)
        try table.layoutIfNeededOrThrow()
        #expect(source.events(matching: "heightForRowAt").count >= 50)
        expectEqual(source.events(matching: "estimatedHeightForRowAt").count, 1)
    }

    @Test func r11WithAUniformEstimateNoRowIsAskedUntilDisplayed() throws {
        let source = RecordingDataSource(rows: 1000)
        let table = makeTable(source, rowHeight: 60, estimatedRowHeight: 50)
        try table.layoutIfNeededOrThrow()
        // One question stands for all rows (see TableViewDelegate), then only displayed rows.
        expectEqual(source.events(matching: "estimatedHeightForRowAt"), ["estimatedHeightForRowAt (0 - 0)"])
        expectEqual(source.events(matching: "heightForRowAt").count, table.visibleCells.count)
        expectEqual(table.contentSize.height, CGFloat(8 * 60 + 992 * 50))
    }

    @Test func r11WithPerRowEstimatesEveryRowIsAskedForItsEstimate() throws {
        let source = RecordingDataSource(rows: 100)
        source.estimate = { _ in 30 }
        let table = makeTable(source, rowHeight: 30)
        try table.layoutIfNeededOrThrow()
        // Each row once: the first row's answer to whether estimates come per row is its
        // estimate (it was asked twice, 101 questions).
        #expect(source.events(matching: "estimatedHeightForRowAt") == (0..<100).map { "estimatedHeightForRowAt (0 - \($0))" })
        expectEqual(table.contentSize.height, 3000)
    }

    @Test func r12SelfSizingMeasuresTheConfiguredCellRoundedToThePixelGridAndCachesIt() throws {
        let source = RecordingDataSource(sections: [["one line", String(repeating: "long text ", count: 30)]])
        let table = makeTable(source, width: 320, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        let lines = TextMetrics.lines(of: source.sections[0][1], font: .body, width: 320 - 32)
        // The cell's fitting height on the pixel grid, plus the default separator's pixel.
        let expected = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(CGFloat(lines.count) * 20.4) + 22) + TextMetrics.pixel
        let oneLine = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(20.4) + 22) + TextMetrics.pixel
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == oneLine)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == expected)
        let measured = table.statistics.sizeThatFitsCalls
        expectEqual(measured, 2)
        table.contentOffset.y = 10
        table.contentOffset.y = 0
        expectEqual(table.statistics.sizeThatFitsCalls, measured)
        // A reload of the row measures it again.
        source.sections[0][1] = "short"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        expectEqual(table.statistics.sizeThatFitsCalls, measured + 1)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == oneLine)
    }

    @Test func r12AWidthChangeMeasuresAgain() throws {
        let source = RecordingDataSource(sections: [[String(repeating: "word ", count: 40)]])
        let table = makeTable(source, width: 320, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        let narrow = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        table.frame.size.width = 640
        let wide = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(wide < narrow)
        expectEqual(table.statistics.sizeThatFitsCalls, 2)
    }

    @Test func r13CorrectingRowsAboveTheFirstVisibleRowKeepsTheContentStill() throws {
        let source = RecordingDataSource(rows: 100)
        source.height = { _ in 80 }
        let table = makeTable(source, rowHeight: 80, estimatedRowHeight: 40)
        table.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        let first = try #require(table.indexPathsForVisibleRows?.first)
        let screenY = table.rectForRow(at: first).minY - table.contentOffset.y
        table.contentOffset.y -= 200
        // Rows above the old first row grew from 40 to 80: the offset moved by the growth.
        #expect(try table.checking { _ in table.rectForRow(at: first) }.minY - table.contentOffset.y == screenY + 200)
        let uikit = RecordingDataSource(rows: 100)
        uikit.height = { _ in 80 }
        let plain = makeTable(uikit, rowHeight: 80, estimatedRowHeight: 40)
        plain.keepsVisibleContentAnchored = false
        plain.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        let offsetBefore = plain.contentOffset.y
        plain.contentOffset.y -= 200
        expectEqual(plain.contentOffset.y, offsetBefore - 200)
    }

    @Test func r14HeadersWithoutViewOrTitleHaveNoHeight() throws {
        let source = RecordingDataSource(rows: 2, sections: 2)
        source.headerTitle = { $0 == 1 ? "Second" : nil }
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.height == 0)
        let titleHeight = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(13 * 1.2) + 16)
        let header = try table.checking { _ in table.rectForHeader(inSection: 1) }
        // Within rounding: the section keeps the header with UIKit's automatic 22-point
        // padding above it, and the header's rectangle is that less the padding.
        #expect(abs(header.height - titleHeight) < 1e-9)
        #expect(try table.checking { _ in table.rect(forSection: 1) }.minY == header.minY - 22)
        expectEqual(table.headerView(forSection: 1)?.textLabel?.text, "Second")
    }

    @Test func r14FixedHeaderAndFooterHeightsComeFromTheDelegate() throws {
        let source = RecordingDataSource(rows: 2, sections: 2)
        source.headerHeight = { _ in 30 }
        source.footerHeight = { _ in 10 }
        let table = makeTable(source, style: .grouped)
        #expect(try table.checking { _ in table.rect(forSection: 1) } == CGRect(x: 0, y: 128, width: 320, height: 128))
        #expect(try table.checking { _ in table.rectForFooter(inSection: 0) } == CGRect(x: 0, y: 118, width: 320, height: 10))
    }

    @Test func r15ContentSizeSumsTableHeaderSectionsAndTableFooter() throws {
        let source = RecordingDataSource(rows: 3, sections: 2)
        source.headerHeight = { _ in 20 }
        let table = makeTable(source)
        // A height-sum test: headers right at their sections' tops.
        table.sectionHeaderTopPadding = 0
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        expectEqual(table.contentSize.height, CGFloat(100 + 2 * (20 + 3 * 44) + 50))
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 1)) }.minY == CGFloat(100 + 20 + 132 + 20))
    }

    @Test func r16PlainHeadersPinToTheTopAndArePushedUpByTheNextSection() throws {
        let source = RecordingDataSource(rows: 10, sections: 3)
        source.headerHeight = { _ in 30 }
        source.headerTitle = { "Section \($0)" }
        let table = makeTable(source, style: .plain)
        // Pinning, not padding, is under test: headers right at their sections' tops.
        table.sectionHeaderTopPadding = 0
        table.contentOffset.y = 100
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 100)
        // Section 0 ends at 30 + 440 = 470; its header's bottom may not pass 470.
        table.contentOffset.y = 450
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 440)
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 470)
        table.contentOffset.y = 480
        #expect(table.headerView(forSection: 0) == nil)
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 480)
    }

    @Test func r16GroupedHeadersScrollWithTheContent() throws {
        let source = RecordingDataSource(rows: 10, sections: 3)
        source.headerHeight = { _ in 30 }
        source.headerTitle = { "Section \($0)" }
        let table = makeTable(source, style: .grouped)
        table.contentOffset.y = 10
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 0)
        table.contentOffset.y = 100
        #expect(table.headerView(forSection: 0) == nil)
    }
}

/// Whether rows come with their own estimates is asked of the first row; a table loaded
/// empty asks the first row a batch brings.
@MainActor
struct EstimateProbeTests {
    /// The usual flow of a screen: the table loads empty, then a page arrives. Its rows'
    /// own estimates (100 points) once counted as 44 until displayed, because the question
    /// was asked only at the reload, when there was no row to ask.
    @Test func rowsInsertedIntoATableLoadedEmptyStartFromTheirOwnEstimates() throws {
        let source = RecordingDataSource(sections: [[]])
        source.estimate = { _ in 100 }
        let table = makeTable(source, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        expectEqual(table.contentSize.height, 0)
        source.sections[0] = (0..<50).map { "row \($0)" }
        table.insertRows(at: (0..<50).map { IndexPath(row: $0, section: 0) }, with: .none)
        let last = table.rectForRow(at: IndexPath(row: 49, section: 0))
        expectEqual(last.height, 100)
        expectEqual(table.indexPathsForVisibleRows?.contains(IndexPath(row: 49, section: 0)), false)
        // Inserted sections are asked the same way.
        source.sections.append((0..<5).map { "more \($0)" })
        table.insertSections(IndexSet(integer: 1), with: .none)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 4, section: 1)) }.height == 100)
    }

    /// R11: a reload asks every row its estimate once. The question of whether estimates
    /// come per row is asked of the first row, and its answer is that row's estimate: the
    /// first row was once asked twice, in a reload and in the first batch into a table
    /// loaded empty.
    @Test func r11EachRowIsAskedItsEstimateOnceThoughTheFirstAnswersTheProbe() throws {
        let source = RecordingDataSource(sections: [[], (0..<5).map { "row \($0)" }])
        source.estimate = { 30 + CGFloat($0.row) }
        let table = makeTable(source, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        // A table header taller than the screen keeps every row off it, at its estimate.
        table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 1_000))
        source.clear()
        try table.layoutIfNeededOrThrow()
        #expect(source.events(matching: "estimatedHeightForRowAt") == (0..<5).map { "estimatedHeightForRowAt (1 - \($0))" })
        expectEqual(table.statistics.estimatedHeightForRowCalls, 5)
        #expect(table.indexPathsForVisibleRows == nil)
        // The probe's answer is the first row's estimate: row 4 starts 30 + 31 + 32 + 33 down.
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 1)) }.height == 30)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 4, section: 1)) }.minY == 1_126)

        let empty = RecordingDataSource(sections: [[]])
        empty.estimate = { _ in 100 }
        let loadedEmpty = makeTable(empty, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        try loadedEmpty.layoutIfNeededOrThrow()
        empty.clear()
        empty.sections[0] = ["a", "b"]
        loadedEmpty.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
        #expect(
            empty.events(matching: "estimatedHeightForRowAt") == [
                "estimatedHeightForRowAt (0 - 0)", "estimatedHeightForRowAt (0 - 1)",
            ])
    }

    /// A table loaded empty whose delegate gives no per-row estimate keeps the uniform
    /// estimate for the rows a batch brings, and asks no row beyond the first.
    @Test func aDelegateWithoutPerRowEstimatesIsAskedOnceForTheFirstRowABatchBrings() throws {
        let source = RecordingDataSource(sections: [[]])
        let table = makeTable(source, rowHeight: TableView.automaticDimension, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        source.clear()
        source.sections[0] = (0..<50).map { "row \($0)" }
        table.insertRows(at: (0..<50).map { IndexPath(row: $0, section: 0) }, with: .none)
        expectEqual(source.events(matching: "estimatedHeightForRowAt"), ["estimatedHeightForRowAt (0 - 0)"])
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 49, section: 0)) }.height == 44)
    }

    /// A batch inserting many rows (merged into the heights in one pass) asks every inserted
    /// row its own estimate, in ascending order, takes the default estimate for a row whose
    /// answer is unspecified, and counts every ask: the table's settings are read once for
    /// the batch, at its first row.
    @Test func aLargeBatchGivesEachInsertedRowItsOwnEstimateAndCountsEveryAsk() throws {
        let source = RecordingDataSource(rows: 100)
        source.estimate = { $0.row % 4 == 2 ? TableView.unspecifiedDimension : 30 }
        let table = makeTable(source, rowHeight: 30)
        try table.layoutIfNeededOrThrow()
        let before = table.statistics.estimatedHeightForRowCalls
        source.clear()
        let inserted = (0..<100).map { IndexPath(row: 2 * $0, section: 0) }
        for indexPath in inserted { source.sections[0].insert("new \(indexPath.row)", at: indexPath.row) }
        table.insertRows(at: inserted, with: .none)
        expectEqual(table.statistics.estimatedHeightForRowCalls - before, 100)
        #expect(
            source.events(matching: "estimatedHeightForRowAt")
                == inserted.map { "estimatedHeightForRowAt (0 - \($0.row))" })
        let defaultEstimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : TableView.defaultEstimatedRowHeight
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 196, section: 0)) }.height == 30)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 198, section: 0)) }.height == defaultEstimate)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 199, section: 0)) }.height == 30)
    }
}
