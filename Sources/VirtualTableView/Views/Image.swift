import Foundation

/// An image as a headless table needs it: a name to show and a pixel size to keep its
/// aspect ratio.
public struct Image: Hashable, Sendable {
    /// The name or URL the image stands for.
    public var name: String
    /// Its size in pixels (points at scale 1).
    public var size: CGSize
    /// Whether it is drawn in its own colours or as a template in its view's tint colour,
    /// as UIKit's `renderingMode`; `.automatic` by default. Recorded, not drawn.
    public var renderingMode: RenderingMode = .automatic

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
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
    }

    /// The same image drawn as `renderingMode` says, as UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Height over width; 0 for an image with no width.
    public var aspectRatio: CGFloat { size.width > 0 ? size.height / size.width : 0 }
}
