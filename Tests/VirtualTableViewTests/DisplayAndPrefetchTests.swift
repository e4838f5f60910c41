import Foundation
import TestSupport
import Testing

@testable import VirtualTableView

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
        #expect(Set(open.filter { $0.value == 1 }.keys) == Set(visible.map(\.text)))
        #expect(
            source.events(matching: "willDisplayHeader").count - source.events(matching: "didEndDisplayingHeader").count
                == table.sectionsWithVisibleHeaders.count)
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
        #expect(source.events(matching: "prefetch") == ["prefetch (0 - 11) (0 - 12)"])
        table.contentOffset.y = 20
        #expect(source.events(matching: "prefetch").count == 1)
        table.contentOffset.y = 50
        #expect(source.events(matching: "prefetch").last == "prefetch (0 - 13)")
        source.clear()
        table.contentOffset.y = 40
        #expect(source.events(matching: "cancelPrefetch") == ["cancelPrefetch (0 - 12) (0 - 13)"])
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
