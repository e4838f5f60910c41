import ExampleScreens
import ExplorerFixtures
import Foundation
import ScrollHarness
import TableLiaison

// Issue "explore a screen as a monkey would": steps per second of exploring ContentFeed with
// every deterministic check on, and the re-runs shrinking takes for a bug found late. The
// lengths of the shrunk repros over the planted bugs are the shrink group's (Shrink.swift).

/// A paged list whose pagination delegate does not cancel a load when a refresh cancels
/// its page: after a refresh the next page starts a second load while the first is still
/// pending. The explorer needs a pull to refresh between two visits to the end of the list
/// within one ten-second load: it finds it after hundreds of steps.
@MainActor
final class SecondLoadScreen: PaginationDelegate {
    let liaison = Liaison()
    let harness: ScrollHarness
    private(set) var loadsInFlight = 0
    private var pages = 0

    init() throws {
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        liaison.paginationDelegate = self
        harness.onRefresh = { [weak self] in self?.refresh() }
        try liaison.append(section: Section(rows: Self.rows(page: 0)), animated: false)
        harness.advance(frames: 1)
    }

    static func rows(page: Int) -> [AnyRow] {
        (0..<30).map { index in
            let row = Row<BenchTextCell, String>("item \(page * 30 + index)")
            row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
            row.set(height: .height, 44 + CGFloat(index % 3) * 20)
            return row
        }
    }

    func isPaginationEnabled() -> Bool { pages < 2 }

    func paginationStarted(indexPath: IndexPath) {
        loadsInFlight += 1
        let clock = harness.clock
        Task { [weak self] in
            try? await clock.sleep(for: .seconds(10))
            guard let self else { return }
            loadsInFlight -= 1
            pages += 1
            try? liaison.append(rows: Self.rows(page: pages), to: 0)
        }
    }

    func paginationEnded(indexPath: IndexPath) {}

    /// The planted bug: the load of the cancelled page goes on.
    func paginationCancelled(indexPath: IndexPath) {}

    func refresh() {
        pages = 0
        try? liaison.clearSections(replacedBy: [Section(rows: Self.rows(page: 0))])
        harness.endRefreshing()
    }
}

/// Runs the explore group: ContentFeed explored for a fixed number of steps (timed), and
/// the planted second load found and shrunk from a few seeds (counted).
@MainActor
func runExploreBenchmarks(quick: Bool) async throws -> (results: [Stats], notes: [String]) {
    let steps = quick ? 1_000 : 5_000
    let feed = ScreenExplorer {
        let feed = ContentFeedScreen(width: 375, height: 667)
        let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
        feed.clock = harness.clock
        harness.onRefresh = { [weak harness] in
            try? feed.refresh()
            harness?.endRefreshing()
        }
        try feed.loadFirstPage()
        return ExploredScreen(screen: feed, harness: harness)
    }
    var samples: [Double] = []
    var notes: [String] = []
    for run in 0..<(quick ? 2 : 4) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try await feed.explore(seed: UInt64(run + 1), steps: steps)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        if let failure = result.failure { notes.append("ContentFeed failed a check: \(failure)") }
        samples.append(elapsed)
        let perSecond = Double(result.steps.count) / (elapsed / 1e9)
        notes.append(
            String(
                format: "explore ContentFeed, seed %d: %d steps, %.0f steps/s, %d cells compared", run + 1, result.steps.count,
                perSecond, result.cellsCompared))
    }
    let planted = ScreenExplorer(checks: ExplorationCheck.standard + [.pagination(loadsInFlight: { $0.screen.loadsInFlight })]) {
        let screen = try SecondLoadScreen()
        return ExploredScreen(screen: screen, harness: screen.harness)
    }
    for seed: UInt64 in [1, 2, 3] {
        let result = try await planted.explore(seed: seed, steps: 5_000)
        guard let failure = result.failure else {
            notes.append("explore planted second load, seed \(seed): not found in \(result.steps.count) steps")
            continue
        }
        notes.append(
            "explore planted second load, seed \(seed): \(failure.check) found after \(failure.stepsBeforeShrinking) steps, shrunk to \(failure.steps.count) steps in \(failure.shrinkRuns) re-runs (target ≤ 300)"
        )
    }
    return ([Stats(name: "explore ContentFeed, \(steps) steps", samples: samples)], notes)
}
