import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 4: `swift run ContentFeed [--width W] [--frames N] [--filmstrip PATH]`. Four posts,
// a fling to the end that pages in four more from an async loader sleeping a second on the
// harness clock, a tapped caption, and a pull to refresh, printed as a person would see them;
// with --filmstrip, the same moments are written as an HTML filmstrip to open in a browser.

@MainActor
func main() async throws {
    let (width, wait, filmstrip) = CommandLineOptions.read(usage: "ContentFeed [--width W] [--frames N] [--filmstrip PATH]") {
        (try $0.width(default: 375), try $0.frames(default: 60), try $0.path("--filmstrip"))
    }
    let feed = ContentFeedScreen(width: width, height: 667)
    let harness = ScrollHarness(tableView: feed.tableView, liaison: feed.liaison)
    feed.clock = harness.clock
    harness.onRefresh = { try? feed.refresh() }
    try feed.loadFirstPage()
    await harness.advance(frames: 1)
    harness.captureKeyFrame("the feed opens")
    print("── the feed opens (frame \(harness.frame))")
    print(harness.render())

    try harness.tap(row: IndexPath(row: 3, section: 0))
    harness.captureKeyFrame("tapped the first caption")
    print("── tapped the caption of \(feed.tappedCaptions.last ?? "nobody")")

    try harness.fling(velocity: 1_500)
    harness.captureKeyFrame("after a gentle fling")
    print("── after a gentle fling (frame \(harness.frame))")
    print(harness.render())

    // Scrolling to the end displays the last row: the spinner row appears while a page loads.
    for _ in 0..<20 where !feed.liaison.isPaginating { try harness.scrollToBottom() }
    try harness.scrollToBottom()
    harness.captureKeyFrame("at the end: the spinner shows")
    print("── at the end: \(feed.pagesRequested) page requested, the spinner shows (frame \(harness.frame))")
    print(harness.render())

    await harness.advance(frames: wait)
    print("── \(wait) frames later: \(feed.liaison.sections.count) posts, the spinner is gone")
    harness.captureKeyFrame("\(wait) frames later: the page landed")
    try harness.fling(velocity: 2_000)
    harness.captureKeyFrame("flung into the new posts")
    print(harness.render())

    try harness.scrollToTop()
    try harness.pullToRefresh()
    harness.captureKeyFrame("pulled to refresh")
    print("── pulled to refresh: \(feed.liaison.sections.count) posts (frame \(harness.frame))")
    print(harness.render())

    let displayed = harness.events(.willDisplay).count
    let slow = harness.jankReport().frames.count
    print(
        "── \(harness.frame) frames, \(harness.events.count) calls recorded, \(displayed) rows displayed, "
            + "\(harness.tableView.statistics.cellsCreated) cells created, \(slow) frames over the \(Int(harness.frameBudget * 1000)) ms budget"
    )
    if let filmstrip {
        try harness.writeFilmstrip(
            to: URL(fileURLWithPath: filmstrip), title: "ContentFeed: \(harness.keyFrames.count) key frames")
        print("── filmstrip written to \(filmstrip)")
    }
}

try await main()
