import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// The layout cycle around constraints: the update pass, frames kept as constraints,
/// margins and guides, baselines, ambiguity, subtrees moving between hosts.
@MainActor
struct LayoutCycleTests {
    private final class Log {
        var entries: [String] = []
    }

    private final class UpdatingView: View {
        let log: Log
        let name: String
        var onUpdate: () -> Void = {}
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            log.entries.append(name)
            onUpdate()
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsOnceBeforeLayoutSubviewsFirst() {
        let log = Log()
        let root = UpdatingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let child = UpdatingView("child", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        child.onUpdate = { width.constant = 60 }
        root.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints)
        root.layoutIfNeeded()
        expectEqual(log.entries, ["child", "root"])
        expectEqual(child.frame.width, 60)
        #expect(!child.needsUpdateConstraints)
        root.layoutIfNeeded()
        expectEqual(log.entries, ["child", "root"])
    }

    @Test func aViewKeptAsItsFrameIsNotMovedAndNotAmbiguous() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let fixed = View(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        let follower = View()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fixed)
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.centerYAnchor.constraint(equalTo: fixed.centerYAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        expectEqual(fixed.frame, CGRect(x: 20, y: 30, width: 40, height: 50))
        #expect(!fixed.hasAmbiguousLayout)
        // No height: the follower's height (and so its top) is not determined.
        #expect(follower.hasAmbiguousLayout)
        follower.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(!follower.hasAmbiguousLayout)
        expectEqual(follower.frame, CGRect(x: 65, y: 50, width: 80, height: 10))
        // Moving the frame moves what is constrained to it at the next layout.
        fixed.frame.origin.x = 0
        root.setNeedsLayout()
        root.layoutIfNeeded()
        expectEqual(follower.frame.minX, 45)
    }

    /// The engine remembers each view's answer until its constraints change: a constant that
    /// opens a range, a removed constraint and an added one each give a new answer.
    @Test func ambiguityFollowsEveryChangeOfTheConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let atMost = view.widthAnchor.constraint(lessThanOrEqualToConstant: 10)
        let height = view.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10), atMost, height,
        ])
        root.layoutIfNeeded()
        var answers = [view.hasAmbiguousLayout, view.hasAmbiguousLayout]
        atMost.constant = 30  // any width from 10 to 30
        answers += [view.hasAmbiguousLayout, view.hasAmbiguousLayout]
        atMost.constant = 10
        answers.append(view.hasAmbiguousLayout)
        height.isActive = false
        answers.append(view.hasAmbiguousLayout)
        height.isActive = true
        answers.append(view.hasAmbiguousLayout)
        expectEqual(answers, [false, false, true, true, false, true, false])
    }

    @Test func marginsGuidesAndBaselinesPlaceViewsAsUIKit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let title = Label(text: "AB", font: .systemFont(ofSize: 20))
        let other = Label(text: "C", font: .systemFont(ofSize: 10))
        for label in [title, other] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 30),
            guide.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            title.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            title.topAnchor.constraint(equalTo: guide.bottomAnchor),
            // The other label's first baseline (10 below its top) on the title's (20 below).
            other.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            other.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        ])
        root.layoutIfNeeded()
        expectEqual(guide.layoutFrame, CGRect(x: 10, y: 5, width: 30, height: 1))
        expectEqual(title.frame, CGRect(x: 40, y: 6, width: 22, height: 24))
        // "C" is 5.5 points, 17/3 on the pixel grid; its right edge on the right margin (180).
        let width = TextMetrics.ceilToPixel(5.5)
        expectEqual(other.frame, CGRect(x: 180 - width, y: 16, width: width, height: 12))
        // The directional margins are the same insets; changing them re-solves.
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        expectEqual(root.layoutMargins, EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        root.layoutIfNeeded()
        expectEqual(title.frame.minX, 30)
        expectEqual(other.frame.maxX, 200)
    }

    @Test func aSubtreeBuiltAloneKeepsItsConstraintsWhenItJoinsACell() {
        let cell = TableViewCell()
        let card = View()
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 12), badge.heightAnchor.constraint(equalToConstant: 12),
        ])
        card.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            card.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            card.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 4),
            cell.contentView.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height, 20)
        // Taken out again, constraints that reached into it from the cell are deactivated.
        card.removeFromSuperview()
        #expect(cell.contentView.constraints.isEmpty)
        // Those among its own views stay: the badge's position and the card's bottom.
        expectEqual(card.constraints.count, 3)
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height, 44)
    }

    @Test func layoutPriorityArithmeticAndLiteralsAreUIKits() {
        let raised: LayoutPriority = .defaultHigh + 1
        let lowered: LayoutPriority = .required - 1
        let literal: LayoutPriority = 999
        expectEqual(raised.rawValue, 751)
        expectEqual(lowered, literal)
        expectEqual(LayoutPriority(rawValue: 50), .fittingSizeLevel)
        let constraint = View().widthAnchor.constraint(equalToConstant: 1)
        constraint.priority = 250.5
        expectEqual(constraint.priority.rawValue, 250.5)
    }
}
