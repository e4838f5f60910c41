import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A label measured on unbounded lines (its intrinsic width under constraints) skips
/// building the lines; the size must be the one the lines give, whatever the text.
@MainActor
@Suite struct LabelUnboundedSizeTests {
    private static let pieces: [String] = [
        "a", "W", "word", " ", "  ", "\t", "\n", "\n\n", "漢字", "é", "👍🏽", "\r\n", "-", ".", "Hello, world",
    ]

    @Test func theUnboundedSizeIsTheSizeOfTheUnboundedLines() {
        var generator = SplitMix(seed: 7)
        let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byClipping]
        for round in 0..<400 {
            var text = ""
            for _ in 0..<Int(generator.next() % 12) {
                text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
            }
            let label = Label(text: text, font: .systemFont(ofSize: CGFloat(11 + round % 7)))
            label.numberOfLines = Int(generator.next() % 4)
            label.lineBreakMode = modes[round % modes.count]
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            let expected = TextMetrics.size(
                of: text, font: label.font, width: .greatestFiniteMagnitude, numberOfLines: label.numberOfLines,
                lineBreakMode: label.lineBreakMode)
            expectEqual(label.sizeThatFits(unbounded), expected, "\(text.debugDescription), \(label.numberOfLines) lines")
            expectEqual(label.intrinsicContentSize, expected)
        }
    }

    @Test func trailingSpacesHangAndEveryParagraphIsALine() {
        let label = Label(text: "ab  \n\ncd\t", font: .systemFont(ofSize: 10))
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        expectEqual(size.width, TextMetrics.ceilToPixel(TextMetrics.width(of: "ab", in: label.font)))
        expectEqual(size.height, TextMetrics.ceilToPixel(3 * TextMetrics.lineHeight(for: label.font)))
        // Fewer lines than paragraphs: the last line is truncated, measured from the lines.
        label.numberOfLines = 2
        let truncated = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        expectEqual(truncated.height, TextMetrics.ceilToPixel(2 * TextMetrics.lineHeight(for: label.font)))
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
