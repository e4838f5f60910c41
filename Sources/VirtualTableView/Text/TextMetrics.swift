import Foundation

/// Deterministic text measurement: the one place that decides how wide a character is, how
/// tall a line is and where lines break, so self-sizing heights are exact numbers that a test
/// can assert on any machine.
///
/// - Advances, as a fraction of the point size: wide characters (CJK ideographs, kana,
///   hangul, full-width forms, CJK punctuation, emoji) 1.0; Latin letters and digits 0.55;
///   a space 0.25; narrow punctuation (`.,:;'!|`) 0.28; anything else 0.5.
/// - Line height: 1.2 × the point size.
/// - Breaking: Latin text breaks after spaces, CJK text between any two characters; a word
///   longer than the width breaks by character; spaces at the end of a line take no width.
///   Tail truncation replaces the end of the last allowed line with "…".
/// - Sizes are rounded up to the pixel grid of a 3× screen (1/3 point).
public enum TextMetrics {
    /// The classes of characters that share one advance.
    public enum CharacterClass: Hashable, Sendable {
        /// CJK ideographs, kana, Hangul, full-width forms and emoji: 1.0 × the point size.
        case wide
        /// ASCII letters and digits and accented Latin letters: 0.55 × the point size.
        case latin
        /// Spaces, tabs and no-break spaces: 0.25 × the point size.
        case space
        /// Narrow punctuation, one of `.,:;'!|`: 0.28 × the point size.
        case narrowPunctuation
        /// Everything else: 0.5 × the point size.
        case other

        /// The advance as a fraction of the point size.
        public var advanceFraction: CGFloat {
            switch self {
            case .wide: 1.0
            case .latin: 0.55
            case .space: 0.25
            case .narrowPunctuation: 0.28
            case .other: 0.5
            }
        }
    }

    /// The ellipsis that tail truncation appends.
    public static let ellipsis: Character = "…"

    /// The class of `character`, decided by its first scalar.
    public static func characterClass(of character: Character) -> CharacterClass {
        guard let scalar = character.unicodeScalars.first else { return .other }
        let v = scalar.value
        if character == " " || character == "\t" || v == 0xA0 { return .space }
        if (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
            || (0xC0...0x24F).contains(v)
        {
            return .latin
        }
        if ".,:;'!|".unicodeScalars.contains(scalar) { return .narrowPunctuation }
        if isWide(v) || character.unicodeScalars.count > 1 && scalar.properties.isEmoji { return .wide }
        if scalar.properties.isEmojiPresentation { return .wide }
        return .other
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x11FF).contains(v)  // Hangul Jamo
            || (0x2E80...0x303F).contains(v)  // CJK radicals, symbols and punctuation
            || (0x3040...0x30FF).contains(v)  // Hiragana, Katakana
            || (0x3100...0x31FF).contains(v)  // Bopomofo, Katakana extensions
            || (0x3400...0x4DBF).contains(v)  // CJK Extension A
            || (0x4E00...0x9FFF).contains(v)  // CJK Unified Ideographs
            || (0xAC00...0xD7AF).contains(v)  // Hangul syllables
            || (0xF900...0xFAFF).contains(v)  // CJK Compatibility Ideographs
            || (0xFF00...0xFF60).contains(v)  // Full-width forms
            || (0xFFE0...0xFFE6).contains(v)  // Full-width signs (¥ ￥)
            || (0x1F300...0x1FAFF).contains(v)  // Emoji and pictographs
            || (0x20000...0x2FFFF).contains(v)  // CJK Extensions B…
    }

    /// The advance of one character in `font`.
    public static func advance(of character: Character, in font: Font) -> CGFloat {
        characterClass(of: character).advanceFraction * font.pointSize
    }

