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

/// Attributed text laid out into lines: each line's text, height, width, indent and
/// alignment, and the size of the whole.
struct AttributedTextLayout: Equatable {
    /// The lines' visible text.
    var lines: [String]
    /// Each line's height (before the spacing between lines).
    var lineHeights: [CGFloat]
    /// Each line's width, its indent not included.
    var lineWidths: [CGFloat]
    /// Where each line's room starts: its paragraph's `firstLineHeadIndent` or `headIndent`.
    var lineIndents: [CGFloat] = []
    /// The width of each line's room: the width less its head indent and its tail indent.
    var lineRooms: [CGFloat] = []
    /// Each line's paragraph's alignment; nil where the paragraph has no paragraph style.
    var lineAlignments: [NSTextAlignment?] = []
    /// The widest line with its indent and the lines' total height with the spacing between
    /// lines and paragraphs, rounded up to the pixel grid; zero for empty text.
    var size: CGSize
}

extension TextMetrics {
    /// Whether `character` ends a paragraph, as in TextKit: a line feed or U+2029.
    static func endsParagraph(_ character: Character) -> Bool {
        character == "\n" || character == "\u{2029}"
    }

    /// The lines `text` occupies at `width`, each character measured in its own `.font`
    /// (`defaultFont` where it has none) times `fontScale` plus its `.kern`, broken as plain
    /// text breaks, with at most `numberOfLines` lines (0 = no limit).
    ///
    /// Each paragraph (the text up to and including a line feed or U+2029) is laid out in
    /// the paragraph style of its first character, as TextKit does: its line spacing, line
    /// heights, line break mode (`lineBreakMode` without a style, as UIKit's label does) and
    /// indents (`firstLineHeadIndent` for its first line, `headIndent` for the others; a
    /// positive `tailIndent` is the line's length from the leading margin, a negative one the
    /// distance from the trailing margin). Between two paragraphs the first's
    /// `paragraphSpacing` and the second's `paragraphSpacingBefore` are added, as TextKit
    /// adds them: neither before the first paragraph nor after the last. Truncation follows
    /// the line break mode of the last line's paragraph. Heights are those of the unscaled
    /// fonts (a shrunk label keeps its height, as plain text does). O(n) in the length.
    static func layout(
        of text: NSAttributedString, defaultFont: Font, width: CGFloat, numberOfLines: Int, lineBreakMode: LineBreakMode,
        fontScale: CGFloat = 1
    ) -> AttributedTextLayout {
        let string = text.string
        guard text.length > 0, !string.isEmpty else {
            return AttributedTextLayout(lines: [], lineHeights: [], lineWidths: [], size: .zero)
        }
        var characters: [Character] = []
        var fonts: [Font] = []
        var kerns: [CGFloat] = []
        var styles: [ParagraphStyle?] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard let run = Range(range, in: string) else { return }
            let font = attributes[.fontRawKey] as? Font ?? defaultFont
            let kern = (attributes[.kernRawKey] as? CGFloat) ?? (attributes[.kernRawKey] as? Double).map { CGFloat($0) } ?? 0
            let style = attributes[.paragraphStyleRawKey] as? ParagraphStyle
            for character in string[run] {
                characters.append(character)
                fonts.append(font)
                kerns.append(kern.isFinite ? kern : 0)
                styles.append(style)
            }
        }
        let scale = fontScale.isFinite && fontScale > 0 ? fontScale : 1
        func advance(at index: Int) -> CGFloat {
            Self.advance(of: characters[index], in: fonts[index]) * scale + kerns[index]
        }
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let maxWidth = max(width, 0)
        /// One laid-out line: its characters, its paragraph's first character, whether it is
        /// its paragraph's last line, its indent and its room.
        struct Line {
            var range: Range<Int>
            var paragraphStart: Int
            var endsParagraph: Bool
            var indent: CGFloat
            var room: CGFloat
        }
        var lines: [Line] = []
        var truncated = false
        var start = 0
        paragraphs: while start <= characters.count {
            let end = characters[start...].firstIndex(where: Self.endsParagraph) ?? characters.count
            let style = start < styles.count ? styles[start] : styles.last ?? nil
            let mode = style?.lineBreakMode ?? lineBreakMode
            let first = max(0, finite(style?.firstLineHeadIndent ?? 0))
            let head = max(0, finite(style?.headIndent ?? 0))
            let tail = finite(style?.tailIndent ?? 0)
            func room(indent: CGFloat) -> CGFloat {
                // A positive tail indent is the line's end from the leading margin.
                let trailing = tail > 0 ? min(tail, maxWidth) : maxWidth + tail
                return max(0, trailing - indent)
            }
            let paragraph = Array(characters[start..<end])
            let advances = (start..<end).map { advance(at: $0) }
            var ranges: [Range<Int>]
            if paragraph.isEmpty {
                ranges = [0..<0]
            } else if first == head {
                ranges = wrap(paragraph, advances: advances, width: room(indent: head), byCharacter: mode == .byCharWrapping)
            } else {
                // The first line has its own room; the rest wraps in the others'.
                let firstLine =
                    wrap(paragraph, advances: advances, width: room(indent: first), byCharacter: mode == .byCharWrapping)
                    .first ?? 0..<0
                var next = firstLine.upperBound
                while next < paragraph.count && (paragraph[next] == " " || paragraph[next] == "\t") { next += 1 }
                let rest =
                    next < paragraph.count
                    ? wrap(
                        Array(paragraph[next...]), advances: Array(advances[next...]), width: room(indent: head),
                        byCharacter: mode == .byCharWrapping
                    ).map { ($0.lowerBound + next)..<($0.upperBound + next) } : []
                ranges = [firstLine] + rest
            }
            for (index, range) in ranges.enumerated() {
                if numberOfLines > 0 && lines.count == numberOfLines {
                    truncated = true
                    break paragraphs
                }
                let indent = index == 0 ? first : head
                lines.append(
                    Line(
                        range: (range.lowerBound + start)..<(range.upperBound + start), paragraphStart: start,
                        endsParagraph: index == ranges.count - 1, indent: indent, room: room(indent: indent)))
            }
            if end == characters.count { break }
            start = end + 1
        }
        var texts = lines.map { String(characters[$0.range]) }
        var widths = lines.map { $0.range.reduce(CGFloat(0)) { $0 + advance(at: $1) } }
        func style(of line: Line) -> ParagraphStyle? {
            line.paragraphStart < styles.count ? styles[line.paragraphStart] : styles.last ?? nil
        }
        if truncated, let final = lines.last, (style(of: final)?.lineBreakMode ?? lineBreakMode) == .byTruncatingTail,
            var last = lines.popLast()
        {
            let ellipsisFont = last.range.isEmpty ? (fonts.last ?? defaultFont) : fonts[last.range.upperBound - 1]
            let ellipsisWidth = Self.advance(of: ellipsis, in: ellipsisFont) * scale
            var lineWidth = widths.removeLast()
            texts.removeLast()
            while last.range.upperBound > last.range.lowerBound,
                characters[last.range.upperBound - 1] == " " || lineWidth + ellipsisWidth > last.room + 1e-6
            {
                lineWidth -= advance(at: last.range.upperBound - 1)
                last.range = last.range.lowerBound..<(last.range.upperBound - 1)
            }
            lines.append(last)
            texts.append(String(characters[last.range]) + String(ellipsis))
            widths.append(lineWidth + ellipsisWidth)
        }
        let heights = lines.map { line -> CGFloat in
            let range = line.range
            // An empty line is as tall as the font where it stands.
            let natural =
                range.isEmpty
                ? lineHeight(for: fonts[min(range.lowerBound, fonts.count - 1)])
                : range.map { lineHeight(for: fonts[$0]) }.max() ?? 0
            return style(of: line)?.lineHeight(natural: natural) ?? natural
        }
        var total = heights.reduce(0, +)
        for index in lines.indices.dropLast() {
            // The gap after a line: its paragraph's line spacing, and between paragraphs the
            // first's spacing after and the second's spacing before.
            let current = style(of: lines[index])
            total += max(0, finite(current?.lineSpacing ?? 0))
            if lines[index].endsParagraph {
                total += max(0, finite(current?.paragraphSpacing ?? 0))
                total += max(0, finite(style(of: lines[index + 1])?.paragraphSpacingBefore ?? 0))
            }
        }
        let widest = zip(lines, widths).map { $0.indent + $1 }.max() ?? 0
        return AttributedTextLayout(
            lines: texts, lineHeights: heights, lineWidths: widths, lineIndents: lines.map(\.indent),
            lineRooms: lines.map(\.room), lineAlignments: lines.map { style(of: $0)?.alignment },
            size: CGSize(width: ceilToPixel(widest), height: ceilToPixel(total)))
    }
}

