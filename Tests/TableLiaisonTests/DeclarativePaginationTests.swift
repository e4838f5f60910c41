import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// Hears pagination as "started (s - r)", "ended (s - r)", "cancelled (s - r)"; pages only
/// while `enabled`.
@MainActor
private final class PageLog: PaginationDelegate {
    var enabled = false
    var events: [String] = []
    func isPaginationEnabled() -> Bool { enabled }
    func paginationStarted(indexPath: IndexPath) { events.append("started \(indexPath.tableDescription)") }
    func paginationEnded(indexPath: IndexPath) { events.append("ended \(indexPath.tableDescription)") }
    func paginationCancelled(indexPath: IndexPath) { events.append("cancelled \(indexPath.tableDescription)") }
}

@MainActor
struct DeclarativePaginationTests {
    /// Random sequences of what a declarative screen does while pages load, against a model
    /// of what the delegate must hear: reaching the end starts a page; an apply that inserts
    /// at the top or changes content keeps it loading; one that adds rows at the end ends it
    /// with the first of them; one that replaces every row cancels it; `endPagination()` ends
    /// it with the row after the last. The spinner shows exactly while a page loads.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func applyEndsKeepsOrCancelsAPageAsTheModelSays(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let log = PageLog()
        var nextId = 0
        func newItems(_ count: Int) -> [(id: Int, text: String)] {
            defer { nextId += count }
            return (nextId..<nextId + count).map { ($0, "item \($0)") }
        }
        var items = newItems(20)
        let liaison = Liaison()
        liaison.paginationDelegate = log
        let table = try makeTable(liaison)
        func land() throws { try liaison.apply([Section(id: "items", rows: items.map { itemRow($0.id, $0.text) })]) }
        try land()
        var loading = false
        var expected: [String] = []
        for step in 0..<40 {
            let operation = Int.random(in: 0..<6, using: &generator)
            switch operation {
            case 0:  // The user reaches the end: the last row comes on screen again.
                log.enabled = true
                table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
                table.scrollToRow(at: IndexPath(row: items.count - 1, section: 0), at: .bottom, animated: false)
                log.enabled = false
                if !loading {
                    expected.append("started (1 - 0)")
                    loading = true
                }
            case 1:  // A row inserted at the top.
                items.insert(contentsOf: newItems(1), at: 0)
                try land()
            case 2:  // A row's content changes.
                let index = Int.random(in: 0..<items.count, using: &generator)
                items[index].text += "!"
                try land()
            case 3:  // A page lands at the end.
                let first = items.count
                items += newItems(Int.random(in: 1...5, using: &generator))
                try land()
                if loading {
                    expected.append("ended (0 - \(first))")
                    loading = false
                }
            case 4:  // A reset: every row replaced by new ones.
                items = newItems(20)
                try land()
                if loading {
                    expected.append("cancelled (1 - 0)")
                    loading = false
                }
            default:  // The loader answers with nothing.
                let ended = try liaison.endPagination()
                expectEqual(ended, loading, "seed \(seed) step \(step)")
                if loading {
                    expected.append("ended (0 - \(items.count))")
                    loading = false
                }
            }
            expectEqual(log.events, expected, "seed \(seed) step \(step) operation \(operation)")
            expectEqual(liaison.isPaginating, loading, "seed \(seed) step \(step)")
            expectEqual(liaison.sections.count, (loading ? 2 : 1), "seed \(seed) step \(step)")
            expectEqual(table.numberOfSections, liaison.sections.count, "seed \(seed) step \(step)")
            #expect(
                liaison.sections[0].rows.compactMap { ($0 as? Row<TestCell, String>)?.model } == items.map(\.text),
                "seed \(seed) step \(step)")
        }
        // The run went through pages that ended and pages that did not.
        #expect(
            expected.contains { $0.hasPrefix("ended") } && expected.filter { $0.hasPrefix("started") }.count >= 2,
            "seed \(seed): \(expected)")
    }
}
