import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// A row identified by `id` showing `text`; content changes when the text does.
@MainActor
func itemRow(_ id: Int, _ text: String, log: CommandLog? = nil) -> Row<TestCell, String> {
    let row = Row<TestCell, String>(text, id: id)
    row.set(command: .configuration) { cell, model, _ in cell.label.text = model }
    row.set(height: .height, 44)
    if let log {
        for command in [RowCommand.insert, .delete, .move, .reload] {
            row.set(command: command) { [unowned log] _, model, indexPath in
                log.entries.append("\(command) \(model) (\(indexPath.section) - \(indexPath.row))")
            }
        }
    }
    return row
}

@MainActor
struct ApplyTests {
    /// Scenario 1: the product page before the network answers, then loaded.
    @Test func theProductPageGoesFromInitialToLoadedInOneBatch() throws {
        let log = CommandLog()
        let liaison = Liaison()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        liaison.liaise(tableView: table)
        var comments: [String] = []
        var price = "¥0"
        var loaded = false
        func sections() -> [Section] {
            var result: [Section] = []
            result.append(
                Section(id: "product") {
                    itemRow(1, "images", log: log)
                    if loaded {
                        itemRow(2, "商品名称", log: log)
                        itemRow(3, "节日促销,快来买啊", log: log)
                    }
                    itemRow(4, price, log: log)
                    if loaded { itemRow(5, "满199减20", log: log) }
                })
            if loaded { result.append(Section(id: "spec") { itemRow(6, "已选:银色,13.3英寸", log: log) }) }
            result.append(
                Section(id: "comments") {
                    itemRow(7, "商品评价(\(comments.count))", log: log)
                    for (index, comment) in comments.prefix(4).enumerated() { itemRow(100 + index, comment, log: log) }
                    if comments.isEmpty { itemRow(8, "暂无评论", log: log) } else { itemRow(9, "查看所有评论", log: log) }
                })
            return result
        }
        try liaison.apply(sections())
        expectEqual(visibleTexts(table), ["images", "¥0", "商品评价(0)", "暂无评论"])
        let updates = table.updateHistory.count
        let cells = table.visibleCells
        log.clear()
        loaded = true
        price = "¥5999"
        comments = ["好", "很好", "非常好"]
        try liaison.apply(sections())
        #expect(
            visibleTexts(table) == [
                "images", "商品名称", "节日促销,快来买啊", "¥5999", "满199减20", "已选:银色,13.3英寸",
                "商品评价(3)", "好", "很好", "非常好", "查看所有评论",
            ])
        // One batch for the structure, one reconfiguration for the changed texts.
        expectEqual(table.updateHistory.count, updates + 2)
        #expect(
            table.updateHistory[updates].operations == [
                .insertSections(IndexSet(integer: 1), .automatic),
                .deleteRows([IndexPath(row: 1, section: 1)], .automatic),
                .insertRows(
                    [
                        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0),
                        IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2), IndexPath(row: 3, section: 2),
                        IndexPath(row: 4, section: 2),
                    ], .automatic),
            ])
        #expect(
            table.updateHistory[updates + 1].operations == [
                .reconfigureRows([IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 2)])
            ])
        // The images row and the price row kept their cells.
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[0])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cells[1])
        expectEqual(log.matching("delete"), ["delete 暂无评论 (1 - 1)"])
        expectEqual(log.matching("reload"), ["reload ¥5999 (0 - 3)", "reload 商品评价(3) (2 - 0)"])
        // Seven inserted rows and the row of the inserted specification section.
        expectEqual(log.matching("insert").count, 8)
    }

    @Test func reloadStyleReloadsChangedRowsInTheBatch() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply([
            Section(id: 0) {
                itemRow(1, "a")
                itemRow(2, "b")
            }
        ])
        let reused = table.statistics.cellsReused
        let created = table.statistics.cellsCreated
        let old = table.cellForRow(at: IndexPath(row: 1, section: 0))
        try liaison.apply(
            [
                Section(id: 0) {
                    itemRow(1, "a")
                    itemRow(2, "B")
                }
            ], animation: .fade, contentUpdates: .reload)
        expectEqual(table.updateHistory.last?.operations, [.reloadRows([IndexPath(row: 1, section: 0)], .fade)])
        // As UIKit, the reloaded row got a new cell (the old one still showed when it was
        // asked for) and the old one went to the pool after the update.
        expectEqual(table.statistics.cellsReused, reused)
        expectEqual(table.statistics.cellsCreated, created + 1)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== old)
        expectEqual(table.numberOfReusableCells(), 1)
        expectEqual(visibleTexts(table), ["a", "B"])
    }

    @Test func reconfigureStyleReconfiguresOnlyChangedRowsWhoseCellsStayOnScreen() throws {
        let log = CommandLog()
        let liaison = Liaison()
        let table = try makeTable(liaison)  // 10 rows of 44 points on screen
        try liaison.apply { Section(id: 0) { for id in 0..<30 { itemRow(id, "r\(id)", log: log) } } }
        log.clear()
        // Row 2 changes on screen, row 25 off screen; row 0 moves below row 3 and changes.
        try liaison.apply {
            Section(id: 0) {
                itemRow(1, "r1", log: log)
                itemRow(2, "changed 2", log: log)
                itemRow(3, "r3", log: log)
                itemRow(0, "changed 0", log: log)
                for id in 4..<30 { itemRow(id, id == 25 ? "changed 25" : "r\(id)", log: log) }
            }
        }
        let reconfigured = table.updateHistory.compactMap { update -> [IndexPath]? in
            guard case let .reconfigureRows(indexPaths)? = update.operations.first else { return nil }
            return indexPaths
        }.last
        expectEqual(reconfigured, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        expectEqual(log.matching("reload"), ["reload changed 2 (0 - 1)", "reload changed 0 (0 - 3)"])
        expectEqual(visibleTexts(table).prefix(4), ["r1", "changed 2", "r3", "changed 0"])
        // The row that changed off screen shows its new model when it comes on screen.
        table.scrollToRow(at: IndexPath(row: 25, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        expectEqual((table.cellForRow(at: IndexPath(row: 25, section: 0)) as? TestCell)?.label.text, "changed 25")
    }

    @Test func reloadStyleAlsoReloadsChangedRowsOffScreen() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply { Section(id: 0) { for id in 0..<30 { itemRow(id, "r\(id)") } } }
        try liaison.apply(contentUpdates: .reload) {
            Section(id: 0) { for id in 0..<30 { itemRow(id, id == 25 ? "changed 25" : "r\(id)") } }
        }
        expectEqual(table.updateHistory.last?.operations, [.reloadRows([IndexPath(row: 25, section: 0)], .automatic)])
    }

    @Test func rowsOfACustomTypeAreMatchedByTheIdentityTheyReport() throws {
        /// An `AnyRow` that is not a `Row`: a fresh identity each time it is asked.
        @MainActor
        final class PlainRow: AnyRow {
            let key: String
            init(_ key: String) { self.key = key }
            var reuseIdentifier: String { "PlainCell" }
            func register(with tableView: TableView) {
                tableView.register(TestCell.self, forCellReuseIdentifier: reuseIdentifier)
            }
            func cell(for tableView: TableView, at indexPath: IndexPath) throws -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
                (cell as? TestCell)?.label.text = key
                return cell
            }
            func perform(command: RowCommand, for cell: TableViewCell, at indexPath: IndexPath) {}
            var height: CGFloat? { 44 }
            var rowIdentity: RowIdentity { .id(key) }
        }
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply([Section(id: 0, rows: ["a", "b", "c"].map(PlainRow.init))])
        let cellOfA = table.cellForRow(at: IndexPath(row: 0, section: 0))
        try liaison.apply([Section(id: 0, rows: ["b", "c", "a", "d"].map(PlainRow.init))])
        #expect(
            table.updateHistory.last?.operations == [
                .insertRows([IndexPath(row: 3, section: 0)], .automatic),
                .moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)),
            ])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfA)
        expectEqual(visibleTexts(table), ["b", "c", "a", "d"])
    }

    /// User code that `apply` runs (a content equality) sees the sections as they were, and
    /// a mutation it makes waits until the batch is done, like any re-entrant one.
    @Test func aContentEqualitySeesTheOldSectionsAndItsMutationIsDeferred() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply([
            Section(id: 0) {
                itemRow(1, "a")
                itemRow(2, "b")
            }
        ])
        var seen: [[String]] = []
        var appended = false
        let changed = itemRow(2, "B")
        changed.contentEquality = { [unowned liaison] lhs, rhs in
            seen.append(liaison.sections.flatMap(\.rows).compactMap { ($0 as? Row<TestCell, String>)?.model })
            if !appended {
                appended = true
                try? liaison.append(row: itemRow(3, "c"), to: 0)
                // Deferred: the sections the closure reads are still the old ones plus it.
                seen.append(liaison.sections.flatMap(\.rows).compactMap { ($0 as? Row<TestCell, String>)?.model })
            }
            return lhs == rhs
        }
        try liaison.apply(
            [
                Section(id: 0) {
                    itemRow(1, "a")
                    changed
                }
            ], contentUpdates: .reload)
        expectEqual(seen, [["a", "b"], ["a", "b", "c"]])
        expectEqual(model(liaison), [["a", "B", "c"]])
        expectEqual(visibleTexts(table), ["a", "B", "c"])
        #expect(
            table.updateHistory.suffix(2).map(\.operations) == [
                [.reloadRows([IndexPath(row: 1, section: 0)], .automatic)],
                [.insertRows([IndexPath(row: 2, section: 0)], .automatic)],
            ])
    }

    @Test func sectionIdsFollowTheRowIdRuleIntAndInt64AreTwoIdentities() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply([Section(id: 1) { itemRow(1, "a") }])
        try liaison.apply([Section(id: Int64(1)) { itemRow(1, "a") }])
        #expect(
            table.updateHistory.last?.operations == [
                .deleteSections(IndexSet(integer: 0), .automatic), .insertSections(IndexSet(integer: 0), .automatic),
            ])
        // An id wrapped in `AnyHashable` is its value: the same section, nothing to update.
        let updates = table.updateHistory.count
        try liaison.apply([Section(id: AnyHashable(Int64(1))) { itemRow(1, "a") }])
        expectEqual(table.updateHistory.count, updates)
    }

    @Test func idsChangedWhileADifferenceRunsLeaveItCorrect() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        let old = (0..<5).map { itemRow($0, "r\($0)") }
        try liaison.apply([Section(id: 0, rows: old)])
        let new = (0..<5).map { itemRow($0, $0 == 2 ? "changed" : "r\($0)") }
        // User code run by the difference gives every old row another id; the difference
        // compares the identities it read before.
        new[2].contentEquality = { lhs, rhs in
            for (index, row) in old.enumerated() { row.id = "replaced \(index)" }
            return lhs == rhs
        }
        try liaison.apply([Section(id: 0, rows: new)], contentUpdates: .reload)
        expectEqual(table.updateHistory.last?.operations, [.reloadRows([IndexPath(row: 2, section: 0)], .automatic)])
        expectEqual(visibleTexts(table), ["r0", "r1", "changed", "r3", "r4"])
        expectEqual(old[0].id, AnyHashable("replaced 0"))
    }

    @Test func movedRowsKeepTheirCellsAndTheSelection() throws {
        let liaison = Liaison()
        let table = try makeTable(liaison)
        try liaison.apply { Section(id: 0) { for id in 0..<5 { itemRow(id, "r\(id)") } } }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        try liaison.apply { Section(id: 0) { for id in [1, 2, 3, 4, 0] { itemRow(id, "r\(id)") } } }
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) === cell)
        expectEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
        #expect(table.updateHistory.last?.operations == [.moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0))])
    }

    @Test func anApplyKeepsTheSpinnerUntilRowsLandAfterTheLastRow() throws {
        final class Pager: PaginationDelegate {
            var events: [String] = []
            func isPaginationEnabled() -> Bool { events.isEmpty }
            func paginationStarted(indexPath: IndexPath) { events.append("started \(indexPath.tableDescription)") }
            func paginationEnded(indexPath: IndexPath) { events.append("ended \(indexPath.tableDescription)") }
        }
        let pager = Pager()
        let liaison = Liaison()
        liaison.paginationDelegate = pager
        let table = try makeTable(liaison)
        try liaison.apply { Section(id: 0) { itemRow(1, "a") } }
        expectEqual(pager.events, ["started (1 - 0)"])
        expectEqual(liaison.sections.count, 2)
        // A row inserted at the top and a row updated in place are not the page.
        try liaison.apply {
            Section(id: 0) {
                itemRow(0, "z")
                itemRow(1, "a2")
            }
        }
        expectEqual(liaison.sections.count, 2)
        #expect(liaison.sections.last?.rows.first === liaison.paginationRow)
        expectEqual(visibleTexts(table).prefix(2), ["z", "a2"])
        expectEqual(pager.events, ["started (1 - 0)"])
        // Rows after the last row are: the spinner leaves in the same batch.
        let batches = table.updateHistory.count
        try liaison.apply {
            Section(id: 0) {
                itemRow(0, "z")
                itemRow(1, "a2")
            }
            Section(id: 1) { itemRow(2, "b") }
        }
        expectEqual(pager.events, ["started (1 - 0)", "ended (1 - 0)"])
        expectEqual(liaison.sections.count, 2)
        #expect(!liaison.isPaginating)
        expectEqual(table.updateHistory.count, batches + 1)
        expectEqual(visibleTexts(table), ["z", "a2", "b"])
    }

    /// Random pairs through a real table: every batch the diff produces passes validation,
    /// and the table ends up showing exactly the new sections (400 pairs by default, 2,000
    /// with `TABLELIAISON_LONG_TESTS=1`).
    @Test(arguments: ["one section", "many sections"])
    func everyAppliedDifferencePassesTheTablesValidation(shape: String) throws {
        var generator = SeededGenerator(seed: UInt64(shape.count))
        let liaison = Liaison()
        let table = try makeTable(liaison, height: 100_000)
        var nextID = 0
        var current: [(id: Int, rows: [(Int, String)])] = []
        for pair in 0..<TestLength.count(short: 400, long: 2_000) {
            var next = current
            if shape == "many sections" {
                if next.isEmpty || Int.random(in: 0..<4, using: &generator) == 0 {
                    nextID += 1
                    next.insert((nextID, []), at: Int.random(in: 0...next.count, using: &generator))
                }
                if next.count > 1 && Int.random(in: 0..<5, using: &generator) == 0 {
                    next.remove(at: Int.random(in: next.indices, using: &generator))
                }
                if next.count > 1 && Int.random(in: 0..<5, using: &generator) == 0 { next.swapAt(0, next.count - 1) }
            } else if next.isEmpty {
                next = [(0, [])]
            }
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                guard !next.isEmpty else { break }
                let s = Int.random(in: next.indices, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0:
                    nextID += 1
                    next[s].rows.insert((nextID, "n\(nextID)"), at: Int.random(in: 0...next[s].rows.count, using: &generator))
                case 1 where !next[s].rows.isEmpty:
                    next[s].rows.remove(at: Int.random(in: next[s].rows.indices, using: &generator))
                case 2 where !next[s].rows.isEmpty:
                    let row = next[s].rows.remove(at: Int.random(in: next[s].rows.indices, using: &generator))
                    let t = Int.random(in: next.indices, using: &generator)
                    next[t].rows.insert(row, at: Int.random(in: 0...next[t].rows.count, using: &generator))
                case 3 where !next[s].rows.isEmpty:
                    let r = Int.random(in: next[s].rows.indices, using: &generator)
                    next[s].rows[r].1 += "'"
                default: break
                }
            }
            let sections = next.map { section in Section(id: section.id, rows: section.rows.map { itemRow($0.0, $0.1) }) }
            try liaison.apply(sections, contentUpdates: pair % 2 == 0 ? .reconfigure : .reload)
            current = next
            let expected = current.flatMap { $0.rows.map(\.1) }
            expectEqual(visibleTexts(table), expected, "\(shape) pair \(pair)")
        }
    }
}
