import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A reference model beside the table: sections of row ids. Valid batches are generated with
/// UIKit's interpretation (R41) and applied to the model; invalid ones are valid batches with
/// one fault added, and must throw and change nothing (R46).
@MainActor
private final class ModelDataSource: TableViewDataSource, TableViewDelegate {
    var sections: [[Int]]

    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = String(sections[indexPath.section][indexPath.row])
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        Self.height(of: sections[indexPath.section][indexPath.row])
    }
    static func height(of id: Int) -> CGFloat { CGFloat(30 + id % 4 * 10) }
}

private enum Operation {
    case insertRows([IndexPath]), deleteRows([IndexPath]), reloadRows([IndexPath]), moveRow(IndexPath, IndexPath)
    case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, Int)
}

private struct Batch {
    var operations: [Operation] = []
    var model: [[Int]] = []
}

private struct BatchGenerator {
    var generator: SeededGenerator
    var nextID = 1_000

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
    mutating func freshRows(_ range: ClosedRange<Int>) -> [Int] {
        (0..<Int.random(in: range, using: &generator)).map { _ in
            nextID += 1
            return nextID
        }
    }

    /// Places `fixed` (new index → value) among `survivors` as UIKit does: fixed positions
    /// ascending, survivors filling the rest in order.
    func place<T>(_ survivors: [T], _ fixed: [(Int, T)]) -> [T] {
        var result = survivors
        for (index, value) in fixed.sorted(by: { $0.0 < $1.0 }) { result.insert(value, at: index) }
        return result
    }

    mutating func positions(_ count: Int, in total: Int) -> [Int] {
        Array((0..<total).shuffled(using: &generator).prefix(count))
    }

    enum SectionSource { case old(Int), inserted }

    mutating func validBatch(from old: [[Int]]) -> Batch {
        var batch = Batch()
        var deleted: [Int] = [], reloaded: [Int] = [], moved: [Int] = []
        for s in old.indices {
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 6 { deleted.append(s) } else if roll < 11 { reloaded.append(s) } else if roll < 16 { moved.append(s) }
        }
        let inserted = chance(25) ? Int.random(in: 1...2, using: &generator) : 0
        let newCount = old.count - deleted.count + inserted
        let targets = positions(moved.count + inserted, in: newCount)
        let survivors: [SectionSource] = old.indices.filter { !deleted.contains($0) && !moved.contains($0) }.map { .old($0) }
        var fixed: [(Int, SectionSource)] = []
        for (i, s) in moved.enumerated() {
            fixed.append((targets[i], .old(s)))
            batch.operations.append(.moveSection(s, targets[i]))
        }
        let insertedTargets = Array(targets[moved.count...])
        for t in insertedTargets { fixed.append((t, .inserted)) }
        let layout = place(survivors, fixed)
        if !deleted.isEmpty { batch.operations.append(.deleteSections(IndexSet(deleted))) }
        if !reloaded.isEmpty { batch.operations.append(.reloadSections(IndexSet(reloaded))) }
        if !insertedTargets.isEmpty { batch.operations.append(.insertSections(IndexSet(insertedTargets))) }

        // Rows of plain sections (surviving or moved, not reloaded).
        var plain: [(t: Int, s: Int)] = []
        for (t, source) in layout.enumerated() {
            if case let .old(s) = source, !reloaded.contains(s) { plain.append((t, s)) }
        }
        var survivorsOf: [Int: [Int]] = [:]
        var movedOut: [(IndexPath, Int)] = []
        var reloadedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var reloadedIDs: [Int: Int] = [:]
        for (_, s) in plain {
            var kept: [Int] = []
            for (r, id) in old[s].enumerated() {
                let roll = Int.random(in: 0..<100, using: &generator)
                if roll < 10 {
                    deletedRows.append(IndexPath(row: r, section: s))
                } else if roll < 17 {
                    movedOut.append((IndexPath(row: r, section: s), id))
                } else if roll < 23 {
                    reloadedRows.append(IndexPath(row: r, section: s))
                    nextID += 1
                    reloadedIDs[id] = nextID
                    kept.append(nextID)
                } else {
                    kept.append(id)
                }
            }
            survivorsOf[s] = kept
        }
        var movedInto: [Int: [(IndexPath, Int)]] = [:]
        for move in movedOut {
            guard let destination = plain.randomElement(using: &generator) else { continue }
            movedInto[destination.t, default: []].append(move)
        }
        var model: [[Int]] = []
        for (t, source) in layout.enumerated() {
            switch source {
            case .inserted:
                model.append(freshRows(0...5))
            case let .old(s) where reloaded.contains(s):
                model.append(freshRows(0...5))
            case let .old(s):
                let kept = survivorsOf[s] ?? []
                let insertedRows = chance(40) ? freshRows(1...2) : []
                let incoming = movedInto[t] ?? []
                let total = kept.count + insertedRows.count + incoming.count
                let slots = positions(insertedRows.count + incoming.count, in: total)
                var claimed: [(Int, Int)] = []
                for (i, id) in insertedRows.enumerated() {
                    claimed.append((slots[i], id))
                    batch.operations.append(.insertRows([IndexPath(row: slots[i], section: t)]))
                }
                for (i, move) in incoming.enumerated() {
                    let slot = slots[insertedRows.count + i]
                    claimed.append((slot, move.1))
                    batch.operations.append(.moveRow(move.0, IndexPath(row: slot, section: t)))
                }
                model.append(place(kept, claimed))
            }
        }
        if !deletedRows.isEmpty { batch.operations.append(.deleteRows(deletedRows)) }
        if !reloadedRows.isEmpty { batch.operations.append(.reloadRows(reloadedRows)) }
        batch.operations.shuffle(using: &generator)
        batch.model = model
        return batch
    }

