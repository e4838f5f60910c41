import Foundation

extension Color {
    /// Makes the colour the current image context's fill colour, as UIKit's `setFill()`;
    /// nothing happens without a context.
    public func setFill() { GraphicsImageRendererContext.current?.fillColor = self }

    /// Makes the colour the current image context's stroke colour, as UIKit's `setStroke()`;
    /// nothing happens without a context.
    public func setStroke() { GraphicsImageRendererContext.current?.strokeColor = self }

    /// Makes the colour the current image context's fill and stroke colour, as UIKit's
    /// `set()`; nothing happens without a context.
    public func set() {
        setFill()
        setStroke()
    }
}
