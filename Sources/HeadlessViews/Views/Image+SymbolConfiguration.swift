import Foundation

extension Image {
    /// The weights of a symbol's strokes, as UIKit's `UIImage.SymbolWeight`; recorded (a
    /// symbol's size does not depend on it).
    public enum SymbolWeight: Int, Hashable, Sendable {
        /// No weight given: the text style's or the regular weight.
        case unspecified
        /// The lightest strokes.
        case ultraLight
        /// Thin strokes.
        case thin
        /// Light strokes.
        case light
        /// Regular strokes.
        case regular
        /// Medium strokes.
        case medium
        /// Semibold strokes.
        case semibold
        /// Bold strokes.
        case bold
        /// Heavy strokes.
        case heavy
        /// The heaviest strokes.
        case black
    }

    /// A symbol's scale beside text of its point size, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Hashable, Sendable {
        /// The default scale: medium.
        case `default` = -1
        /// No scale given: medium.
        case unspecified = 0
        /// 0.8 × the medium size.
        case small = 1
        /// The size text of the point size has.
        case medium = 2
        /// 1.3 × the medium size.
        case large = 3

        /// How much bigger than the medium size a symbol of this scale is.
        public var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How big a symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`: a point size (or
    /// a text style's, or a font's), a weight and a scale. Headless a symbol is a square
    /// whose side is the point size × 20/17 (the default symbol is 20 points, beside 17-point
    /// body text) × the scale's factor, rounded up to the pixel grid; the weight is recorded.
    /// Configurations combine with ``applying(_:)``, the given values of the argument
    /// winning, as UIKit's.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size of the text the symbol sits beside; nil when not given.
        public var pointSize: CGFloat?
        /// The text style whose point size (in the default content size category, `large`)
        /// the symbol takes when no point size is given; nil when not given.
        public var textStyle: Font.TextStyle?
        /// The weight of the strokes.
        public var weight: SymbolWeight
        /// The scale beside text.
        public var scale: SymbolScale

        /// A configuration that gives nothing: the symbol keeps its size.
        public static let unspecified = SymbolConfiguration(
            pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified)

        private init(pointSize: CGFloat?, textStyle: Font.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// A symbol beside text of `pointSize` points, as UIKit's `init(pointSize:)`.
        public init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified)
        }

        /// A symbol beside text of `pointSize` points, drawn with `weight`.
        public init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }

        /// A symbol beside text of `pointSize` points, drawn with `weight` at `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        /// A symbol beside text of `textStyle`.
        public init(textStyle: Font.TextStyle) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified)
        }

        /// A symbol beside text of `textStyle`, at `scale`.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        /// A symbol beside text in `font`: its point size, and its weight.
        public init(font: Font) {
            self.init(font: font, scale: .unspecified)
        }

        /// A symbol beside text in `font`, at `scale`.
        public init(font: Font, scale: SymbolScale) {
            self.init(
                pointSize: font.pointSize, textStyle: nil,
                weight: SymbolWeight(rawValue: font.weight.rawValue + 1) ?? .regular, scale: scale)
        }

        /// A symbol drawn with `weight`, its size left as it is.
        public init(weight: SymbolWeight) {
            self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified)
        }

        /// A symbol at `scale`, its point size left as it is.
        public init(scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale)
        }

        /// This configuration with the values `configuration` gives replacing its own, as
        /// UIKit's `applying(_:)`: a point size or a text style given replaces both.
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let configuration else { return self }
            var combined = self
            if configuration.pointSize != nil || configuration.textStyle != nil {
                combined.pointSize = configuration.pointSize
                combined.textStyle = configuration.textStyle
            }
            if configuration.weight != .unspecified { combined.weight = configuration.weight }
            if configuration.scale != .unspecified { combined.scale = configuration.scale }
            return combined
        }

        /// The side of a symbol drawn with this configuration: the point size (the text
        /// style's in the `large` category, else 17) × 20/17 × the scale's factor, rounded up
        /// to the pixel grid.
        public var symbolSide: CGFloat {
            let points = pointSize ?? textStyle?.pointSize(in: .large) ?? 17
            let side = points.isFinite && points > 0 ? points * 20 / 17 * scale.factor : 0
            return TextMetrics.ceilToPixel(side)
        }
    }

    /// UIKit's `UIImage.Configuration`, the class symbol configurations derive from: the only
    /// configuration a headless image reads is a symbol's, so the two are one type.
    public typealias Configuration = SymbolConfiguration

    /// The image drawn with `configuration`, as UIKit's `withConfiguration(_:)`: a symbol
    /// combines it with its own (``SymbolConfiguration/applying(_:)``) and takes the size it
    /// gives; another image is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSymbol else { return self }
        let combined = (symbolConfiguration ?? .unspecified).applying(configuration)
        return Image(
            name: name, size: CGSize(width: combined.symbolSide, height: combined.symbolSide), isSymbol: true,
            symbolConfiguration: combined, renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode,
            alignmentRectInsets: alignmentRectInsets)
    }

    /// The image drawn with `configuration`, as UIKit's `applyingSymbolConfiguration(_:)`;
    /// nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        isSymbol ? withConfiguration(configuration) : nil
    }
}
