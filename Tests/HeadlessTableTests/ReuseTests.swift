import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A data source that records nothing, for tables too long to log.
@MainActor
final class CountingDataSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var displayed = 0
    var maxVisible = 0
    var heightCalls = 0
    var fixedHeight: CGFloat?

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return fixedHeight ?? 44
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
}

@MainActor
struct ReuseTests {
    @Test func r5RegisteringAgainReplacesTheMapping() throws {
        final class Other: TableViewCell {}
        let source = RecordingDataSource(rows: 1)
        let table = makeTable(source)
        table.register(Other.self, forCellReuseIdentifier: "cell")
        try table.layoutIfNeededOrThrow()
        #expect(table.visibleCells.first is Other)
    }

    @Test func r5AFactoryRegistrationMakesTheCells() throws {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        var made = 0
        table.register(forCellReuseIdentifier: "cell") {
            made += 1
            return TextCell()
        }
        try table.layoutIfNeededOrThrow()
        expectEqual(made, 3)
        #expect(table.visibleCells.allSatisfy { $0 is TextCell && $0.reuseIdentifier == "cell" })
    }

    @Test func r6DequeueReusesAPooledCellAfterPrepareForReuseAndSizesItToTheRow() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source, width: 375, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell)
        // Row 0 leaves before row 10 enters, so row 10 gets row 0's cell back at once.
        table.contentOffset.y = 44
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) === first)
        expectEqual(first.prepareForReuseCount, 1)
        expectEqual(first.label.text, "s0 r10")
        expectEqual(first.frame, CGRect(x: 0, y: 440, width: 375, height: 44))
        expectEqual(first.reuseIdentifier, "cell")
        expectEqual(table.statistics.cellsCreated, 10)
        // A row leaving with none entering: its cell waits in the pool.
        table.contentOffset.y = 66
        expectEqual(table.visibleCells.count, 11)
        let leaving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.contentOffset.y = 88
        expectEqual(table.visibleCells.count, 10)
        #expect(table.isInReusePool(leaving))
        expectEqual(table.numberOfReusableCells(withIdentifier: "cell"), 1)
    }

    /// R6: `prepareForReuse()` resets the cell's highlight (and selection), so a cell
    /// highlighted when its row left comes back for another row unhighlighted. The table
    /// also unhighlights a cell it pools; a cell highlighted after that (an app that keeps
    /// cells of its own, a subclass calling `super`) relies on `prepareForReuse()` alone.
    @Test func r6AReusedCellIsNotHighlighted() throws {
        let kept = TextCell()
        kept.setHighlighted(true, animated: false)
        kept.setSelected(true, animated: false)
        kept.prepareForReuse()
        #expect(!kept.isHighlighted)
        #expect(!kept.isSelected)

        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source, cell: TextCell.self)
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextCell)
        first.setHighlighted(true, animated: false)
        #expect(first.isHighlighted)
        table.contentOffset.y = 44
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) === first)
        expectEqual(first.prepareForReuseCount, 1)
        #expect(!first.isHighlighted)
    }

    @Test func r7DequeuingAnUnregisteredIdentifierRecordsUIKitsMessageAndAnswersAPlaceholder() throws {
        let source = RecordingDataSource(rows: 3)
        let table = makeTable(source)
        source.identifier = "missing"
        table.layoutIfNeeded()
        expectEqual(table.recordedErrors.count, 3)
        #expect(table.recordedErrors.allSatisfy { $0.is(TableViewError.unregisteredIdentifier("missing")) })
        expectEqual(table.recordedErrors.first?.member, "dequeueReusableCell(withIdentifier:for:)")
        #expect(
            table.recordedErrors.first?.description
                == "dequeueReusableCell(withIdentifier:for:): unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        expectEqual(table.visibleCells.count, 3)
        #expect(table.visibleCells.allSatisfy { $0.isFailurePlaceholder })
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
        // The checked path throws the same error instead of recording it.
        let thrown = #expect(throws: TableViewError.self) {
            try table.checking { table in
                _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
            }
        }
        expectEqual(thrown, .unregisteredIdentifier("missing"))
        expectEqual(table.recordedErrors.count, 3)
        // Placeholders never enter a reuse pool.
        source.identifier = "cell"
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(table.numberOfReusableCells(withIdentifier: "missing"), 0)
        #expect(!table.visibleCells.contains { $0.isFailurePlaceholder })
    }

    @Test func r8APooledCellIsNeverVisible() throws {
        let source = RecordingDataSource(rows: 200)
        let table = makeTable(source)
        for step in 0..<60 {
            table.contentOffset.y = CGFloat(step * 97)
            for cell in table.visibleCells { #expect(!table.isInReusePool(cell)) }
            #expect(source.displayedCells.values.allSatisfy { $0 == 0 || $0 == 1 })
        }
    }

    /// R9 at scale, stepping one screen at a time from top to bottom: 100,000 rows by
    /// default, a million with `TABLELIAISON_LONG_TESTS=1`.
    @Test func r9ManyRowsScrolledScreenByScreenCreateOnlyAScreenfulOfCells() throws {
        let rows = TestLength.count(short: 100_000, long: 1_000_000)
        let source = CountingDataSource(rows: rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
        var maxVisible = table.visibleCells.count
        var offset: CGFloat = 0
        while offset < table.maximumContentOffsetY {
            offset = min(offset + 440, table.maximumContentOffsetY)
            table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            maxVisible = max(maxVisible, table.visibleCells.count)
        }
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: rows - 1, section: 0))
        #expect(table.statistics.cellsCreated <= maxVisible + 2)
        #expect(source.heightCalls <= source.displayed)
        expectEqual(source.displayed, rows)
    }
}
