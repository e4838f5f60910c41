import Foundation

/// An image as a headless table needs it: a name to show and a pixel size to keep its
/// aspect ratio.
public struct Image: Hashable, Sendable {
    /// The name or URL the image stands for.
    public var name: String
    /// Its size in pixels (points at scale 1).
    public var size: CGSize
    /// Whether the image is a symbol (made by `init(systemName:)`), which a symbol
    /// configuration sizes.
    public internal(set) var isSymbol = false
    /// The configuration a symbol was sized with, as UIKit's `symbolConfiguration`; nil for
    /// an image that is not a symbol or a symbol at its default size.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// How the image is drawn, as UIKit's `renderingMode`: `.automatic` for a new image, the
    /// mode given to ``withRenderingMode(_:)`` or ``withTintColor(_:renderingMode:)`` for the
    /// image they answer. Kept and printed, so a test can check that a template was asked for.
    public internal(set) var renderingMode: RenderingMode = .automatic

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

    /// A copy of the image that uses `renderingMode`, as UIKit's `withRenderingMode(_:)`:
    /// the same name and size, with ``renderingMode`` set (the render draws no colours, so
    /// nothing else changes).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Height over width; 0 for an image with no width.
    public var aspectRatio: CGFloat { size.width > 0 ? size.height / size.width : 0 }
}

extension Image: CustomReflectable {
    /// The image's name and size, and its symbol configuration and rendering mode when it has
    /// them: what a model snapshot prints (an image made by name prints as it did before
    /// symbols were sized and rendering modes kept).
    public var customMirror: Mirror {
        var children: [(label: String?, value: Any)] = [("name", name), ("size", size)]
        if isSymbol { children.append(("isSymbol", isSymbol)) }
        if let symbolConfiguration { children.append(("symbolConfiguration", symbolConfiguration)) }
        if renderingMode != .automatic { children.append(("renderingMode", renderingMode)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
