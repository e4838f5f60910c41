import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 2: `swift run PersonFeed [--seed N] [--width W] [--frames N]`. Self-sizing cells of
// stacks; a narrow width shows the date giving way first, then "hot"; "like" never truncates.

@MainActor
func main() throws {
    let arguments = CommandLine.arguments
    let seed = arguments.firstIndex(of: "--seed").flatMap { UInt64(arguments[$0 + 1]) } ?? 1
    let width = arguments.firstIndex(of: "--width").flatMap { Double(arguments[$0 + 1]) } ?? 320
    let frames = arguments.firstIndex(of: "--frames").flatMap { Int(arguments[$0 + 1]) } ?? 0
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
}

try MainActor.assumeIsolated { try main() }
