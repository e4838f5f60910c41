import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// The constraint API's relations and priorities as the engine solves them.
@MainActor
struct ConstraintAPITests {
    /// A 300 × 100 container laid out with `child` inside it, constrained by `constraints`.
    private func layOut(_ child: View, in container: View, _ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
    }

    private func container() -> (View, View) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    @Test func anAnchorsGreaterThanOrEqualConstraintHoldsTheMinimumAgainstAWeakerPull() {
        let (container, child) = container()
        let minimum = child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 40)
        expectEqual(minimum.relation, .greaterThanOrEqual)
        let pull = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        pull.priority = .defaultLow
        layOut(
            child, in: container,
            [
                minimum, pull, child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 20),
            ])
        expectEqual(child.frame.minX, 40)
        // Pulled past the minimum the other way, it follows.
        pull.constant = 120
        container.layoutIfNeeded()
        expectEqual(child.frame.minX, 120)
    }

    @Test func loweringAnActiveConstraintsPriorityLetsTheOtherWin() {
        let (container, child) = container()
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultLow
        layOut(
            child, in: container,
            [
                narrow, wide, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 20),
            ])
        expectEqual(child.frame.width, 100)
        narrow.priority = .fittingSizeLevel
        container.layoutIfNeeded()
        expectEqual(child.frame.width, 200)
        narrow.priority = .required
        container.layoutIfNeeded()
        expectEqual(child.frame.width, 100)
    }
}
