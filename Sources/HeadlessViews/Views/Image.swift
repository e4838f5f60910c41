import Foundation

/// An image as a headless table needs it: a name to show and a pixel size to keep its
/// aspect ratio.
///
/// An `NSObject`, as UIKit's `UIImage`, immutable and `Sendable`: every stored property is a
/// `let`, and the methods that answer another image (``withRenderingMode(_:)``,
/// ``withConfiguration(_:)``) make a new one. Two images are equal when their name, size,
/// symbol configuration, rendering mode, scale, drawing, cap insets, resizing mode and
/// alignment insets are (`isEqual(_:)` and `hash`
/// compare them), so an image still works as a model value in a diffable snapshot. `UIImage()` is the empty image:
/// no name, a zero size.
public final class Image: NSObject, Sendable {
    /// The name or URL the image stands for.
    public let name: String
    /// Its size in pixels (points at scale 1).
    public let size: CGSize
    /// Whether the image is a symbol (made by `init(systemName:)`), which a symbol
    /// configuration sizes.
    public let isSymbol: Bool
    /// The configuration a symbol was sized with, as UIKit's `symbolConfiguration`; nil for
    /// an image that is not a symbol or a symbol at its default size.
    public let symbolConfiguration: SymbolConfiguration?
    /// How the image is drawn, as UIKit's `renderingMode`: `.automatic` for a new image, the
    /// mode given to ``withRenderingMode(_:)`` or ``withTintColor(_:renderingMode:)`` for the
    /// image they answer. Kept and printed, so a test can check that a template was asked for.
    public let renderingMode: RenderingMode
    /// Pixels per point, as UIKit's `scale`: 1 for an image made by name, the scale given to
    /// ``init(data:scale:)``, the context's for an image drawn (see ``GraphicsImageRenderer``).
    public let scale: CGFloat
    /// What was painted to make the image, when it was drawn in an image context (see
    /// ``GraphicsImageRenderer``); empty for any other image. Nothing is rasterised headless:
    /// these steps are what a test reads (the colour a one-colour image was filled with).
    public let drawing: [DrawingStep]
    /// The edges kept as they are when the image is stretched, as UIKit's `capInsets`: zero
    /// for a new image, the insets given to ``resizableImage(withCapInsets:resizingMode:)``.
    /// Recorded, not drawn.
    public let capInsets: EdgeInsets
    /// How the middle of a resizable image fills its size, as UIKit's `resizingMode`: `.tile`
    /// for a new image. Recorded, not drawn.
    public let resizingMode: ResizingMode
    /// The insets that leave the image's content for layout to align, as UIKit's
    /// `alignmentRectInsets`: zero unless given to ``withAlignmentRectInsets(_:)``. Recorded:
    /// layout aligns image views by their frames.
    public let alignmentRectInsets: EdgeInsets

    /// How the middle of a resizable image fills its size, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Hashable, Sendable {
        /// Repeated: the default.
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Hashable, Sendable {
        /// As the context decides (a template in a tinted bar, original elsewhere).
        case automatic
        /// Always in its own colours.
        case alwaysOriginal
        /// Always as a template, in the tint colour.
        case alwaysTemplate
    }

    /// An image named `name` of `size`.
    public convenience init(name: String, size: CGSize) {
        self.init(name: name, size: size, isSymbol: false, symbolConfiguration: nil, renderingMode: .automatic)
    }

    /// The empty image, as `UIImage()`: no name and a zero size.
    public override convenience init() {
        self.init(name: "", size: .zero)
    }

    /// An image with every field given: the one initializer that stores them.
    init(
        name: String, size: CGSize, isSymbol: Bool, symbolConfiguration: SymbolConfiguration?, renderingMode: RenderingMode,
        scale: CGFloat = 1, drawing: [DrawingStep] = [], capInsets: EdgeInsets = .zero, resizingMode: ResizingMode = .tile,
        alignmentRectInsets: EdgeInsets = .zero
    ) {
        self.name = name
        self.size = size
        self.isSymbol = isSymbol
        self.symbolConfiguration = symbolConfiguration
        self.renderingMode = renderingMode
        self.scale = scale
        self.drawing = drawing
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.alignmentRectInsets = alignmentRectInsets
        super.init()
    }

