import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

@MainActor
struct AttributedTextTests {
    @Test
    func eachRunIsMeasuredInItsOwnFont() {
        let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "there", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        let label = UILabel()
        label.attributedText = text
        // "Hi " at 10 points: 5.5 + 5.5 + 2.5; "there" at 20 points: 5 × 11. The line is as
        // tall as its tallest font's line: 24 points.
        expectEqual(label.intrinsicContentSize, CGSize(width: 68.66666666666667, height: 24))
        #expect(label.text == "Hi there" && label.lines == ["Hi there"])
        // The same string without attributes is measured in the label's font.
        label.text = "Hi there"
        #expect(label.attributedText == nil)
        expectEqual(label.intrinsicContentSize.width, TextMetricsProbe.ceilToPixel(7 * 0.55 * 17 + 0.25 * 17))
    }

    @Test
    func aParagraphStyleSpacesLinesAndSetsTheirHeight() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        style.alignment = .center
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "One\nTwo\nThree", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        // Three 12-point lines with 6 points between them: 36 + 12.
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 48)
        #expect(label.displayedTextAlignment == .center && label.textAlignment == .natural)
        style.minimumLineHeight = 20
        // The label keeps a copy: the style changed afterwards does not reach it until set again.
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 48)
        let copy = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        copy?.setParagraphStyle(style)
        copy?.lineHeightMultiple = 2
        label.attributedText = NSAttributedString(
            string: "One\nTwo", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: copy as Any])
        // 12 × 2 = 24 points a line, at least 20: 24 + 6 + 24.
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 54)
    }

    @Test
    func kernWidensEveryCharacter() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: 2.0])
        // 3 × 5.5 + 3 × 2 = 22.5, on the pixel grid.
        expectEqual(label.intrinsicContentSize.width, 22.666666666666668)
    }

    @Test
    func aParagraphStylesWordWrappingLineBreakModeTruncatesNothingAsInUIKit() {
        let words = "one two three four five six seven"
        let plain = UILabel()
        plain.numberOfLines = 1
        plain.attributedText = NSAttributedString(string: words, attributes: [.font: UIFont.systemFont(ofSize: 10)])
        // Without a paragraph style the label's tail truncation applies.
        expectEqual(plain.lines(forWidth: 60).first?.hasSuffix("…"), true)
        let styled = UILabel()
        styled.numberOfLines = 1
        styled.attributedText = NSAttributedString(
            string: words, attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: NSParagraphStyle.default])
        expectEqual(styled.lines(forWidth: 60), ["one two"])
    }

    @Test
    func theRenderDrawsAttributedLinesWhereTheyAre() {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.attributedText = NSAttributedString(
            string: "Total", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        // "Total": four letters and a narrow "l" are 4 × 5.5 + 5.5 = 27.5 points, drawn at the right.
        expectEqual(label.lineOffset(of: "Total", inWidth: 100), 72.5)
        expectEqual(ScrollHarness.renderedText(of: label), ["Total"])
    }
}

@MainActor
struct AttributedButtonTitleTests {
    @Test
    func anAttributedTitleIsShownMeasuredAndFoundInsteadOfThePlainOne() throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(
            NSAttributedString(string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]), for: .normal)
        #expect(button.currentTitle == "Plain" && button.currentAttributedTitle?.string == "Bold")
        #expect(button.titleLabel?.text == "Bold" && button.title == "Bold")
        // "Bold" at 20 points: 4 × 11 = 44 wide, 24 tall, plus 6 above and below.
        expectEqual(button.intrinsicContentSize, CGSize(width: 44, height: 36))
        expectEqual(ScrollHarness.renderedText(of: button), ["(Bold)"])
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.titleLabel?.attributedText == nil)
    }
}
