import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

@MainActor
struct ContentFeedTests {
    private func feed() throws -> (ContentFeedScreen, ScrollHarness) {
        let feed = ContentFeedScreen(width: 375, height: 667)
        let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
        feed.clock = harness.clock
        harness.onRefresh = { try? feed.refresh() }
        try feed.loadFirstPage()
        harness.advance(frames: 1)
        return (feed, harness)
    }

    @Test func timeAgoIsSingularForOne() {
        expectEqual(ContentFeedScreen.timeAgo(1), "1 second ago")
        expectEqual(ContentFeedScreen.timeAgo(45), "45 seconds ago")
        expectEqual(ContentFeedScreen.timeAgo(60), "1 minute ago")
        expectEqual(ContentFeedScreen.timeAgo(27 * 60), "27 minutes ago")
        expectEqual(ContentFeedScreen.timeAgo(3600), "1 hour ago")
        expectEqual(ContentFeedScreen.timeAgo(3 * 3600), "3 hours ago")
        expectEqual(ContentFeedScreen.timeAgo(86_400), "1 day ago")
        expectEqual(ContentFeedScreen.timeAgo(3 * 86_400), "3 days ago")
    }

    @Test func eachPostIsASectionWithTheTutorialsHeights() throws {
        let (feed, harness) = try feed()
        let table = harness.tableView
        expectEqual(feed.liaison.sections.count, 4)
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.height == 70)
        // bear.jpg is 640 × 480: the row keeps the ratio at the table's width.
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height
                == TextMetrics.ceilToPixel(375 * 480 / 640))
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == 30)
        // Text rows size themselves: one 14-point line and 8 points of insets, and the pixel of
        // the default separator below them.
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 2, section: 0)) }.height
                == TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(14 * 1.2) + 8) + TextMetrics.pixel)
        let time = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
        expectEqual(ScrollHarness.renderedText(of: time), ["27 minutes ago"])
    }

    @Test func reachingTheEndPagesInFourPostsOnceAfterTheLoadersSecond() async throws {
        let (feed, harness) = try feed()
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        expectEqual(feed.pagesRequested, 1)
        expectEqual(feed.liaison.sections.count, 5)
        try harness.scrollToBottom()
        let spinner = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 4)) as? PaginationCell)
        #expect(spinner.spinner.isAnimating)
        #expect(harness.render().contains("⟳ loading"))
        // The loader's task starts sleeping when the test first yields; waiting does not ask
        // again, and the page lands one second (60 frames) later on the harness clock.
        await harness.advance(frames: 0)
        let started = harness.frame
        await harness.advance(frames: 59)
        expectEqual(feed.liaison.sections.count, 5)
        await harness.advance(frames: 1)
        expectEqual(harness.frame, started + 60)
        expectEqual(feed.liaison.sections.count, 8)
        #expect(!feed.liaison.isPaginating)
        expectEqual(feed.pagesRequested, 1)
        // At 8 posts pagination stops.
        for _ in 0..<20 { try harness.scrollToBottom() }
        expectEqual(feed.pagesRequested, 1)
        #expect(
            harness.events(.rowCommand).filter { $0.detail == "willDisplay" && $0.indexPath == IndexPath(row: 5, section: 7) }
                .count >= 1)
    }

    @Test func tappingACaptionAndPullingToRefresh() async throws {
        let (feed, harness) = try feed()
        try harness.tap(row: IndexPath(row: 3, section: 0))
        expectEqual(feed.tappedCaptions, ["bear_lover"])
        // The action buttons row is not selectable.
        try harness.tap(row: IndexPath(row: 1, section: 0))
        expectEqual(harness.events(.didSelect).count, 1)
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        await harness.advance(frames: 60)
        expectEqual(feed.liaison.sections.count, 8)
        try harness.scrollToTop()
        try harness.pullToRefresh()
        expectEqual(feed.liaison.sections.count, 4)
        expectEqual(harness.tableView.contentOffset.y, 0)
    }

    /// The key frames of `swift run ContentFeed`, each stored as a snapshot beside this file.
    @Test func theKeyFramesOfTheFeedAsAPersonSeesThem() async throws {
        let (feed, harness) = try feed()
        assertSnapshot(of: harness, as: .rendered, named: "1-opens")
        try harness.fling(velocity: 1_500)
        assertSnapshot(of: harness, as: .rendered, named: "2-after-a-fling")
        for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
        try harness.scrollToBottom()
        assertSnapshot(of: harness, as: .rendered, named: "3-spinner-at-the-end")
        await harness.advance(frames: 60)
        try harness.fling(velocity: 2_000)
        assertSnapshot(of: harness, as: .rendered, named: "4-the-page-landed")
        assertSnapshot(of: feed.liaison, as: .outline, named: "4-outline")
        try harness.scrollToTop()
        try harness.pullToRefresh()
        assertSnapshot(of: harness, as: .rendered, named: "5-refreshed")
        assertSnapshot(of: harness, as: .events(.willDisplay, .didEndDisplaying, .didSelect), named: "display-log")
    }

    @Test func theOpeningFrameDrawnThirtySixCharactersWide() throws {
        let (_, harness) = try feed()
        harness.renderWidth = 36
        assertSnapshot(of: harness, as: .rendered)
    }
}
