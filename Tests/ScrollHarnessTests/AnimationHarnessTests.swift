import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// A cell as shimmering and fading cells are written for UIKit: a gradient badge sized in
/// `layoutSubviews()`, a shimmer that repeats forever, a fade whose delegate is the cell.
private final class PulseCell: TableViewCell, AnimationDelegate {
    let title = Label()
    let badge = GradientLayer()
    /// What the cell's delegate methods heard, with the harness frame they came in.
    var heard: [String] = []
    var currentFrame: () -> Int = { -1 }

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.colors = [Color.red.cgColor, Color.blue.cgColor]
        badge.startPoint = CGPoint(x: 0, y: 0.5)
        badge.endPoint = CGPoint(x: 1, y: 0.5)
        layer.insertSublayer(badge, at: 0)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 0, width: 120, height: 20)
        badge.frame = CGRect(x: 160, y: 40, width: 120, height: 20)
    }

    func startShimmer() {
        let shimmer = BasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        shimmer.duration = 1.5
        shimmer.repeatCount = .infinity
        shimmer.delegate = self
        badge.add(shimmer, forKey: "shimmer")
    }

    func fadeIn(duration: TimeInterval) {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = duration
        fade.delegate = self
        layer.add(fade, forKey: "fade")
    }

    func animationDidStart(_ anim: Animation) {
        heard.append("start \((anim as? BasicAnimation)?.keyPath ?? "?") f\(currentFrame())")
    }

    func animationDidStop(_ anim: Animation, finished flag: Bool) {
        heard.append("stop \((anim as? BasicAnimation)?.keyPath ?? "?") \(flag) f\(currentFrame())")
    }
}

