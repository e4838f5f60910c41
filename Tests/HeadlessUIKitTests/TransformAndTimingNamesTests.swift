import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A feed that slides its rows up as they appear, with a left-aligned button in each, as apps
/// write it in UIKit.
@MainActor
private final class SlidingFeedScreen: UITableViewController {
    var completions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if cell.contentView.viewWithTag(7) == nil {
            let button = UIButton(type: .system)
            button.tag = 7
            button.setTitle("Reply", for: .normal)
            button.contentHorizontalAlignment = .left
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            cell.contentView.addSubview(button)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.layer.transform = CATransform3DMakeTranslation(0, 20, 0)
        UIView.animate(
            withDuration: 0.3, animations: { cell.layer.transform = CATransform3DIdentity },
            completion: { _ in self.completions += 1 })
    }
}

@MainActor
struct TransformAndTimingNamesTests {
    /// Rows slide back to the identity transform, a left-aligned button's title sits at its
    /// inset, and a property animator on a spring completes on the harness's clock.
    @Test func rowsSlideInButtonsAlignLeftAndSpringAnimatorsComplete() throws {
        let screen = SlidingFeedScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: screen)
        // The rows the first layout shows appear before the harness runs; rows loaded once
        // the screen is up (data arriving) slide in on its clock.
        harness.advance(frames: 30)
        screen.completions = 0
        screen.tableView.reloadData()
        harness.advance(frames: 3)
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(CATransform3DIsIdentity(cell.layer.transform), "the model value at once")
        #expect(cell.layer.presentation()?.transform.m42 == 20, "still at the start on screen")
        harness.advance(frames: 30)
        #expect(CATransform3DIsIdentity(cell.layer.presentation()?.transform ?? CATransform3D()))
        #expect(screen.completions == 3)

        let button = try #require(cell.contentView.viewWithTag(7) as? UIButton)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.minX == 16)
        #expect(button.effectiveContentHorizontalAlignment == .left)

        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 1))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations { cell.alpha = 0.5 }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        harness.advance(frames: 30)
        #expect(ended == .end)
        #expect(cell.alpha == 0.5)
        #expect(animator.timingParameters?.timingCurveType == .spring)
    }
}
