import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A layer subclass as UIKit code writes one: `override init()`, `override init(layer:)`
/// copying its own property, `required init?(coder:)`, and `layoutSublayers()` placing its
/// sublayer.
private final class BadgeLayer: Layer {
    var badgeColor: Color = .red
    let dot = Layer()
    private(set) var layoutCount = 0

    override init() {
        super.init()
        dot.name = "dot"
        addSublayer(dot)
    }

    override init(layer: Any) {
        if let other = layer as? BadgeLayer { badgeColor = other.badgeColor }
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSublayers() {
        super.layoutSublayers()
        layoutCount += 1
        dot.frame = CGRect(x: bounds.width - 8, y: 0, width: 8, height: 8)
    }
}

/// A view that sizes a background gradient in `layoutSubviews()`, as apps write it.
private final class GradientBackgroundView: View {
    let gradient = GradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [Color.red.cgColor, Color.blue.cgColor]
        layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }
}

/// A view that sizes its sublayer in `layoutSublayers(of:)`, after `super`.
private final class SublayerLayoutView: View {
    let overlay = Layer()
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(overlay)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
    }

    override func layoutSublayers(of layer: Layer) {
        super.layoutSublayers(of: layer)
        log.append("layoutSublayers")
        overlay.frame = layer.bounds.insetBy(dx: 4, dy: 4)
    }
}

/// A view whose layer is a gradient, as UIKit's `layerClass` override.
private final class GradientView: View {
    override class var layerClass: AnyClass { GradientLayer.self }
    var gradientLayer: GradientLayer? { layer as? GradientLayer }
}

