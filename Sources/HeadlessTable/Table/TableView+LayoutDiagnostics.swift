import Foundation
import HeadlessViews

extension TableView: LayoutDiagnosticsReceiving {
    /// Keeps `diagnostic` in `layoutDiagnostics` and sends it to the table's handler.
    package func receive(_ diagnostic: LayoutDiagnostic) {
        if layoutDiagnostics.count >= 1_000 { layoutDiagnostics.removeFirst(layoutDiagnostics.count - 999) }
        layoutDiagnostics.append(diagnostic)
        layoutDiagnosticHandler?(diagnostic)
    }
}
