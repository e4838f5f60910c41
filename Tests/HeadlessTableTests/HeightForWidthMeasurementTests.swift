import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A multi-line label that counts how often the layout asks for its height at a width.
@MainActor
private final class CountingLabel: Label {
    var heightRequests: [CGFloat] = []

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
        heightRequests.append(width)
        return super.intrinsicHeight(forWidth: width)
    }
}

@MainActor
private final class CountingCell: TableViewCell {
    let label = CountingLabel(font: .systemFont(ofSize: 20), numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// The layout keeps a label's height for a width until the label invalidates its intrinsic
/// size: a reused cell measured and laid out asks for it once, and a new text is measured.
@MainActor
@Suite struct HeightForWidthMeasurementTests {
    private func selfSize(_ cell: CountingCell, text: String) -> CGFloat {
        cell.prepareForReuse()
        cell.label.text = text
        let height = TextMetrics.ceilToPixel(
            cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        cell.layoutIfNeeded()
        return height
    }

    @Test func aReusedCellMeasuresItsLabelOncePerText() {
        let cell = CountingCell()
        func words(_ count: Int) -> String { (0..<count).map { "word\($0)" }.joined(separator: " ") }
        let texts = [words(30), words(2), words(11), words(30)]
        var heights: [CGFloat] = []
        _ = selfSize(cell, text: words(5))
        for text in texts {
            cell.label.heightRequests = []
            heights.append(selfSize(cell, text: text))
            // The fitting, its settling and the layout pass all ask at the label's width: one
            // measurement.
            expectEqual(cell.label.heightRequests.count, 1, "\(cell.label.heightRequests)")
        }
        // Each text was measured: the heights follow the texts, the same text gives the same height.
        #expect(heights[0] > heights[2] && heights[2] > heights[1])
        expectEqual(heights[3], heights[0])
        let width = cell.label.frame.width
        #expect(cell.label.frame.height == cell.label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    @Test func aChangeThatDoesNotInvalidateIsMeasuredAgainForViewsThatDoNotPromise() {
        // A stack's height follows settings (spacing) that do not invalidate it: asked each time.
        let stack = StackView()
        #expect(!stack.invalidatesHeightForWidthOnEveryChange)
        #expect(Label().invalidatesHeightForWidthOnEveryChange)
    }
}
