import Foundation
import Testing

@testable import VirtualTableView

/// "Hello world" is 10 Latin letters (0.55 em) and a space (0.25 em): 5.75 em wide, 97.75
/// points at 17 points.
@MainActor
struct LabelShrinkingTests {
    private func label(factor: CGFloat, adjusts: Bool = true, lines: Int = 1) -> Label {
        let label = Label(text: "Hello world", font: .systemFont(ofSize: 17), numberOfLines: lines)
        label.adjustsFontSizeToFitWidth = adjusts
        label.minimumScaleFactor = factor
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        return label
    }

    @Test func textShrinksByWholePointsUntilItFitsOneLine() {
        // 5.75 × 13 = 74.75 fits in 80; 5.75 × 14 = 80.5 does not.
        let shrinking = label(factor: 0.5)
        #expect(shrinking.fittingFont(forWidth: 80).pointSize == 13)
        #expect(shrinking.lines == ["Hello world"])
        #expect(shrinking.font.pointSize == 17, "the font set is kept")
        let size = shrinking.sizeThatFits(CGSize(width: 80, height: 100))
        #expect(size.width == TextMetrics.ceilToPixel(74.75))
        #expect(size.height == TextMetrics.ceilToPixel(17 * 1.2), "the label keeps its font's line height")
    }

    @Test func textStopsShrinkingAtTheMinimumScaleAndIsThenTruncated() {
        // 17 × 0.8 = 13.6: 14 is the smallest size allowed, and the text does not fit at it.
        let limited = label(factor: 0.8)
        #expect(limited.fittingFont(forWidth: 80).pointSize == 14)
        #expect(limited.lines.count == 1)
        #expect(limited.lines.first?.hasSuffix("…") == true)
        #expect(limited.sizeThatFits(CGSize(width: 80, height: 100)).width <= 80)
    }

    @Test func noShrinkingWithoutTheFlagAtFactorZeroOrOnSeveralLines() {
        #expect(label(factor: 0.5, adjusts: false).fittingFont(forWidth: 80).pointSize == 17)
        #expect(label(factor: 0).fittingFont(forWidth: 80).pointSize == 17)
        #expect(label(factor: .nan).fittingFont(forWidth: 80).pointSize == 17)
        #expect(label(factor: 0.5, lines: 0).fittingFont(forWidth: 80).pointSize == 17)
        #expect(label(factor: 0.5).fittingFont(forWidth: 200).pointSize == 17, "text that fits keeps its size")
    }

    @Test func changingTheShrinkSettingsLaysTheTextOutAgain() {
        let label = label(factor: 0.5, adjusts: false)
        #expect(label.lines.first?.hasSuffix("…") == true)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.lines == ["Hello world"])
        label.minimumScaleFactor = 0.9
        #expect(label.lines.first?.hasSuffix("…") == true)
    }
}
