import Foundation

extension NSAttributedString.Key {
    // UIKit's attribute names are UIKit's (HeadlessUIKit declares them); the raw values are
    // what an attributed string holds, so the text metrics read them without the names.
    /// `.font`'s raw key.
    static var fontRawKey: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
    /// `.kern`'s raw key.
    static var kernRawKey: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
    /// `.paragraphStyle`'s raw key.
    static var paragraphStyleRawKey: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
}

/// Attributed text laid out into lines: each line's text, height and width, and the size of
/// the whole.
struct AttributedTextLayout: Equatable {
    /// The lines' visible text.
    var lines: [String]
    /// Each line's height (before the spacing between lines).
    var lineHeights: [CGFloat]
    /// Each line's width.
    var lineWidths: [CGFloat]
    /// The widest line and the lines' total height with the spacing between them, rounded up
    /// to the pixel grid; zero for empty text.
    var size: CGSize
}

extension TextMetrics {
    /// The lines `text` occupies at `width`, each character measured in its own `.font`
    /// (`defaultFont` where it has none) plus its `.kern`, broken as plain text breaks, with at
    /// most `numberOfLines` lines (0 = no limit). The paragraph style of the first character
    /// (`.paragraphStyle`) sets the spacing between lines, the line heights and the line break
    /// mode (`lineBreakMode` is used without one, as UIKit's label does). O(n) in the length.
    static func layout(
        of text: NSAttributedString, defaultFont: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode
    ) -> AttributedTextLayout {
        let string = text.string
        guard text.length > 0, !string.isEmpty else {
            return AttributedTextLayout(lines: [], lineHeights: [], lineWidths: [], size: .zero)
        }
        let style = text.attribute(.paragraphStyleRawKey, at: 0, effectiveRange: nil) as? ParagraphStyle
        let mode = style?.lineBreakMode ?? lineBreakMode
        var characters: [Character] = []
        var fonts: [Font] = []
        var kerns: [CGFloat] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard let run = Range(range, in: string) else { return }
            let font = attributes[.fontRawKey] as? Font ?? defaultFont
            let kern = (attributes[.kernRawKey] as? CGFloat) ?? (attributes[.kernRawKey] as? Double).map { CGFloat($0) } ?? 0
            for character in string[run] {
                characters.append(character)
                fonts.append(font)
                kerns.append(kern.isFinite ? kern : 0)
            }
        }
        let maxWidth = max(width, 0)
        var lines: [Range<Int>] = []
        var truncated = false
        var start = 0
        paragraphs: while start <= characters.count {
            let end = characters[start...].firstIndex(of: "\n") ?? characters.count
            let paragraph = Array(characters[start..<end])
            let advances = (start..<end).map { Self.advance(of: characters[$0], in: fonts[$0]) + kerns[$0] }
            let ranges =
                paragraph.isEmpty
                ? [0..<0] : wrap(paragraph, advances: advances, width: maxWidth, byCharacter: mode == .byCharWrapping)
            for range in ranges {
                if numberOfLines > 0 && lines.count == numberOfLines {
                    truncated = true
                    break paragraphs
                }
                lines.append((range.lowerBound + start)..<(range.upperBound + start))
            }
            if end == characters.count { break }
            start = end + 1
        }
        func advance(at index: Int) -> CGFloat { Self.advance(of: characters[index], in: fonts[index]) + kerns[index] }
        var texts = lines.map { String(characters[$0]) }
        var widths = lines.map { $0.reduce(CGFloat(0)) { $0 + advance(at: $1) } }
        if truncated, mode == .byTruncatingTail, var last = lines.popLast() {
            let ellipsisFont = last.isEmpty ? (fonts.last ?? defaultFont) : fonts[last.upperBound - 1]
            let ellipsisWidth = Self.advance(of: ellipsis, in: ellipsisFont)
            var lineWidth = widths.removeLast()
            texts.removeLast()
            while last.upperBound > last.lowerBound,
                characters[last.upperBound - 1] == " " || lineWidth + ellipsisWidth > maxWidth + 1e-6
            {
                lineWidth -= advance(at: last.upperBound - 1)
                last = last.lowerBound..<(last.upperBound - 1)
            }
            lines.append(last)
            texts.append(String(characters[last]) + String(ellipsis))
            widths.append(lineWidth + ellipsisWidth)
        }
        let heights = lines.map { range -> CGFloat in
            // An empty line is as tall as the font where it stands.
            let natural =
                range.isEmpty
                ? lineHeight(for: fonts[min(range.lowerBound, fonts.count - 1)])
                : range.map { lineHeight(for: fonts[$0]) }.max() ?? 0
            return style?.lineHeight(natural: natural) ?? natural
        }
        let spacing = max(0, style?.lineSpacing ?? 0)
        let total = heights.reduce(0, +) + (spacing.isFinite ? spacing : 0) * CGFloat(max(0, heights.count - 1))
        return AttributedTextLayout(
            lines: texts, lineHeights: heights, lineWidths: widths,
            size: CGSize(width: ceilToPixel(widths.max() ?? 0), height: ceilToPixel(total)))
    }
}
