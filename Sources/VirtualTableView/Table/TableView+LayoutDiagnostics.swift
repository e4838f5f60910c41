import Foundation

extension TableView {
    /// Keeps `diagnostic` in `layoutDiagnostics` and sends it to the table's handler.
    func record(_ diagnostic: LayoutDiagnostic) {
        if layoutDiagnostics.count >= 1_000 { layoutDiagnostics.removeFirst(layoutDiagnostics.count - 999) }
        layoutDiagnostics.append(diagnostic)
        layoutDiagnosticHandler?(diagnostic)
    }
}
