import Foundation

/// A font: a point size and a weight. Metrics come from `TextMetrics`, so a font needs no
/// font file and measures the same on every machine.
///
/// An `NSObject`, as UIKit's `UIFont`, immutable and `Sendable` (every stored property is a
/// `let`), so text attributes and configurations that hold a font stay `Sendable`. Two fonts
/// are equal when their descriptors are (size, weight, text style and italic), as UIKit
/// compares fonts; `isEqual(_:)` and `hash` compare those.
public final class Font: NSObject, Sendable {
    /// Core Foundation's header word; must stay the first stored property (see
    /// `CoreFoundationInfo`).
    private let coreFoundationInfo = CoreFoundationInfo()

    /// Stroke weights, as UIKit's `UIFont.Weight`.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        /// The thinnest stroke.
        case ultraLight
        /// A thin stroke.
        case thin
        /// A light stroke.
        case light
        /// The body text's stroke.
        case regular
        /// A medium stroke, as a caption's user name.
        case medium
        /// A semibold stroke.
        case semibold
        /// A bold stroke.
        case bold
        /// A heavy stroke.
        case heavy
        /// The thickest stroke.
        case black
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight; it does not change advances (the metrics are weight-independent).
    public let weight: Weight
    /// The text style of a font made by `preferredFont(forTextStyle:)`, nil for one made by
    /// size; a label with `adjustsFontForContentSizeCategory` resizes a font that has one
    /// when the content size category changes, as UIKit's does.
    public let textStyle: TextStyle?
    /// Whether the font is italic, as a font from `italicSystemFont(ofSize:)` is. Its
    /// metrics are those of the upright font (the metrics have no italic advances).
    public let isItalic: Bool
    /// The name a font made by ``init(name:size:)`` was asked by; nil for the system font.
    private let customName: String?

    /// A font of `pointSize` points and `weight`.
    public convenience init(pointSize: CGFloat, weight: Weight = .regular) {
        self.init(pointSize: pointSize, weight: weight, textStyle: nil, isItalic: false)
    }

    /// A font with every field given: the one initializer that stores them.
    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, isItalic: Bool, customName: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.isItalic = isItalic
        self.customName = customName
        super.init()
    }

    /// The font named `fontName` at `fontSize` points, as UIKit's `init(name:size:)`. There are
    /// no font files headless: every name makes a font (UIKit answers nil for a font the app
    /// does not bundle), measured with the package's metrics, its weight and slant read from
    /// the name's style ("Avenir-Heavy" is heavy, "Georgia-Italic" italic).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let style = fontName.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let weights: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
            ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        let weight = weights.first { style.hasPrefix($0.0) }?.1 ?? .regular
        self.init(
            pointSize: fontSize, weight: weight, textStyle: nil, isItalic: style.contains("italic") || style.contains("oblique"),
            customName: fontName)
    }

    /// The font's name, as UIKit's `fontName`: the name it was made by, else the system
    /// font's (".SFUI-" and the weight).
    public var fontName: String { customName ?? ".SFUI-\(String(describing: weight).capitalized)" }

    /// The font's family, as UIKit's `familyName`: the name's part before its style, else
    /// the system font's (".SF UI Text").
    public var familyName: String {
        customName.map { String($0.split(separator: "-").first ?? Substring($0)) } ?? ".SF UI Text"
    }

    /// The same font at `pointSize` points, as UIKit's `withSize(_:)`: its weight, text
    /// style, slant and name kept.
    public func withSize(_ pointSize: CGFloat) -> Font {
        Font(pointSize: pointSize, weight: weight, textStyle: textStyle, isItalic: isItalic, customName: customName)
    }

    /// Whether `object` is a font of the same size, weight, text style and slant.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Font else { return false }
        if other === self { return true }
        return pointSize == other.pointSize && weight == other.weight && textStyle == other.textStyle
            && isItalic == other.isItalic && customName == other.customName
    }

    /// A hash of the size and weight, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        return hasher.finalize()
    }

    /// The font as its fields print: `Font(pointSize: 17.0, weight: regular, textStyle: nil,
    /// isItalic: false)`.
    public override var description: String {
        let name = customName.map { ", name: \($0)" } ?? ""
        return "Font(pointSize: \(pointSize), weight: \(weight), textStyle: \(textStyle.map { "\($0)" } ?? "nil"), "
            + "isItalic: \(isItalic)\(name))"
    }

    /// The system font at `size`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The italic system font at `size`, as `UIFont.italicSystemFont(ofSize:)`; it
    /// measures as the regular system font of that size.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .regular, textStyle: nil, isItalic: true)
    }

    /// The system font at `size` with digits of one width, as
    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the same as
    /// `systemFont(ofSize:weight:)` here, where all digits already have one advance.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// UIKit's body text style size (17 points).
    public static let body = Font(pointSize: 17)

    /// The distance between baselines: 1.2 × the point size.
    public var lineHeight: CGFloat { TextMetrics.lineHeight(for: self) }
}
