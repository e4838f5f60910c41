import Foundation

// UIKit decodes the bytes; headless, only the header is read, for the size an image view
// lays out with. Formats by their signatures: PNG (IHDR), GIF (logical screen), JPEG (the
// first start-of-frame marker). Every read is bounds-checked, so truncated or hostile data
// gives nil, as UIKit's initializer does for data it cannot decode.
extension Image {
    /// The image `data` holds, as UIKit's `UIImage(data:)`: a PNG, GIF or JPEG whose header
    /// gives its pixel size, named by its format and size ("PNG 600×400"), so a render
    /// shows it; nil for data in no format recognised or with a header cut short.
    /// - Complexity: O(1) for PNG and GIF; O(n) in the bytes before a JPEG's frame header
    ///   (at most the first megabyte is read).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image `data` holds at `scale` pixels per point, as UIKit's
    /// `UIImage(data:scale:)`: its size in points is its pixel size divided by `scale`, and its
    /// ``scale`` is `scale`.
    /// Nil as ``init(data:)`` says, and for a scale that is not a positive finite number.
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let header = Self.header(of: data) else { return nil }
        self.init(
            name: "\(header.format) \(header.width)×\(header.height)",
            size: CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale),
            isSymbol: false, symbolConfiguration: nil, renderingMode: .automatic, scale: scale)
    }

    /// How far into the data a JPEG's frame header is looked for: EXIF thumbnails can put it
    /// tens of kilobytes in.
    private static let headerLimit = 1 << 20

    private static func header(of data: Data) -> (format: String, width: Int, height: Int)? {
        // PNG and GIF give their size in the first bytes; only a JPEG needs more.
        let bytes = [UInt8](data.prefix(24))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: length, type, then width and height, big-endian.
            guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
            return positive("PNG", bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 10 else { return nil }
            return positive("GIF", Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegHeader([UInt8](data.prefix(headerLimit))) }
        return nil
    }

    /// Walks a JPEG's segments to its first start-of-frame marker (C0–CF but C4, C8, CC),
    /// whose payload holds the height, then the width.
    private static func jpegHeader(_ bytes: [UInt8]) -> (format: String, width: Int, height: Int)? {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            // Fill bytes before a marker.
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return positive("JPEG", bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func positive(_ format: String, _ width: Int, _ height: Int) -> (format: String, width: Int, height: Int)? {
        width > 0 && height > 0 ? (format, width, height) : nil
    }
}
