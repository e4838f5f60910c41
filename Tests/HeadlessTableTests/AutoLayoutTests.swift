import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Constraint layouts with values worked out by hand. Fonts of 20 points: a Latin letter is
/// 11 points wide, a space 5, the ellipsis 10, a line 24 high.
@MainActor
struct AutoLayoutTests {
    private func label(_ text: String, lines: Int = 1) -> Label {
        let label = Label(text: text, font: .systemFont(ofSize: 20), numberOfLines: lines)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// Two 110-point labels side by side, 10 apart, pinned to a container's edges.
    private func sideBySide(width: CGFloat) -> (View, Label, Label) {
        let container = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        let first = label("AAAAAAAAAA")
        let second = label("BBBBBBBBBB")
        container.addSubview(first)
        container.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (container, first, second)
    }

    @Test func theLabelWithTheLowerCompressionResistanceTruncatesFirst() {
        let (container, first, second) = sideBySide(width: 200)
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        container.layoutIfNeeded()
        expectEqual(first.frame, CGRect(x: 0, y: 0, width: 110, height: 24))
        expectEqual(second.frame, CGRect(x: 120, y: 0, width: 80, height: 24))
        expectEqual(second.lines, ["BBBBBB…"])
        expectEqual(first.lines, ["AAAAAAAAAA"])

        // Raising it above the other's moves the truncation to the other label.
        second.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        container.layoutIfNeeded()
        expectEqual(first.frame, CGRect(x: 0, y: 0, width: 80, height: 24))
        expectEqual(second.frame, CGRect(x: 90, y: 0, width: 110, height: 24))
    }

    @Test func theLabelWithTheLowerHuggingPriorityStretches() {
        let (container, first, second) = sideBySide(width: 300)
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        expectEqual(first.frame, CGRect(x: 0, y: 0, width: 180, height: 24))
        expectEqual(second.frame, CGRect(x: 190, y: 0, width: 110, height: 24))
        first.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        container.layoutIfNeeded()
        expectEqual(first.frame, CGRect(x: 0, y: 0, width: 110, height: 24))
        expectEqual(second.frame, CGRect(x: 120, y: 0, width: 180, height: 24))
    }

    @Test func theHorizontalPriorityPropertiesReachTheConstraintsAfterTheFirstLayout() {
        let (container, first, second) = sideBySide(width: 300)
        second.contentHuggingPriority = .defaultLow + 1
        container.layoutIfNeeded()
        expectEqual(first.frame.width, 180)
        // Set through the property once the constraints are solved: the next layout sees it.
        first.contentHuggingPriority = .defaultLow + 2
        container.layoutIfNeeded()
        expectEqual(first.frame.width, 110)
        expectEqual(second.frame.width, 180)
        expectEqual(first.contentHuggingPriority(for: .horizontal), LayoutPriority.defaultLow + 2)
    }

    @Test func changingAConstantReSolvesWithoutAddingConstraints() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let left = box.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        container.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 10, y: 5, width: 50, height: 25))
        let engine = try #require(container.autoLayout?.engine)
        let before = engine.statistics
        left.constant = 40
        container.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 40, y: 5, width: 50, height: 25))
        expectEqual(engine.statistics.constraintsAdded, before.constraintsAdded)
        expectEqual(engine.statistics.constraintsRemoved, before.constraintsRemoved)
        expectEqual(engine.statistics.constantsChanged, before.constantsChanged + 1)
    }

    @Test func aMultiLineLabelPinnedToTheMarginsGivesItsTextHeightPlusTheMargins() {
        let cell = TableViewCell()
        // 12 words of 44 points: 5 fit in 288 points (5 × 44 + 4 × 5 = 240), so 3 lines.
        let text = label(Array(repeating: "AAAA", count: 12).joined(separator: " "), lines: 0)
        cell.contentView.addSubview(text)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        expectEqual(size, CGSize(width: 320, height: 72 + 22))
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height, 94)
        // Laid out at that height, the label gets the margins' rectangle and three lines.
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 94)
        cell.layoutIfNeeded()
        expectEqual(text.frame, CGRect(x: 16, y: 11, width: 288, height: 72))
        expectEqual(text.lines.count, 3)
        // Narrower, the same text takes 4 lines (3 words in 168 points: 3 × 44 + 2 × 5 = 142).
        let narrow = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        expectEqual(narrow, CGSize(width: 200, height: 96 + 22))
    }

    @Test func fittingAtTheFittingSizeLevelGivesTheSmallestSizeTheConstraintsAllow() {
        let container = View()
        let text = label("AAAA")
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 10),
        ])
        expectEqual(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 64, height: 44))
        // A required width wins over the label's hugging; the height still comes from it.
        #expect(
            container.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 44))
        // An expanded target at the fitting level loses to hugging (250 > 50).
        expectEqual(container.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 64, height: 44))
    }
}
