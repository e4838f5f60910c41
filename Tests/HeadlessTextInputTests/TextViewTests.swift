import Foundation
import HeadlessTextInput
import HeadlessViews
import TestSupport
import Testing

@MainActor
private final class RecordingTextViewDelegate: TextViewDelegate {
    var calls: [String] = []
    var refusesNewlines = false

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        calls.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("change \(range.location) \(text == "\n" ? "⏎" : text)")
        return !(refusesNewlines && text == "\n")
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: TextView) { calls.append("selection \(textView.selectedRange.location)") }
}

@MainActor
struct TextViewTests {
    @Test func typingAsksTellsAndMovesTheInsertionPointInUIKitsOrder() {
        let delegate = RecordingTextViewDelegate()
        delegate.refusesNewlines = true
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.delegate = delegate

        expectEqual(view.type("a\nb"), 2)
        #expect(view.resignFirstResponder())

        expectEqual(view.text, "ab")
        expectEqual(
            delegate.calls,
            [
                "shouldBegin", "didBegin", "change 0 a", "didChange", "selection 1", "change 1 ⏎", "change 1 b",
                "didChange", "selection 2", "shouldEnd", "didEnd",
            ])
    }

    @Test func aTextViewThatIsNotEditableTakesNoFocusAndNoText() {
        let view = TextView()
        view.isEditable = false
        expectEqual(view.type("x"), 0)
        #expect(!view.isFirstResponder)
        expectEqual(view.text, "")
    }

    @Test func withScrollingOffItsHeightIsItsTextsAtItsWidthInsideTheInsetsAndPadding() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
        view.font = .systemFont(ofSize: 17)
        view.text = "A text view that wraps over several lines"
        let font = Font.systemFont(ofSize: 17)
        let lines = TextMetrics.lines(of: view.text, font: font, width: 120 - 10)
        let expected = TextMetrics.ceilToPixel(CGFloat(lines.count) * font.lineHeight) + 16
        #expect(lines.count > 1)

        expectEqual(view.intrinsicContentSize.height, View.noIntrinsicMetric, "scrolling: no intrinsic height")
        view.isScrollEnabled = false
        expectEqual(view.intrinsicContentSize.height, expected)
        expectEqual(view.sizeThatFits(CGSize(width: 120, height: 0)).height, expected)
        view.text = ""
        expectEqual(
            view.intrinsicContentSize.height, TextMetrics.ceilToPixel(font.lineHeight) + 16, "an empty view keeps one line")
    }

    @Test func aSelfSizingTextViewGrowsItsConstrainedContainer() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
        let view = TextView()
        view.isScrollEnabled = false
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        view.text = String(repeating: "word ", count: 40)

        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)

        expectEqual(fitted.height, view.textSize(forWidth: 200).height)
        #expect(fitted.height > 100)
    }

    @Test func settingTheTextInCodeTellsNobody() {
        let delegate = RecordingTextViewDelegate()
        let view = TextView()
        view.delegate = delegate
        view.text = "set"
        view.attributedText = NSAttributedString(string: "attributed")
        expectEqual(view.text, "attributed")
        expectEqual(delegate.calls, [])
    }

    @Test func focusPutsTheInsertionPointAfterTheTextCountedInUTF16Units() {
        let delegate = RecordingTextViewDelegate()
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        // 👍 is two UTF-16 units, é one: three units, two characters.
        view.text = "👍é"
        view.delegate = delegate
        #expect(view.tap())
        expectEqual(view.selectedRange, NSRange(location: 3, length: 0))
        expectEqual(view.type("a"), 1)
        expectEqual(delegate.calls, ["shouldBegin", "didBegin", "change 3 a", "didChange", "selection 4"])
    }

    @Test func aTextEndingInANewlineTakesOneEmptyLineMoreAsANextLineWould() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        let line = Font.systemFont(ofSize: 17).lineHeight
        var heights: [CGFloat] = []
        for text in ["one", "one\n", "one\ntwo", "one\n\n"] {
            view.text = text
            heights.append(view.intrinsicContentSize.height)
        }
        // 1, 2, 2 and 3 lines inside the 8-point insets: the newline's empty line once, as
        // the line a next word would take.
        expectEqual(heights, [1, 2, 2, 3].map { TextMetrics.ceilToPixel(CGFloat($0) * line) + 16 })
    }
}

@MainActor
struct TextContainerTests {
    private func textView(_ text: String) -> TextView {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        view.isScrollEnabled = false
        view.text = text
        return view
    }

    @Test func aLineLimitCapsTheMeasuredHeightAndTheTruncatingModeEndsTheLastLineInAnEllipsis() {
        let view = textView(String(repeating: "word ", count: 40))
        let lineHeight = TextMetrics.ceilToPixel(2 * TextMetrics.lineHeight(for: .systemFont(ofSize: 12)))
        #expect(view.textLines(forWidth: 120).count > 2)
        view.textContainer.maximumNumberOfLines = 2
        expectEqual(view.textLines(forWidth: 120).count, 2)
        expectEqual(view.intrinsicContentSize.height, lineHeight + 16, "two lines and the 8-point insets above and below")
        #expect(view.textLines(forWidth: 120).last?.hasSuffix("…") == false)
        view.textContainer.lineBreakMode = .byTruncatingTail
        #expect(view.textLines(forWidth: 120).last?.hasSuffix("…") == true)
        view.textContainer.maximumNumberOfLines = 0
        #expect(view.textLines(forWidth: 120).count > 2)
    }

    @Test func thePaddingAndAFixedWidthChangeWhereLinesBreak() {
        let view = textView("abcdefghij abcdefghij")
        let width = TextMetrics.width(of: "abcdefghij abcdefghij", in: .systemFont(ofSize: 12))
        expectEqual(view.textContainer.lineFragmentPadding, 5)
        expectEqual(view.textLines(forWidth: width + 10).count, 1, "the text fits between the two 5-point paddings")
        view.textContainer.lineFragmentPadding = 6
        expectEqual(view.textLines(forWidth: width + 10).count, 2)
        view.textContainer.widthTracksTextView = false
        view.textContainer.size = CGSize(width: width + 12, height: 100)
        expectEqual(view.textLines(forWidth: 40).count, 1, "the container's own width, not the view's")
    }
}