    /// The same batch with one fault that makes it invalid.
    mutating func invalidBatch(from old: [[Int]]) -> Batch {
        var batch = validBatch(from: old)
        let plainOld = old.indices.filter { !old[$0].isEmpty }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            let section = Int.random(in: 0..<max(1, batch.model.count), using: &generator)
            batch.operations.append(.insertRows([IndexPath(row: 0, section: section)]))
        case 1:
            let section = Int.random(in: 0..<max(1, old.count), using: &generator)
            batch.operations.append(
                .deleteRows([IndexPath(row: old.indices.contains(section) ? old[section].count : 0, section: section)]))
        case 2:
            if let deletes = batch.operations.first(where: { if case .deleteRows = $0 { true } else { false } }) {
                batch.operations.append(deletes)
            } else {
                batch.operations.append(.deleteSections(IndexSet(integer: old.count + 1)))
            }
        case 3:
            batch.operations.append(.deleteSections(IndexSet(integer: old.count)))
        default:
            if let section = plainOld.randomElement(using: &generator) {
                batch.operations.append(.moveRow(IndexPath(row: 0, section: section), IndexPath(row: 0, section: section)))
                batch.operations.append(.moveRow(IndexPath(row: 0, section: section), IndexPath(row: 0, section: section)))
            } else {
                batch.operations.append(.insertSections(IndexSet(integer: batch.model.count + 3)))
            }
        }
        return batch
    }
}

@MainActor
struct RandomizedBatchUpdateTests {
    private func perform(_ operations: [Operation], on table: TableView) throws {
        try table.checking { _ in
            table.performBatchUpdates {
                for operation in operations {
                    switch operation {
                    case let .insertRows(paths): table.insertRows(at: paths, with: .automatic)
                    case let .deleteRows(paths): table.deleteRows(at: paths, with: .fade)
                    case let .reloadRows(paths): table.reloadRows(at: paths, with: .none)
                    case let .moveRow(from, to): table.moveRow(at: from, to: to)
                    case let .insertSections(sections): table.insertSections(sections, with: .top)
                    case let .deleteSections(sections): table.deleteSections(sections, with: .bottom)
                    case let .reloadSections(sections): table.reloadSections(sections, with: .middle)
                    case let .moveSection(from, to): table.moveSection(from, toSection: to)
                    }
                }
            }
        }
    }

