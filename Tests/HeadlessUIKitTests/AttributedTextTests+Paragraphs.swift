import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Attributed text laid out paragraph by paragraph, as TextKit lays it out under UILabel.
@MainActor
struct AttributedParagraphTests {
    /// A 10-point system font: a letter is 5.5 points wide, a space 2.5, a line 12 tall.
    private let font = UIFont.systemFont(ofSize: 10)

    private func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    @Test
    func eachParagraphIsSpacedAndAlignedByItsOwnParagraphStyle() {
        let first = style {
            $0.lineSpacing = 2
            $0.alignment = .center
        }
        let second = style {
            $0.lineSpacing = 10
            $0.minimumLineHeight = 20
            $0.alignment = .right
        }
        let text = NSMutableAttributedString(string: "aaaa bbbb\n", attributes: [.font: font, .paragraphStyle: first])
        text.append(NSAttributedString(string: "cccc dddd", attributes: [.font: font, .paragraphStyle: second]))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        // At 40 points "aaaa bbbb" (22 + 2.5 + 22 = 46.5) wraps: four lines of one word each.
        expectEqual(label.lines(forWidth: 40), ["aaaa", "bbbb", "cccc", "dddd"])
        // The first paragraph: two 12-point lines, 2 after each (its last line's spacing
        // included); the second: two lines of at least 20 points, 10 between them.
        // 12 + 2 + 12 + 2 + 20 + 10 + 20 = 78 (the first style for all would give 4 × 12 + 3 × 2 = 54).
        expectEqual(label.sizeThatFits(CGSize(width: 40, height: 1000)).height, 78)
        // A 22-point word in 40 points: centred at 9 in the first paragraph, at 18 on the right in the second.
        expectEqual(label.lineOffsets(inWidth: 40), [9, 9, 18, 18])
        expectEqual(label.lineOffset(of: "cccc", inWidth: 40), 18)
    }

    @Test
    func paragraphSpacingIsAddedBetweenParagraphsNotAfterTheLast() {
        let spaced = style {
            $0.paragraphSpacing = 5
            $0.paragraphSpacingBefore = 3
        }
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "One\nTwo\u{2029}Three", attributes: [.font: font, .paragraphStyle: spaced])
        // Three paragraphs (a line feed and U+2029 both end one) of one 12-point line; between
        // two of them 5 after the first and 3 before the second, none before the first nor
        // after the last: 3 × 12 + 2 × (5 + 3) = 52.
        expectEqual(label.lines(forWidth: 300), ["One", "Two", "Three"])
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 52)
    }

    @Test
    func indentsNarrowTheWidthTheParagraphWrapsIn() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: "aaaa bbbb", attributes: [.font: font])
        // 46.5 points fit in 50.
        expectEqual(label.lines(forWidth: 50), ["aaaa bbbb"])
        label.attributedText = NSAttributedString(
            string: "aaaa bbbb",
            attributes: [.font: font, .paragraphStyle: style { $0.firstLineHeadIndent = 10 }])
        // The first line has 50 - 10 = 40 points and starts at 10; the second has all 50.
        expectEqual(label.lines(forWidth: 50), ["aaaa", "bbbb"])
        expectEqual(label.lineOffsets(inWidth: 50), [10, 0])
        // The widest line with its indent: 10 + 22 = 32; two 12-point lines.
        expectEqual(label.sizeThatFits(CGSize(width: 50, height: 1000)), CGSize(width: 32, height: 24))
        label.attributedText = NSAttributedString(
            string: "aaaa bbbb cccc",
            attributes: [.font: font, .paragraphStyle: style { $0.tailIndent = -10 }])
        // A negative tail indent is measured from the trailing edge: 60 - 10 = 50 points a line.
        expectEqual(label.lines(forWidth: 60), ["aaaa bbbb", "cccc"])
        label.attributedText = NSAttributedString(
            string: "aaaa bbbb cccc",
            attributes: [.font: font, .paragraphStyle: style { $0.tailIndent = 30 }])
        // A positive one is the line's end from the leading edge: 30 points a line.
        expectEqual(label.lines(forWidth: 60), ["aaaa", "bbbb", "cccc"])
    }

    @Test
    func attributedTextShrinksToFitWithEveryRunScaledByOneFactor() {
        let text = NSMutableAttributedString(string: "aaaa", attributes: [.font: font])
        text.append(NSAttributedString(string: "bbbb", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let label = UILabel()
        label.attributedText = text
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        // 4 × 5.5 + 4 × 11 = 66 points; in 33 every run is scaled by 0.5 (5 and 10 points):
        // the text fits whole, 33 wide, as tall as its unscaled tallest line (24).
        expectEqual(label.lines(forWidth: 33), ["aaaabbbb"])
        expectEqual(label.sizeThatFits(CGSize(width: 33, height: 100)), CGSize(width: 33, height: 24))
        // Unbounded, it keeps its size.
        expectEqual(label.intrinsicContentSize, CGSize(width: 66, height: 24))
        // Not below the minimum scale: at 0.75 it is 49.5 wide, more than 30, so it is
        // truncated at that scale ("aaaa", 16.5, and an ellipsis of 0.5 × 15 = 7.5).
        label.minimumScaleFactor = 0.75
        expectEqual(label.lines(forWidth: 30), ["aaaa…"])
        // Without adjustsFontSizeToFitWidth, nothing shrinks.
        label.adjustsFontSizeToFitWidth = false
        label.minimumScaleFactor = 0.5
        expectEqual(label.lines(forWidth: 33).first?.hasSuffix("…"), true)
    }

    @Test
    func plainTextAndUnstyledAttributedTextMeasureAsBefore() {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = "aaaa bbbb\ncccc"
        let plain = (label.lines(forWidth: 40), label.sizeThatFits(CGSize(width: 40, height: 1000)))
        #expect(plain.0 == ["aaaa", "bbbb", "cccc"] && plain.1 == CGSize(width: 22, height: 36))
        label.attributedText = NSAttributedString(string: "aaaa bbbb\ncccc", attributes: [.font: font])
        expectEqual(label.lines(forWidth: 40), plain.0)
        expectEqual(label.sizeThatFits(CGSize(width: 40, height: 1000)), plain.1)
        expectEqual(label.lineOffsets(inWidth: 40), [0, 0, 0])
    }
}
