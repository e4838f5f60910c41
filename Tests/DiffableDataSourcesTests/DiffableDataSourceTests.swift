import Foundation
import TestSupport
import Testing

@testable import DiffableDataSources
@testable import HeadlessTable
@testable import HeadlessViews

/// A cell that counts its `prepareForReuse()` calls.
@MainActor
private final class CountingCell: TableViewCell {
    var preparedForReuse = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
    }
}

/// A table of 44-point rows, 10 on screen, with a diffable data source over `Int` sections and
/// items whose cells show the item's number; counts the cell provider's calls per item.
@MainActor
private final class Screen<DataSource: TableViewDiffableDataSource<Int, Int>> {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    var dataSource: DataSource!
    var provided: [Int: Int] = [:]
    var onProvide: ((Int) -> Void)?

    init(_ make: (TableView, @escaping DataSource.CellProvider) -> DataSource) {
        table.rowHeight = 44
        table.sectionHeaderHeight = 0
        table.sectionFooterHeight = 0
        table.register(CountingCell.self, forCellReuseIdentifier: "cell")
        dataSource = make(table) { [weak self] table, indexPath, item in
            guard let self else { return nil }
            self.provided[item, default: 0] += 1
            self.onProvide?(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = String(item)
            return cell
        }
    }

    /// The item each visible row's cell shows, by index path.
    var shown: [IndexPath: String] {
        var shown: [IndexPath: String] = [:]
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            shown[indexPath] = table.cellForRow(at: indexPath)?.textLabel?.text
        }
        return shown
    }
}

private func snapshot(_ sections: [(Int, [Int])]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

@MainActor
private func plainScreen() -> Screen<TableViewDiffableDataSource<Int, Int>> {
    Screen { TableViewDiffableDataSource(tableView: $0, cellProvider: $1) }
}

/// A subclass using the subclassing points, as UIKit code does: titles from the section
/// identifiers, swipe to delete applying a snapshot without the item, reordering through
/// `super`.
@MainActor
private final class EditableDataSource: TableViewDiffableDataSource<Int, Int> {
    var moves: [(IndexPath, IndexPath)] = []
    var commitError: Error?

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "Section \($0)" }
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        do { try tableView.checking { _ in apply(snapshot) } } catch { commitError = error }
    }
    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        moves.append((sourceIndexPath, destinationIndexPath))
    }
}

@MainActor
struct DiffableDataSourceTests {
    // MARK: Apply

