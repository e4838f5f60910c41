import HeadlessUIKit
import ScrollHarness
import Testing

// Written as UIKit screens are: only UIKit's names, and no `import Foundation` (the screen
// files of an app import UIKit alone), so the members the package gives `DispatchQueue`,
// `Timer`, `RunLoop` and `OperationQueue` are the ones the calls reach.

/// A settings list whose rows act after a hop to the main queue, as a public settings library
/// does: `DispatchQueue.main.async { row.action?(row) }` after the tap.
private final class HoppingSettingsController: UITableViewController {
    let titles = ["Wi-Fi", "Bluetooth", "Cellular"]
    private(set) var opened: [String] = []
    private(set) var log: [String] = []
    private(set) var loads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        // A load that hops before the harness hosting the screen exists.
        DispatchQueue.main.async { self.loads += 1 }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let title = titles[indexPath.row]
        log.append("select \(title)")
        DispatchQueue.main.async {
            self.log.append("hop 1 \(title)")
            self.opened.append(title)
            DispatchQueue.main.async { self.log.append("hop 2 \(title)") }
        }
        RunLoop.main.perform { MainActor.assumeIsolated { self.log.append("perform \(title)") } }
        OperationQueue.main.addOperation { MainActor.assumeIsolated { self.log.append("operation \(title)") } }
        log.append("selected \(title)")
    }
}

/// Counts the firings of its blocks by frame.
@MainActor
private final class FiringLog: Sendable {
    var frames: [String: [Int]] = [:]
    let harness: ScrollHarness

    init(_ harness: ScrollHarness) { self.harness = harness }

    nonisolated func fired(_ name: String) {
        MainActor.assumeIsolated { frames[name, default: []].append(harness.frame) }
    }

    nonisolated func count(_ name: String) -> Int {
        MainActor.assumeIsolated { frames[name]?.count ?? 0 }
    }
}

@MainActor
struct MainRunLoopScreenTests {
    private func hosted() -> (HoppingSettingsController, ScrollHarness) {
        let screen = HoppingSettingsController(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        return (screen, harness)
    }

    @Test
    func aRowActionBehindAMainQueueHopRunsAfterASynchronousTapBeforeTheNextFrame() throws {
        let (screen, harness) = hosted()
        let start = harness.frame
        try harness.tap(row: IndexPath(row: 1, section: 0))
        // The tap's own frame ran the hop, the hop it enqueued, and the perform and operation
        // after them, in the order enqueued, after the delegate returned.
        #expect(screen.opened == ["Bluetooth"])
        #expect(
            screen.log == [
                "select Bluetooth", "selected Bluetooth", "hop 1 Bluetooth", "perform Bluetooth",
                "operation Bluetooth", "hop 2 Bluetooth",
            ])
        harness.advance(frames: 1)
        #expect(screen.opened == ["Bluetooth"], "a hop runs once")
        #expect(harness.frame > start)
    }

    @Test
    func aHopInViewDidLoadRunsInTheHostingHarnesssFirstFrame() {
        let screen = HoppingSettingsController(style: .plain)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(screen.loads == 0, "the hop waits for a turn of the run loop")
        // The hop was enqueued before the harness existed; the harness's first frame ran it.
        let harness = ScrollHarness(window: window)
        #expect(screen.loads == 1)
        harness.advance(frames: 1)
        #expect(screen.loads == 1, "it ran once")
    }