extension TextMetrics {
    /// The factor by which every run's font of `text`'s first paragraph is scaled so that
    /// the paragraph fits on one line of `width` (less its first line's indents), as UIKit's
    /// label shrinks attributed text: 1 when it fits, never below `minimumScale`. Kerning
    /// is not scaled. O(n) in the length.
    static func fittingScale(
        of text: NSAttributedString, defaultFont: Font, width: CGFloat, minimumScale: CGFloat
    ) -> CGFloat {
        let string = text.string
        guard text.length > 0, !string.isEmpty else { return 1 }
        var fontWidth: CGFloat = 0
        var kernWidth: CGFloat = 0
        var ended = false
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard !ended, let run = Range(range, in: string) else { return }
            let font = attributes[.fontRawKey] as? Font ?? defaultFont
            let kern = (attributes[.kernRawKey] as? CGFloat) ?? (attributes[.kernRawKey] as? Double).map { CGFloat($0) } ?? 0
            for character in string[run] {
                if endsParagraph(character) {
                    ended = true
                    break
                }
                fontWidth += advance(of: character, in: font)
                kernWidth += kern.isFinite ? kern : 0
            }
        }
        let style = text.attribute(.paragraphStyleRawKey, at: 0, effectiveRange: nil) as? ParagraphStyle
        let indent = max(0, style?.firstLineHeadIndent ?? 0)
        let tail = style?.tailIndent ?? 0
        let trailing = tail > 0 ? min(tail, max(width, 0)) : max(width, 0) + tail
        let room = max(0, trailing - (indent.isFinite ? indent : 0))
        guard fontWidth > 0, fontWidth + kernWidth > room + 1e-6 else { return 1 }
        // The fonts' part of the width scales with their sizes; the kerning stays: a rule of
        // three on the fonts' part, as plain text's continuous scale.
        return min(1, max(minimumScale, (room - kernWidth) / fontWidth))
    }
}
