import Foundation
import HeadlessViews
import Testing

/// The classes of characters that text is measured by, at the edges of every range the
/// documentation of `TextMetrics.CharacterClass` names.
struct CharacterClassTests {
    /// The class each documented range gives, written out as the ranges read.
    static func documentedClass(of character: Character) -> TextMetrics.CharacterClass {
        guard let scalar = character.unicodeScalars.first else { return .other }
        let v = scalar.value
        if character == " " || character == "\t" || v == 0xA0 { return .space }
        let latin: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F]
        if latin.contains(where: { $0.contains(v) }) { return .latin }
        if ".,:;'!|".unicodeScalars.contains(scalar) { return .narrowPunctuation }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x2FFFF,
        ]
        if wide.contains(where: { $0.contains(v) }) || character.unicodeScalars.count > 1 && scalar.properties.isEmoji {
            return .wide
        }
        if scalar.properties.isEmojiPresentation { return .wide }
        return .other
    }

    /// Every range's first and last scalar and their neighbours, the spaces and punctuation,
    /// and characters of several scalars (a space or a letter with a combining accent, an
    /// emoji with a skin tone).
    @Test func eachRangesEdgesHaveTheDocumentedClass() {
        let edges: [UInt32] = [
            0x30, 0x39, 0x41, 0x5A, 0x61, 0x7A, 0xC0, 0x24F, 0x1100, 0x11FF, 0x2E80, 0x303F, 0x3040, 0x30FF, 0x3100,
            0x31FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xAC00, 0xD7AF, 0xF900, 0xFAFF, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6,
            0x1F300, 0x1FAFF, 0x20000, 0x2FFFF, 0x20, 0x09, 0xA0, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0x231A,
        ]
        var characters: [Character] = []
        for value in edges {
            for neighbour in [value - 1, value, value + 1] {
                if let scalar = Unicode.Scalar(neighbour) { characters.append(Character(scalar)) }
            }
        }
        characters += [" \u{301}", "e\u{301}", "👍🏽", "\u{A0}\u{301}", "☺\u{FE0F}"]
        for character in characters {
            #expect(
                TextMetrics.characterClass(of: character) == Self.documentedClass(of: character),
                "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
