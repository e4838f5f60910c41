import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Rows of ids in sections; each id's height is fixed when the table first asks, and
/// `askedHeight` is what the delegate answers after that: a row that keeps its height
/// through a batch shows the first, a row asked again the second.
@MainActor
private final class MovingDataSource: TableViewDataSource, TableViewDelegate {
    var sections: [[Int]]
    var askedHeight: CGFloat?

    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        askedHeight ?? Self.height(of: sections[indexPath.section][indexPath.row])
    }
    static func height(of id: Int) -> CGFloat { CGFloat(20 + id % 7 * 5) }
}

@MainActor
struct MovedRowHeightTests {
    /// Moves named in random order, within and across sections, among many rows (the
    /// batch's heights are then rebuilt in one pass) and among few (edited in place): each
    /// moved row keeps the height it had, found by its old index path, and is not asked again.
    @Test(arguments: [(UInt64(3), 400, 120), (5, 400, 120), (8, 300, 6), (13, 60, 20)])
    func movedRowsKeepTheirHeightsWhateverTheOrderTheMovesAreNamedIn(seed: UInt64, rows: Int, moves: Int) throws {
        print("seed \(seed)")
        var generator = SeededGenerator(seed: seed)
        let old = [Array(0..<rows), Array(rows..<(2 * rows))]
        let source = MovingDataSource(sections: old)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        // No estimates: every row's height is asked, and known, before the batch.
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()

        // Random old rows leave; the survivors keep their order, and each moved row lands at
        // a random new place (UIKit's interpretation of a batch of moves).
        var sources = Set<IndexPath>()
        while sources.count < moves {
            let section = Int.random(in: 0...1, using: &generator)
            sources.insert(IndexPath(row: Int.random(in: 0..<rows, using: &generator), section: section))
        }
        let moved = sources.shuffled(using: &generator)
        var new = old.enumerated().map { section, ids in
            ids.enumerated().filter { !sources.contains(IndexPath(row: $0.offset, section: section)) }.map(\.element)
        }
        var targets: [IndexPath] = []
        for _ in moved {
            let section = Int.random(in: 0...1, using: &generator)
            targets.append(IndexPath(row: Int.random(in: 0...new[section].count, using: &generator), section: section))
            new[section].insert(-1, at: targets.last!.row)
            // Earlier targets at or after this place in the section shift down by one.
            for k in targets.indices.dropLast() where targets[k].section == section && targets[k].row >= targets.last!.row {
                targets[k].row += 1
            }
        }
        for (from, to) in zip(moved, targets) { new[to.section][to.row] = old[from.section][from.row] }
        source.sections = new
        source.askedHeight = 3
        try table.checking { _ in
            table.performBatchUpdates {
                for (from, to) in zip(moved, targets) { table.moveRow(at: from, to: to) }
            }
        }

        let visible = Set(table.indexPathsForVisibleRows ?? [])
        var checked = 0
        for (section, ids) in new.enumerated() {
            for (row, id) in ids.enumerated() where !visible.contains(IndexPath(row: row, section: section)) {
                #expect(
                    try table.checking { _ in table.rectForRow(at: IndexPath(row: row, section: section)) }.height
                        == MovingDataSource.height(of: id),
                    "seed \(seed): row \(id), now at \(IndexPath(row: row, section: section).text), keeps its height")
                checked += 1
            }
        }
        #expect(checked > 2 * rows - 20)
    }
}
