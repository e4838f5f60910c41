import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

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

    /// UIKit scales the font continuously (its actual scale factor is any fraction), not by
    /// whole points: the text fills the width exactly.
    @Test func textShrinksContinuouslyUntilItFillsOneLine() {
        // 5.75 em fill 80 points at 80 / 5.75 ≈ 13.913 points (whole points would stop at 13).
        let shrinking = label(factor: 0.5)
        let size80 = shrinking.fittingFont(forWidth: 80).pointSize
        #expect(abs(size80 - 80 / 5.75) < 1e-9)
        expectEqual(shrinking.lines, ["Hello world"])
        expectEqual(shrinking.font.pointSize, 17, "the font set is kept")
        let size = shrinking.sizeThatFits(CGSize(width: 80, height: 100))
        expectEqual(size.width, 80)
        // A wider label shrinks less: the size follows the width, not a step.
        #expect(abs(shrinking.fittingFont(forWidth: 90).pointSize - 90 / 5.75) < 1e-9)
        expectEqual(size.height, TextMetrics.ceilToPixel(17 * 1.2), "the label keeps its font's line height")
    }

    @Test func textStopsShrinkingAtTheMinimumScaleAndIsThenTruncated() {
        // 17 × 0.8 = 13.6 is the smallest size allowed, and the text (78.2 points) does not
        // fit in 78 at it.
        let limited = label(factor: 0.8)
        #expect(abs(limited.fittingFont(forWidth: 78).pointSize - 13.6) < 1e-9)
        limited.frame.size.width = 78
        expectEqual(limited.lines.count, 1)
        expectEqual(limited.lines.first?.hasSuffix("…"), true)
        #expect(limited.sizeThatFits(CGSize(width: 78, height: 100)).width <= 78)
    }

    @Test func noShrinkingWithoutTheFlagAtFactorZeroOrOnSeveralLines() {
        expectEqual(label(factor: 0.5, adjusts: false).fittingFont(forWidth: 80).pointSize, 17)
        expectEqual(label(factor: 0).fittingFont(forWidth: 80).pointSize, 17)
        expectEqual(label(factor: .nan).fittingFont(forWidth: 80).pointSize, 17)
        expectEqual(label(factor: 0.5, lines: 0).fittingFont(forWidth: 80).pointSize, 17)
        expectEqual(label(factor: 0.5).fittingFont(forWidth: 200).pointSize, 17, "text that fits keeps its size")
    }

    @Test func changingTheShrinkSettingsLaysTheTextOutAgain() {
        let label = label(factor: 0.5, adjusts: false)
        expectEqual(label.lines.first?.hasSuffix("…"), true)
        label.adjustsFontSizeToFitWidth = true
        expectEqual(label.lines, ["Hello world"])
        label.minimumScaleFactor = 0.9
        expectEqual(label.lines.first?.hasSuffix("…"), true)
    }
}
