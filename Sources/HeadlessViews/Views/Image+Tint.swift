import Foundation

extension Image {
    /// The image drawn in `color`, as UIKit's `withTintColor(_:)`: the same image, with the
    /// same ``renderingMode`` as UIKit's keeps, since a headless image has no pixels to tint
    /// (its name and size, all the render reads, stay the same). Set the image view's
    /// `tintColor` to record a colour.
    public func withTintColor(_ color: Color) -> Image {
        self
    }

    /// The image drawn in `color` as `renderingMode` says, as UIKit's
    /// `withTintColor(_:renderingMode:)`: the same image with ``renderingMode`` set to
    /// `renderingMode` (see ``withTintColor(_:)``).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        withRenderingMode(renderingMode)
    }
}
