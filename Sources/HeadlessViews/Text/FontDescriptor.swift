import Foundation

/// What makes a font, as UIKit's `UIFontDescriptor`: a size, a weight, a text style and
/// symbolic traits. UIKit code builds one to get a Dynamic Type font of another weight
/// (`preferredFontDescriptor(withTextStyle:)` then `addingAttributes([.traits: [.weight: …]])`)
/// or an italic or bold variant (`withSymbolicTraits(_:)`), and makes the font with
/// `UIFont(descriptor:size:)`. The font keeps the text style, so a label that adjusts to the
/// content size category resizes it, weight kept.
///
/// An `NSObject`, as UIKit's, immutable and `Sendable` (its one stored property is a `let`
/// of a `Sendable` value); the methods that change it answer a new descriptor. Two
/// descriptors are equal when their size, weight, text style, symbolic traits, design and
/// feature settings are.
public final class FontDescriptor: NSObject, Sendable {
    /// An attribute's name, as UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for it.
        public let rawValue: String
        /// The attribute named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The size in points (a `CGFloat` or `Double`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The text style (a `UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The family's name; recorded by the system font only.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name; recorded by the system font only.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The typographic features (a `[[UIFontDescriptor.FeatureKey: Any]]`, each a type and
        /// a selector, such as monospaced digits); kept on the descriptor, not measured.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// A key of one of the ``AttributeName/featureSettings`` dictionaries, as UIKit's
    /// `UIFontDescriptor.FeatureKey`: the feature's type and selector, integers of the font
    /// feature registry (Core Text's `kNumberSpacingType` …).
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for it.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`, as UIKit's `init(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The feature's type (iOS 15).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (iOS 15).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature's type: ``type`` under its name before iOS 15 (deprecated in UIKit).
        public static let featureIdentifier = type
        /// The feature's selector: ``selector`` under its name before iOS 15 (deprecated in UIKit).
        public static let typeIdentifier = selector
    }

    /// A key of the traits dictionary, as UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for it.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The weight (a `UIFont.Weight`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The slant; a nonzero number makes the font italic.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The width; recorded.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The symbolic traits (a `UIFontDescriptor.SymbolicTraits`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// Traits a font has or lacks, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The raw bits, UIKit's.
        public let rawValue: UInt32
        /// Traits from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded; recorded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed; recorded.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed advances; recorded (the metrics have one set of advances).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter lines; recorded.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser lines; recorded.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font designs, as UIKit's `UIFontDescriptor.SystemDesign`; recorded (the
    /// metrics are those of the default design).
    public enum SystemDesign: String, Hashable, Sendable {
        /// San Francisco.
        case `default`
        /// Rounded ends.
        case rounded
        /// A serif face.
        case serif
        /// Fixed advances.
        case monospaced
    }

    /// The values a descriptor holds, stored together so that a change makes a new
    /// descriptor from an edited copy.
    struct Fields: Hashable, Sendable {
        var pointSize: CGFloat
        var weight: Font.Weight
        var textStyle: Font.TextStyle?
        var symbolicTraits: SymbolicTraits
        var design = SystemDesign.default
        var featureSettings: [[FeatureKey: Int]] = []
    }

    /// The descriptor's values.
    let fields: Fields

    /// The size in points; 0 lets `UIFont(descriptor:size:)` take the size given there.
    public var pointSize: CGFloat { fields.pointSize }
    /// The weight.
    public var weight: Font.Weight { fields.weight }
    /// The text style, for a descriptor of a Dynamic Type font.
    public var textStyle: Font.TextStyle? { fields.textStyle }
    /// The symbolic traits (italic, bold …).
    public var symbolicTraits: SymbolicTraits { fields.symbolicTraits }
    /// The design; `.default` unless ``withDesign(_:)`` set another.
    public var design: SystemDesign { fields.design }