/// Animations and gradient layers of cells on the harness's clock: delegates at the frames
/// the animations end, removal, transactions, shimmers that never end, the event log and
/// the render.
@MainActor
struct AnimationHarnessTests {
    /// A 320 × 180 viewport of 60-point rows titled "row n"; `configure` runs on each cell
    /// after its title is set.
    private func harness(
        rows: Int = 3, configure: @escaping @MainActor (PulseCell, Int) -> Void = { _, _ in }
    )
        -> ScrollHarness
    {
        let table = TableView(frame: .zero)
        let liaison = Liaison(
            sections: [
                Section(
                    rows: (0..<rows).map { index in
                        let row = Row<PulseCell, Int>(index)
                        row.set(height: .height, 60)
                        row.set(command: .configuration) { cell, index, _ in
                            cell.title.text = "row \(index)"
                            configure(cell, index)
                        }
                        return row
                    })
            ])
        return ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 180))
    }

    private func pulseCell(_ harness: ScrollHarness, _ row: Int) -> PulseCell? {
        harness.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? PulseCell
    }

    @Test func theRenderDrawsAGradientLayerByItsColoursWhereItsFrameIs() throws {
        let harness = harness(rows: 1)
        #expect(
            harness.render().split(separator: "\n").prefix(4).joined(separator: "\n") == """
                offset 0.0 of 60.0
                ┌─0-0──────────────────────────────────────┐ █
                │  row 0                                   │ │
                │                     gradient(red→blue)   │ │
                """)
        let badge = try #require(pulseCell(harness, 0)?.badge)
        #expect(ScrollHarness.renderedText(of: try #require(pulseCell(harness, 0))) == ["gradient(red→blue)", "row 0"])
        badge.opacity = 0
        #expect(!harness.render().contains("gradient"))
        badge.opacity = 1
        badge.isHidden = true
        #expect(!harness.render().contains("gradient"))
        badge.isHidden = false
        badge.frame = .zero  // a gradient with no area shows nothing, as on a device
        #expect(!harness.render().contains("gradient"))
    }

    @Test func aFiniteAnimationStopsFinishedAtItsEndOnTheHarnessClock() throws {
        let harness = harness(rows: 1)
        let cell = try #require(pulseCell(harness, 0))
        cell.currentFrame = { [unowned harness] in harness.frame }
        harness.advance(frames: 4)
        let added = harness.frame  // 5: added between frames, counted from this frame
        cell.fadeIn(duration: 1)
        expectEqual(cell.layer.animationKeys(), ["fade"])
        #expect(harness.hasScheduledWork)
        harness.advance(frames: 59)
        expectEqual(cell.heard, ["start opacity f\(added + 1)"])
        expectEqual(cell.layer.animationKeys(), ["fade"])
        harness.advance(frames: 1)
        expectEqual(cell.heard, ["start opacity f\(added + 1)", "stop opacity true f\(added + 60)"])
        #expect(cell.layer.animationKeys() == nil)
        #expect(!harness.hasScheduledWork)
        #expect(
            harness.dump(.animationAdded, .animationDidStop)
                == """
                f\(added + 1) animationAdded fade opacity on PulseCell (0 - 0)
                f\(added + 60) animationDidStop fade opacity on PulseCell finished (0 - 0)
                """)
    }

    @Test func anAnimationAddedWhileACellIsConfiguredCountsFromThatFrame() throws {
        let harness = harness(rows: 1) { cell, _ in cell.fadeIn(duration: 0.5) }
        let cell = try #require(pulseCell(harness, 0))
        // The harness's first frame laid the table out and configured the cell.
        expectEqual(harness.dump(.animationAdded), "f1 animationAdded fade opacity on PulseCell (0 - 0)")
        harness.advance(frames: 29)
        expectEqual(cell.layer.animationKeys(), ["fade"])
        harness.advance(frames: 1)
        expectEqual(harness.dump(.animationDidStop), "f31 animationDidStop fade opacity on PulseCell finished (0 - 0)")
    }

    @Test func removingAnAnimationBeforeItsEndStopsItUnfinished() throws {
        let harness = harness(rows: 1)
        let cell = try #require(pulseCell(harness, 0))
        cell.currentFrame = { [unowned harness] in harness.frame }
        cell.fadeIn(duration: 1)
        harness.advance(frames: 10)
        cell.layer.removeAnimation(forKey: "fade")
        // Heard on the next turn, as in UIKit: the harness's next frame.
        expectEqual(cell.heard, ["start opacity f2"])
        harness.advance(frames: 1)
        expectEqual(cell.heard, ["start opacity f2", "stop opacity false f12"])
        harness.advance(frames: 60)
        expectEqual(cell.heard.count, 2)
        expectEqual(harness.dump(.animationDidStop), "f12 animationDidStop fade opacity on PulseCell removed (0 - 0)")
    }

    @Test func aTransactionsCompletionRunsWhenItsAnimationsEndOnTheHarnessClock() throws {
        let harness = harness(rows: 2)
        let first = try #require(pulseCell(harness, 0))
        let second = try #require(pulseCell(harness, 1))
        var completedAt: [Int] = []
        AnimationTransaction.begin()
        AnimationTransaction.setCompletionBlock { [unowned harness] in completedAt.append(harness.frame) }
        first.fadeIn(duration: 0.5)
        second.fadeIn(duration: 1)
        AnimationTransaction.commit()
        harness.advance(frames: 59)
        #expect(completedAt.isEmpty)
        #expect(first.layer.animationKeys() == nil)
        harness.advance(frames: 1)
        expectEqual(completedAt, [harness.frame])
    }

    @Test func aShimmerThatRepeatsForeverRunsUntilRemovedAndStaysOnAReusedCell() throws {
        let harness = harness(rows: 12) { cell, index in if index == 0 { cell.startShimmer() } }
        let cell = try #require(pulseCell(harness, 0))
        cell.currentFrame = { [unowned harness] in harness.frame }
        harness.advance(frames: 300)
        expectEqual(cell.heard, ["start locations f2"])
        expectEqual(cell.badge.animationKeys(), ["shimmer"])
        #expect(!harness.hasScheduledWork)
        // Scrolled off and reused for another row, the cell keeps its shimmer, as in UIKit:
        // `prepareForReuse()` does not remove animations.
        try harness.scroll(toRow: IndexPath(row: 9, section: 0))
        let row = try #require(harness.tableView.indexPath(for: cell)?.row)
        #expect(row >= 9)
        harness.advance(frames: 60)
        expectEqual(cell.badge.animationKeys(), ["shimmer"])
        cell.badge.removeAnimation(forKey: "shimmer")
        harness.advance(frames: 1)
        expectEqual(cell.heard, ["start locations f2", "stop locations false f\(harness.frame)"])
        #expect(
            harness.dump(.animationAdded, .animationDidStop)
                == """
                f1 animationAdded shimmer locations on PulseCell (0 - 0)
                f\(harness.frame) animationDidStop shimmer locations on PulseCell removed (0 - \(row))
                """)
    }

    @Test func anAnimationOfACellInTheReusePoolRunsOnTheHarnessClock() throws {
        var cells: [PulseCell] = []
        let harness = harness(rows: 12) { cell, _ in if !cells.contains(where: { $0 === cell }) { cells.append(cell) } }
        try harness.drag(by: 300, frames: 10)
        let pooled = try #require(cells.first { harness.tableView.isInReusePool($0) })
        harness.clearEvents()
        let added = harness.frame
        pooled.fadeIn(duration: 0.25)  // 15 frames from the frame it was added in
        #expect(harness.hasScheduledWork)
        harness.advance(frames: 14)
        expectEqual(pooled.layer.animationKeys(), ["fade"])
        harness.advance(frames: 1)
        #expect(pooled.layer.animationKeys() == nil)
        #expect(
            harness.dump(.animationAdded, .animationDidStop)
                == """
                f\(added + 1) animationAdded fade opacity on PulseCell
                f\(added + 15) animationDidStop fade opacity on PulseCell finished
                """)
    }

    @Test func aScreenWithoutAnimationsLogsNoAnimationEvents() throws {
        let harness = makeHarness(rows: 40)
        try harness.drag(by: 600, frames: 20)
        harness.advance(frames: 120)
        #expect(harness.events(.animationAdded, .animationDidStop).isEmpty)
        expectEqual(harness.animationTimeline.currentTime, harness.time)
    }
}
