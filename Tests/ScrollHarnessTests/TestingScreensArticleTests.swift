// The ScrollHarness catalog's "Testing screens with the harness" article: its complete test,
// compiled and run as written.

import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

@MainActor
final class NumbersScreen: PaginationDelegate {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let liaison = Liaison()
    var clock: any Clock<Duration> = ContinuousClock()
    private(set) var pagesRequested = 0

    init() {
        liaison.paginationDelegate = self
        liaison.liaise(tableView: tableView)
    }

    func rows(page: Int) -> [AnyRow] {
        (0..<20).map { index in
            let row = Row<TableViewCell, String>("Item \(page * 20 + index)")
            row.set(height: .height, 44)
            row.set(command: .configuration) { cell, title, _ in cell.textLabel?.text = title }
            return row
        }
    }

    func isPaginationEnabled() -> Bool { pagesRequested < 2 }
    func paginationStarted(indexPath: IndexPath) {
        pagesRequested += 1
        let page = pagesRequested
        Task {
            try await clock.sleep(for: .seconds(1))  // the network, in the app
            try liaison.append(sections: [Section(rows: rows(page: page))])
        }
    }
    func paginationEnded(indexPath: IndexPath) {}
}

@MainActor
@Test func reachingTheEndLoadsOnePageOneSecondLater() async throws {
    let screen = NumbersScreen()
    let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
    screen.clock = harness.clock
    try screen.liaison.append(section: Section(rows: screen.rows(page: 0)))

    try harness.scrollToBottom()  // the last row shows: a page is asked for
    expectEqual(harness.events(.paginationStarted).map(\.indexPath), [IndexPath(row: 0, section: 1)])
    await harness.advance(frames: 59)
    #expect(screen.liaison.isPaginating)  // still loading after 59 frames
    await harness.advance(frames: 1)
    expectEqual(harness.events(.paginationEnded).map(\.indexPath), [IndexPath(row: 0, section: 1)])

    try harness.fling(velocity: 2_000)  // into the new page, frame by frame
    let last = try #require(harness.frames.last)
    #expect(last.visibleRows.allSatisfy { $0.section == 1 })
    // The fling reached the new end: the second page is asked for, once.
    #expect(
        harness.events(.paginationStarted).map(\.indexPath) == [IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 2)])
}
