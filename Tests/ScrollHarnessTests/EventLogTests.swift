import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

@MainActor
private final class ClashCell: TableViewCell {}

/// Pages in 10 rows 30 frames after it is asked, twice; the third page brings nothing.
@MainActor
private final class Pager: PaginationDelegate {
    let harness: ScrollHarness
    var pages = 0
    var cancelled: [IndexPath] = []
    init(harness: ScrollHarness) { self.harness = harness }

    func isPaginationEnabled() -> Bool { pages < 3 }
    func paginationStarted(indexPath: IndexPath) {
        pages += 1
        let page = pages
        harness.schedule(afterFrames: 30) { [harness] in
            guard let liaison = harness.liaison, liaison.isPaginating else { return }
            if page < 3 {
                try? liaison.append(rows: (0..<10).map { textRow("page \(page).\($0)") }, to: 0)
            } else {
                _ = try? liaison.endPagination()
            }
        }
    }
    func paginationEnded(indexPath: IndexPath) {}
    func paginationCancelled(indexPath: IndexPath) { cancelled.append(indexPath) }
}

@MainActor
struct EventLogTests {
    @Test func everyKindOfTheLiaisonAndTheHarnessAppearsInTheLog() throws {
        let harness = makeHarness(rows: 12)
        let liaison = try #require(harness.liaison)
        let pager = Pager(harness: harness)
        liaison.paginationDelegate = pager
        harness.onRefresh = { [unowned harness] in
            try? harness.liaison?.clearSections(replacedBy: [Section(rows: (0..<12).map { textRow("fresh \($0)") })])
            harness.endRefreshing()
        }
        // Page 1 lands, page 2 is asked for and a refresh cancels it.
        try harness.scrollToBottom()
        harness.advance(frames: 31)
        try harness.scrollToBottom()
        #expect(liaison.isPaginating)
        try harness.scrollToTop()
        try harness.pullToRefresh()
        expectEqual(pager.cancelled, [IndexPath(row: 0, section: 1)])
        // Page 3 is the last and brings nothing.
        try harness.scrollToBottom()
        harness.advance(frames: 31)
        #expect(!liaison.isPaginating)
        expectEqual(liaison.sections.count, 1)
        // A button, the Edit button, and an error of the table.
        let top = try #require(harness.tableView.indexPathsForVisibleRows?.first)
        let cell = try #require(harness.tableView.cellForRow(at: top))
        cell.contentView.addSubview(Button(title: "Like"))
        try harness.tapControl(titled: "Like")
        try harness.tapEditButton()
        let clash = Row<ClashCell, String>(
            "clash", registration: .class(reuseIdentifier: liaison.sections[0].rows[0].reuseIdentifier))
        try liaison.append(row: clash, to: 0)
        #expect(throws: LiaisonError.self) { try harness.scrollToBottom() }

        let kinds: [HarnessEvent.Kind] = [
            .paginationStarted, .paginationEnded, .paginationCancelled, .refreshStarted, .refreshEnded,
            .controlTapped, .editingChanged, .error,
        ]
        for kind in kinds { #expect(!harness.events(kind).isEmpty, "\(kind) is logged") }
        let steps = harness.events(.paginationStarted, .paginationEnded, .paginationCancelled, .refreshStarted, .refreshEnded)
        #expect(
            steps.map { "\($0.kind.rawValue) \($0.indexPath?.harnessDescription ?? "")" } == [
                "paginationStarted (1 - 0)", "paginationEnded (0 - 12)",
                "paginationStarted (1 - 0)", "refreshStarted ", "paginationCancelled (1 - 0)", "refreshEnded ",
                "paginationStarted (1 - 0)", "paginationEnded (0 - 12)",
            ])
        // Pagination events sit in the frames they happened in, among the table's calls.
        let ended = try #require(harness.events(.paginationEnded).first)
        #expect(
            harness.dump(.paginationEnded).split(separator: "\n").first.map { String($0) }
                == "f\(ended.frame) paginationEnded (0 - 12)")
        expectEqual(harness.events(.paginationEnded, at: IndexPath(row: 12, section: 0)).count, 2)
        #expect(harness.dump(.error).contains("error tableView(_:cellForRowAt:): LiaisonError:"))
        expectEqual(harness.events(.editingChanged).map(\.detail), ["editing"])
    }

    @Test func eventsWithErrorsCompareByTheirTypeAndText() {
        let row = IndexPath(row: 0, section: 0)
        let table = TableViewError.malformedIndexPath(row)
        let event = HarnessEvent(frame: 1, kind: .error, detail: "TableViewError:", error: table)
        #expect(
            event
                == HarnessEvent(frame: 1, kind: .error, detail: "TableViewError:", error: TableViewError.malformedIndexPath(row)))
        #expect(
            event
                != HarnessEvent(
                    frame: 1, kind: .error, detail: "TableViewError:",
                    error: TableViewError.malformedIndexPath(IndexPath(row: 1, section: 0))))
        #expect(
            event != HarnessEvent(frame: 1, kind: .error, detail: "TableViewError:", error: LiaisonError.malformedIndexPath(row)))
        expectEqual(Set([event, event]).count, 1)
        expectEqual(event.description, "f1 error TableViewError: \(table)")
    }
}

/// A harness a test lets go of leaves the screen's table as it found it: the table holds its
/// data source and delegate weakly, so the recording stand-in lives as long as it stands in.
@MainActor
struct ReleasedHarnessTests {
    @Test func aReleasedHarnessLeavesTheTablesDataSourceAndDelegateAnsweringForIt() throws {
        let liaison = Liaison(sections: [Section(rows: (0..<5).map { Row<TableViewCell, Int>($0) })])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        liaison.liaise(tableView: table)
        var harness: ScrollHarness? = ScrollHarness(tableView: table, liaison: liaison)
        weak let released = harness
        try harness?.tap(row: IndexPath(row: 1, section: 0))
        harness = nil
        #expect(released == nil, "the table keeps the stand-in, not the harness")
        table.reloadData()
        try table.layoutIfNeededOrThrow()
        expectEqual(table.numberOfRows(inSection: 0), 5)
        expectEqual(table.indexPathsForVisibleRows?.count, 5)
        #expect(table.delegate != nil && table.dataSource != nil)
        // The rows still answer their table's delegate: a deletion through the liaison lands.
        try liaison.deleteRows(at: [IndexPath(row: 0, section: 0)], animation: .none)
        expectEqual(table.numberOfRows(inSection: 0), 4)
    }
}