    /// The attributes, as UIKit's `fontAttributes`: the size, the text style when there is
    /// one, and the feature settings when ``addingAttributes(_:)`` added some.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.size: pointSize]
        if let textStyle { attributes[.textStyle] = textStyle }
        if !fields.featureSettings.isEmpty { attributes[.featureSettings] = fields.featureSettings }
        return attributes
    }

    /// A descriptor of `fields`.
    init(fields: Fields) {
        self.fields = fields
        super.init()
    }

    /// The descriptor of `font`.
    public convenience init(font: Font) {
        var traits: SymbolicTraits = font.isItalic ? .traitItalic : []
        if font.weight.rawValue >= Font.Weight.bold.rawValue { traits.insert(.traitBold) }
        self.init(
            fields: Fields(pointSize: font.pointSize, weight: font.weight, textStyle: font.textStyle, symbolicTraits: traits))
    }

    /// Whether `object` is a descriptor with the same size, weight, text style, symbolic
    /// traits, design and feature settings.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? FontDescriptor else { return false }
        return other === self || other.fields == fields
    }

    /// A hash of the descriptor's values, consistent with ``isEqual(_:)``.
    public override var hash: Int { fields.hashValue }

    /// The descriptor of the Dynamic Type font of `style` at the default text size, as
    /// UIKit's `preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        FontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The descriptor of the Dynamic Type font of `style` at the content size category of
    /// `traitCollection`, as UIKit's.
    public static func preferredFontDescriptor(
        withTextStyle style: Font.TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> FontDescriptor {
        FontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }

    /// This descriptor with `attributes` added, as UIKit's `addingAttributes(_:)`: the size,
    /// the text style, the traits' weight, slant and symbolic traits, and the feature settings
    /// (which replace the descriptor's, kept for ``fontAttributes`` and equality: the metrics
    /// have no features, so a font made from it measures as without) are read; values of
    /// another type, and other attributes, are left out.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontDescriptor {
        var descriptor = fields
        if let settings = attributes[.featureSettings] as? [[FeatureKey: Any]] {
            descriptor.featureSettings = settings.map { $0.compactMapValues { Self.number($0).map { Int($0) } } }
        }
        if let size = attributes[.size].flatMap(Self.number) { descriptor.pointSize = size }
        if let style = attributes[.textStyle] as? Font.TextStyle { descriptor.textStyle = style }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let weight = traits[.weight] as? Font.Weight { descriptor.weight = weight }
            if let slant = traits[.slant].flatMap(Self.number), slant != 0 { descriptor.symbolicTraits.insert(.traitItalic) }
            if let symbolic = traits[.symbolic] as? SymbolicTraits { descriptor.symbolicTraits.formUnion(symbolic) }
        }
        return FontDescriptor(fields: descriptor)
    }

    /// This descriptor with exactly `symbolicTraits`, as UIKit's `withSymbolicTraits(_:)`;
    /// bold makes the weight bold (and dropping it makes a bold weight regular).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        var descriptor = fields
        descriptor.symbolicTraits = symbolicTraits
        if symbolicTraits.contains(.traitBold) {
            if weight.rawValue < Font.Weight.bold.rawValue { descriptor.weight = .bold }
        } else if weight.rawValue >= Font.Weight.bold.rawValue {
            descriptor.weight = .regular
        }
        return FontDescriptor(fields: descriptor)
    }

    /// This descriptor at `size` points, as UIKit's `withSize(_:)`.
    public func withSize(_ size: CGFloat) -> FontDescriptor {
        var descriptor = fields
        descriptor.pointSize = size
        return FontDescriptor(fields: descriptor)
    }

    /// This descriptor in `design`, as UIKit's `withDesign(_:)`.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        var descriptor = fields
        descriptor.design = design
        return FontDescriptor(fields: descriptor)
    }

    private static func number(_ value: Any) -> CGFloat? {
        (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? (value as? Int).map { CGFloat($0) }
    }
}

extension Font {
    /// The font `descriptor` describes at `size` points (the descriptor's size when `size` is
    /// 0), as UIKit's `UIFont(descriptor:size:)`: its weight, text style and italic trait.
    public convenience init(descriptor: FontDescriptor, size: CGFloat) {
        self.init(
            pointSize: size > 0 ? size : descriptor.pointSize, weight: descriptor.weight, textStyle: descriptor.textStyle,
            isItalic: descriptor.symbolicTraits.contains(.traitItalic))
    }

    /// The font's descriptor, as UIKit's `fontDescriptor`.
    public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }
}
