import Foundation

/// Finds the links of ``DataDetectorTypes/link`` and ``DataDetectorTypes/phoneNumber`` in a
/// text: Foundation's `NSDataDetector` is missing off Apple platforms, so this scans with two
/// regular expressions, a documented approximation of UIKit's detection (no bare domains such
/// as `example.com`, no addresses or dates).
enum LinkDetector {
    /// Web and mail URLs: a run of non-blank characters from the scheme, its closing
    /// punctuation left out (`see https://a.com/x.` links `https://a.com/x`).
    private static let linkPattern = #"(?i)\b(?:https?://|mailto:)[^\s<>"]*[^\s<>".,;:!?)\]}']"#
    /// `tel:` runs and numbers written with separators, checked for 7 to 15 digits after.
    private static let phonePattern = #"(?i)\btel:\+?[0-9().-]+[0-9]|(?<![\w/+])\+?\(?[0-9][0-9 ().-]{5,}[0-9]"#

    /// The links of `types` in `text`, in text order, each with its range in UTF-16 units.
    /// - Complexity: O(n) in the text's length.
    static func links(in text: String, types: DataDetectorTypes) -> [(url: URL, range: NSRange)] {
        var found: [(url: URL, range: NSRange)] = []
        if types.contains(.link) {
            found += matches(of: linkPattern, in: text).compactMap { match in URL(string: match.text).map { ($0, match.range) } }
        }
        if types.contains(.phoneNumber) {
            for match in matches(of: phonePattern, in: text)
            where !found.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
                let isTel = match.text.lowercased().hasPrefix("tel:")
                let digits = match.text.filter(\.isASCIIDigit)
                // A date written with dashes (2024-01-15) has a phone number's digits.
                let isDate = match.text.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"#, options: .regularExpression) != nil
                guard isTel || ((7...15).contains(digits.count) && !isDate) else { continue }
                let number = isTel ? String(match.text.dropFirst(4)) : (match.text.hasPrefix("+") ? "+" : "") + digits
                if let url = URL(string: "tel:" + number) { found.append((url, match.range)) }
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    private static func matches(of pattern: String, in text: String) -> [(text: String, range: NSRange)] {
        // The patterns are constants known to compile; a failure finds nothing.
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map {
            (string.substring(with: $0.range), $0.range)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
