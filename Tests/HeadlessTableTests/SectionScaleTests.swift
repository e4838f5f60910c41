import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Section-level updates among many sections: the table asks only the sections a batch names
/// and maps the others without visiting them, so the cost of one section's update does not
/// grow with the number of sections.
@MainActor
struct SectionScaleTests {
    /// The batch maps of a naive model: survivors fill, in order, the new sections no insert
    /// or move claims.
    private func naiveMap(oldCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(Int, Int)]) -> [Int?] {
        let newCount = oldCount - deleted.count + inserted.count
        var target = [Int?](repeating: nil, count: oldCount)
        for (from, to) in moves { target[from] = to }
        let sources = Set(moves.map(\.0))
        let claimed = inserted.union(moves.map(\.1))
        var free = (0..<newCount).filter { !claimed.contains($0) }.makeIterator()
        for section in 0..<oldCount where !deleted.contains(section) && !sources.contains(section) {
            target[section] = free.next()
        }
        return target
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func theSparseSectionMapMatchesANaiveModel(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for round in 0..<300 {
            let oldCount = Int.random(in: 0...40, using: &generator)
            var available = Array(0..<oldCount).shuffled(using: &generator)
            let deleted = Set(available.prefix(Int.random(in: 0...min(5, available.count), using: &generator)))
            available.removeFirst(deleted.count)
            let moveSources = Array(available.prefix(Int.random(in: 0...min(4, available.count), using: &generator)))
            let insertedCount = Int.random(in: 0...5, using: &generator)
            let newCount = oldCount - deleted.count + insertedCount
            var newPositions = Array(0..<newCount).shuffled(using: &generator)
            let inserted = Set(newPositions.prefix(insertedCount))
            newPositions.removeFirst(insertedCount)
            let moves = Array(zip(moveSources, newPositions))
            var updates = PendingUpdates()
            updates.deletedSections = deleted.sorted()
            updates.insertedSections = inserted.sorted()
            updates.movedSections = moves.map { (from: $0.0, to: $0.1) }
            let plan = try UpdatePlan(
                oldSectionCount: oldCount, newSectionCount: newCount, oldRowCount: { _ in 0 }, newRowCount: { _ in 0 },
                updates: updates)
            let expected = naiveMap(oldCount: oldCount, deleted: deleted, inserted: inserted, moves: moves)
            for section in 0..<oldCount {
                expectEqual(plan.sections.target(ofOld: section), expected[section], "seed \(seed) round \(round) old \(section)")
            }
            for section in 0..<newCount {
                let source = expected.firstIndex(of: section)
                expectEqual(plan.sections.source(ofNew: section), source, "seed \(seed) round \(round) new \(section)")
            }
        }
    }

    @Test func aSectionUpdateAsksOnlyTheSectionsItNamesAmongTenThousand() throws {
        let source = RecordingDataSource(rows: 2, sections: 10_000)
        source.recordsHeights = false
        source.recordsScrolls = false
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()

        source.clear()
        source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .none)
        expectEqual(source.events(matching: "numberOf"), ["numberOfSections"])

        source.clear()
        source.sections.insert(["new 0", "new 1", "new 2"], at: 5_000)
        table.insertSections(IndexSet(integer: 5_000), with: .none)
        expectEqual(source.events(matching: "numberOf"), ["numberOfSections", "numberOfRows 5000"])
        expectEqual(table.numberOfRows(inSection: 5_000), 3)
        expectEqual(table.numberOfRows(inSection: 5_001), 2)

        source.clear()
        source.sections.insert(source.sections.remove(at: 0), at: 9_999)
        source.sections[2].append("added")
        try table.checking { _ in
            table.performBatchUpdates {
                table.moveSection(0, toSection: 9_999)
                table.insertRows(at: [IndexPath(row: 2, section: 2)], with: .none)
            }
        }
        // Section 3 before the move is section 2 after it: the only section a row names.
        expectEqual(source.events(matching: "numberOf"), ["numberOfSections", "numberOfRows 2"])
        expectEqual(table.numberOfRows(inSection: 2), 3)
        expectEqual(table.numberOfSections, 10_000)
        // Every section's place follows from the counts kept and asked: its top is the sum
        // of the rows above it.
        let rowsAbove = source.sections.reduce(into: [0]) { tops, rows in tops.append(tops[tops.count - 1] + rows.count) }
        for section in [0, 1, 2, 3, 4_999, 5_000, 5_001, 9_998, 9_999] {
            let rect = table.rect(forSection: section)
            expectEqual(table.numberOfRows(inSection: section), source.sections[section].count, "section \(section)")
            expectEqual(rect.minY, CGFloat(rowsAbove[section]) * 44, "section \(section)")
            expectEqual(rect.height, CGFloat(source.sections[section].count) * 44, "section \(section)")
        }
        expectEqual(table.contentSize.height, CGFloat(rowsAbove[10_000]) * 44)
    }

    /// UIKit asks every section its rows after a batch and raises when a section the batch
    /// does not name changed its count; the table asks only the sections the batch names and
    /// keeps the others' counts (the deviation the UIKit contract states).
    @Test func aSectionTheBatchDoesNotNameKeepsItsCachedCount() throws {
        let source = RecordingDataSource(rows: 2, sections: 3)
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        source.sections[2].append("unannounced")
        source.sections[0].append("announced")
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        expectEqual(table.numberOfRows(inSection: 0), 3)
        expectEqual(table.numberOfRows(inSection: 2), 2)
        table.reloadData()
        expectEqual(table.numberOfRows(inSection: 2), 3)
    }
}
