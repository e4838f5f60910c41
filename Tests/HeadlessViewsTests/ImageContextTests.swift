import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// Image contexts and the image renderer: the image's size and scale, and what was painted.
@MainActor
struct ImageContextTests {
    @Test func aRendererMakesAnImageOfItsSizeAndScaleRecordingWhatWasPainted() {
        let format = GraphicsImageRendererFormat()
        format.scale = 2
        let renderer = GraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format)
        let image = renderer.image { context in
            Color.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            Color.blue.set()
            BezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).stroke()
            BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).fill()
        }
        expectEqual(image.size, CGSize(width: 40, height: 20))
        expectEqual(image.scale, 2)
        expectEqual(
            image.drawing.map(\.description),
            [
                "fill (0.0, 0.0, 40.0, 20.0) red", "stroke (5.0, 5.0, 10.0, 10.0) blue", "fill (1.0, 2.0, 3.0, 4.0) blue",
            ])
        #expect(GraphicsImageRendererContext.current == nil)
    }

    @Test func theDefaultFormatIsThePhoneScreensAndPaintIsBlackUntilAColourIsSet() {
        let image = GraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 3, height: 3)).image { context in
            context.stroke(CGRect(x: 10, y: 10, width: 3, height: 3))
        }
        expectEqual(image.scale, 3)
        expectEqual(image.size, CGSize(width: 3, height: 3))
        expectEqual(image.drawing, [DrawingStep(.stroke, CGRect(x: 10, y: 10, width: 3, height: 3), color: .black)])
    }

    @Test func beginAndEndStackContextsAndTheImageComesFromTheInnermost() {
        GraphicsImageRendererContext.beginImageContext(size: CGSize(width: 8, height: 8), opaque: false, scale: 1)
        Color.green.setFill()
        GraphicsImageRendererContext.current?.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        GraphicsImageRendererContext.beginImageContext(size: CGSize(width: 2, height: 2), opaque: true, scale: 0)
        let inner = GraphicsImageRendererContext.imageFromCurrentContext()
        expectEqual(inner?.size, CGSize(width: 2, height: 2))
        expectEqual(inner?.scale, 3)
        expectEqual(inner?.drawing, [])
        GraphicsImageRendererContext.endImageContext()
        let outer = GraphicsImageRendererContext.imageFromCurrentContext()
        expectEqual(outer?.drawing, [DrawingStep(.fill, CGRect(x: 0, y: 0, width: 8, height: 8), color: .green)])
        expectEqual(outer?.scale, 1)
        GraphicsImageRendererContext.endImageContext()
        #expect(GraphicsImageRendererContext.imageFromCurrentContext() == nil)
        GraphicsImageRendererContext.endImageContext()
        Color.red.setFill()
        #expect(GraphicsImageRendererContext.current == nil)
    }

    @Test func drawnImagesCompareByWhatWasPaintedAndPrintIt() {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 1, height: 1))
        let unset = renderer.image { $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let black = renderer.image { _ in
            Color.red.setFill()
            Color.black.setFill()
            BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        }
        #expect(unset == black)
        let blue = renderer.image { context in
            Color.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(blue != black)
        #expect(blue.description.contains("drawing: [fill (0.0, 0.0, 1.0, 1.0) blue]"))
        #expect(GraphicsImageRendererContext.beginImageContextSizeZeroGivesNoImage())
    }
}

extension GraphicsImageRendererContext {
    /// A context with no area gives no image, as UIKit's.
    fileprivate static func beginImageContextSizeZeroGivesNoImage() -> Bool {
        beginImageContext(size: .zero, opaque: false, scale: 1)
        defer { endImageContext() }
        return imageFromCurrentContext() == nil && current != nil
    }
}