    /// The width of `text` laid out on one line, unrounded. O(n).
    public static func width<S: StringProtocol>(of text: S, in font: Font) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1, in: font) }
    }

    /// The distance between baselines in `font`: 1.2 × its point size.
    public static func lineHeight(for font: Font) -> CGFloat { font.pointSize * 1.2 }

    /// One pixel of a 3× screen, in points.
    public static let pixel: CGFloat = 1.0 / 3

    /// `value` rounded up to the pixel grid of a 3× screen.
    public static func ceilToPixel(_ value: CGFloat) -> CGFloat {
        (value * 3 - 1e-9).rounded(.up) / 3
    }

    /// The lines `text` occupies at `width`, with at most `numberOfLines` lines (0 = no limit).
    /// Newlines always break. O(n) in the length of the text.
    public static func lines(
        of text: String, font: Font, width: CGFloat,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> [String] {
        if text.isEmpty { return [] }
        let maxWidth = max(width, 0)
        var result: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(paragraph)
            let advances = characters.map { advance(of: $0, in: font) }
            if characters.isEmpty { result.append("") }
            for range in wrap(characters, advances: advances, width: maxWidth, byCharacter: lineBreakMode == .byCharWrapping) {
                if numberOfLines > 0 && result.count == numberOfLines {
                    truncated = true
                    break paragraphs
                }
                result.append(String(characters[range]))
            }
        }
        if numberOfLines > 0 && result.count > numberOfLines {
            result.removeLast(result.count - numberOfLines)
            truncated = true
        }
        if truncated, lineBreakMode == .byTruncatingTail, var last = result.popLast() {
            let ellipsisWidth = advance(of: ellipsis, in: font)
            while let tail = last.last, tail == " " || TextMetrics.width(of: last, in: font) + ellipsisWidth > maxWidth + 1e-6 {
                last.removeLast()
            }
            result.append(last + String(ellipsis))
        }
        return result
    }

    /// The size of `text` laid out at `width`: the widest line and the lines' total height,
    /// both rounded up to the pixel grid. Empty text has size zero.
    public static func size(
        of text: String, font: Font, width: CGFloat,
        numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping
    ) -> CGSize {
        size(
            ofLines: lines(of: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode),
            font: font)
    }

    /// The size of lines already broken.
    public static func size(ofLines lines: [String], font: Font) -> CGSize {
        let widest = lines.map { width(of: $0, in: font) }.max() ?? 0
        return CGSize(width: ceilToPixel(widest), height: ceilToPixel(CGFloat(lines.count) * lineHeight(for: font)))
    }

    /// Greedy line breaking of one paragraph; returns the ranges of the lines' visible text.
    static func wrap(_ characters: [Character], advances: [CGFloat], width: CGFloat, byCharacter: Bool) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        let count = characters.count
        let tolerance: CGFloat = 1e-6
        var start = 0
        while start < count {
            var lineWidth: CGFloat = 0  // from `start` to `index`, spaces inside included
            var index = start
            var contentEnd = start  // end of the visible text so far (no trailing spaces)
            var breakAt = -1  // where the next line starts if we break at the last opportunity
            var breakEnd = -1  // where this line's visible text ends then
            var overflowed = false
            while index < count {
                let character = characters[index]
                if character == " " || character == "\t" {
                    // Spaces end a word and hang past the edge: they take no room at a break.
                    breakAt = index + 1
                    breakEnd = contentEnd
                    lineWidth += advances[index]
                    index += 1
                    continue
                }
                let isWide = characterClass(of: character) == .wide
                if isWide && index > start {
                    breakAt = index
                    breakEnd = contentEnd
                }
                if index > start && lineWidth + advances[index] > width + tolerance {
                    if !byCharacter && breakAt > start {
                        lines.append(start..<breakEnd)
                        start = breakAt
                    } else {
                        lines.append(start..<contentEnd)
                        start = index
                    }
                    overflowed = true
                    break
                }
                lineWidth += advances[index]
                index += 1
                contentEnd = index
                if isWide {
                    breakAt = index
                    breakEnd = index
                }
            }
            if !overflowed {
                lines.append(start..<contentEnd)
                start = count
            }
            // A wrapped line never starts with the spaces that ended the previous one.
            while start < count && (characters[start] == " " || characters[start] == "\t") {
                start += 1
            }
        }
        return lines
    }
}
