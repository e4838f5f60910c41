import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A view whose natural size is `natural`: an intrinsic size a stack may stretch or shrink,
/// unlike a `fixedSize`.
@MainActor
private final class Block: View {
    let natural: CGSize
    init(width: CGFloat = 100, height: CGFloat) {
        natural = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
    override func sizeThatFits(_ size: CGSize) -> CGSize { natural }
    override var intrinsicContentSize: CGSize { natural }
}

/// A cell of a vertical stack pinned by constraints to its content view: a one-line title,
/// a multi-line body of 20-point text (24 points a line) and a 30-point footer; the body
/// has the lowest vertical hugging priority, the footer the lowest vertical compression
/// resistance.
@MainActor
private final class PinnedStackCell: TableViewCell {
    let title = Label(text: "Title", font: .systemFont(ofSize: 20))
    let body = Label(font: .systemFont(ofSize: 20), numberOfLines: 0)
    let footer = Block(height: 30)
    lazy var stack = StackView(axis: .vertical, spacing: 4, [title, body, footer])

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.setContentHuggingPriority(.defaultLow - 10, for: .vertical)
        footer.setContentCompressionResistancePriority(.defaultHigh - 10, for: .vertical)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class PinnedStackSource: TableViewDataSource {
    let words: [Int]
    init(_ words: [Int]) { self.words = words }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { words.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath)
        (cell as? PinnedStackCell)?.body.text = Array(repeating: "AAAA", count: words[indexPath.row]).joined(separator: " ")
        return cell
    }
}

/// UIKit's stack distributions along both axes, margins-relative arrangement, and a stack
/// placed by constraints.
@MainActor
struct StackViewDistributionTests {
    /// A 300 × 50 row of children 40, 60 and 80 wide, 10 apart.
    private func row(_ distribution: StackView.Distribution) -> [CGFloat] {
        let children = [40, 60, 80].map { Block(width: $0, height: 20) }
        let stack = StackView(axis: .horizontal, spacing: 10, children)
        stack.distribution = distribution
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.layoutIfNeeded()
        return children.flatMap { [$0.frame.minX, $0.frame.width] }
    }

    /// A 100-point-wide column `height` high of `children`, 10 apart: each child's minY and
    /// height.
    private func column(
        _ distribution: StackView.Distribution, height: CGFloat, _ children: [View]
    ) -> [CGFloat] {
        let stack = StackView(axis: .vertical, spacing: 10, children)
        stack.distribution = distribution
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: height)
        stack.layoutIfNeeded()
        return children.flatMap { [$0.frame.minY, $0.frame.height] }
    }

    /// Children 40, 60 and 80 high (natural column height 200 with the two gaps).
    private func blocks() -> [Block] { [40, 60, 80].map { Block(height: $0) } }

    @Test func eachDistributionSharesTheRowAsUIKits() {
        // The first of equal hugging priorities takes the extra 100 points.
        expectEqual(row(.fill), [0, 140, 150, 60, 220, 80])
        // 280 points of room (300 less two gaps), a third each.
        let third = CGFloat(280) / 3
        expectEqual(row(.fillEqually), [0, third, third + 10, third, 2 * third + 20, third])
        // In proportion to 40 : 60 : 80 over 280 points.
        let proportional = row(.fillProportionally)
        let expected: [CGFloat] = [0, 280 * 40 / 180, 280 * 40 / 180 + 10, 280 * 60 / 180, 280 * 100 / 180 + 20, 280 * 80 / 180]
        #expect(zip(proportional, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // Natural widths, the 120 points left over as two 60-point gaps.
        expectEqual(row(.equalSpacing), [0, 40, 100, 60, 220, 80])
        // Centres 120 apart (20, 140, 260).
        expectEqual(row(.equalCentering), [0, 40, 110, 60, 220, 80])
    }

