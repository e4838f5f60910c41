import ExplorerFixtures
import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// Reuse consistency and display pairing over headers and footers, and reuse consistency
/// over cells whose content arrives on the harness clock.
@MainActor
struct SectionAndAsyncExplorationTests {
    static func albums(_ bug: AlbumsScreen.Bug?) -> ScreenExplorer<AlbumsScreen> {
        ScreenExplorer { try AlbumsScreen(bug: bug).explored }
    }

    static func gallery(setsImageOnAnyRow: Bool) -> ScreenExplorer<GalleryScreen> {
        ScreenExplorer { try GalleryScreen(setsImageOnAnyRow: setsImageOnAnyRow).explored }
    }

    @Test func aHeaderThatConfiguresOnceIsFoundFromSeedsOneToFiveWithTheStandardChecks() async throws {
        let explorer = Self.albums(.headerConfiguresOnce)
        for seed: UInt64 in 1...5 {
            let result = try await explorer.explore(seed: seed, steps: 2_000)
            let failure = try #require(result.failure, "seed \(seed): not found in \(result.steps.count) steps")
            expectEqual(failure.check, "reuse consistency", "seed \(seed): \(failure)")
            #expect(failure.message.hasPrefix("the header of section "), "seed \(seed): \(failure.message)")
            #expect(failure.message.contains("(AlbumHeader) shows what its section does not"), "\(failure.message)")
            #expect(failure.message.contains("Label text \"Album "), "\(failure.message)")
            #expect(failure.message.contains("where a fresh header shows contentView.0 Label text"), "\(failure.message)")
        }
    }

    @Test func aFooterThatConfiguresOnceIsFound() async throws {
        let failure = try #require(try await Self.albums(.footerConfiguresOnce).explore(seed: 1, steps: 500).failure)
        expectEqual(failure.check, "reuse consistency")
        #expect(failure.message.hasPrefix("the footer of section "), "\(failure.message)")
        #expect(failure.message.contains(" photos\" where a fresh footer shows contentView.0 Label text"), "\(failure.message)")
    }

    @Test func aReplayedWillDisplayHeaderViewBreaksDisplayPairing() async throws {
        let failure = try #require(try await Self.albums(.replaysHeaderWillDisplay).explore(seed: 1, steps: 500).failure)
        expectEqual(failure.check, "display pairing")
        #expect(
            failure.message.hasPrefix("willDisplayHeaderView for section ")
                && failure.message.hasSuffix("(no didEndDisplayingHeaderView between)"),
            "\(failure.message)")
        #expect(failure.steps.count == 1 && failure.steps.first?.gesture == .tap, "\(failure)")
    }

    @Test func theAlbumsWithoutBugsPassTheStandardChecks() async throws {
        let result = try await Self.albums(nil).explore(seed: 1, steps: 300)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.steps.count > 200)
    }

    /// The display pairing of headers and footers follows views by identity: a
    /// `willDisplayFooterView` replayed for a footer still on screen is reported.
    @Test func aReplayedWillDisplayFooterViewBreaksDisplayPairing() async throws {
        let explorer = ScreenExplorer(checks: [.displayPairing]) { () throws -> ExploredScreen<AlbumsScreen> in
            let screen = try AlbumsScreen()
            let table = screen.harness.tableView
            screen.harness.onRefresh = { [weak table] in
                guard let table, let footer = table.footerView(forSection: 0) else { return }
                table.delegate?.tableView(table, willDisplayFooterView: footer, forSection: 0)
            }
            return screen.explored
        }
        let failure = try #require(try await explorer.replay([.pullToRefresh]))
        #expect(
            failure.message
                == "willDisplayFooterView for section 0 on a view still displayed for section 0 (no didEndDisplayingFooterView between)"
        )
    }

    @Test func aCorrectGalleryWhoseImagesLandLaterPassesReuseConsistency() async throws {
        let explorer = Self.gallery(setsImageOnAnyRow: false)
        let result = try await explorer.explore(seed: 1, steps: 200)
        #expect(result.failure == nil, "\(result.failure.map(\.description) ?? "")")
        #expect(result.cellsCompared > 500)
        #expect(result.steps.contains { $0.gesture == .wait })
        // The images do land on screen: the check compared downloaded images, not only
        // placeholders.
        let screen = try GalleryScreen()
        let harness = screen.harness
        try harness.scroll(toRow: IndexPath(row: 20, section: 0), at: .top)
        await harness.advance(frames: 120)
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 20, section: 0)) as? GalleryCell)
        expectEqual(cell.photo.image?.name, "photo-20")
    }

    @Test func aGalleryThatSetsTheImageOnWhateverRowTheCellShowsFailsReuseConsistency() async throws {
        let explorer = Self.gallery(setsImageOnAnyRow: true)
        for seed: UInt64 in [1, 2] {
            let failure = try #require(try await explorer.explore(seed: seed, steps: 1_000).failure, "seed \(seed)")
            expectEqual(failure.check, "reuse consistency", "seed \(seed): \(failure)")
            #expect(failure.message.contains("ImageView image \"photo-"), "seed \(seed): \(failure.message)")
            // The same steps on the correct gallery pass.
            #expect(try await Self.gallery(setsImageOnAnyRow: false).replay(failure.steps) == nil, "seed \(seed)")
        }
    }

    /// The shadow comparison does not excuse a cell for a row whose configuration changed:
    /// one configured for the row as it was, never reconfigured, differs from a fresh one.
    @Test func aCellNotReconfiguredAfterItsRowChangedStillFails() async throws {
        let explorer = ScreenExplorer(checks: [.reuseConsistency]) { () throws -> ExploredScreen<[String]> in
            let labels = ValueBox(["a", "b", "c"])
            let liaison = Liaison()
            let rows = (0..<3).map { Row<LabelCell, Int>($0) }
            for row in rows {
                row.set(command: .configuration) { cell, index, _ in cell.label.text = labels.value[index] }
            }
            // A tap changes what row 1 configures without reloading it.
            rows[1].set(command: .didSelect) { _, _, _ in labels.value[1] = "B" }
            try liaison.append(section: Section(rows: rows), animated: false)
            let harness = ScrollHarness(
                tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 320, height: 400))
            return ExploredScreen(screen: labels.value, harness: harness)
        }
        let failure = try #require(try await explorer.replay([.tap(row: IndexPath(row: 1, section: 0))]))
        #expect(failure.message.contains("text \"b\" where a fresh cell shows"), "\(failure.message)")
    }
}

@MainActor
final class ValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
final class LabelCell: TableViewCell {
    let label = Label()

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }
}
