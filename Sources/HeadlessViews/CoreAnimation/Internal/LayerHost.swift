/// The link from a view's layer back to its view, owned by the view alone: the layer holds
/// it weakly, so the link, not the view, carries the weak reference's side table (views are
/// retained and released on every layout pass; the link never is). It dies with its view,
/// so its unowned reference is never read after the view is gone.
@MainActor
final class LayerHost {
    /// The view whose layer points here.
    unowned let view: View

    /// A link to `view`.
    init(view: View) { self.view = view }
}
