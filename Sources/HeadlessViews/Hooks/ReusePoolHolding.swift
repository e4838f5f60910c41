/// A view that keeps other views alive off screen for reuse: a table's pools of cells,
/// headers and footers.
///
/// The animation timeline drives the layers of views in a driven view's tree and of views
/// waiting in its reuse pools, so that a reused cell's animations go on while it waits, as a
/// cell's do on a device. The timeline lives in the view layer and must not name the table
/// above it; the table answers through this.
@MainActor
package protocol ReusePoolHolding: AnyObject {
    /// Whether `view` is waiting in one of this view's reuse pools.
    func holdsInReusePool(_ view: View) -> Bool
}
