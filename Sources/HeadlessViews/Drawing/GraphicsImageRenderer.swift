import Foundation

/// How an image renderer draws, as UIKit's `UIGraphicsImageRendererFormat`.
public final class GraphicsImageRendererFormat {
    /// Pixels per point; the screen's (3, a phone's) by default, as UIKit's.
    public var scale: CGFloat = TraitCollection().displayScale
    /// Whether the image has no transparency; false by default. Recorded.
    public var opaque = false

    /// The default format: the screen's scale, not opaque.
    public init() {}
}

/// Draws images, as UIKit's `UIGraphicsImageRenderer`: ``image(actions:)`` runs the drawing
/// actions in a new context and answers the image, of the renderer's size and scale, that
/// records what they painted (see ``GraphicsImageRendererContext``).
public final class GraphicsImageRenderer {
    /// The rectangle drawn, in the actions' coordinates; its size is the images' size.
    public let bounds: CGRect
    /// The format of the images made.
    public let format: GraphicsImageRendererFormat

    /// A renderer of images of `size` in the default format, as UIKit's `init(size:)`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: GraphicsImageRendererFormat())
    }

    /// A renderer of images of `size` in `format`, as UIKit's `init(size:format:)`.
    public convenience init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds`' size in the default format, as UIKit's
    /// `init(bounds:)`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: GraphicsImageRendererFormat())
    }

    /// A renderer of images of `bounds`' size in `format`, as UIKit's `init(bounds:format:)`.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a new context, ``GraphicsImageRendererContext/current`` while they
    /// run, and answers its image, as UIKit's `image(actions:)`.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(size: bounds.size, format: format)
        GraphicsImageRendererContext.push(context)
        defer { GraphicsImageRendererContext.end(context) }
        actions(context)
        return context.currentImage
    }
}
