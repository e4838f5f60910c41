import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A timeline that hides its compose button while the finger pushes the list up, as apps
/// read the direction from the table's pan recognizer in `scrollViewDidScroll`.
@MainActor
private final class TimelineScreen: UITableViewController {
    var directions: [String] = []
    var lastVelocity: CGFloat = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "post") ?? UITableViewCell(style: .default, reuseIdentifier: "post")
        cell.textLabel?.text = "Post \(indexPath.row)"
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let pan = scrollView.panGestureRecognizer
        guard pan.state == .began || pan.state == .changed else { return }
        let direction = pan.translation(in: scrollView.superview).y < 0 ? "up" : "down"
        if directions.last != direction { directions.append(direction) }
    }

    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        lastVelocity = scrollView.panGestureRecognizer.velocity(in: scrollView).y
    }
}

@MainActor
struct ScrollDirectionTests {
    /// The table's pan recognizer follows the harness's finger: translation up (negative) while
    /// the content scrolls towards the end, down when it comes back, and the velocity as the
    /// finger lifts, in points per second the finger's way.
    @Test func thePanRecognizerFollowsTheFingerThatDragsTheTable() throws {
        let screen = TimelineScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        #expect(screen.tableView.gestureRecognizers?.contains { $0 === screen.tableView.panGestureRecognizer } == true)
        try harness.drag(by: 300)
        try harness.drag(by: -120)
        expectEqual(screen.directions, ["up", "down"])
        try harness.fling(velocity: 2_000)
        #expect(screen.lastVelocity < -1_000, "the finger moved up, fast")
        #expect(screen.tableView.panGestureRecognizer.state == .ended)
    }
}
