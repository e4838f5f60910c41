import Foundation

/// What a view knows about Auto Layout, allocated the first time the view takes part (a
/// constraint, a guide, a margin, a priority on the vertical axis), so that views laid out
/// by hand carry one nil reference and nothing else.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (it is their items' closest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [LayoutGuide] = []
    var layoutMargins: EdgeInsets
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    /// The engine of the layout this view hosts (see `LayoutEngine` for which views host).
    var engine: LayoutEngine?
    /// The engine that has a record of this view: told when the intrinsic size changes.
    weak var memberOf: LayoutEngine?
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    var verticalHugging = LayoutPriority.defaultLow
    var verticalCompressionResistance = LayoutPriority.defaultHigh
    var diagnosticHandler: (@MainActor (LayoutDiagnostic) -> Void)?
    /// Diagnostics raised in this hosting view's layout before anyone listened (a cell's
    /// initializer activating constraints before the table knows the cell).
    var undeliveredDiagnostics: [LayoutDiagnostic] = []
    /// The view (a table) that shows this cell or header/footer view, told of diagnostics.
    weak var diagnosticsReceiver: (any LayoutDiagnosticsReceiving)?

    init(layoutMargins: EdgeInsets = EdgeInsets(all: 8)) {
        self.layoutMargins = layoutMargins
    }
}
