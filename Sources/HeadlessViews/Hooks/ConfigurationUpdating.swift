/// A view whose configuration is brought up to date lazily, before the next layout, as
/// UIKit's buttons and cells do with `setNeedsUpdateConfiguration()`.
///
/// The pending updates are run in the view layer, before the layout of the view that holds
/// them; cells live in the table's module above, so they take part through this.
@MainActor
package protocol ConfigurationUpdating: View {
    /// Runs the pending configuration update now, if one is pending.
    func updateConfigurationIfNeeded()
}
