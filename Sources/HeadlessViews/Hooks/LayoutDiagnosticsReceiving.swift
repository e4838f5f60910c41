/// A view that collects the layout diagnostics raised inside the views it shows: a table
/// collects its cells', headers' and footers' in its `layoutDiagnostics`.
///
/// A cell's constraints are solved in the view layer, often before the table has the cell
/// (in the cell's initializer); the layout keeps what it raised until a receiver takes the
/// cell (`deliverLayoutDiagnostics(to:)`), then sends it there directly.
@MainActor
package protocol LayoutDiagnosticsReceiving: AnyObject {
    /// Keeps `diagnostic`, raised in a view this receiver shows.
    func receive(_ diagnostic: LayoutDiagnostic)
}
