import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

/// The quotes' cells, both labels constrained to the content view, against heights worked
/// out by hand: 8 + 18 (the 15-point title) + 4 + the quote's lines of 17-point text (20.4
/// each, rounded up to a third of a point) + 8; the prototype adds 1 for the separator, the
/// table's automatic height is the fitting height itself (this table draws no separator).
@MainActor
struct QuotesTests {
    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    /// At 375 the quotes wrap in 343 points: 2, 2, 3, 1 and 6 lines; at 320, in 288
    /// points: 2, 2, 4, 1 and 7 lines.
    static let lineCounts: [CGFloat: [Int]] = [375: [2, 2, 3, 1, 6], 320: [2, 2, 4, 1, 7]]

    /// The labels' height for `lines` lines of quote: 38 + the lines rounded to the pixel.
    static func contentHeight(lines: Int) -> CGFloat {
        38 + (CGFloat(lines) * 20.4 * 3).rounded(.up) / 3
    }

    @Test(arguments: [CGFloat(375), 320])
    func thePrototypeGivesTheFittingHeightPlusOne(width: CGFloat) throws {
        let screen = QuotesScreen(width: width, height: 2_000)
        let harness = ScrollHarness(tableView: screen.tableView)
        let counts = try #require(Self.lineCounts[width])
        for (row, lines) in counts.enumerated() {
            let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? QuoteCell)
            expectEqual(cell.quote.lines.count, lines, "row \(row) at \(width)")
            let height = try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: row, section: 0)) }
                .height
            #expect(Self.close(height, Self.contentHeight(lines: lines) + 1), "row \(row) at \(width): \(height)")
        }
        // Worked out once in full: 8 + 18 + 4 + 41 (2 lines) + 8 + 1.
        #expect(
            try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 80)
        // The prototype was laid out at the table's width: its quote wraps at 16 points in.
        expectEqual(screen.prototype.quote.preferredMaxLayoutWidth, width - 32)
    }

    @Test(arguments: [CGFloat(375), 320])
    func automaticDimensionFitsTheCellsThemselves(width: CGFloat) throws {
        let screen = QuotesScreen(width: width, height: 2_000, heightMode: .automaticDimension)
        let harness = ScrollHarness(tableView: screen.tableView)
        let counts = try #require(Self.lineCounts[width])
        for (row, lines) in counts.enumerated() {
            let height = try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: row, section: 0)) }
                .height
            // The content's height and the default separator's pixel, as UIKit's self-sizing.
            let expected = Self.contentHeight(lines: lines) + TextMetrics.pixel
            #expect(Self.close(height, expected), "row \(row) at \(width): \(height), worked out \(expected)")
        }
        expectEqual(screen.prototypeMeasurements, 0)
        #expect(harness.tableView.visibleCells.allSatisfy { ($0 as? QuoteCell)?.quote.preferredMaxLayoutWidth == 0 })
    }

    /// After the table narrows, the third quote takes 4 lines instead of 3 and its row grows
    /// by one line (a preferred width kept from the wider layout would keep it at 3).
    @Test(arguments: QuotesScreen.HeightMode.allCases)
    func aNarrowerTableGivesTheLongQuoteAnotherLine(mode: QuotesScreen.HeightMode) throws {
        let screen = QuotesScreen(width: 375, height: 2_000, heightMode: mode)
        let harness = ScrollHarness(tableView: screen.tableView)
        let row = IndexPath(row: 2, section: 0)
        let wide = try harness.tableView.checking { _ in harness.tableView.rectForRow(at: row) }.height
        try harness.resize(width: 320)
        let narrow = try harness.tableView.checking { _ in harness.tableView.rectForRow(at: row) }.height
        let cell = try #require(harness.tableView.cellForRow(at: row) as? QuoteCell)
        expectEqual(cell.quote.lines.count, 4)
        #expect(Self.close(narrow - wide, Self.contentHeight(lines: 4) - Self.contentHeight(lines: 3)), "\(wide) → \(narrow)")
    }

    /// After the table widens to 414 points, the first quote fits on one line and every
    /// title keeps its 18 points: the cells on screen lay out again and take the new width
    /// as their quote's preferred width (kept at the old one, the quote would claim two
    /// lines in a row measured for one and squeeze the title to nothing).
    @Test(arguments: QuotesScreen.HeightMode.allCases)
    func aWiderTableLaysTheCellsOnScreenOutAgain(mode: QuotesScreen.HeightMode) throws {
        let screen = QuotesScreen(width: 375, height: 2_000, heightMode: mode)
        let harness = ScrollHarness(tableView: screen.tableView)
        try harness.resize(width: 414)
        let first = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? QuoteCell)
        expectEqual(first.quote.lines, ["Simplicity is prerequisite for reliability."])
        // The prototype's "+ 1 for the separator", or the separator's pixel of a self-sized row.
        let extra: CGFloat = mode == .prototype ? 1 : TextMetrics.pixel
        #expect(
            Self.close(
                try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) }.height,
                Self.contentHeight(lines: 1) + extra))
        for cell in harness.tableView.visibleCells {
            let cell = try #require(cell as? QuoteCell)
            expectEqual(cell.title.frame.height, 18, "\(cell.title.text ?? "")")
            expectEqual(cell.quote.preferredMaxLayoutWidth, (mode == .prototype ? 382 : 0))
            #expect(Self.close(cell.quote.frame.minY, 30))
        }
    }

    @Test(arguments: QuotesScreen.HeightMode.allCases)
    func theLayoutIsNeitherUnsatisfiableNorAmbiguous(mode: QuotesScreen.HeightMode) throws {
        let screen = QuotesScreen(width: 375, heightMode: mode)
        let harness = ScrollHarness(tableView: screen.tableView)
        try harness.fling(velocity: 3_000)
        #expect(screen.tableView.layoutDiagnostics.isEmpty)
        for cell in harness.tableView.visibleCells {
            let cell = try #require(cell as? QuoteCell)
            #expect(!cell.title.hasAmbiguousLayout && !cell.quote.hasAmbiguousLayout, "\(cell.title.text ?? "")")
        }
    }

    @Test func thePrototypeMeasuresEachShownRowAndIsNeverShown() throws {
        let screen = QuotesScreen(width: 375)
        let harness = ScrollHarness(tableView: screen.tableView)
        #expect(harness.tableView.visibleCells.allSatisfy { $0 !== screen.prototype })
        try harness.fling(velocity: 3_000)
        let shown = Set(harness.events(.willDisplay).compactMap(\.indexPath)).count
        expectEqual(screen.prototypeMeasurements, shown)
    }

    /// The first frame at 320 points, in both modes: the same text, rows ⅔ point apart.
    @Test(arguments: QuotesScreen.HeightMode.allCases)
    func theFirstFrameDrawn(mode: QuotesScreen.HeightMode) {
        let screen = QuotesScreen(width: 320, heightMode: mode)
        let harness = ScrollHarness(tableView: screen.tableView)
        harness.renderWidth = 44
        assertSnapshot(of: harness, as: .rendered, named: mode.rawValue)
    }
}
