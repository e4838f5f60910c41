import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A view with a natural size and nothing else.
@MainActor
private final class Box: View {
    let natural: CGSize
    init(width: CGFloat, height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { natural }
    override var intrinsicContentSize: CGSize { natural }
}

/// The members of UIKit's `UIStackView` that code written for UIKit calls beyond the
/// distributions: the initializers, inserting, removing, custom spacing, baseline alignment.
@MainActor
struct StackViewSurfaceTests {
    private func laidOut(_ stack: StackView, width: CGFloat = 300, height: CGFloat = 100) -> StackView {
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack
    }

    @Test func anEmptyStackHasUIKitsDefaults() {
        let stack = StackView()
        #expect(stack.axis == .horizontal && stack.spacing == 0)
        #expect(stack.alignment == .fill && stack.distribution == .fill)
        #expect(stack.arrangedSubviews.isEmpty && stack.frame == .zero)
        let framed = StackView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        expectEqual(framed.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test func arrangedSubviewsAreSubviewsInTheirOrder() {
        let (a, b) = (Box(width: 10, height: 10), Box(width: 20, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [a, b].map(ObjectIdentifier.init))
        #expect(a.superview === stack && b.superview === stack && stack.axis == .horizontal)
    }

    @Test func insertingPlacesAndMovesAChild() {
        let (a, b, c) = (Box(width: 10, height: 10), Box(width: 20, height: 10), Box(width: 30, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 1)
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(b, at: 0)
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [b, a, c].map(ObjectIdentifier.init))
        stack.addArrangedSubview(b)
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
        expectEqual(stack.subviews.count, 3)
        stack.distribution = .equalSpacing
        _ = laidOut(stack, width: 60)
        expectEqual([a, c, b].map(\.frame.minX), [0, 10, 40])
    }

    /// UIKit: `removeArrangedSubview` leaves the view a subview, no longer laid out;
    /// `removeFromSuperview` of an arranged view also takes it out of `arrangedSubviews`.
    @Test func removingAnArrangedViewKeepsItASubviewAsUIKit() {
        let (a, b, c) = (Box(width: 10, height: 10), Box(width: 20, height: 10), Box(width: 30, height: 10))
        let stack = laidOut(StackView(arrangedSubviews: [a, b, c]), width: 60)
        expectEqual(c.frame.minX, 30)
        stack.removeArrangedSubview(b)
        #expect(b.superview === stack && stack.subviews.count == 3)
        expectEqual(stack.arrangedSubviews.count, 2)
        b.frame = CGRect(x: 100, y: 0, width: 5, height: 5)
        _ = laidOut(stack, width: 40)
        #expect(c.frame.minX == 10 && b.frame.minX == 100)
        c.removeFromSuperview()
        expectEqual(stack.arrangedSubviews.map(ObjectIdentifier.init), [ObjectIdentifier(a)])
    }

    /// UIKit raises on a view added to itself or to its own descendant; here nothing
    /// happens, so the tree never becomes a cycle (layout and tint lookups would not end).
    @Test func aViewCannotBecomeItsOwnSubviewOrArrangedSubview() {
        let outer = View()
        let stack = StackView(arrangedSubviews: [Box(width: 10, height: 10)])
        outer.addSubview(stack)
        stack.addSubview(stack)
        stack.addArrangedSubview(stack)
        stack.insertArrangedSubview(outer, at: 0)
        stack.insertSubview(outer, aboveSubview: stack.arrangedSubviews[0])
        #expect(stack.superview === outer && outer.superview == nil)
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 1)
        expectEqual(laidOut(stack, width: 10).arrangedSubviews[0].frame.width, 10)
    }

    @Test func customSpacingReplacesTheSpacingAfterOneChild() {
        let views = (0..<4).map { _ in Box(width: 10, height: 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 2
        stack.setCustomSpacing(20, after: views[1])
        expectEqual(stack.customSpacing(after: views[1]), 20)
        expectEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        // Laid out at the content's width, so that no child stretches.
        _ = laidOut(stack, width: 64)
        expectEqual(views.map(\.frame.minX), [0, 12, 42, 54])
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        _ = laidOut(stack, width: 52)
        expectEqual(views.map(\.frame.minX), [0, 12, 30, 42])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[1])
        expectEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        _ = laidOut(stack, width: 46)
        expectEqual(views.map(\.frame.minX), [0, 12, 24, 36])
        // A view that is not arranged is ignored.
        stack.setCustomSpacing(50, after: Box(width: 1, height: 1))
        _ = laidOut(stack, width: 46)
        expectEqual(views.map(\.frame.minX), [0, 12, 24, 36])
    }

    @Test func aHiddenChildsCustomSpacingIsNotUsed() {
        let views = (0..<3).map { _ in Box(width: 10, height: 10) }
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 1
        stack.setCustomSpacing(30, after: views[1])
        views[1].isHidden = true
        _ = laidOut(stack, width: 21)
        #expect(views[0].frame.minX == 0 && views[2].frame.minX == 11)
    }

    /// Custom spacing is room the children do not get: a 100-point row of two
    /// fill-equally children with 20 after the first gives each 40.
    @Test func customSpacingIsTakenFromTheRoomTheChildrenShare() {
        let (a, b) = (Box(width: 10, height: 10), Box(width: 10, height: 10))
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.setCustomSpacing(20, after: a)
        _ = laidOut(stack, width: 100)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100) && b.frame.minX == 60 && b.frame.width == 40)
    }

    /// A row given a height places its children within it, as a column does with its
    /// width: `.fill` makes them as tall, `.center` centres them, `.bottom` sits them on it.
    @Test func aRowGivenAHeightPlacesChildrenWithinIt() {
        let box = Box(width: 10, height: 10)
        let stack = StackView(arrangedSubviews: [box])
        _ = laidOut(stack, width: 10, height: 100)
        expectEqual(box.frame, CGRect(x: 0, y: 0, width: 10, height: 100))
        var placed: [CGFloat] = []
        for alignment in [StackView.Alignment.center, .bottom, .top] {
            stack.alignment = alignment
            _ = laidOut(stack, width: 10, height: 100)
            placed.append(box.frame.minY)
        }
        #expect(placed == [45, 90, 0] && box.frame.height == 10)
    }

    /// First baselines: 12 and 24 points below a label's top, a plain 30-point view's bottom
    /// at 30; the line is the lowest of them.
    @Test func aRowAlignsFirstBaselines() {
        let small = Label(text: "small", font: .systemFont(ofSize: 12))
        let large = Label(text: "large", font: .systemFont(ofSize: 24))
        let box = Box(width: 20, height: 30)
        let stack = StackView(arrangedSubviews: [small, large, box])
        stack.alignment = .firstBaseline
        _ = laidOut(stack)
        expectEqual([small, large, box].map(\.frame.minY), [18, 6, 0])
        expectEqual(small.frame.height, small.intrinsicContentSize.height)
    }

    /// Last baselines: a fifth of the point size above a label's bottom.
    @Test func aRowAlignsLastBaselines() {
        let small = Label(text: "small", font: .systemFont(ofSize: 10))
        let box = Box(width: 20, height: 40)
        let stack = StackView(arrangedSubviews: [small, box])
        stack.alignment = .lastBaseline
        _ = laidOut(stack)
        expectEqual(box.frame.minY, 0)
        #expect(abs(small.frame.maxY - 2 - 40) < 1e-9)
        let measured = stack.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        expectEqual(measured.height, 42)
    }

    /// A stack's baseline alignment and constraints between baseline anchors read one
    /// definition of a baseline: the same labels land at the same offsets either way.
    @Test func baselineAlignmentAgreesWithBaselineConstraints() {
        for first in [true, false] {
            let stacked = [Label(text: "a", font: .systemFont(ofSize: 10)), Label(text: "b", font: .systemFont(ofSize: 30))]
            let stack = StackView(arrangedSubviews: stacked)
            stack.alignment = first ? .firstBaseline : .lastBaseline
            _ = laidOut(stack)
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let pinned = [Label(text: "a", font: .systemFont(ofSize: 10)), Label(text: "b", font: .systemFont(ofSize: 30))]
            for label in pinned {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            NSLayoutConstraint.activate([
                pinned[1].topAnchor.constraint(equalTo: root.topAnchor),
                pinned[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                pinned[1].leadingAnchor.constraint(equalTo: pinned[0].trailingAnchor),
                first
                    ? pinned[0].firstBaselineAnchor.constraint(equalTo: pinned[1].firstBaselineAnchor)
                    : pinned[0].lastBaselineAnchor.constraint(equalTo: pinned[1].lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            expectEqual(stacked.map(\.frame.minY), pinned.map(\.frame.minY), "first: \(first)")
            #expect(stacked[0].frame.minY > 0)
        }
    }

    @Test func aColumnFillsForBaselineAlignmentAndTopAndBottomAreLeadingAndTrailing() {
        let label = Label(text: "x", font: .systemFont(ofSize: 12))
        let stack = StackView(axis: .vertical, alignment: .firstBaseline, [label])
        _ = laidOut(stack, width: 200)
        expectEqual(label.frame.width, 200)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }
}
