import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison

// Scenario 1: `swift run ProductDetail [--seed N] [--width W]`. The page first shows what it
// can before the network answers, then switches to the loaded product with one `apply` that
// animates only what changed.

@MainActor
func main() throws {
    let (seed, width) = CommandLineOptions.read(usage: "ProductDetail [--seed N] [--width W]") {
        (try $0.seed(default: 1), try $0.width(default: 375))
    }
    let product = Product.sample(seed: seed)
    let liaison = Liaison()
    let harness = ScrollHarness(tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: width, height: 667))
    try liaison.apply(productSections(for: product, loaded: false, width: width))
    harness.advance(frames: 1)
    print("── before the network answers (seed \(seed))")
    print(harness.render())
    let before = harness.tableView.updateHistory.count
    try liaison.apply(productSections(for: product, loaded: true, width: width))
    harness.advance(frames: 1)
    print("── loaded, in one apply")
    print(harness.render())
    for update in harness.tableView.updateHistory[before...] {
        for operation in update.operations { print("  animated: \(operation)") }
    }
}

try MainActor.assumeIsolated { try main() }