    @Test func applyingRandomSnapshotsShowsEachOneAndKeepsTheCellsOfRowsThatStay() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("diffable apply seed: \(seed)")
        var generator = SeededGenerator(seed: seed)
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, Array(0..<30))]))
        try screen.table.layoutIfNeededOrThrow()
        for step in 0..<150 {
            // Sections 0..<5 in a random order, some left out; items 0..<80, some left out,
            // dealt to the sections in a random order.
            let sections = Array((0..<5).shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator)))
            var next = snapshot(sections.map { ($0, []) })
            for item in (0..<80).shuffled(using: &generator) where Int.random(in: 0..<3, using: &generator) > 0 {
                next.appendItems([item], toSection: sections[Int.random(in: 0..<sections.count, using: &generator)])
            }
            let kept = next.itemIdentifiers.filter { screen.dataSource.indexPath(for: $0) != nil }
            let reloaded = kept.filter { _ in Int.random(in: 0..<10, using: &generator) == 0 }
            next.reloadItems(reloaded)
            if Bool.random(using: &generator), let section = sections.first { next.reloadSections([section]) }
            let before = Dictionary(
                uniqueKeysWithValues: (screen.table.indexPathsForVisibleRows ?? []).compactMap { indexPath in
                    screen.table.cellForRow(at: indexPath).flatMap { cell in
                        screen.dataSource.itemIdentifier(for: indexPath).map { ($0, ObjectIdentifier(cell)) }
                    }
                })
            let previous = screen.dataSource.snapshot()
            screen.dataSource.apply(next, animatingDifferences: Bool.random(using: &generator))
            try screen.table.layoutIfNeededOrThrow()

            let context = "seed \(seed) step \(step)"
            expectEqual(screen.table.numberOfSections, sections.count, "\(context)")
            for (index, section) in sections.enumerated() {
                expectEqual(screen.table.numberOfRows(inSection: index), next.numberOfItems(inSection: section), "\(context)")
            }
            expectEqual(screen.dataSource.snapshot().itemIdentifiers, next.itemIdentifiers, "\(context)")
            for (indexPath, text) in screen.shown {
                #expect(text == screen.dataSource.itemIdentifier(for: indexPath).map(String.init), "\(context): row \(indexPath)")
            }
            // A row on screen before and after keeps its cell, unless it was reloaded or it
            // came from or went to a section deleted, inserted or reloaded (rows travel with
            // their sections).
            let reloadedSections = Set(next.reloadedSectionIdentifiers)
            func isKept(_ section: Int?) -> Bool {
                guard let section else { return false }
                return previous.indexOfSection(section) != nil && next.indexOfSection(section) != nil
                    && !reloadedSections.contains(section)
            }
            for indexPath in screen.table.indexPathsForVisibleRows ?? [] {
                guard let item = screen.dataSource.itemIdentifier(for: indexPath), let old = before[item],
                    !reloaded.contains(item), isKept(previous.sectionIdentifier(containingItem: item)),
                    isKept(next.sectionIdentifier(containingItem: item)), let cell = screen.table.cellForRow(at: indexPath)
                else { continue }
                expectEqual(ObjectIdentifier(cell), old, "\(context): item \(item) changed cell")
            }
            let offset = CGFloat.random(in: 0...max(0, screen.table.contentSize.height - 440), using: &generator)
            screen.table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        }
    }

    @Test func applyComputesOneBatchWithMovesAndTheAnimationAsked() throws {
        let screen = plainScreen()
        screen.dataSource.defaultRowAnimation = .fade
        screen.dataSource.apply(snapshot([(0, [1, 2, 3, 4])]))
        try screen.table.layoutIfNeededOrThrow()
        let history = screen.table.updateHistory.count
        screen.dataSource.apply(snapshot([(0, [4, 1, 3, 5])]))
        expectEqual(screen.table.updateHistory.count, history + 1)
        #expect(
            screen.table.updateHistory.last?.operations == [
                .deleteRows([IndexPath(row: 1, section: 0)], .fade),
                .insertRows([IndexPath(row: 3, section: 0)], .fade),
                .moveRow(IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 0)),
            ])
        screen.dataSource.apply(snapshot([(0, [4, 1, 3])]), animatingDifferences: false)
        expectEqual(screen.table.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 3, section: 0)], .none)])
        // The same snapshot again is no batch at all.
        screen.dataSource.apply(screen.dataSource.snapshot())
        expectEqual(screen.table.updateHistory.count, history + 2)
        expectEqual(screen.shown[IndexPath(row: 0, section: 0)], "4")
    }

    @Test func theCompletionRunsWhenTheAnimationsEndNeverInTheCall() async throws {
        let screen = plainScreen()
        let timeline = AnimationTimeline()
        timeline.drive(screen.table)
        var seen: [String] = []
        screen.dataSource.apply(snapshot([(0, [1, 2])])) {
            seen.append("animated \(screen.table.numberOfRows(inSection: 0))")
        }
        screen.dataSource.apply(snapshot([(0, [1, 2, 4])]), animatingDifferences: false) {
            seen.append("not animated \(screen.table.numberOfRows(inSection: 0))")
        }
        expectEqual(seen, [])
        // Without animation, at the next turn of the run loop; animated, at the end of the rows'
        // animations.
        timeline.advance(by: TableView.updateAnimationDuration - 0.01)
        expectEqual(seen, ["not animated 3"])
        timeline.advance(by: 0.01)
        expectEqual(seen, ["not animated 3", "animated 3"])
        await screen.dataSource.apply(snapshot([(0, [1, 2, 3])]))
        expectEqual(screen.table.numberOfRows(inSection: 0), 3)
        screen.dataSource.applySnapshotUsingReloadData(snapshot([(0, [7])])) {
            seen.append("reload \(screen.table.numberOfRows(inSection: 0))")
        }
        expectEqual(seen.count, 2)
        timeline.advance(by: 0)
        expectEqual(seen.last, "reload 1")
        await screen.dataSource.applySnapshotUsingReloadData(snapshot([(0, [8, 9])]))
        expectEqual(screen.shown, [IndexPath(row: 0, section: 0): "8", IndexPath(row: 1, section: 0): "9"])
    }

    @Test func applyingUsingReloadDataMakesNoBatch() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, [1, 2, 3])]))
        try screen.table.layoutIfNeededOrThrow()
        let batches = screen.table.statistics.batchUpdates
        let reloads = screen.table.statistics.reloads
        screen.dataSource.applySnapshotUsingReloadData(snapshot([(1, [3, 2]), (0, [4])]))
        try screen.table.layoutIfNeededOrThrow()
        expectEqual(screen.table.statistics.batchUpdates, batches)
        expectEqual(screen.table.statistics.reloads, reloads + 1)
        expectEqual(screen.shown[IndexPath(row: 0, section: 1)], "4")
    }

    @Test func lookupsAnswerForTheAppliedSnapshot() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(5, [1, 2]), (6, [3])]))
        expectEqual(screen.dataSource.indexPath(for: 3), IndexPath(row: 0, section: 1))
        expectEqual(screen.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), 2)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == nil)
        expectEqual(screen.dataSource.sectionIdentifier(for: 1), 6)
        #expect(screen.dataSource.sectionIdentifier(for: 2) == nil)
        expectEqual(screen.dataSource.index(for: 5), 0)
        #expect(screen.dataSource.indexPath(for: 9) == nil)
    }

    // MARK: Errors

    @Test func duplicateAndUnknownIdentifiersThrowBeforeAnythingChanges() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, Array(0..<20))]))
        try screen.table.layoutIfNeededOrThrow()
        let cells = screen.table.visibleCells.map(ObjectIdentifier.init)
        let history = screen.table.updateHistory
        let provided = screen.provided

        var duplicate = screen.dataSource.snapshot()
        duplicate.deleteItems([0])
        duplicate.appendItems([30, 5])
        #expect(throws: DiffableDataSourceError<Int, Int>.duplicateItem(5, operation: "appendItems(_:toSection:)")) {
            try screen.table.checking { _ in screen.dataSource.apply(duplicate) }
        }
        var unknown = screen.dataSource.snapshot()
        unknown.moveSection(0, afterSection: 3)
        #expect(throws: DiffableDataSourceError<Int, Int>.unknownSection(3, operation: "moveSection(_:afterSection:)")) {
            try screen.table.checking { _ in screen.dataSource.apply(unknown, animatingDifferences: false) }
        }
        var unknownItem = screen.dataSource.snapshot()
        unknownItem.reloadItems([1, 99])
        #expect(throws: DiffableDataSourceError<Int, Int>.unknownItem(99, operation: "reloadItems(_:)")) {
            try screen.table.checking { _ in screen.dataSource.applySnapshotUsingReloadData(unknownItem) }
        }
        // Unchecked, the same mistake is recorded, with the member that met it.
        screen.dataSource.apply(duplicate)
        expectEqual(screen.table.recordedErrors.map(\.member), ["apply(_:animatingDifferences:completion:)"])
        try screen.table.layoutIfNeededOrThrow()
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, Array(0..<20))
        expectEqual(screen.table.updateHistory, history)
        expectEqual(screen.table.visibleCells.map(ObjectIdentifier.init), cells)
        expectEqual(screen.provided, provided)
    }

    @Test func aSnapshotAppliedFromInsideTheCellProviderThrowsAndChangesNothing() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, [1, 2])]))
        screen.onProvide = { [weak screen] item in
            guard let screen, item == 2 else { return }
            screen.dataSource.apply(snapshot([(0, [9])]))
        }
        try screen.table.layoutIfNeededOrThrow()
        expectEqual(screen.table.recordedErrors.count, 1)
        expectEqual(screen.table.recordedErrors.first?.is(DiffableDataSourceError<Int, Int>.applyDuringCellProvider), true)
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, [1, 2])
        expectEqual(screen.shown, [IndexPath(row: 0, section: 0): "1", IndexPath(row: 1, section: 0): "2"])
    }

    @Test func aCellProviderThatReturnsNilRecordsTheErrorNamingTheItemAndShowsAPlaceholder() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let dataSource = TableViewDiffableDataSource<String, String>(tableView: table) { _, _, _ in nil }
        dataSource.apply(NSDiffableDataSourceSnapshot<String, String>.one("inbox", ["hello"]))
        table.layoutIfNeeded()
        #expect(
            table.recordedErrors.first?.is(
                DiffableDataSourceError<String, String>.noCell(for: "hello", at: IndexPath(row: 0, section: 0))) == true)
        expectEqual(table.recordedErrors.first?.member, "tableView(_:cellForRowAt:)")
        expectEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isFailurePlaceholder, true)
    }

    // MARK: Reload and reconfigure

    @Test func reconfiguringKeepsTheCellWithoutPrepareForReuseWhileReloadingDequeuesOne() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, Array(0..<30))]))
        try screen.table.layoutIfNeededOrThrow()
        let row = IndexPath(row: 2, section: 0)
        let cell = try #require(screen.table.cellForRow(at: row) as? CountingCell)
        let prepared = cell.preparedForReuse
        let dequeues = screen.table.statistics.cellsCreated + screen.table.statistics.cellsReused
        let calls = screen.provided[2] ?? 0

        var reconfigure = screen.dataSource.snapshot()
        reconfigure.reconfigureItems([2, 25])  // 25 is off screen: nothing to configure
        screen.dataSource.apply(reconfigure)
        #expect(screen.table.cellForRow(at: row) === cell)
        expectEqual(cell.preparedForReuse, prepared)
        expectEqual(screen.table.statistics.cellsCreated + screen.table.statistics.cellsReused, dequeues)
        expectEqual(screen.provided[2], calls + 1)
        #expect(screen.provided[25] == nil)
        // The table records every row named; only those on screen are configured.
        expectEqual(screen.table.updateHistory.last?.operations, [.reconfigureRows([row, IndexPath(row: 25, section: 0)])])
        #expect(screen.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)

        var reload = screen.dataSource.snapshot()
        reload.reloadItems([2])
        screen.dataSource.apply(reload)
        let reloaded = try #require(screen.table.cellForRow(at: row) as? CountingCell)
        expectEqual(screen.table.statistics.cellsCreated + screen.table.statistics.cellsReused, dequeues + 1)
        // As UIKit: the reloaded row's cell was asked for while the old one still showed, so
        // it is another cell; the old one went to the reuse pool after the update, not yet
        // prepared for reuse.
        #expect(reloaded !== cell)
        #expect(cell.superview == nil && cell.preparedForReuse == prepared)
        expectEqual(screen.provided[2], calls + 2)
        expectEqual(screen.table.updateHistory.last?.operations, [.reloadRows([row], .automatic)])
        #expect(screen.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        // Reloaded again, the row gets the old cell back from the pool, prepared for reuse.
        screen.dataSource.apply(reload)
        #expect(screen.table.cellForRow(at: row) === cell)
        expectEqual(cell.preparedForReuse, prepared + 1)
    }

    @Test func aReloadedItemThatMovesIsDeletedAndInsertedAndAReloadedSectionIsMadeAnew() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, [1, 2, 3]), (1, [4])]))
        try screen.table.layoutIfNeededOrThrow()
        var next = snapshot([(0, [3, 1, 2]), (1, [4])])
        next.reloadItems([3])
        screen.dataSource.apply(next, animatingDifferences: false)
        #expect(
            screen.table.updateHistory.last?.operations == [
                .deleteRows([IndexPath(row: 2, section: 0)], .none), .insertRows([IndexPath(row: 0, section: 0)], .none),
            ])
        var reloadSection = screen.dataSource.snapshot()
        reloadSection.reloadSections([1])
        reloadSection.moveItem(1, beforeItem: 4)
        screen.dataSource.apply(reloadSection, animatingDifferences: false)
        #expect(
            screen.table.updateHistory.last?.operations == [
                .deleteSections([1], .none), .insertSections([1], .none), .deleteRows([IndexPath(row: 1, section: 0)], .none),
            ])
        expectEqual(screen.shown[IndexPath(row: 0, section: 1)], "1")
        #expect(screen.dataSource.snapshot().reloadedSectionIdentifiers.isEmpty)
    }

    // MARK: Subclassing points

    @Test func subclassesAnswerTheTableThroughTheProtocol() throws {
        let screen = Screen { EditableDataSource(tableView: $0, cellProvider: $1) }
        screen.dataSource.apply(snapshot([(7, [1])]))
        let asked: any TableViewDataSource = screen.dataSource
        expectEqual(asked.tableView(screen.table, titleForHeaderInSection: 0), "Section 7")
        #expect(asked.tableView(screen.table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(asked.tableView(screen.table, canMoveRowAt: IndexPath(row: 0, section: 0)))
        // The base class answers as UIKit's: nothing editable or movable, no titles.
        let plain = plainScreen()
        plain.dataSource.apply(snapshot([(7, [1])]))
        let base: any TableViewDataSource = plain.dataSource
        #expect(base.tableView(plain.table, titleForHeaderInSection: 0) == nil)
        #expect(!base.tableView(plain.table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(throws: TableViewError.rowNotEditable(IndexPath(row: 0, section: 0))) {
            try plain.table.swipeRow(at: IndexPath(row: 0, section: 0))
        }
    }

    @Test func swipeToDeleteCommitsThroughTheSubclassWhichAppliesASnapshotWithoutTheItem() throws {
        let screen = Screen { EditableDataSource(tableView: $0, cellProvider: $1) }
        screen.dataSource.apply(snapshot([(0, [1, 2, 3])]))
        try screen.table.layoutIfNeededOrThrow()
        #expect(try screen.table.swipeRow(at: IndexPath(row: 1, section: 0)).map(\.title) == ["Delete"])
        try screen.table.tapSwipeAction(at: 0)
        #expect(screen.dataSource.commitError == nil)
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, [1, 3])
        expectEqual(screen.table.numberOfRows(inSection: 0), 2)
        expectEqual(screen.table.updateHistory.last?.operations, [.deleteRows([IndexPath(row: 1, section: 0)], .automatic)])
        expectEqual(screen.shown, [IndexPath(row: 0, section: 0): "1", IndexPath(row: 1, section: 0): "3"])

        // The editing control in editing mode goes the same way.
        screen.table.setEditing(true, animated: false)
        try screen.table.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers, [3])
    }

    @Test func aReorderMovesTheItemInTheSnapshotSoTheNextApplyStartsFromTheNewOrder() throws {
        let screen = Screen { EditableDataSource(tableView: $0, cellProvider: $1) }
        screen.dataSource.apply(snapshot([(0, [1, 2, 3]), (1, [4, 5])]))
        try screen.table.layoutIfNeededOrThrow()
        screen.table.setEditing(true, animated: false)
        try screen.table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: 0), [2, 3, 1])
        try screen.table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 1))
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: 0), [2, 1])
        expectEqual(screen.dataSource.snapshot().itemIdentifiers(inSection: 1), [4, 5, 3])
        expectEqual(screen.dataSource.indexPath(for: 3), IndexPath(row: 2, section: 1))
        expectEqual(screen.dataSource.snapshot().indexOfItem(3), 4)
        expectEqual(screen.dataSource.moves.count, 2)
        // The snapshot and the table agree: applying it again changes nothing.
        let batches = screen.table.statistics.batchUpdates
        screen.dataSource.apply(screen.dataSource.snapshot())
        expectEqual(screen.table.statistics.batchUpdates, batches)
        expectEqual(screen.shown[IndexPath(row: 2, section: 1)], "3")
    }

    @Test func aReconfiguredItemThatMovesIsReconfiguredAtItsNewRow() throws {
        let screen = plainScreen()
        screen.dataSource.apply(snapshot([(0, Array(0..<5))]))
        try screen.table.layoutIfNeededOrThrow()
        screen.provided = [:]
        var moved = screen.dataSource.snapshot()
        moved.moveItem(0, afterItem: 2)
        moved.reconfigureItems([0])
        screen.dataSource.apply(moved)
        // Reconfigured at the item's new row (2), after the move, not at its old one (0, where
        // item 1 now is).
        expectEqual(screen.table.updateHistory.last?.operations, [.reconfigureRows([IndexPath(row: 2, section: 0)])])
        expectEqual(screen.provided, [0: 1])
        try screen.table.layoutIfNeededOrThrow()
        expectEqual(screen.table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "0")
    }

    @Test func anAnimatedApplyThatChangesNothingCompletesAtTheNextTurnAndAChangeAfterItsAnimations() {
        let screen = plainScreen()
        let timeline = AnimationTimeline()
        timeline.drive(screen.table)
        screen.dataSource.apply(snapshot([(0, [1, 2, 3])]), animatingDifferences: false)
        timeline.advance(by: 0)
        var completed: [String] = []
        screen.dataSource.apply(screen.dataSource.snapshot(), animatingDifferences: true) { completed.append("same") }
        expectEqual(completed, [])
        timeline.advance(by: 0)
        expectEqual(completed, ["same"])
        var changed = screen.dataSource.snapshot()
        changed.appendItems([4])
        screen.dataSource.apply(changed, animatingDifferences: true) { completed.append("changed") }
        timeline.advance(by: 0)
        expectEqual(completed, ["same"])
        timeline.advance(by: TableView.updateAnimationDuration)
        expectEqual(completed, ["same", "changed"])
    }

    @Test func deletingAnItemOrItsSectionForgetsItsReloadAndReconfigureMarks() {
        var marked = snapshot([(0, [1, 2, 3]), (1, [4])])
        marked.reloadItems([1, 2])
        marked.reconfigureItems([2, 3, 4])
        marked.deleteItems([2])
        expectEqual(marked.reloadedItemIdentifiers, [1])
        expectEqual(marked.reconfiguredItemIdentifiers, [3, 4])
        marked.deleteSections([0])
        expectEqual(marked.reloadedItemIdentifiers, [])
        expectEqual(marked.reconfiguredItemIdentifiers, [4])
        #expect(marked.invalidOperation == nil)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// One section of items.
    fileprivate static func one(_ section: SectionIdentifierType, _ items: [ItemIdentifierType]) -> Self {
        var snapshot = Self()
        snapshot.appendSections([section])
        snapshot.appendItems(items)
        return snapshot
    }
}

/// The example of the diffable data sources article, as written there.
@MainActor
struct DiffableDataSourcesArticleTests {
    enum Section: Hashable, Sendable { case today, later }

    @Test func theArticlesExampleMovesOneRowAndReconfiguresAnother() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(TableViewCell.self, forCellReuseIdentifier: "task")
        let dataSource = TableViewDiffableDataSource<Section, Int>(tableView: table) { table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            cell.textLabel?.text = "Task \(id)"
            return cell
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.today, .later])
        snapshot.appendItems([1, 2, 3], toSection: .today)
        snapshot.appendItems([4], toSection: .later)
        dataSource.apply(snapshot)
        try table.layoutIfNeededOrThrow()

        snapshot = dataSource.snapshot()
        snapshot.moveItem(3, afterItem: 4)
        snapshot.reconfigureItems([1])
        dataSource.apply(snapshot)
        #expect(
            table.updateHistory.suffix(2).map(\.operations) == [
                [.moveRow(IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1))],
                [.reconfigureRows([IndexPath(row: 0, section: 0)])],
            ])
        expectEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "Task 3")
    }
}
