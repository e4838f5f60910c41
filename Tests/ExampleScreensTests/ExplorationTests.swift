import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

/// The four example screens explored with every deterministic check on: 300 steps each by
/// default, 5,000 with `TABLELIAISON_LONG_TESTS=1` (CI's long step), `EXPLORER_STEPS` for
/// any other length.
@MainActor
struct ExampleScreenExplorationTests {
    nonisolated static let steps = TestLength.count(short: 300, long: 5_000, overriddenBy: "EXPLORER_STEPS")

    static func contentFeedExplorer() -> ScreenExplorer<ContentFeedScreen> {
        ScreenExplorer {
            // Built afresh for every run: shrinking calls it again.
            let feed = ContentFeedScreen(width: 375, height: 667)
            let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
            feed.clock = harness.clock
            harness.onRefresh = { [weak harness] in
                do { try feed.refresh() } catch { Issue.record("refresh threw \(error)") }
                harness?.endRefreshing()
            }
            try feed.loadFirstPage()
            return ExploredScreen(screen: feed, harness: harness)
        }
    }

    /// The article "Exploring screens" (ExploringScreens.md), with what the walk must have reached.
    @Test func contentFeedHoldsEveryCheck() async throws {
        let result = try await Self.contentFeedExplorer().explore(seed: 1, steps: Self.steps)
        assertNoExplorationFailure(result.failure)
        #expect(result.steps.count >= Self.steps / 2)
        #expect(result.cellsCompared > 0)
        // The walk reached the end of the feed and refreshed.
        #expect(result.steps.contains(.pullToRefresh))
    }

    /// Found by exploring seed 2: after this scroll, row (1 - 3) ends at 1120.0000000000002
    /// and row (1 - 4) starts at 1120.0 (sums of heights differ in their last bits). The table
    /// rightly leaves (1 - 3) off screen; the visible-rows check once demanded it.
    @Test func aRowGrazingTheViewportByARoundingErrorNeedNotShow() async throws {
        let failure = try await Self.contentFeedExplorer().replay([
            .resize(width: 414),
            .pullToRefresh,
            .resize(width: 320),
            .fling(velocity: 3995),
            .scroll(toRow: IndexPath(row: 4, section: 1), at: .none),
        ])
        assertNoExplorationFailure(failure)
    }

    @Test func personFeedHoldsEveryCheck() async throws {
        let explorer = ScreenExplorer {
            let screen = PersonFeedScreen(people: PersonFeedScreen.samplePeople(count: 60, seed: 5), width: 375)
            return ExploredScreen(screen: screen, harness: ScrollHarness(tableView: screen.tableView, liaison: screen.liaison))
        }
        let result = try await explorer.explore(seed: 2, steps: Self.steps)
        assertNoExplorationFailure(result.failure)
        #expect(result.cellsCompared > 0)
    }

    @Test func quotesHoldEveryCheck() async throws {
        let explorer = ScreenExplorer {
            let screen = QuotesScreen(width: 375)
            return ExploredScreen(screen: screen, harness: ScrollHarness(tableView: screen.tableView))
        }
        let result = try await explorer.explore(seed: 3, steps: Self.steps)
        assertNoExplorationFailure(result.failure)
        #expect(result.cellsCompared > 0)
    }

    @Test func productDetailHoldsEveryCheck() async throws {
        let explorer = ScreenExplorer {
            let product = Product.sample(seed: 4)
            let liaison = Liaison()
            let harness = ScrollHarness(
                tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 375, height: 667))
            try liaison.apply(productSections(for: product, loaded: false, width: 375))
            // The product loads half a second in, during whatever the explorer does then.
            harness.schedule(afterFrames: 30) {
                do {
                    try liaison.apply(productSections(for: product, loaded: true, width: 375))
                } catch {
                    Issue.record("apply threw \(error)")
                }
            }
            return ExploredScreen(screen: liaison, harness: harness)
        }
        let result = try await explorer.explore(seed: 4, steps: Self.steps)
        assertNoExplorationFailure(result.failure)
        #expect(result.cellsCompared > 0)
    }
}
