import Foundation

extension Image {
    /// The size of a symbol image: a 20-point square, near the size UIKit draws a symbol at
    /// the body text's default configuration (its symbols vary a little around it).
    public static let symbolSize = CGSize(width: 20, height: 20)

    /// A symbol image named as an SF Symbol (`"star.fill"`), as UIKit's
    /// `UIImage(systemName:)`. Headless there are no symbol glyphs: the image keeps the name,
    /// which the harness's render draws (`[star.fill]`), and is `symbolSize` large.
    ///
    /// Nil, as UIKit's answers for a name it does not know, when `systemName` cannot be a
    /// symbol's name: empty, or not made of lowercase letters, digits and single dots between
    /// them (`"star.fill"`, `"1.circle"`). Any other name is accepted, as there is no symbol
    /// catalogue to check it against.
    public convenience init?(systemName: String) {
        let parts = systemName.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        guard valid else { return nil }
        self.init(name: systemName, size: Self.symbolSize, isSymbol: true, symbolConfiguration: nil, renderingMode: .automatic)
    }

    /// The symbol named `systemName` sized by `configuration`, as UIKit's
    /// `UIImage(systemName:withConfiguration:)`; nil as `init(systemName:)` says.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let symbol = Image(systemName: systemName) else { return nil }
        self.init(copying: configuration.map(symbol.withConfiguration) ?? symbol)
    }
}