    @Test
    func asyncAfterFiresAtItsFrameInHarnessTime() {
        let (_, harness) = hosted()
        let log = FiringLog(harness)
        let start = harness.frame
        harness.schedule(afterFrames: 1) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.fired("0.2 s") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { log.fired("0.2 s again") }
            DispatchQueue.main.asyncAfter(deadline: .now()) { log.fired("now") }
        }
        harness.advance(frames: 30)
        // Scheduled in frame start+1: 0.2 s is 12 frames at 60 fps, to the frame, in order.
        #expect(log.frames["0.2 s"] == [start + 13])
        #expect(log.frames["0.2 s again"] == [start + 13])
        #expect(log.frames["now"] == [start + 2])
    }

    @Test
    func aCancelledWorkItemNeverRunsAndTheLastOfADebounceDoes() {
        let (_, harness) = hosted()
        let log = FiringLog(harness)
        var pending: DispatchWorkItem?
        let start = harness.frame
        // A search field's debounce: each keystroke cancels the last item and schedules anew.
        for (frame, text) in [(1, "s"), (3, "sw"), (5, "swi")] {
            harness.schedule(afterFrames: frame) {
                pending?.cancel()
                let item = DispatchWorkItem { log.fired(text) }
                pending = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: item)
            }
        }
        harness.advance(frames: 20)
        #expect(log.frames == ["swi": [start + 5 + 6]])
    }

    @Test
    func timersFireOnTheHarnessClockUntilInvalidated() {
        let (_, harness) = hosted()
        let log = FiringLog(harness)
        let start = harness.frame
        var invalidated: Timer?
        var repeating: Timer?
        harness.schedule(afterFrames: 1) {
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in log.fired("once") }
            repeating = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in log.fired("every 0.1 s") }
            _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                log.fired("three times")
                if log.count("three times") == 3 { timer.invalidate() }
            }
            invalidated = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in log.fired("invalidated") }
            let added = Timer(timeInterval: 0.25, repeats: false) { _ in log.fired("added") }
            RunLoop.main.add(added, forMode: .common)
            RunLoop.main.add(added, forMode: .default)
        }
        harness.schedule(afterFrames: 5) { invalidated?.invalidate() }
        harness.advance(frames: 40)
        repeating?.invalidate()
        harness.advance(frames: 20)
        let first = start + 1
        #expect(log.frames["once"] == [first + 30])
        #expect(log.frames["every 0.1 s"] == [first + 6, first + 12, first + 18, first + 24, first + 30, first + 36])
        #expect(log.frames["three times"] == [first + 3, first + 6, first + 9])
        #expect(log.frames["invalidated"] == nil)
        #expect(log.frames["added"] == [first + 15], "a timer added in two modes fires once")
        #expect(repeating?.isValid == false)
    }

    @Test
    func aCompletionThatBreaksTheTableIsRecordedWhenItRuns() throws {
        let (screen, harness) = hosted()
        let table = screen.tableView!
        harness.schedule(afterFrames: 1) {
            // The data source still has three rows: UIKit raises when the completion inserts one.
            table.performBatchUpdates(nil) { _ in table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        }
        harness.advance(frames: 18)
        try harness.checkRecordedErrors()
        harness.advance(frames: 1)
        #expect(throws: TableViewError.self) { try harness.checkRecordedErrors() }
        #expect(table.numberOfRows(inSection: 0) == 3, "nothing was applied")
    }

    @Test
    func aMainQueueBusyLoopIsCutAndReportedNotHung() {
        let (_, harness) = hosted()
        let spins = SpinCounter()
        harness.schedule(afterFrames: 1) { spins.spin() }
        harness.advance(frames: 1)
        let errors = harness.events(.error).compactMap { $0.error as? HarnessTimeError }
        #expect(errors == [.mainQueueBusyLoop(blocksRun: ScrollHarness.maximumMainQueueBlocksPerFrame)])
        #expect(spins.count == ScrollHarness.maximumMainQueueBlocksPerFrame)
        spins.stop = true
        harness.advance(frames: 1)
        #expect(spins.count == ScrollHarness.maximumMainQueueBlocksPerFrame + 1)
    }
}

/// A block that enqueues itself again until stopped.
@MainActor
private final class SpinCounter: Sendable {
    var count = 0
    var stop = false

    func spin() {
        DispatchQueue.main.async {
            self.count += 1
            if !self.stop { self.spin() }
        }
    }
}
