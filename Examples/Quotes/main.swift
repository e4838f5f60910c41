import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 3: `swift run Quotes [--width W] [--frames N]`. Multi-line quotes measured with an
// offscreen prototype cell; only the rows that come on screen are measured.

@MainActor
func main() throws {
    let (width, frames) = CommandLineOptions.read(usage: "Quotes [--width W] [--frames N]") {
        (try $0.width(default: 375), try $0.frames(default: 0))
    }
    let screen = QuotesScreen(width: width)
    let harness = ScrollHarness(tableView: screen.tableView)
    print(harness.render())
    try harness.fling(velocity: 3_000)
    harness.advance(frames: frames)
    print(
        "── after a fling (frame \(harness.frame)): \(screen.prototypeMeasurements) heights measured by the prototype, "
            + "\(screen.tableView.statistics.cellsCreated) cells created for \(screen.quotes.count) quotes")
    print(harness.render())
}

try MainActor.assumeIsolated { try main() }
