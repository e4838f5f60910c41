import Foundation
import Testing

@testable import VirtualTableView

/// UIKit's stack distributions, margins-relative arrangement, and a stack placed by
/// constraints.
@MainActor
struct StackViewDistributionTests {
    /// A 300 × 50 row of children 40, 60 and 80 wide, 10 apart.
    private func row(_ distribution: StackView.Distribution) -> [CGFloat] {
        let children = [40, 60, 80].map { width -> View in
            let view = View()
            view.fixedSize = CGSize(width: width, height: 20)
            return view
        }
        let stack = StackView(axis: .horizontal, spacing: 10, children)
        stack.distribution = distribution
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.layoutIfNeeded()
        return children.flatMap { [$0.frame.minX, $0.frame.width] }
    }

    @Test func eachDistributionSharesTheRowAsUIKits() {
        // The last of equal hugging priorities takes the extra 100 points.
        #expect(row(.fill) == [0, 40, 50, 60, 120, 180])
        // 280 points of room (300 less two gaps), a third each.
        let third = CGFloat(280) / 3
        #expect(row(.fillEqually) == [0, third, third + 10, third, 2 * third + 20, third])
        // In proportion to 40 : 60 : 80 over 280 points.
        let proportional = row(.fillProportionally)
        let expected: [CGFloat] = [0, 280 * 40 / 180, 280 * 40 / 180 + 10, 280 * 60 / 180, 280 * 100 / 180 + 20, 280 * 80 / 180]
        #expect(zip(proportional, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // Natural widths, the 120 points left over as two 60-point gaps.
        #expect(row(.equalSpacing) == [0, 40, 100, 60, 220, 80])
        // Centres 120 apart (20, 140, 260).
        #expect(row(.equalCentering) == [0, 40, 110, 60, 220, 80])
    }

    @Test func aMarginsRelativeArrangementInsetsTheChildrenByTheMargins() {
        let child = View()
        child.fixedSize = CGSize(width: 40, height: 20)
        let stack = StackView(axis: .vertical, [child])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        #expect(stack.sizeThatFits(CGSize(width: 100, height: 1000)) == CGSize(width: 100, height: 28))
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 28)
        stack.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 6, y: 4, width: 40, height: 20))
    }

    @Test func aStackPlacedByConstraintsTakesItsContentsHeightForTheWidthItGets() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 220, height: 400))
        // 12 words of 44 points in 200: 4 a line (191), 3 lines of 24.
        let label = Label(
            text: Array(repeating: "AAAA", count: 12).joined(separator: " "), font: .systemFont(ofSize: 20),
            numberOfLines: 0)
        let stack = StackView(axis: .vertical, [label])
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 200, height: 72))
        #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 72))
        // A longer text grows the stack at the next layout.
        label.text = Array(repeating: "AAAA", count: 13).joined(separator: " ")
        root.layoutIfNeeded()
        #expect(stack.frame.height == 96)
    }
}
