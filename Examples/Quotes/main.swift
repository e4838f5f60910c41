import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 3: `swift run Quotes [--width W] [--frames N] [--heights prototype|automaticDimension]`.
// Multi-line quotes constrained to the cells' content views. With `prototype` (the default)
// an offscreen prototype cell is laid out and fitted for each row that comes on screen; with
// `automaticDimension` the table fits the cells themselves.

@MainActor
func main() throws {
    let usage = "Quotes [--width W] [--frames N] [--heights prototype|automaticDimension]"
    let (width, frames, mode) = CommandLineOptions.read(usage: usage) { options in
        let mode = try options.value(
            "--heights", default: "prototype", expected: "prototype or automaticDimension",
            accepts: { QuotesScreen.HeightMode(rawValue: $0) != nil })
        return (try options.width(default: 375), try options.frames(default: 0), QuotesScreen.HeightMode(rawValue: mode))
    }
    let screen = QuotesScreen(width: width, heightMode: mode ?? .prototype)
    let harness = ScrollHarness(tableView: screen.tableView)
    print(harness.render())
    try harness.fling(velocity: 3_000)
    harness.advance(frames: frames)
    print(
        "── after a fling (frame \(harness.frame)): \(screen.prototypeMeasurements) heights measured by the prototype, "
            + "\(screen.tableView.statistics.cellsCreated) cells created for \(screen.quotes.count) quotes")
    print(harness.render())
    if !screen.tableView.layoutDiagnostics.isEmpty {
        print("── layout diagnostics")
        for diagnostic in screen.tableView.layoutDiagnostics { print(diagnostic) }
    }
}

try MainActor.assumeIsolated { try main() }
