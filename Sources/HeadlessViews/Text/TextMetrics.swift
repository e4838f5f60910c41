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
        // Plain comparisons of the scalar's value: text is measured character by character,
        // and ranges' `contains` and string comparisons are generic calls in a debug build.
        // A character is " " or "\t" only when its first scalar is that one.
        guard let scalar = character.unicodeScalars.first else { return .other }
        let v = scalar.value
        if (v == 0x20 && character == " ") || (v == 0x09 && character == "\t") || v == 0xA0 { return .space }
        if (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || (v >= 0xC0 && v <= 0x24F) {
            return .latin
        }
        // . , : ; ' ! |
        if v == 0x2E || v == 0x2C || v == 0x3A || v == 0x3B || v == 0x27 || v == 0x21 || v == 0x7C {
            return .narrowPunctuation
        }
        if isWide(v) || character.unicodeScalars.count > 1 && scalar.properties.isEmoji { return .wide }
        if scalar.properties.isEmojiPresentation { return .wide }
        return .other
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (v >= 0x1100 && v <= 0x11FF)  // Hangul Jamo
            || (v >= 0x2E80 && v <= 0x303F)  // CJK radicals, symbols and punctuation
            || (v >= 0x3040 && v <= 0x30FF)  // Hiragana, Katakana
            || (v >= 0x3100 && v <= 0x31FF)  // Bopomofo, Katakana extensions
            || (v >= 0x3400 && v <= 0x4DBF)  // CJK Extension A
            || (v >= 0x4E00 && v <= 0x9FFF)  // CJK Unified Ideographs
            || (v >= 0xAC00 && v <= 0xD7AF)  // Hangul syllables
            || (v >= 0xF900 && v <= 0xFAFF)  // CJK Compatibility Ideographs
            || (v >= 0xFF00 && v <= 0xFF60)  // Full-width forms
            || (v >= 0xFFE0 && v <= 0xFFE6)  // Full-width signs (¥ ￥)
            || (v >= 0x1F300 && v <= 0x1FAFF)  // Emoji and pictographs
            || (v >= 0x20000 && v <= 0x2FFFF)  // CJK Extensions B…
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