    @Test func aMarginsRelativeArrangementInsetsTheChildrenByTheMargins() {
        let child = View()
        child.fixedSize = CGSize(width: 40, height: 20)
        let stack = StackView(axis: .vertical, [child])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        expectEqual(stack.sizeThatFits(CGSize(width: 100, height: 1000)), CGSize(width: 100, height: 28))
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 28)
        stack.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 6, y: 4, width: 40, height: 20))
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
        expectEqual(stack.frame, CGRect(x: 10, y: 10, width: 200, height: 72))
        expectEqual(label.frame, CGRect(x: 0, y: 0, width: 200, height: 72))
        // A longer text grows the stack at the next layout.
        label.text = Array(repeating: "AAAA", count: 13).joined(separator: " ")
        root.layoutIfNeeded()
        expectEqual(stack.frame.height, 96)
    }

    // MARK: The vertical axis

    @Test func aTallerColumnStretchesTheChildOfLowestVerticalHuggingPriority() {
        let children = blocks()
        children[0].setContentHuggingPriority(.defaultLow + 50, for: .vertical)
        children[1].setContentHuggingPriority(.defaultLow - 50, for: .vertical)
        // The horizontal priority is not the column's: the lowest here must not stretch.
        children[0].setContentHuggingPriority(1, for: .horizontal)
        let stack = StackView(axis: .vertical, spacing: 10, children)
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.layoutIfNeeded()
        // 300 high: 100 points over the natural 200 go to the middle child.
        #expect(children.flatMap { [$0.frame.minY, $0.frame.height] } == [0, 40, 50, 160, 220, 80])
        // Raising the middle child's priority above the last's moves the room there at the
        // next layout.
        children[1].setContentHuggingPriority(.defaultHigh, for: .vertical)
        stack.layoutIfNeeded()
        expectEqual(children.map(\.frame.height), [40, 60, 180])
    }

    @Test func settingAChildsHorizontalPriorityPropertyLaysItsRowOutAgain() {
        let row = [40, 60, 80].map { Block(width: $0, height: 20) }
        let stack = StackView(axis: .horizontal, spacing: 10, row)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.layoutIfNeeded()
        expectEqual(row.map(\.frame.width), [140, 60, 80])
        row[0].contentHuggingPriority = .defaultHigh
        stack.layoutIfNeeded()
        expectEqual(row.map(\.frame.width), [40, 160, 80])
        row[2].contentCompressionResistancePriority = .defaultLow
        stack.frame = CGRect(x: 0, y: 0, width: 150, height: 20)
        stack.layoutIfNeeded()
        expectEqual(row.map(\.frame.width), [40, 60, 30])
    }

    @Test func onATieTheFirstOfTheLowestHuggingChildrenStretchesAlongEitherAxis() {
        // All equal: the first child.
        expectEqual(column(.fill, height: 300, blocks()), [0, 140, 150, 60, 220, 80])
        // The lowest two tie: the first of them, not the first child.
        let children = blocks()
        children[0].setContentHuggingPriority(.defaultHigh, for: .vertical)
        expectEqual(column(.fill, height: 300, children), [0, 40, 50, 160, 220, 80])
        let row = [40, 60, 80].map { Block(width: $0, height: 20) }
        row[0].contentHuggingPriority = .defaultHigh
        let stack = StackView(axis: .horizontal, spacing: 10, row)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.layoutIfNeeded()
        expectEqual(row.map(\.frame.width), [40, 160, 80])
    }

    @Test func aShorterColumnShrinksByVerticalCompressionResistanceLowestFirstAndRequiredNever() {
        let children = blocks()
        children[0].setContentCompressionResistancePriority(.required, for: .vertical)
        children[1].setContentCompressionResistancePriority(.defaultHigh - 50, for: .vertical)
        children[2].setContentCompressionResistancePriority(.defaultHigh - 10, for: .vertical)
        // The horizontal priority is not the column's.
        children[1].setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = StackView(axis: .vertical, spacing: 10, children)
        var heights: [[CGFloat]] = []
        for height: CGFloat in [200, 190, 140, 130, 100, 0] {
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: height)
            stack.layoutIfNeeded()
            heights.append(children.map(\.frame.height))
        }
        // The middle child gives way first, down to nothing; then the last; the first never.
        expectEqual(heights, [[40, 60, 80], [40, 50, 80], [40, 0, 80], [40, 0, 70], [40, 0, 40], [40, 0, 0]])
        expectEqual(children.map(\.frame.minY), [0, 50, 60])
        // Children of one priority shrink in proportion to their heights.
        let even = blocks()
        expectEqual(column(.fill, height: 155, even), [0, 30, 40, 45, 95, 60])
    }

    @Test func fillEquallyAndFillProportionallyShareAColumnsHeight() {
        // 280 points of room (300 less two gaps): a third each.
        let third = CGFloat(280) / 3
        expectEqual(column(.fillEqually, height: 300, blocks()), [0, third, third + 10, third, 2 * third + 20, third])
        // In proportion to 40 : 60 : 80, taller and shorter than natural.
        for height: CGFloat in [300, 110] {
            let room = height - 20
            let expected: [CGFloat] = [
                0, room * 40 / 180, room * 40 / 180 + 10, room * 60 / 180, room * 100 / 180 + 20, room * 80 / 180,
            ]
            let proportional = column(.fillProportionally, height: height, blocks())
            #expect(zip(proportional, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "height \(height)")
        }
        // Measuring the content: the tallest child each, natural heights.
        let equal = StackView(axis: .vertical, spacing: 10, blocks())
        equal.distribution = .fillEqually
        // 3 × 80 + 2 × 10.
        expectEqual(equal.sizeThatFits(CGSize(width: 100, height: 1000)).height, 260)
        equal.distribution = .fillProportionally
        expectEqual(equal.sizeThatFits(CGSize(width: 100, height: 1000)).height, 200)
    }

    @Test func equalSpacingAndCenteringSpreadATallColumnAndShrinkAShortOne() {
        expectEqual(column(.equalSpacing, height: 300, blocks()), [0, 40, 100, 60, 220, 80])
        expectEqual(column(.equalCentering, height: 300, blocks()), [0, 40, 110, 60, 220, 80])
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            let children = blocks()
            children[2].setContentCompressionResistancePriority(.defaultLow, for: .vertical)
            // 50 points short: the last child gives way, the gaps stay 10.
            expectEqual(column(distribution, height: 150, children), [0, 40, 50, 60, 120, 30], "\(distribution)")
        }
    }

    @Test func aColumnsChildrenKeepTheirHeightsForTheWidthTheyGet() {
        // 12 words of 44 points: 4 a line in 200 points (3 lines, 72), 6 in 300 (2, 48).
        let label = Label(
            text: Array(repeating: "AAAA", count: 12).joined(separator: " "), font: .systemFont(ofSize: 20),
            numberOfLines: 0)
        let spacer = Block(height: 10)
        spacer.setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        let stack = StackView(axis: .vertical, [label, spacer])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        stack.layoutIfNeeded()
        expectEqual(label.frame, CGRect(x: 0, y: 0, width: 200, height: 72))
        expectEqual(spacer.frame, CGRect(x: 0, y: 72, width: 200, height: 78))
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        stack.layoutIfNeeded()
        expectEqual(label.frame.height, 48)
        expectEqual(spacer.frame.height, 102)
    }

    @Test func fixedAndMaximumSizesHoldWhenAStackStretchesOrShrinks() {
        // A fixed child neither stretches nor shrinks; a maximum caps growth and the next
        // lowest hugging priority takes the rest.
        let fixed = View()
        fixed.fixedSize = CGSize(width: 50, height: 40)
        let capped = Block(height: 20)
        capped.maximumSize = CGSize(width: 100, height: 50)
        capped.setContentHuggingPriority(.defaultLow - 10, for: .vertical)
        let last = Block(height: 20)
        expectEqual(column(.fill, height: 200, [fixed, capped, last]), [0, 40, 50, 50, 110, 90])
        let shrinking = Block(height: 20)
        expectEqual(column(.fill, height: 60, [fixed, shrinking]), [0, 40, 50, 10])
        // A column's aspect-ratio child keeps the height its width gives it (100 × 0.5).
        let banner = View()
        banner.aspectRatio = 0.5
        expectEqual(column(.fill, height: 200, [banner, Block(height: 20)]), [0, 50, 60, 140])
        let row = [View(), Block(width: 60, height: 20)]
        row[0].fixedSize = CGSize(width: 40, height: 20)
        let stack = StackView(axis: .horizontal, row)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        stack.layoutIfNeeded()
        expectEqual(row.map(\.frame.width), [40, 260])
    }

    @Test func aStackMeasuresItsContentNotAnUnboundedWidth() {
        let stack = StackView(axis: .horizontal, spacing: 10, [40, 60, 80].map { Block(width: $0, height: 20) })
        expectEqual(stack.intrinsicContentSize, CGSize(width: 200, height: 20))
        stack.distribution = .fillEqually
        expectEqual(stack.intrinsicContentSize, CGSize(width: 260, height: 20))
    }

    @Test func aStackPinnedByConstraintsInAFixedHeightRowSharesTheRowsHeight() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(PinnedStackCell.self, forCellReuseIdentifier: "pinned")
        let source = PinnedStackSource([12, 12])
        table.dataSource = source
        table.rowHeight = 200
        try table.layoutIfNeededOrThrow()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PinnedStackCell)
        let height = cell.contentView.bounds.height - 10
        expectEqual(cell.stack.frame, CGRect(x: 10, y: 5, width: 300, height: height))
        // 12 words in 300 points: 2 lines. The body takes the room over 24 + 48 + 30 + 8.
        expectEqual(cell.title.frame, CGRect(x: 0, y: 0, width: 300, height: 24))
        expectEqual(cell.body.frame, CGRect(x: 0, y: 28, width: 300, height: height - 24 - 30 - 8))
        expectEqual(cell.footer.frame, CGRect(x: 0, y: height - 30, width: 300, height: 30))
        // A row too short for the content: the footer gives way first.
        table.rowHeight = 100
        try table.layoutIfNeededOrThrow()
        let short = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PinnedStackCell)
        let room = short.contentView.bounds.height - 10
        expectEqual(short.title.frame.height, 24)
        expectEqual(short.body.frame.height, 48)
        expectEqual(short.footer.frame, CGRect(x: 0, y: 80, width: 300, height: max(0, room - 80)))
        #expect(table.layoutDiagnostics.isEmpty)
    }

    @Test func aSelfSizingRowOfAPinnedStackLaysItsChildrenOutAtTheirNaturalHeights() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(PinnedStackCell.self, forCellReuseIdentifier: "pinned")
        // 12 words: 2 lines; 13 words: 3 lines.
        let source = PinnedStackSource([12, 13])
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 0
        try table.layoutIfNeededOrThrow()
        for (row, lines) in [(0, CGFloat(2)), (1, 3)] {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? PinnedStackCell)
            let content = 24 + 4 + lines * 24 + 4 + 30
            expectEqual(cell.stack.frame, CGRect(x: 10, y: 5, width: 300, height: content), "row \(row)")
            expectEqual(cell.body.frame, CGRect(x: 0, y: 28, width: 300, height: lines * 24), "row \(row)")
            expectEqual(cell.footer.frame, CGRect(x: 0, y: content - 30, width: 300, height: 30), "row \(row)")
            expectEqual(cell.contentView.bounds.height, content + 10, "row \(row)")
        }
        #expect(table.layoutDiagnostics.isEmpty)
    }
}
