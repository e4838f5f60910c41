import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct DisplayAndPrefetchTests {
    @Test func r26EveryWillDisplayIsMatchedByOneDidEndDisplaying() throws {
        let source = RecordingDataSource(rows: 300, sections: 3)
        source.headerTitle = { "Header \($0)" }
        let table = makeTable(source)
        var generator = SeededGenerator(seed: 26)
        for _ in 0..<200 {
            table.contentOffset.y = CGFloat.random(in: 0...table.maximumContentOffsetY, using: &generator)
        }
        let visible = table.indexPathsForVisibleRows ?? []
        var open: [String: Int] = [:]
        for event in source.events {
            if event.hasPrefix("willDisplay ") { open[String(event.dropFirst(12)), default: 0] += 1 }
            if event.hasPrefix("didEndDisplaying ") { open[String(event.dropFirst(17)), default: 0] -= 1 }
        }
        #expect(open.values.allSatisfy { $0 == 0 || $0 == 1 })
        expectEqual(Set(open.filter { $0.value == 1 }.keys), Set(visible.map(\.text)))
        #expect(
            source.events(matching: "willDisplayHeader").count - source.events(matching: "didEndDisplayingHeader").count
                == table.sectionsWithVisibleHeaders.count)
    }

    /// R21, R26: a row whose estimate reached the visible area but whose real height ends
    /// it exactly at the visible area's top is not on screen: it is asked for (it had to be
    /// measured) but never displayed, and the first visible row is the next one.
    @Test func r21R26ARowMeasuredToEndExactlyAtTheTopIsNeverDisplayed() throws {
        let source = RecordingDataSource(rows: 100)
        source.recordsHeights = false
        source.recordsScrolls = false
        source.height = { _ in 30 }
        source.estimate = { _ in 50 }
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        // Rows 0–14 are measured (30 each); 15–19 keep their estimates (50), so row 20 is
        // estimated at 700–750 and measured at 700–730, the top of the area at 730.
        expectEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 14, section: 0))
        source.clear()
        table.contentOffset.y = 730
        expectEqual(source.events(matching: "cellForRowAt (0 - 20)").count, 1)
        #expect(source.events(matching: "willDisplay (0 - 20)").isEmpty, "\(source.events)")
        #expect(source.events(matching: "didEndDisplaying (0 - 20)").isEmpty)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 21, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
        expectEqual(table.contentOffset.y, 730)
    }

    @Test func r27RowsAheadAreSentOnceAndCancelledWhenTheDirectionReverses() throws {
        let source = RecordingDataSource(rows: 100)
        source.recordsHeights = false
        source.recordsScrolls = false
        let table = makeTable(source)
        table.prefetchDistance = 88
        try table.layoutIfNeededOrThrow()
        source.clear()
        table.contentOffset.y = 10
        expectEqual(source.events(matching: "prefetch"), ["prefetch (0 - 11) (0 - 12)"])
        table.contentOffset.y = 20
        expectEqual(source.events(matching: "prefetch").count, 1)
        table.contentOffset.y = 50
        expectEqual(source.events(matching: "prefetch").last, "prefetch (0 - 13)")
        source.clear()
        table.contentOffset.y = 40
        expectEqual(source.events(matching: "cancelPrefetch"), ["cancelPrefetch (0 - 12) (0 - 13)"])
        #expect(table.indexPathsBeingPrefetched.isEmpty)
    }

    @Test func r27NothingIsPrefetchedWithoutAPrefetchDataSource() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        table.prefetchDataSource = nil
        table.contentOffset.y = 100
        #expect(source.events(matching: "prefetch").isEmpty)
    }
}
