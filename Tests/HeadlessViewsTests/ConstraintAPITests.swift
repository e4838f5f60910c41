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

    @Test func removeConstraintOnAViewThatDoesNotHoldTheConstraintLeavesItActive() {
        let (container, child) = container()
        // A constant width is held by the view it sizes.
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        container.removeConstraint(width)
        #expect(width.isActive)
        #expect(child.constraints.contains { $0 === width })
        child.removeConstraint(width)
        #expect(!width.isActive)
        #expect(!child.constraints.contains { $0 === width })
    }

    @Test func leftAndRightNeverRelateToLeadingAndTrailingWhicheverComesFirst() {
        let (container, child) = container()
        var refused: [String] = []
        container.layoutDiagnosticHandler = { diagnostic in
            if case .invalidAttributePairing(let constraint) = diagnostic {
                refused.append("\(constraint.firstAttribute.name) \(constraint.secondAttribute.name)")
            }
        }
        let leftToLeading = child.leftAnchor.constraint(equalTo: container.leadingAnchor)
        let leadingToLeft = child.leadingAnchor.constraint(equalTo: container.leftAnchor)
        leftToLeading.isActive = true
        leadingToLeft.isActive = true
        #expect(!leftToLeading.isActive)
        #expect(!leadingToLeft.isActive)
        expectEqual(refused, ["left leading", "leading left"])
    }

    @Test func aSolvedFrameTakesItsWidthFromItsEdgesRoundedToThePixelGrid() {
        let (container, child) = container()
        layOut(
            child, in: container,
            [
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0.2),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10.2), child.heightAnchor.constraint(equalToConstant: 10),
            ])
        // The edges, 0.2 and 10.4, go to the pixels at 1/3 and 31/3: 10 wide, where rounding
        // the width of 10.2 by itself would give 31/3 and an edge off the grid at 32/3.
        #expect(abs(child.frame.minX - 1.0 / 3) < 1e-9)
        expectEqual(child.frame.width, 10)
        #expect(abs(child.frame.maxX - 31.0 / 3) < 1e-9)
    }

    @Test func aDimensionsInequalityToAnotherDimensionScalesItByTheMultiplier() {
        let (container, child) = container()
        let atLeast = child.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.5, constant: 10)
        let atMost = child.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor, multiplier: 0.25, constant: 5)
        expectEqual(atLeast.relation, .greaterThanOrEqual)
        expectEqual(atLeast.multiplier, 0.5)
        expectEqual(atMost.relation, .lessThanOrEqual)
        expectEqual(atMost.multiplier, 0.25)
        // Weak pulls past each bound: the bounds hold, 300 × 0.5 + 10 and 100 × 0.25 + 5.
        let narrow = child.widthAnchor.constraint(equalToConstant: 0)
        narrow.priority = .defaultLow
        let tall = child.heightAnchor.constraint(equalToConstant: 1000)
        tall.priority = .defaultLow
        layOut(
            child, in: container,
            [
                atLeast, atMost, narrow, tall, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        expectEqual(child.frame.size, CGSize(width: 160, height: 30))
    }
}
