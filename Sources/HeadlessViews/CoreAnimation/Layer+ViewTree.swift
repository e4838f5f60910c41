extension Layer {
    /// The layers added to this one, back to front, without a view's layer's subviews' layers
    /// (the scroll harness's render draws subviews by the view tree).
    package var addedSublayers: [Layer] { storedSublayers }

    /// The sublayers' places back to front: for a view's layer, the layers added to it with
    /// its subviews between them (each added layer just below its `anchorSubview`, or on top);
    /// for another layer, the layers added to it. O(subviews + added layers); makes no layer.
    var sublayerSlots: [SublayerSlot] {
        guard let hostView else { return storedSublayers.map { .added($0) } }
        let subviews = MainActor.assumeIsolated { hostView.subviews }
        guard !subviews.isEmpty else { return storedSublayers.map { .added($0) } }
        var slots: [SublayerSlot] = []
        slots.reserveCapacity(subviews.count + storedSublayers.count)
        // `storedSublayers` is kept in the order of the slots (see `adopt(_:)`), so one walk
        // of both lists places every added layer.
        var pending = storedSublayers[...]
        for subview in subviews {
            while let next = pending.first, next.anchorSubview === subview {
                slots.append(.added(next))
                pending.removeFirst()
            }
            slots.append(.subview(subview))
        }
        slots.append(contentsOf: pending.map { .added($0) })
        return slots
    }

    /// Takes `slots` as the sublayers' order: the added layers in it become `storedSublayers`,
    /// in its order, each anchored just below the next subview in it (nil past the last).
    /// The subviews' order is the view's and is not changed here. O(slots).
    func adopt(_ slots: [SublayerSlot]) {
        var anchor: View?
        var added: [Layer] = []
        added.reserveCapacity(storedSublayers.count + 1)
        for slot in slots.reversed() {
            switch slot {
            case .subview(let view): anchor = view
            case .added(let layer):
                layer.anchorSubview = anchor
                added.append(layer)
            }
        }
        storedSublayers = added.reversed()
    }
}