    /// A copy of `image`, for the failable initializers that answer an image another method
    /// made.
    convenience init(copying image: Image) {
        self.init(
            name: image.name, size: image.size, isSymbol: image.isSymbol, symbolConfiguration: image.symbolConfiguration,
            renderingMode: image.renderingMode, scale: image.scale, drawing: image.drawing, capInsets: image.capInsets,
            resizingMode: image.resizingMode, alignmentRectInsets: image.alignmentRectInsets)
    }

    /// A copy of the image that uses `renderingMode`, as UIKit's `withRenderingMode(_:)`:
    /// the same name and size, with ``renderingMode`` set (the render draws no colours, so
    /// nothing else changes).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        Image(
            name: name, size: size, isSymbol: isSymbol, symbolConfiguration: symbolConfiguration,
            renderingMode: renderingMode, scale: scale, drawing: drawing, capInsets: capInsets, resizingMode: resizingMode,
            alignmentRectInsets: alignmentRectInsets)
    }

    /// A copy of the image that stretches with `capInsets` kept, as UIKit's
    /// `resizableImage(withCapInsets:)`: tiled in the middle.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy of the image that stretches with `capInsets` kept and its middle filled as
    /// `resizingMode` says, as UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        Image(
            name: name, size: size, isSymbol: isSymbol, symbolConfiguration: symbolConfiguration,
            renderingMode: renderingMode, scale: scale, drawing: drawing, capInsets: capInsets, resizingMode: resizingMode,
            alignmentRectInsets: alignmentRectInsets)
    }

    /// A copy of the image with `alignmentInsets` as its ``alignmentRectInsets``, as UIKit's
    /// `withAlignmentRectInsets(_:)`.
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        Image(
            name: name, size: size, isSymbol: isSymbol, symbolConfiguration: symbolConfiguration,
            renderingMode: renderingMode, scale: scale, drawing: drawing, capInsets: capInsets, resizingMode: resizingMode,
            alignmentRectInsets: alignmentInsets)
    }

    /// Whether `object` is an image with the same name, size, symbol configuration, rendering
    /// mode, scale, drawing, cap insets, resizing mode and alignment insets.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Image else { return false }
        if other === self { return true }
        return name == other.name && size == other.size && isSymbol == other.isSymbol
            && symbolConfiguration == other.symbolConfiguration && renderingMode == other.renderingMode
            && scale == other.scale && drawing == other.drawing && capInsets == other.capInsets
            && resizingMode == other.resizingMode && alignmentRectInsets == other.alignmentRectInsets
    }

    /// A hash of the name and size, consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
        return hasher.finalize()
    }

    /// The image as its fields print: `Image(name: "bear.jpg", size: (640.0, 480.0))`, with
    /// the symbol fields and rendering mode when it has them (see ``customMirror``).
    public override var description: String {
        let fields = customMirror.children.map { "\($0.label ?? "_"): \(String(reflecting: $0.value))" }
        return "Image(\(fields.joined(separator: ", ")))"
    }

    /// Height over width; 0 for an image with no width.
    public var aspectRatio: CGFloat { size.width > 0 ? size.height / size.width : 0 }
}

extension Image: CustomReflectable {
    /// The image's name and size, and its symbol configuration, rendering mode, scale (other
    /// than 1), drawing, cap insets and alignment insets when it has them: what a model snapshot prints (an image made by name prints as it did before
    /// symbols were sized and rendering modes kept).
    public var customMirror: Mirror {
        var children: [(label: String?, value: Any)] = [("name", name), ("size", size)]
        if isSymbol { children.append(("isSymbol", isSymbol)) }
        if let symbolConfiguration { children.append(("symbolConfiguration", symbolConfiguration)) }
        if renderingMode != .automatic { children.append(("renderingMode", renderingMode)) }
        if scale != 1 { children.append(("scale", scale)) }
        if !drawing.isEmpty { children.append(("drawing", drawing)) }
        if capInsets != .zero || resizingMode != .tile {
            children.append(("capInsets", capInsets))
            children.append(("resizingMode", resizingMode))
        }
        if alignmentRectInsets != .zero { children.append(("alignmentRectInsets", alignmentRectInsets)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
