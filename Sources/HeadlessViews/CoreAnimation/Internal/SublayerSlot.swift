/// One place among a view's layer's sublayers: a layer added to it, or a subview (whose layer
/// is made only when someone reads it). A view's layer orders its sublayers as a list of these,
/// so that the views that never touch their layers need none.
enum SublayerSlot {
    /// A layer added with `addSublayer(_:)` or one of the `insertSublayer` methods.
    case added(Layer)
    /// A subview, whose layer is at this place.
    case subview(View)

    /// Whether this slot holds `layer`, added or as a subview's layer.
    func holds(_ layer: Layer) -> Bool {
        switch self {
        case .added(let added): added === layer
        case .subview(let view): layer.hostView === view
        }
    }

    /// Whether both slots hold the same layer or the same subview.
    func isSame(as other: SublayerSlot) -> Bool {
        switch (self, other) {
        case (.added(let one), .added(let two)): one === two
        case (.subview(let one), .subview(let two)): one === two
        default: false
        }
    }

    /// Whether this slot is `view`'s.
    func isSubview(_ view: View) -> Bool {
        if case .subview(let subview) = self { return subview === view }
        return false
    }

    /// The layer at this place (a subview's is made if it has none yet).
    @MainActor
    var layer: Layer {
        switch self {
        case .added(let added): added
        case .subview(let view): view.layer
        }
    }
}
