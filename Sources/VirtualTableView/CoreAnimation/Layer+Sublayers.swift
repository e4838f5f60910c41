import Foundation

extension Layer {
    /// The layers inside this one, back to front (drawn in this order), as Core Animation's:
    /// nil when there are none. Setting it takes the old sublayers out and adds the new ones
    /// in order (nil or an empty array removes them all).
    public var sublayers: [Layer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for sublayer in storedSublayers { sublayer.removeFromSuperlayer() }
            for sublayer in newValue ?? [] { addSublayer(sublayer) }
        }
    }

    /// The layer that holds this one; nil for a root (a view's layer is the root of its
    /// view's tree here) and for a mask.
    public var superlayer: Layer? { storedSuperlayer }

    /// Adds `layer` on top of the sublayers, taking it from its old superlayer first, as Core
    /// Animation's `addSublayer(_:)`. Nothing happens for a view's layer (it stays its
    /// view's) or a layer that would make the tree a cycle (this layer itself or one of its
    /// ancestors), where Core Animation's behaviour is undefined.
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: storedSublayers.count)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the valid range), taking it
    /// from its old superlayer first, as Core Animation's `insertSublayer(_:at:)`; index 0 is
    /// at the back, behind the others (the usual place of a background gradient). The same
    /// layers are refused as in `addSublayer(_:)`.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, at: Int(index))
    }

    /// Inserts `layer` just below `sibling`, as Core Animation's `insertSublayer(_:below:)`;
    /// at the back when `sibling` is nil or not a sublayer of this layer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard layer !== sibling else { return }
        let others = storedSublayers.filter { $0 !== layer }
        insert(layer, at: others.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `layer` just above `sibling`, as Core Animation's `insertSublayer(_:above:)`;
    /// on top when `sibling` is nil or not a sublayer of this layer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard layer !== sibling else { return }
        let others = storedSublayers.filter { $0 !== layer }
        insert(layer, at: others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers and takes `oldLayer` out, as
    /// Core Animation's `replaceSublayer(_:with:)`; nothing happens when `oldLayer` is not a
    /// sublayer of this layer.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer, or, for a mask, off the layer it masks, as Core
    /// Animation's `removeFromSuperlayer()`; nothing happens for a root. The layer keeps its
    /// animations.
    public func removeFromSuperlayer() {
        if let masked = maskedLayer, masked.mask === self {
            masked.mask = nil
            return
        }
        guard let parent = storedSuperlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        storedSuperlayer = nil
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

    /// Inserts `layer` at `index` (clamped) unless it is a view's layer or would make a cycle.
    private func insert(_ layer: Layer, at index: Int) {
        guard layer.hostView == nil, !isSelfOrAncestor(layer) else { return }
        if layer.storedSuperlayer === self {
            let before = storedSublayers
            storedSublayers.removeAll { $0 === layer }
            storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
            // Inserting a layer where it already is (code that inserts its background
            // gradient at index 0 in every `layoutSubviews()`) changes nothing, so it does not
            // ask for another layout pass.
            if !before.elementsEqual(storedSublayers, by: ===) { setNeedsLayout() }
            return
        }
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(max(index, 0), storedSublayers.count))
        layer.storedSuperlayer = self
        setNeedsLayout()
    }
}