    private func state(of table: TableView) -> [String] {
        table.visibleCells.map { "\(ObjectIdentifier($0).hashValue) \($0.textLabel?.text ?? "") \($0.frame) \($0.isSelected)" }
            + [
                "\((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) })",
                "\(table.indexPathsForSelectedRows ?? [])", "\(table.contentOffset)", "\(table.contentSize)",
                "\(table.numberOfReusableCells())",
            ]
    }

    private func check(_ table: TableView, against model: [[Int]], selected: Set<Int>, seed: UInt64, step: Int) throws {
        let context = "seed \(seed) step \(step)"
        expectEqual(table.numberOfSections, model.count, "\(context)")
        for (s, rows) in model.enumerated() { #expect(table.numberOfRows(inSection: s) == rows.count, "\(context)") }
        let visible = table.indexPathsForVisibleRows ?? []
        let expected = table.indexPathsForRows(in: table.visibleRect) ?? []
        expectEqual(visible, expected, "\(context): visible rows are those in the viewport")
        for indexPath in visible {
            let cell = try #require(table.cellForRow(at: indexPath))
            let id = model[indexPath.section][indexPath.row]
            expectEqual(cell.textLabel?.text, String(id), "\(context): cell at \(indexPath.text) shows its row")
            expectEqual(cell.frame.height, ModelDataSource.height(of: id), "\(context)")
            #expect(!table.isInReusePool(cell), "\(context): a visible cell is never pooled")
            expectEqual(cell.isSelected, selected.contains(id), "\(context)")
        }
        let tableSelection = Set((table.indexPathsForSelectedRows ?? []).map { model[$0.section][$0.row] })
        expectEqual(tableSelection, selected, "\(context): the selection follows its rows")
    }

    /// 4 seeds × 500 batches by default; × 5,000 (20,000 updates) with
    /// `TABLELIAISON_LONG_TESTS=1`.
    @Test(arguments: [UInt64(7), 11, 13, 17])
    func randomBatchesMatchTheModel(seed: UInt64) throws {
        let steps = TestLength.count(short: 500, long: 5_000)
        var generator = BatchGenerator(generator: SeededGenerator(seed: seed))
        var model: [[Int]] = (0..<4).map { s in (0..<Int.random(in: 3...12, using: &generator.generator)).map { s * 100 + $0 } }
        let source = ModelDataSource(sections: model)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.allowsMultipleSelection = true
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
        var selected = Set<Int>()
        var invalid = 0
        for step in 0..<steps {
            if generator.chance(30), table.maximumContentOffsetY > 0 {
                table.setContentOffset(
                    CGPoint(x: 0, y: CGFloat.random(in: 0...table.maximumContentOffsetY, using: &generator.generator)),
                    animated: false)
            }
            if generator.chance(20),
                let section = model.indices.filter({ !model[$0].isEmpty }).randomElement(using: &generator.generator)
            {
                let row = Int.random(in: 0..<model[section].count, using: &generator.generator)
                table.selectRow(at: IndexPath(row: row, section: section), animated: false, scrollPosition: .none)
                selected.insert(model[section][row])
            }
            if generator.chance(25) {
                let batch = generator.invalidBatch(from: model)
                let before = state(of: table)
                source.sections = batch.model
                #expect(throws: TableViewError.self, "seed \(seed) step \(step)") { try perform(batch.operations, on: table) }
                source.sections = model
                expectEqual(state(of: table), before, "seed \(seed) step \(step): a rejected batch changes nothing")
                invalid += 1
            } else {
                let batch = generator.validBatch(from: model)
                source.sections = batch.model
                try perform(batch.operations, on: table)
                model = batch.model
                let ids = Set(model.joined())
                selected = selected.intersection(ids)
            }
            if model.count < 2 {  // Keep the table interesting: grow it back.
                let fresh = generator.freshRows(3...8)
                model.append(fresh)
                source.sections = model
                table.insertSections(IndexSet(integer: model.count - 1), with: .fade)
            }
            try check(table, against: model, selected: selected, seed: seed, step: step)
        }
        #expect(invalid > steps / 5)
    }
}
