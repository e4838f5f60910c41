import HeadlessUIKit
import ScrollHarness
import Testing

// The explorer on a screen whose bug waits for a timer, as an undo banner's does: a tapped
// row is archived half a second later, by a timer, and the buggy screen forgets to take it
// out of its model first. The explorer's waits run the timer on the harness's frames, and
// the repro shrinks to the wait the timer needs.

private final class ArchivingListController: UITableViewController {
    var items = (0..<30).map { "Message \($0)" }
    let forgetsTheModel: Bool
    private var pending: [String: Timer] = [:]

    init(forgetsTheModel: Bool) {
        self.forgetsTheModel = forgetsTheModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        guard pending[item] == nil else { return }
        pending[item] = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.archive(item) }
        }
    }

    private func archive(_ item: String) {
        pending[item] = nil
        guard let row = items.firstIndex(of: item) else { return }
        if !forgetsTheModel { items.remove(at: row) }
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
    }
}

@MainActor
struct TimerExplorationTests {
    /// The screen offers no deletion (a UIKit table without `commit` offers no swipe to
    /// delete; the headless table cannot tell whether a controller overrides it): no swipes.
    private static let weights = ExplorationGesture.defaultWeights.filter {
        ![.swipeToDelete, .swipeAction].contains($0.key)
    }

    private static func explorer(forgetsTheModel: Bool) -> ScreenExplorer<ArchivingListController> {
        ScreenExplorer(checks: ExplorationCheck.standard, weights: weights) {
            let screen = ArchivingListController(forgetsTheModel: forgetsTheModel)
            let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
            return ExploredScreen(screen: screen, harness: harness)
        }
    }

    @Test
    func aBugBehindATimerIsFoundAndItsReproWaitsTheFramesTheTimerNeeds() async throws {
        let explorer = Self.explorer(forgetsTheModel: true)
        let result = try await explorer.explore(seed: 1, steps: 300)
        let failure = try #require(result.failure)
        #expect(failure.check == "unexpected errors")
        // A tap, then the half second the timer waits: 30 frames, no fewer.
        #expect(failure.steps.map(\.gesture) == [.tap, .wait])
        #expect(failure.steps.last == .wait(frames: 30), "\(failure.steps)")
        #expect(failure.harnessRepro.hasSuffix("await harness.advance(frames: 30)"))
        let shorter = Array(failure.steps.dropLast()) + [.wait(frames: 29)]
        #expect(try await explorer.replay(shorter) == nil, "29 frames are not enough for the timer")
    }

    @Test
    func theScreenWithoutTheBugPassesAWalkWithItsTimers() async throws {
        let result = try await Self.explorer(forgetsTheModel: false).explore(seed: 1, steps: 300)
        #expect(result.failure == nil, "\(result.failure.map(String.init(describing:)) ?? "")")
        #expect(result.steps.contains { $0.gesture == .tap } && result.steps.contains { $0.gesture == .wait })
    }
}
