import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

@MainActor
struct TextMetricsTests {
    let ten = Font(pointSize: 10)

    @Test func advancesFollowTheCharacterClasses() {
        expectEqual(TextMetrics.advance(of: "商", in: ten), 10)
        expectEqual(TextMetrics.advance(of: "か", in: ten), 10)
        expectEqual(TextMetrics.advance(of: "한", in: ten), 10)
        expectEqual(TextMetrics.advance(of: "，", in: ten), 10)
        expectEqual(TextMetrics.advance(of: "❤️", in: ten), 10)
        expectEqual(TextMetrics.advance(of: "a", in: ten), 5.5)
        expectEqual(TextMetrics.advance(of: "7", in: ten), 5.5)
        expectEqual(TextMetrics.advance(of: " ", in: ten), 2.5)
        #expect(abs(TextMetrics.advance(of: ".", in: ten) - 2.8) < 1e-9)
        expectEqual(TextMetrics.advance(of: "¥", in: ten), 5)
        expectEqual(TextMetrics.lineHeight(for: ten), 12)
    }

    @Test func latinTextWrapsAtSpaces() {
        expectEqual(TextMetrics.lines(of: "hello world", font: ten, width: 40), ["hello", "world"])
        expectEqual(TextMetrics.lines(of: "hello world", font: ten, width: 100), ["hello world"])
    }

    @Test func spacesAtTheEndOfALineTakeNoRoom() {
        // "ab" is 11 wide, the spaces hang past the edge and the next line starts at "cd".
        expectEqual(TextMetrics.lines(of: "ab    cd", font: ten, width: 12), ["ab", "cd"])
    }

    @Test func cjkTextBreaksBetweenAnyTwoCharacters() {
        expectEqual(TextMetrics.lines(of: "商品名称", font: ten, width: 25), ["商品", "名称"])
        expectEqual(TextMetrics.lines(of: "节日促销,快来买啊", font: ten, width: 40), ["节日促销", ",快来买", "啊"])
    }

    @Test func aWordLongerThanTheWidthBreaksByCharacter() {
        expectEqual(TextMetrics.lines(of: "abcdefghij", font: ten, width: 20), ["abc", "def", "ghi", "j"])
    }

    @Test func characterWrappingIgnoresWords() {
        expectEqual(TextMetrics.lines(of: "ab cdef", font: ten, width: 25, lineBreakMode: .byCharWrapping), ["ab cd", "ef"])
    }

    @Test func newlinesAlwaysBreak() {
        expectEqual(TextMetrics.lines(of: "a\n\nb", font: ten, width: 100), ["a", "", "b"])
    }

    @Test func tailTruncationEndsTheLastAllowedLineWithAnEllipsis() {
        #expect(
            TextMetrics.lines(of: "hello world again", font: ten, width: 40, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
                == ["hello…"])
        #expect(
            TextMetrics.lines(of: "商品名称商品名称", font: ten, width: 40, numberOfLines: 1, lineBreakMode: .byTruncatingTail) == [
                "商品名…"
            ])
        #expect(
            TextMetrics.lines(of: "hello world again", font: ten, width: 40, numberOfLines: 2, lineBreakMode: .byWordWrapping)
                == ["hello", "world"])
    }

    /// A truncated line that ends between words shows "Hello…", not "Hello …": the space
    /// left before the ellipsis goes too. "Hello a" fits 36 points, "Hello a…" does not,
    /// "Hello …" would.
    @Test func aLineTruncatedAfterAWordDropsTheSpaceBeforeTheEllipsis() {
        #expect(
            TextMetrics.lines(of: "Hello a world", font: ten, width: 36, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
                == ["Hello…"])
        let label = Label(text: "Hello a world", font: ten, numberOfLines: 1)
        label.frame = CGRect(x: 0, y: 0, width: 36, height: 12)
        expectEqual(label.lines, ["Hello…"])
    }

    @Test func sizesAreRoundedUpToThePixelGrid() {
        let body = Font(pointSize: 17)
        let size = TextMetrics.size(of: "Quote", font: body, width: 300)
        expectEqual(size.height, (20.4 * 3 as CGFloat).rounded(.up) / 3)
        expectEqual(size.width, (5 * 0.55 * 17 * 3 as CGFloat).rounded(.up) / 3)
        expectEqual(TextMetrics.size(of: "", font: body, width: 300), .zero)
    }

    @Test func theSameInputAlwaysGivesTheSameLines() {
        let text = String(repeating: "这是一段很长的中文摘要, with some English words mixed in. ", count: 20)
        let first = TextMetrics.lines(of: text, font: ten, width: 123)
        for _ in 0..<5 { #expect(TextMetrics.lines(of: text, font: ten, width: 123) == first) }
        for line in first { #expect(TextMetrics.width(of: line, in: ten) <= 123 + 1e-9) }
        #expect(first.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test func aLabelLaysOutAtItsWidthAndMeasuresItsLines() {
        let label = Label(text: "hello world", font: ten, numberOfLines: 0)
        expectEqual(label.sizeThatFits(CGSize(width: 40, height: 1000)), CGSize(width: 27.5 + 1 / 6, height: 24))
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
        expectEqual(label.lines, ["hello", "world"])
        label.numberOfLines = 1
        expectEqual(label.lines, ["hello…"])
        label.preferredMaxLayoutWidth = 200
        expectEqual(label.intrinsicContentSize.height, 12)
    }

    /// A line may break before a CJK character as well as after one: "ab cd漢" at 30 points
    /// ("ab cd" is 24.5, the character 10 more) keeps "ab cd" and moves "漢" down, rather than
    /// breaking at the space.
    @Test func latinTextWrapsBeforeACJKCharacterWithoutASpace() {
        expectEqual(TextMetrics.lines(of: "ab cd漢", font: ten, width: 30), ["ab cd", "漢"])
        expectEqual(TextMetrics.lines(of: "ab cd漢字", font: ten, width: 30), ["ab cd", "漢字"])
    }

    /// Between two paragraphs, the space before the second is the second's own
    /// `paragraphSpacingBefore`, not the first's.
    @Test func theSpacingBeforeAParagraphIsTheOneItsOwnStyleGives() {
        let plain = MutableParagraphStyle()
        let spaced = MutableParagraphStyle()
        spaced.paragraphSpacingBefore = 7
        let text = NSMutableAttributedString(
            string: "One\n", attributes: [.fontRawKey: ten, .paragraphStyleRawKey: plain])
        text.append(NSAttributedString(string: "Two", attributes: [.fontRawKey: ten, .paragraphStyleRawKey: spaced]))
        let label = Label(text: nil, font: ten, numberOfLines: 0)
        label.attributedText = text
        expectEqual(label.lines(forWidth: 300), ["One", "Two"])
        // Two 12-point lines and the 7 before the second: 31 (the first's 0 would give 24).
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 31)
        // The other way round, the first paragraph's spacing before is not between them.
        let reversed = NSMutableAttributedString(
            string: "One\n", attributes: [.fontRawKey: ten, .paragraphStyleRawKey: spaced])
        reversed.append(NSAttributedString(string: "Two", attributes: [.fontRawKey: ten, .paragraphStyleRawKey: plain]))
        label.attributedText = reversed
        expectEqual(label.sizeThatFits(CGSize(width: 300, height: 1000)).height, 24)
    }
}
