import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// A view that sizes a gradient in `layoutSublayers(of:)` only, and never reads `layer`
/// before its first layout pass; it logs the calls in order.
private final class SublayerOnlyGradientView: View {
    let gradient = GradientLayer()
    var log: [String] = []

    override func layoutSublayers(of layer: Layer) {
        log.append("layoutSublayers(of:)")
        super.layoutSublayers(of: layer)
        if gradient.superlayer == nil { layer.insertSublayer(gradient, at: 0) }
        gradient.frame = layer.bounds
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews")
    }
}

/// The layer tree mirrors the view tree, as UIKit's: a view's layer's sublayers are its
/// subviews' layers and the layers added to it in one order, a subview's layer's superlayer
/// is its superview's layer, and the layout pass always goes through the layer.
@MainActor
struct LayerViewTreeTests {
    /// The identities of `layers`, to compare orders.
    private func ids(_ layers: [Layer]?) -> [ObjectIdentifier] {
        (layers ?? []).map(ObjectIdentifier.init)
    }

    @Test func aViewsSublayersAreItsSubviewsLayersInOrderWithAddedLayersAboveAndBelow() {
        let view = View(), first = View(), second = View()
        view.addSubview(first)
        view.addSubview(second)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, second.layer]))
        let background = GradientLayer(), overlay = Layer()
        view.layer.insertSublayer(background, at: 0)
        expectEqual(ids(view.layer.sublayers), ids([background, first.layer, second.layer]))
        view.layer.addSublayer(overlay)
        expectEqual(ids(view.layer.sublayers), ids([background, first.layer, second.layer, overlay]))
        // A subview added later goes on top, above the added overlay.
        let third = View()
        view.addSubview(third)
        expectEqual(ids(view.layer.sublayers), ids([background, first.layer, second.layer, overlay, third.layer]))
        // Bringing a subview to the front puts its layer above everything.
        view.bringSubviewToFront(first)
        expectEqual(view.subviews.map(ObjectIdentifier.init), [second, third, first].map(ObjectIdentifier.init))
        expectEqual(ids(view.layer.sublayers), ids([background, second.layer, overlay, third.layer, first.layer]))
        // Sending one to the back puts it below the background, as UIKit's.
        view.sendSubviewToBack(third)
        expectEqual(ids(view.layer.sublayers), ids([third.layer, background, second.layer, overlay, first.layer]))
        // Exchanging two subviews swaps their layers; the added layers keep their places.
        view.exchangeSubview(at: 0, withSubviewAt: 2)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, background, second.layer, overlay, third.layer]))
    }

    @Test func insertingASublayerBelowOrAboveASubviewsLayerPlacesItThere() {
        let view = View(), first = View(), second = View()
        view.addSubview(first)
        view.addSubview(second)
        let between = Layer(), onTop = Layer()
        view.layer.insertSublayer(between, below: second.layer)
        view.layer.insertSublayer(onTop, above: second.layer)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, between, second.layer, onTop]))
        view.layer.insertSublayer(onTop, at: 1)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, onTop, between, second.layer]))
        // Subviews inserted among them go just below the subview they precede, or beside
        // the sibling they name.
        let middle = View(), last = View()
        view.insertSubview(middle, at: 1)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, onTop, between, middle.layer, second.layer]))
        view.insertSubview(last, aboveSubview: first)
        expectEqual(ids(view.layer.sublayers), ids([first.layer, last.layer, onTop, between, middle.layer, second.layer]))
    }

    @Test func aSubviewsLayersSuperlayerIsItsSuperviewsLayer() {
        let view = View(), subview = View()
        #expect(subview.layer.superlayer == nil)
        view.addSubview(subview)
        #expect(subview.layer.superlayer === view.layer)
        let other = View()
        other.addSubview(subview)
        #expect(subview.layer.superlayer === other.layer)
        #expect(view.layer.sublayers == nil)
    }

    @Test func removeFromSuperviewTakesTheLayerOutAndKeepsTheAddedLayersInPlace() {
        let view = View(), first = View(), second = View()
        view.addSubview(first)
        view.addSubview(second)
        let between = Layer()
        view.layer.insertSublayer(between, above: first.layer)
        first.removeFromSuperview()
        expectEqual(ids(view.layer.sublayers), ids([between, second.layer]))
        #expect(first.layer.superlayer == nil)
        // Taking a view's layer out of its superlayer takes the view out of its superview.
        second.layer.removeFromSuperlayer()
        #expect(second.superview == nil)
        #expect(view.subviews.isEmpty)
        expectEqual(ids(view.layer.sublayers), ids([between]))
        // A view added again goes on top.
        view.addSubview(first)
        expectEqual(ids(view.layer.sublayers), ids([between, first.layer]))
    }

    @Test func settingAViewsSublayersKeepsTheSubviewsWhoseLayersItListsAndRemovesTheOthers() {
        let view = View(), kept = View(), dropped = View()
        view.addSubview(kept)
        view.addSubview(dropped)
        let old = Layer(), new = Layer()
        view.layer.addSublayer(old)
        view.layer.sublayers = [kept.layer, new]
        #expect(dropped.superview == nil)
        #expect(old.superlayer == nil)
        expectEqual(ids(view.layer.sublayers), ids([kept.layer, new]))
    }

    @Test func layoutSublayersOfIsCalledOnAViewThatNeverReadItsLayerBeforeLayoutSubviews() {
        let view = SublayerOnlyGradientView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(view.loadedLayer == nil)
        view.layoutIfNeeded()
        expectEqual(view.log, ["layoutSublayers(of:)", "layoutSubviews"])
        expectEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(view.layer.sublayers?.first === view.gradient)
        view.frame.size = CGSize(width: 200, height: 44)
        view.layoutIfNeeded()
        expectEqual(view.log, ["layoutSublayers(of:)", "layoutSubviews", "layoutSublayers(of:)", "layoutSubviews"])
        expectEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
    }
}
