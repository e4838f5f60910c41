import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct LoadingTests {
    @Test func r1NothingIsAskedUntilTheTableIsLaidOut() throws {
        let source = RecordingDataSource(rows: 5)
        let table = makeTable(source)
        table.reloadData()
        #expect(source.events.isEmpty)
        try table.layoutIfNeededOrThrow()
        expectEqual(source.events.first, "numberOfSections")
    }

    @Test func r1AQueryOfVisibleCellsLaysTheTableOut() {
        let source = RecordingDataSource(rows: 5)
        let table = makeTable(source)
        expectEqual(table.visibleCells.count, 5)
        #expect(source.events.contains("cellForRowAt (0 - 4)"))
    }

    @Test func r2AReloadAsksCountsThenHeightsThenCellsInOrder() throws {
        let source = RecordingDataSource(rows: 20, sections: 2)
        source.recordsHeights = false
        let table = makeTable(source, height: 100)
        try table.layoutIfNeededOrThrow()
        #expect(
            source.events == [
                "numberOfSections", "numberOfRows 0", "numberOfRows 1",
                "cellForRowAt (0 - 0)", "willDisplay (0 - 0)",
                "cellForRowAt (0 - 1)", "willDisplay (0 - 1)",
                "cellForRowAt (0 - 2)", "willDisplay (0 - 2)",
            ])
    }

    @Test func r3AReloadEndsTheDisplayOfEverythingClearsTheSelectionAndClampsTheOffset() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.setContentOffset(CGPoint(x: 0, y: 4400 - 440), animated: false)
        table.selectRow(at: IndexPath(row: 95, section: 0), animated: false, scrollPosition: .none)
        let before = table.indexPathsForVisibleRows ?? []
        source.sections = [Array(source.sections[0].prefix(20))]
        source.clear()
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        #expect(source.events(matching: "didEndDisplaying") == before.map { "didEndDisplaying \($0.text)" })
        #expect(table.indexPathsForSelectedRows == nil)
        expectEqual(table.contentOffset.y, CGFloat(20 * 44 - 440))
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 10, section: 0))
    }

    @Test func r4CountsAreCachedBetweenUpdates() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        source.clear()
        for step in 1...5 { table.contentOffset.y = CGFloat(step * 300) }
        #expect(source.events(matching: "numberOf").isEmpty)
        source.sections[0].append("new")
        expectEqual(table.numberOfRows(inSection: 0), 100)
    }
}
