import ExampleScreens
import Foundation
import ScrollHarness
import Testing
import TableLiaison

@MainActor
struct ContentFeedTests {
    private func feed() throws -> (ContentFeedScreen, ScrollHarness) {
        let feed = ContentFeedScreen(width: 375, height: 667)
        let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
        feed.deliver = { [unowned harness] page in harness.schedule(after: 1.0, page) }
        harness.onRefresh = { try? feed.refresh() }
        try feed.loadFirstPage()
        harness.advance(frames: 1)
        return (feed, harness)
    }

    @Test func timeAgoIsSingularForOne() {
        #expect(ContentFeedScreen.timeAgo(1) == "1 second ago")
        #expect(ContentFeedScreen.timeAgo(45) == "45 seconds ago")
        #expect(ContentFeedScreen.timeAgo(60) == "1 minute ago")
        #expect(ContentFeedScreen.timeAgo(27 * 60) == "27 minutes ago")
        #expect(ContentFeedScreen.timeAgo(3600) == "1 hour ago")
        #expect(ContentFeedScreen.timeAgo(3 * 3600) == "3 hours ago")
        #expect(ContentFeedScreen.timeAgo(86_400) == "1 day ago")
        #expect(ContentFeedScreen.timeAgo(3 * 86_400) == "3 days ago")
    }

    @Test func eachPostIsASectionWithTheTutorialsHeights() throws {
        let (feed, harness) = try feed()
        let table = harness.tableView
        #expect(feed.liaison.sections.count == 4)
        #expect(try table.rectForHeader(inSection: 0).height == 70)
        // bear.jpg is 640 × 480: the row keeps the ratio at the table's width.
        #expect(try table.rectForRow(at: IndexPath(row: 0, section: 0)).height == TextMetrics.ceilToPixel(375 * 480 / 640))
        #expect(try table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 30)
        // Text rows size themselves: one 14-point line and 8 points of insets.
        #expect(try table.rectForRow(at: IndexPath(row: 2, section: 0)).height == TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(14 * 1.2) + 8))
        let time = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        #expect(ScrollHarness.renderedText(of: time) == ["27 minutes ago"])
    }

    @Test func reachingTheEndPagesInFourPostsOnceAfterADelay() throws {
        let (feed, harness) = try feed()
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        let requested = harness.frame
        #expect(feed.pagesRequested == 1)
        #expect(feed.liaison.sections.count == 5)
        try harness.scrollToBottom()
        let spinner = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 4)) as? PaginationCell)
        #expect(spinner.spinner.isAnimating)
        #expect(harness.render().contains("⟳ loading"))
        // Waiting does not ask again; the page lands one second later on the harness clock.
        harness.advance(frames: requested + 59 - harness.frame)
        #expect(feed.liaison.sections.count == 5)
        harness.advance(frames: 1)
        #expect(feed.liaison.sections.count == 8)
        #expect(!feed.liaison.isPaginating)
        #expect(feed.pagesRequested == 1)
        // At 8 posts pagination stops.
        for _ in 0..<20 { try harness.scrollToBottom() }
        #expect(feed.pagesRequested == 1)
        #expect(harness.events(.rowCommand).filter { $0.detail == "willDisplay" && $0.indexPath == IndexPath(row: 5, section: 7) }.count >= 1)
    }

    @Test func tappingACaptionAndPullingToRefresh() throws {
        let (feed, harness) = try feed()
        try harness.tap(row: IndexPath(row: 3, section: 0))
        #expect(feed.tappedCaptions == ["bear_lover"])
        // The action buttons row is not selectable.
        try harness.tap(row: IndexPath(row: 1, section: 0))
        #expect(harness.events(.didSelect).count == 1)
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        harness.advance(frames: 60)
        #expect(feed.liaison.sections.count == 8)
        try harness.scrollToTop()
        try harness.pullToRefresh()
        #expect(feed.liaison.sections.count == 4)
        #expect(harness.tableView.contentOffset.y == 0)
    }

    @Test func theOpeningFrameRendersAsAPersonSeesIt() throws {
        let (_, harness) = try feed()
        harness.renderWidth = 36
        let lines = harness.render().split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "offset 0.0 of 1826.0",
            "┏━header 0━━━━━━━━━━━━━━━━━━━━━━━━━┓ █",
            "┃ [bear-avatar]                    ┃ │",
            "┃ bear_lover                       ┃ │",
            "┃                                  ┃ │",
            "┌─0-0──────────────────────────────┐ │",
            "│ [bear.jpg]                       │ │",
            "│                                  │ │",
        ])
        #expect(lines.contains("[0-1 (❤️)                          ] │"))
        #expect(lines.contains("[0-2 64 likes                      ] │"))
        #expect(lines.contains("[0-5 27 minutes ago                ] │"))
    }
}
