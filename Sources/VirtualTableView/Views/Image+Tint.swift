import Foundation

extension Image {
    /// The image drawn in `color`, as UIKit's `withTintColor(_:)`: the image itself here, as
    /// ``withRenderingMode(_:)`` answers, since a headless image has no pixels to tint (its
    /// name and size, all a test reads, stay the same). Set the image view's `tintColor` to
    /// record a colour.
    public func withTintColor(_ color: Color) -> Image {
        self
    }

    /// The image drawn in `color` as `renderingMode` says, as UIKit's
    /// `withTintColor(_:renderingMode:)`: the image itself here (see ``withTintColor(_:)``).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        self
    }
}