/// Core Animation's layer tree as cells use it: sublayers in order, geometry with UIKit's
/// defaults, the view's layer following its view, layout driving sublayer frames, masks and
/// subclasses.
@MainActor
struct LayerTreeTests {
    @Test func sublayersKeepTheirOrderAndInsertionsPlaceThemAsCoreAnimation() {
        let root = Layer()
        #expect(root.sublayers == nil)
        let a = Layer(), b = Layer(), c = Layer(), d = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, below: b)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [c, a, d, b].map(ObjectIdentifier.init))
        root.insertSublayer(c, above: b)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [a, d, b, c].map(ObjectIdentifier.init))
        root.insertSublayer(b, at: 99)  // clamped to the top
        #expect(root.sublayers?.last === b)
        #expect(a.superlayer === root)

        let e = Layer()
        root.replaceSublayer(d, with: e)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [a, e, c, b].map(ObjectIdentifier.init))
        #expect(d.superlayer == nil)

        // Adding a layer elsewhere takes it from its old superlayer.
        let other = Layer()
        other.addSublayer(a)
        #expect(root.sublayers?.contains { $0 === a } == false)
        #expect(a.superlayer === other)

        c.removeFromSuperlayer()
        #expect(c.superlayer == nil)
        expectEqual(root.sublayers?.count, 2)
        root.sublayers = nil
        #expect(root.sublayers == nil)
        #expect(e.superlayer == nil && b.superlayer == nil)
    }

    @Test func aLayerThatWouldMakeACycleIsNotAdded() {
        let root = Layer(), child = Layer(), grandchild = Layer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        grandchild.addSublayer(root)
        child.addSublayer(child)
        #expect(root.superlayer == nil)
        expectEqual(child.sublayers?.count, 1)
        // A view's layer stays its view's.
        let view = View()
        root.addSublayer(view.layer)
        #expect(view.layer.superlayer == nil)
        expectEqual(root.sublayers?.count, 1)
    }

    @Test func geometryHasCoreAnimationsDefaultsAndFrameFollowsPositionAndAnchorPoint() {
        let layer = Layer()
        expectEqual(layer.bounds, .zero)
        expectEqual(layer.position, .zero)
        expectEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        #expect(layer.opacity == 1 && !layer.isHidden && layer.backgroundColor == nil)
        #expect(layer.mask == nil && layer.contents == nil && layer.name == nil && layer.zPosition == 0)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        expectEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
        expectEqual(layer.position, CGPoint(x: 60, y: 40))
        layer.anchorPoint = .zero  // keeps the position, moves the frame
        expectEqual(layer.position, CGPoint(x: 60, y: 40))
        expectEqual(layer.frame, CGRect(x: 60, y: 40, width: 100, height: 40))
        layer.position = CGPoint(x: 0, y: 5)
        expectEqual(layer.frame.origin, CGPoint(x: 0, y: 5))
    }

    @Test func aViewsLayerIsTheViewsGeometryVisibilityAndColour() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        expectEqual(view.layer.frame, view.frame)
        expectEqual(view.layer.bounds, view.bounds)
        expectEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        expectEqual(view.layer.frame, CGRect(x: 0, y: 0, width: 200, height: 80))
        view.layer.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        expectEqual(view.frame, CGRect(x: 5, y: 5, width: 30, height: 30))
        view.layer.position = CGPoint(x: 100, y: 100)
        expectEqual(view.frame, CGRect(x: 85, y: 85, width: 30, height: 30))
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.alpha = 0.5
        expectEqual(view.layer.opacity, 0.5)
        view.layer.backgroundColor = Color.red.cgColor
        expectEqual(view.backgroundColor, .red)
        #expect(view.layer.superlayer == nil)
    }

    @Test func layoutSubviewsSizesABackgroundGradientToTheBounds() {
        let view = GradientBackgroundView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        expectEqual(view.gradient.frame, .zero)
        view.layoutIfNeeded()
        expectEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(view.layer.sublayers?.first === view.gradient)
        view.frame.size = CGSize(width: 200, height: 44)
        view.layoutIfNeeded()
        expectEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
    }

    @Test func theLayoutPassAsksTheViewToLayOutItsLayerAfterLayoutSubviews() {
        let view = SublayerLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.layoutIfNeeded()
        expectEqual(view.log, ["layoutSubviews", "layoutSublayers"])
        expectEqual(view.overlay.frame, CGRect(x: 4, y: 4, width: 92, height: 32))
        view.layoutIfNeeded()  // nothing to do
        expectEqual(view.log.count, 2)
        view.layer.setNeedsLayout()  // marks the view
        #expect(view.needsLayout)
        view.layoutIfNeeded()
        expectEqual(view.log.count, 4)
    }

    @Test func aLayerSubclassWithInitLayerIsAViewsSublayerAndLaysItsOwnSublayersOut() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let badge = BadgeLayer()
        badge.badgeColor = .blue
        badge.cornerRadius = 4
        view.layer.addSublayer(badge)
        #expect(view.layer.sublayers?.first === badge)
        #expect(badge.superlayer === view.layer)

        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 20)  // a new size asks for layout
        #expect(badge.needsLayout())
        view.layoutIfNeeded()
        expectEqual(badge.layoutCount, 1)
        expectEqual(badge.dot.frame, CGRect(x: 32, y: 0, width: 8, height: 8))
        view.layoutIfNeeded()
        expectEqual(badge.layoutCount, 1)

        let copy = BadgeLayer(layer: badge)
        expectEqual(copy.badgeColor, .blue)
        expectEqual(copy.cornerRadius, 4)
        expectEqual(copy.bounds, badge.bounds)
        #expect(copy.superlayer == nil)
    }

    @Test func aMaskBelongsToTheLayerItMasksAndIsNotASublayer() {
        let layer = Layer()
        let mask = GradientLayer()
        layer.mask = mask
        #expect(layer.mask === mask)
        #expect(layer.sublayers == nil)
        #expect(mask.superlayer == nil)
        mask.removeFromSuperlayer()
        #expect(layer.mask == nil)
        // A mask moved to another layer leaves the first.
        let other = Layer()
        layer.mask = mask
        other.mask = mask
        #expect(layer.mask == nil && other.mask === mask)
    }

    @Test func gradientAndShapeLayersHaveCoreAnimationsDefaults() {
        let gradient = GradientLayer()
        #expect(gradient.colors == nil && gradient.locations == nil)
        expectEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        expectEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        expectEqual(gradient.type, .axial)
        // UIKit code's literal: an `[Any]` of `cgColor`s.
        gradient.colors = [Color.systemBlue.cgColor, Color.white.cgColor]
        gradient.locations = [0, 0.5, 1]
        expectEqual(gradient.gradientColors, [.systemBlue, .white])
        expectEqual(gradient.locations?.map(\.doubleValue), [0, 0.5, 1])

        let shape = ShapeLayer()
        #expect(shape.fillColor == .black && shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
    }

    @Test func aViewWhoseLayerClassIsAGradientHasAGradientLayer() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.gradientLayer != nil)
        #expect(type(of: View().layer) == Layer.self)
    }

    @Test func insertingBelowNoSiblingPutsTheLayerAtTheBottomAndAboveNoSiblingOnTop() {
        let root = Layer()
        let a = Layer(), b = Layer(), c = Layer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: nil)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(c, above: nil)
        expectEqual(root.sublayers?.map(ObjectIdentifier.init), [a, b, c].map(ObjectIdentifier.init))
    }
}
