import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A screen whose rows are numbers, dragged out as text and dropped back, recording every
/// drag and drop callback with the table's drag and drop state at the time.
@MainActor
private final class NumbersScreen: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
    var rows = Array(0..<10)
    var events: [String] = []
    var proposal = TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var canHandle = true
    var allowsMove = true

    private func state(_ tableView: TableView) -> String {
        "drag \(tableView.hasActiveDrag) drop \(tableView.hasActiveDrop)"
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        events.append("items \(indexPath.row) \(state(tableView))")
        guard rows[indexPath.row] >= 0 else { return [] }
        let item = DragItem(itemProvider: NSItemProvider(object: "\(rows[indexPath.row])" as NSString))
        item.localObject = rows[indexPath.row]
        session.localContext = "numbers"
        return [item]
    }

    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {
        events.append("willBegin \(state(tableView))")
    }

    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {
        events.append("dragDidEnd \(state(tableView))")
    }

    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { allowsMove }

    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool {
        events.append("canHandle local \(session.localDragSession?.localContext as? String ?? "none")")
        return canHandle
    }

    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {
        events.append("didEnter \(state(tableView))")
    }

    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        events.append("didUpdate \(destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        return proposal
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath, let number = item.dragItem.localObject as? Int {
                rows.remove(at: source.row)
                rows.insert(number, at: min(destination.row, rows.count))
            }
            coordinator.drop(item.dragItem, toRowAt: destination)
        }
        events.append("perform \(coordinator.proposal.operation) \(state(tableView))")
    }

    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {
        events.append("dropDidEnd \(state(tableView))")
    }
}

/// A drop delegate that implements only `performDropWith`.
@MainActor
private final class MinimalDropDelegate: TableViewDropDelegate {
    var performed: [TableViewDropProposal] = []

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        performed.append(coordinator.proposal)
    }
}

/// Dragging rows and dropping them, as UIKit's table asks its drag and drop delegates.
@MainActor
struct DragAndDropTests {
    private let screen = NumbersScreen()
    private let table: TableView

    init() throws {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = screen
        table.dragDelegate = screen
        table.dropDelegate = screen
        try table.layoutIfNeededOrThrow()
    }

    @Test func aTableDoesNotDragByDefaultAsOnAPhone() throws {
        #expect(!table.dragInteractionEnabled)
        #expect(throws: TableViewError.dragInteractionDisabled(IndexPath(row: 2, section: 0))) {
            try table.dragAndDropRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 5, section: 0))
        }
        expectEqual(screen.events, [])
    }

    @Test func aDragAsksTheDelegatesInUIKitsOrderAndTheDropReachesTheModel() throws {
        table.dragInteractionEnabled = true
        let coordinator = try #require(
            try table.dragAndDropRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 5, section: 0)))
        expectEqual(
            screen.events,
            [
                "items 2 drag false drop false", "willBegin drag true drop false", "canHandle local numbers",
                "didEnter drag true drop true", "didUpdate 5", "perform move drag true drop true",
                "dropDidEnd drag true drop true", "dragDidEnd drag false drop false",
            ])
        expectEqual(screen.rows, [0, 1, 3, 4, 5, 2, 6, 7, 8, 9])
        expectEqual(coordinator.items.map(\.sourceIndexPath), [IndexPath(row: 2, section: 0)])
        expectEqual(coordinator.droppedItems.map(\.indexPath), [IndexPath(row: 5, section: 0)])
        #expect(coordinator.session.allowsMoveOperation)
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        expectEqual(table.statistics.dragsBegun, 1)
        expectEqual(table.statistics.dropsPerformed, 1)
    }

    @Test func aCancelledOrForbiddenProposalOrAnUnhandledSessionPerformsNoDrop() throws {
        table.dragInteractionEnabled = true
        for operation in [DropOperation.cancel, .forbidden] {
            screen.proposal = TableViewDropProposal(operation: operation)
            #expect(try table.dragAndDropRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) == nil)
        }
        screen.proposal = TableViewDropProposal(operation: .copy)
        screen.canHandle = false
        #expect(try table.dragAndDropRow(at: IndexPath(row: 0, section: 0), to: nil) == nil)
        expectEqual(
            screen.events.filter { $0.hasPrefix("perform") || $0.hasPrefix("didUpdate") }, ["didUpdate 3", "didUpdate 3"])
        expectEqual(table.statistics.dragsBegun, 3)
        expectEqual(table.statistics.dropsPerformed, 0)
        expectEqual(screen.rows, Array(0..<10))
    }

    @Test func aMoveTheDragDoesNotAllowIsNotPerformed() throws {
        table.dragInteractionEnabled = true
        screen.allowsMove = false
        #expect(try table.dragAndDropRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0)) == nil)
        screen.proposal = TableViewDropProposal(operation: .copy)
        #expect(try table.dragAndDropRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 4, section: 0)) != nil)
        expectEqual(table.statistics.dropsPerformed, 1)
    }

    @Test func noItemsMeansNoDrag() throws {
        table.dragInteractionEnabled = true
        screen.rows[3] = -1
        #expect(try table.dragAndDropRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0)) == nil)
        expectEqual(screen.events, ["items 3 drag false drop false"])
        expectEqual(table.statistics.dragsBegun, 0)
    }

    @Test func itemsFromAnotherAppAreCopiedNotMovedAndCarryTheirData() throws {
        let provider = NSItemProvider(object: "hello" as NSString)
        screen.proposal = TableViewDropProposal(operation: .copy)
        let coordinator = try #require(try table.drop([DragItem(itemProvider: provider)], at: IndexPath(row: 10, section: 0)))
        #expect(coordinator.items.map(\.sourceIndexPath) == [nil])
        #expect(!coordinator.session.allowsMoveOperation && coordinator.session.localDragSession == nil)
        #expect(coordinator.session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"]))
        screen.proposal = TableViewDropProposal(operation: .move)
        #expect(try table.drop([DragItem(itemProvider: provider)], at: nil) == nil)
        expectEqual(table.statistics.dropsPerformed, 1)
    }

    @Test func aDropDelegateWithOnlyPerformDropCopies() throws {
        let minimal = MinimalDropDelegate()
        table.dropDelegate = minimal
        try table.drop([DragItem(itemProvider: NSItemProvider())], at: IndexPath(row: 0, section: 0))
        expectEqual(minimal.performed, [TableViewDropProposal(operation: .copy, intent: .unspecified)])
    }

    @Test func aDestinationTheSectionCannotTakeThrowsBeforeAnyDelegateIsAsked() throws {
        table.dragInteractionEnabled = true
        #expect(throws: TableViewError.dropDestinationOutOfRange(IndexPath(row: 11, section: 0), rowCount: 10)) {
            try table.dragAndDropRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 11, section: 0))
        }
        #expect(throws: TableViewError.rowOutOfRange(IndexPath(row: 10, section: 0), rowCount: 10)) {
            try table.dragAndDropRow(at: IndexPath(row: 10, section: 0), to: nil)
        }
        table.dragDelegate = nil
        #expect(throws: TableViewError.noDragDelegate(IndexPath(row: 0, section: 0))) {
            try table.dragAndDropRow(at: IndexPath(row: 0, section: 0), to: nil)
        }
        expectEqual(screen.events, [])
    }
}
