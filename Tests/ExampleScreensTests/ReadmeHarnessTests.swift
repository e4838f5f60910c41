import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

// The README's harness tour (`drivingAScreenWithTheHarness`), and the snapshot and harness-time
// examples that the ScrollHarness and ScrollHarnessTesting articles show, as code that must
// compile and run.

@MainActor
private final class Feed: PaginationDelegate {
    let liaison = Liaison()
    var clock: any Clock<Duration> = ContinuousClock()

    func isPaginationEnabled() -> Bool { liaison.sections.count < 2 }
    func paginationStarted(indexPath: IndexPath) {
        Task {
            try await clock.sleep(for: .seconds(1))
            try liaison.append(sections: [Section(rows: [Row<TableViewCell, String>("page 2")])])
        }
    }
    func paginationEnded(indexPath: IndexPath) {}
}

@MainActor
struct ReadmeHarnessTests {
    @Test func drivingAScreenWithTheHarness() async throws {
        let feed = ContentFeedScreen()
        let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
        feed.clock = harness.clock
        try feed.loadFirstPage()
        try harness.tap(row: IndexPath(row: 3, section: 0))
        try harness.fling(velocity: 1_500)
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        await harness.advance(frames: 60)
        expectEqual(feed.liaison.sections.count, 8)
        #expect(!harness.dump(.willDisplay, .rowCommand).isEmpty)
    }

    @Test func theFeedOpens() async throws {
        let feed = ContentFeedScreen()
        let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
        feed.clock = harness.clock
        try feed.loadFirstPage()
        await harness.advance(frames: 1)
        assertSnapshot(of: harness, as: .rendered, named: "top")
        assertSnapshot(of: harness, as: .events(.willDisplay), named: "log")
        assertSnapshot(of: harness, as: .frames, named: "frames")
        assertSnapshot(of: feed.liaison, as: .outline)
    }

    @Test func theReadmesPagingFeedLandsItsPageOneSecondLater() async throws {
        let feed = Feed()
        feed.liaison.paginationDelegate = feed
        try feed.liaison.append(sections: [Section(rows: [Row<TableViewCell, String>("page 1")])], animated: false)
        // The first page's only row is displayed at once: the spinner's section follows it.
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: feed.liaison, viewport: CGSize(width: 320, height: 400))
        feed.clock = harness.clock
        #expect(feed.liaison.isPaginating)
        await harness.advance(frames: 59)
        #expect(feed.liaison.sections.last?.rows.first is PaginationRow)
        await harness.advance(frames: 1)
        expectEqual(feed.liaison.sections.map(\.rows.count), [1, 1])
        #expect(!(feed.liaison.sections.last?.rows.first is PaginationRow))
        #expect(!feed.liaison.isPaginating)
    }
}
