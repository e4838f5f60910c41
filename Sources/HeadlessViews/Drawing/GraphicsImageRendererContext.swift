import Foundation

/// A context an image is drawn in, as UIKit's `UIGraphicsImageRendererContext`, and the
/// context UIKit's `UIGraphicsBeginImageContextWithOptions` pushes: headless, nothing is
/// rasterised; what is painted is recorded as ``DrawingStep``s, which the image it makes
/// keeps (``Image/drawing``).
///
/// Contexts stack per thread, as UIKit's: ``beginImageContext(size:opaque:scale:)`` pushes one
/// and makes it ``current``, ``endImageContext()`` pops it, and a renderer's
/// ``GraphicsImageRenderer/image(actions:)`` pushes its context while its actions run, so a
/// colour's `setFill()`, `UIRectFill` and a path's `fill()` paint into it.
public final class GraphicsImageRendererContext {
    /// The format the context draws with: its scale and opacity.
    public let format: GraphicsImageRendererFormat
    /// The context's size in points.
    public let size: CGSize
    /// What was painted, in order.
    public private(set) var steps: [DrawingStep] = []
    /// The colour fills paint with; black at first, as in UIKit. Set by a colour's `setFill()`
    /// or `set()`.
    public var fillColor: Color = .black
    /// The colour strokes paint with; black at first, as in UIKit. Set by a colour's
    /// `setStroke()` or `set()`.
    public var strokeColor: Color = .black

    init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// Paints `rect` with ``fillColor``, as UIKit's `fill(_:)`.
    public func fill(_ rect: CGRect) {
        steps.append(DrawingStep(.fill, rect, color: fillColor))
    }

    /// Paints the outline of `rect` with ``strokeColor``, as UIKit's `stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        steps.append(DrawingStep(.stroke, rect, color: strokeColor))
    }

    /// The image drawn so far, as UIKit's `currentImage`: of the context's size and scale,
    /// named `"drawing"`, with ``steps`` as its ``Image/drawing``.
    public var currentImage: Image {
        Image(
            name: "drawing", size: size, isSymbol: false, symbolConfiguration: nil, renderingMode: .automatic,
            scale: format.scale, drawing: steps)
    }

    // MARK: - The thread's stack of contexts

    /// The thread's contexts, the current one last: UIKit keeps a stack per thread, so
    /// drawing on one thread does not paint into another's context.
    private final class Stack {
        var contexts: [GraphicsImageRendererContext] = []
    }

    private static let stackKey = "HeadlessViews.GraphicsImageRendererContext.stack"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[stackKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[stackKey] = stack
        return stack
    }

    /// The context drawing goes to on this thread: the last pushed and not yet ended; nil
    /// when none is (painting then does nothing, as UIKit's, which logs an invalid context).
    public static var current: GraphicsImageRendererContext? { stack.contexts.last }

    /// Pushes a context of `size` and makes it ``current``, as UIKit's
    /// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: `scale` 0 means the screen's (3, a
    /// phone's, as ``TraitCollection/displayScale``).
    public static func beginImageContext(size: CGSize, opaque: Bool, scale: CGFloat) {
        let format = GraphicsImageRendererFormat()
        format.opaque = opaque
        if scale > 0 { format.scale = scale }
        push(GraphicsImageRendererContext(size: size, format: format))
    }

    /// The image the ``current`` context holds, as UIKit's
    /// `UIGraphicsGetImageFromCurrentImageContext()`: nil without a context, or for a context
    /// with no area (UIKit makes no image of it either).
    public static func imageFromCurrentContext() -> Image? {
        guard let context = current, context.size.width > 0, context.size.height > 0 else { return nil }
        return context.currentImage
    }

    /// Pops the ``current`` context, as UIKit's `UIGraphicsEndImageContext()`; nothing
    /// happens when there is none.
    public static func endImageContext() {
        _ = stack.contexts.popLast()
    }

    static func push(_ context: GraphicsImageRendererContext) {
        stack.contexts.append(context)
    }

    /// Pops `context` and any context pushed above it and left open (a drawing that began an
    /// image context and did not end it), so the contexts below are current again.
    static func end(_ context: GraphicsImageRendererContext) {
        guard let index = stack.contexts.lastIndex(where: { $0 === context }) else { return }
        stack.contexts.removeSubrange(index...)
    }
}
