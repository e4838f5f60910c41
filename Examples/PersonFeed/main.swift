import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 2: `swift run PersonFeed [--seed N] [--width W] [--frames N]`. Cells laid out with
// constraints, measured by an offscreen prototype; at a narrow width compression resistance
// makes the date give way (250) before "hot" (750); "like" (1000) never truncates.

@MainActor
func main() throws {
    let (seed, width, frames) = CommandLineOptions.read(usage: "PersonFeed [--seed N] [--width W] [--frames N]") {
        (try $0.seed(default: 1), try $0.width(default: 320), try $0.frames(default: 0))
    }
    let screen = PersonFeedScreen(people: PersonFeedScreen.samplePeople(count: 30, seed: seed), width: width)
    let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
    harness.renderWidth = 52
    print("── \(screen.people.count) people at \(Int(width)) points (seed \(seed))")
    print(harness.render())
    try harness.fling(velocity: 2_500)
    harness.advance(frames: frames)
    print("── after a fling (frame \(harness.frame))")
    print(harness.render())
    let rows = harness.tableView.indexPathsForVisibleRows ?? []
    for indexPath in rows {
        guard let cell = harness.tableView.cellForRow(at: indexPath) as? PersonCell else { continue }
        print(
            String(
                format: "  row %2d │ %6.1f │ date %@ │ hot %@ │ like %@", indexPath.row, cell.frame.height,
                cell.date.lines.first ?? "", cell.hot.lines.first ?? "", cell.like.lines.first ?? ""))
    }
    if !screen.tableView.layoutDiagnostics.isEmpty {
        print("── layout diagnostics")
        for diagnostic in screen.tableView.layoutDiagnostics { print(diagnostic) }
    }
}

try MainActor.assumeIsolated { try main() }
