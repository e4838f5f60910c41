import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 3: `swift run Quotes [--width W] [--frames N]`. Multi-line quotes measured with an
// offscreen prototype cell; only the rows that come on screen are measured.

@MainActor
func main() throws {
    let arguments = CommandLine.arguments
    let width = arguments.firstIndex(of: "--width").flatMap { Double(arguments[$0 + 1]) } ?? 375
    let frames = arguments.firstIndex(of: "--frames").flatMap { Int(arguments[$0 + 1]) } ?? 0
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
