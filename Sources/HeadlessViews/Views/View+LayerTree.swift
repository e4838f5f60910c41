/// Where a subview's layer goes among its superview's layer's sublayers.
enum SubviewLayerPlace {
    /// Below every sublayer.
    case bottom
    /// Above every sublayer.
    case top
    /// Just below this subview's layer.
    case below(View)
    /// Just above this subview's layer.
    case above(View)
}

extension View {
    /// The places of the layers added to this view's layer and of the subviews, taken before a
    /// change of the subviews; nil when no layer was added (the usual case, where the
    /// subviews' order alone is the sublayers' order and nothing needs keeping).
    var addedLayerSlots: [SublayerSlot]? {
        guard let layer = loadedLayer, !layer.storedSublayers.isEmpty else { return nil }
        return layer.sublayerSlots
    }

    /// Where the layer of a subview inserted at `index` among the other subviews goes: on top
    /// at the last index, at the very back at 0, else just below the subview it goes before.
    func layerPlaceOfSubview(insertedAt index: Int) -> SubviewLayerPlace {
        if index >= subviews.count { return .top }
        if index == 0 { return .bottom }
        return .below(subviews[index])
    }

    /// Puts `view`'s place at `place` among `slots` (taken before `view` moved) and keeps the
    /// added layers where they were relative to the other subviews. O(slots).
    func placeLayer(of view: View, _ place: SubviewLayerPlace, in slots: [SublayerSlot]?) {
        guard var slots, let layer = loadedLayer else { return }
        slots.removeAll { $0.isSubview(view) }
        let index: Int
        switch place {
        case .bottom: index = 0
        case .top: index = slots.count
        case .below(let sibling): index = slots.firstIndex { $0.isSubview(sibling) } ?? slots.count
        case .above(let sibling): index = slots.firstIndex { $0.isSubview(sibling) }.map { $0 + 1 } ?? slots.count
        }
        slots.insert(.subview(view), at: index)
        layer.adopt(slots)
    }

    /// Takes `view`'s place out of `slots` (taken before it left): the layers just below it
    /// are then just below the next subview.
    func removeLayer(of view: View, from slots: [SublayerSlot]?) {
        guard var slots, let layer = loadedLayer else { return }
        slots.removeAll { $0.isSubview(view) }
        layer.adopt(slots)
    }

    /// Swaps the places of `first` and `second` in `slots`; the added layers keep theirs.
    func exchangeLayers(of first: View, and second: View, in slots: [SublayerSlot]?) {
        guard let slots, let layer = loadedLayer else { return }
        layer.adopt(
            slots.map { slot in
                if slot.isSubview(first) { return .subview(second) }
                if slot.isSubview(second) { return .subview(first) }
                return slot
            })
    }
}
