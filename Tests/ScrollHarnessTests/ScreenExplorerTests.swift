import Foundation
import ScrollHarness
import TableLiaison
import Testing

/// The explorer against a screen with planted bugs: each is found from fixed seeds within
/// 2,000 steps and shrunk to at most 6 steps; the screen without bugs passes.
@MainActor
struct ScreenExplorerTests {
    typealias Check = ExplorationCheck<PlantedBugScreen>

    /// Every check: the standard ones (pagination also counting the screen's loads), a
    /// bound on live cells, and the screen's own rules.
    static var allChecks: [Check] {
        [
            .unexpectedErrors, .reuseConsistency, .visibleRows, .configuredRows, .displayPairing,
            .pagination(loadsInFlight: { $0.screen.loadsInFlight }), .liveCells(atMost: 24),
            .custom("rows follow items") { explored in
                // As sets of titles: a reorder drag changes the table's order only.
                let shown = explored.screen.liaison.sections.first?.rows.compactMap { PlantedBugScreen.item(of: $0)?.title } ?? []
                guard shown.sorted() != explored.screen.items.map(\.title).sorted() else { return nil }
                return "the table shows \(shown.count) items, the screen has \(explored.screen.items.count)"
            },
            .custom("heights follow items") { explored in
                let table = explored.harness.tableView
                for indexPath in table.indexPathsForVisibleRows ?? [] {
                    guard let row = explored.screen.liaison.row(at: indexPath), let item = PlantedBugScreen.item(of: row),
                        let rect = try? table.rectForRow(at: indexPath)
                    else { continue }
                    if rect.height != PlantedBugScreen.height(of: item) {
                        return
                            "\(item.title) is \(rect.height) points high, its \(item.lines) lines need \(PlantedBugScreen.height(of: item))"
                    }
                }
                return nil
            },
            .custom("screen errors") { explored in explored.screen.errors.first.map { "the screen met \($0)" } },
        ]
    }

    static func explorer(_ bug: PlantedBugScreen.Bug?) -> ScreenExplorer<PlantedBugScreen> {
        ScreenExplorer(checks: allChecks) { try PlantedBugScreen(bug: bug).explored }
    }

    nonisolated static let plantedBugs: [(PlantedBugScreen.Bug, String)] = [
        (.keepsPreviousImage, "reuse consistency"),
        (.startsSecondLoad, "pagination"),
        (.deleteKeepsModel, "rows follow items"),
        (.readsStaleHeight, "heights follow items"),
        (.sharesReuseIdentifier, "unexpected errors"),
        (.neverReusesCells, "live cells"),
        (.replaysWillDisplay, "display pairing"),
        (.liaisesAgainOnRefresh, "configured rows"),
    ]

    @Test(arguments: plantedBugs)
    func aPlantedBugIsFoundAndShrunkToAFewSteps(bug: PlantedBugScreen.Bug, check: String) async throws {
        let explorer = Self.explorer(bug)
        for seed: UInt64 in [1, 2] {
            let result = try await explorer.explore(seed: seed, steps: 2_000)
            guard let failure = result.failure else {
                Issue.record("seed \(seed): \(bug) was not found in \(result.steps.count) steps")
                continue
            }
            #expect(failure.check == check, "seed \(seed): \(failure)")
            #expect(failure.steps.count <= 6, "seed \(seed): \(failure)")
            #expect(failure.seed == seed)
            #expect(failure.stepsBeforeShrinking == result.steps.count)
            // The shrunk steps fail the same check again from a fresh screen.
            let again = try await explorer.replay(failure.steps, seed: seed)
            #expect(again?.check == check)
            #expect(again?.message == failure.message)
        }
    }

    @Test func theScreenWithoutBugsPassesEveryCheck() async throws {
        let result = try await Self.explorer(nil).explore(seed: 1, steps: 2_000)
        #expect(result.failure == nil, "\(result.failure.map { $0.description + $0.message } ?? "")")
        #expect(result.steps.count > 1_000)
        #expect(result.cellsCompared > 1_000)
        // Every kind of gesture the screen offers was drawn.
        let drawn = Set(result.steps.map(\.gesture))
        #expect(drawn == Set(ExplorationGesture.allCases))
    }
}

extension PlantedBugScreen {
    /// The item a row of the screen shows.
    static func item(of row: AnyRow) -> Item? {
        (row as? Row<PhotoCell, Item>)?.model ?? (row as? Row<NoteCell, Item>)?.model
    }
}
