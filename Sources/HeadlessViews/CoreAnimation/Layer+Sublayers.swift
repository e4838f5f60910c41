import Foundation

extension Layer {
    /// The layers inside this one, back to front (drawn in this order), as Core Animation's:
    /// nil when there are none. A view's layer lists its subviews' layers and the layers added
    /// to it in one order, as UIKit's: `addSubview(_:)` puts the subview's layer on top, a
    /// layer inserted at index 0 is below every subview's layer. Reading it makes the layers
    /// of subviews that had none; O(subviews + sublayers).
    ///
    /// Setting it takes the old sublayers out and adds the new ones in order (nil or an empty
    /// array removes them all). On a view's layer, a subview whose layer is not in the new
    /// array leaves its superview, as in UIKit; one whose layer is stays where it is (a view's
    /// layer is placed by its view).
    @MainActor
    public var sublayers: [Layer]? {
        get {
            let slots = sublayerSlots
            return slots.isEmpty ? nil : slots.map(\.layer)
        }
        set {
            let kept = newValue ?? []
            for slot in sublayerSlots {
                switch slot {
                case .added(let layer): layer.removeFromSuperlayer()
                case .subview(let view):
                    if !kept.contains(where: { $0.hostView === view }) { view.removeFromSuperview() }
                }
            }
            for sublayer in kept { addSublayer(sublayer) }
        }
    }

    /// The layer that holds this one, as Core Animation's: a subview's layer answers its
    /// superview's layer (making it if needed); nil for a root and for a mask.
    @MainActor
    public var superlayer: Layer? {
        if let hostView { return hostView.superview?.layer }
        return storedSuperlayer
    }

    /// Adds `layer` on top of the sublayers (above the subviews' layers of a view's layer),
    /// taking it from its old superlayer first, as Core Animation's `addSublayer(_:)`. Nothing
    /// happens for a view's layer (it stays its view's: `addSubview(_:)` moves views) or a
    /// layer that would make the tree a cycle (this layer itself or one of its ancestors),
    /// where Core Animation's behaviour is undefined.
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: Int.max)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range), taking it
    /// from its old superlayer first, as Core Animation's `insertSublayer(_:at:)`; index 0 is
    /// at the back, behind the others and, in a view's layer, behind every subview's layer
    /// (the usual place of a background gradient). The same layers are refused as in
    /// `addSublayer(_:)`.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling`, as Core Animation's `insertSublayer(_:below:)`;
    /// at the back when `sibling` is nil or not a sublayer of this layer. `sibling` may be a
    /// subview's layer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard layer !== sibling else { return }
        let others = sublayerSlots.filter { !$0.holds(layer) }
        insert(layer, at: sibling.flatMap { sibling in others.firstIndex { $0.holds(sibling) } } ?? 0)
    }

    /// Inserts `layer` just above `sibling`, as Core Animation's `insertSublayer(_:above:)`;
    /// on top when `sibling` is nil or not a sublayer of this layer. `sibling` may be a
    /// subview's layer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard layer !== sibling else { return }
        let others = sublayerSlots.filter { !$0.holds(layer) }
        insert(layer, at: sibling.flatMap { sibling in others.firstIndex { $0.holds(sibling) } }.map { $0 + 1 } ?? others.count)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and takes `oldLayer` out, as
    /// Core Animation's `replaceSublayer(_:with:)`; nothing happens when `oldLayer` is not a
    /// layer added to this one (a subview's layer is placed by its view).
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, storedSublayers.contains(where: { $0 === oldLayer }),
            let index = sublayerSlots.firstIndex(where: { $0.holds(oldLayer) })
        else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer, or, for a mask, off the layer it masks, as Core
    /// Animation's `removeFromSuperlayer()`; nothing happens for a root. The layer of a view
    /// takes its view out of its superview (`removeFromSuperview()`), as in UIKit, where a
    /// view's subviews are the views whose layers are its layer's sublayers. The layer keeps
    /// its animations.
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.mask === self {
            masked.mask = nil
            return
        }
        if let hostView {
            MainActor.assumeIsolated { hostView.removeFromSuperview() }
            return
        }
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
        anchorSubview = nil
        parent.setNeedsLayout()
    }

    /// Whether `layer` is this layer or holds it, through superlayers and masks.
    func isSelfOrAncestor(_ layer: Layer) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var current: Layer? = self
        while let candidate = current, visited.insert(ObjectIdentifier(candidate)).inserted {
            if candidate === layer { return true }
            current = candidate.storedSuperlayer ?? candidate.maskedLayer
        }
        return false
    }

    /// Inserts `layer` at `index` among the sublayers' places (clamped) unless it is a view's
    /// layer or would make a cycle.
    private func insert(_ layer: Layer, at index: Int) {
        guard layer.hostView == nil, !isSelfOrAncestor(layer) else { return }
        let wasHere = layer.storedSuperlayer === self
        if !wasHere { layer.removeFromSuperlayer() }
        let before = sublayerSlots
        var slots = before
        slots.removeAll { $0.holds(layer) }
        slots.insert(.added(layer), at: min(max(index, 0), slots.count))
        adopt(slots)
        layer.storedSuperlayer = self
        // Inserting a layer where it already is (code that inserts its background gradient at
        // index 0 in every `layoutSubviews()`) changes nothing, so it does not ask for another
        // layout pass.
        if !wasHere || !before.elementsEqual(slots, by: { $0.isSame(as: $1) }) { setNeedsLayout() }
    }
}
