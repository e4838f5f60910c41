import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Artwork that takes a tenth of a second per episode number on the harness's clock, each
/// image a PNG as wide as 100 plus the episode's number, so a test sees whose it shows.
struct ClockArtworkLoader: ArtworkLoader {
    struct NoImage: Error {}

    let clock: HarnessClock

    func artwork(for episode: Episode) async throws -> UIImage {
        try await clock.sleep(for: .milliseconds(100 * episode.id))
        guard let image = UIImage(data: FixtureScreenTests.pngHeader(width: UInt32(100 + episode.id), height: 100))
        else { throw NoImage() }
        return image
    }
}

extension FixtureScreenTests {
    @MainActor
    struct Episodes {
        static let episodes = (1...20).map { Episode(id: $0, title: "Episode \($0)", duration: "\(20 + $0) min") }

        private func makeScreen() -> (EpisodesViewController, ScrollHarness) {
            // The loader needs the harness's clock, and the harness a screen: the navigation
            // controller comes first, and its stack is set once the loader can be made, as a
            // coordinator sets it.
            let navigation = UINavigationController()
            let harness = ScrollHarness(rootViewController: navigation)
            let screen = EpisodesViewController(
                episodes: Self.episodes, artworkLoader: ClockArtworkLoader(clock: harness.clock))
            navigation.setViewControllers([screen], animated: false)
            return (screen, harness)
        }

        private func cell(_ screen: EpisodesViewController, _ row: Int) -> EpisodeCell? {
            screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? EpisodeCell
        }

        /// The rows of `kind` animation events, in order.
        private func rows(_ harness: ScrollHarness, _ kind: HarnessEvent.Kind) -> [Int] {
            harness.events(kind).compactMap { $0.indexPath?.row }
        }

        @Test func eachCellShimmersUntilItsArtworkArrivesThenShowsIt() async throws {
            let (screen, harness) = makeScreen()
            await harness.advance(frames: 1)
            let visible = (screen.tableView.indexPathsForVisibleRows ?? []).map(\.row)
            expectEqual(visible, Array(0...8))
            expectEqual(rows(harness, .animationAdded), visible)
            #expect(harness.events(.animationAdded).allSatisfy { $0.detail == "shimmer locations on ShimmerView" })
            #expect(visible.allSatisfy { cell(screen, $0)?.shimmerView.isShimmering == true })
            let placeholders = FixtureScreenTests.lines(harness.render()).filter {
                $0.contains("gradient(systemGray5→systemGray6→systemG")
            }
            expectEqual(placeholders.count, 9)

            // Episode 1's artwork takes a tenth of a second: six frames.
            await harness.advance(frames: 6)
            expectEqual(rows(harness, .animationDidStop), [0])
            expectEqual(cell(screen, 0)?.artworkView.image?.name, "PNG 101×100")
            #expect(cell(screen, 0)?.shimmerView.isHidden == true && cell(screen, 1)?.shimmerView.isShimmering == true)
            expectEqual(harness.events(.animationDidStop).first?.detail, "shimmer locations on ShimmerView removed")

            // A shimmer repeats for ever: only its artwork stops it, each in turn.
            await harness.advance(frames: 24)
            expectEqual(rows(harness, .animationDidStop), [0, 1, 2, 3, 4])
            expectEqual(cell(screen, 8)?.shimmerView.isShimmering, true)
            await harness.advance(frames: 30)
            expectEqual(rows(harness, .animationDidStop), visible)
            #expect(visible.allSatisfy { cell(screen, $0)?.artworkView.image?.name == "PNG \(101 + $0)×100" })
            #expect(!harness.render().contains("gradient("))
            try harness.checkRecordedErrors()
        }

        @Test func aReusedCellShowsOnlyTheArtworkOfTheEpisodeItShowsNow() async throws {
            let (screen, harness) = makeScreen()
            await harness.advance(frames: 1)
            // Down and back before any artwork arrives: every cell is reused twice, and the
            // loads it started for the rows it showed before must not land in it.
            try harness.scrollToBottom()
            let bottom = (screen.tableView.indexPathsForVisibleRows ?? []).map(\.row)
            #expect(bottom.last == 19 && bottom.allSatisfy { cell(screen, $0)?.shimmerView.isShimmering == true })
            try harness.scrollToTop()
            await harness.advance(frames: 150)
            let visible = (screen.tableView.indexPathsForVisibleRows ?? []).map(\.row)
            expectEqual(visible, Array(0...8))
            #expect(visible.map { cell(screen, $0)?.artworkView.image?.name } == visible.map { "PNG \(101 + $0)×100" })
            #expect(visible.allSatisfy { cell(screen, $0)?.shimmerView.isShimmering == false })
        }

        @Test func thePlayAndDownloadButtonsFollowTheirConfigurations() async throws {
            let (screen, harness) = makeScreen()
            await harness.advance(frames: 1)
            let first = try #require(cell(screen, 0))
            let play = try #require(first.playButton.configuration)
            #expect(play.title == "Play" && play.image?.name == "play.fill" && play.cornerStyle == .capsule)
            expectEqual(first.downloadButton.configuration?.title, "Download")
            expectEqual(first.downloadButton.configuration?.image?.name, "arrow.down.circle")

            try harness.tapControl(titled: "Play", in: .row(IndexPath(row: 2, section: 0)))
            expectEqual(screen.played, [3])
            try harness.tapControl(titled: "Download", in: .row(IndexPath(row: 0, section: 0)))
            expectEqual(screen.downloads[1], .downloading)
            let downloading = try #require(first.downloadButton.configuration)
            #expect(downloading.title == "Downloading" && downloading.showsActivityIndicator && downloading.image == nil)
            #expect(!first.downloadButton.isEnabled)
            // A disabled button takes no tap.
            #expect(throws: ScrollHarnessError.self) {
                try harness.tapControl(titled: "Downloading", in: .row(IndexPath(row: 0, section: 0)))
            }
            screen.downloadFinished(episodeID: 1)
            // The cell asked for an update; as on a device it runs before the next layout.
            expectEqual(first.downloadButton.configuration?.title, "Downloading")
            await harness.advance(frames: 1)
            expectEqual(first.downloadButton.configuration?.title, "Downloaded")
            expectEqual(first.downloadButton.configuration?.image?.name, "checkmark.circle.fill")
            #expect(
                harness.events(.controlTapped).map { "\($0.indexPath?.row ?? -1) \($0.detail ?? "")" } == [
                    "2 titled \"Play\"", "0 titled \"Download\"",
                ])
            // The other rows' buttons did not change.
            expectEqual(cell(screen, 1)?.downloadButton.configuration?.title, "Download")
        }
    }
}
