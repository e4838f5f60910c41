import Foundation
import TableLiaison

extension ExplorationCheck {
    /// No unsatisfiable or ambiguous layout. The table has collected no layout diagnostic
    /// from its cells and header and footer views (`TableView.layoutDiagnostics`: required
    /// constraints that cannot hold together, constraints that could not be installed,
    /// heights for widths that did not settle), and no view placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints` false) in a cell, header or footer on
    /// screen has an ambiguous layout (`hasAmbiguousLayout`: several frames satisfy its
    /// constraints equally well, so which one it gets is an accident of the solver). A
    /// diagnostic raised before the first step (a cell's initializer) fails the first check.
    /// - Complexity: one ambiguity question per constrained view of each visible cell,
    ///   header and footer.
    public static var layout: Self {
        custom("layout") { explored in
            guard !explored.harness.topTableIsCovered else { return nil }
            return LayoutInspection(table: explored.harness.tableView).layoutViolation()
        }
    }

    /// No clipped text: every label on screen, in a cell, header or footer, is at least as
    /// high as the lines it shows need at its width (within a pixel). A label squeezed
    /// below its text's height draws its text cut off: the bug a fixed height meets when the
    /// text grows, as at the accessibility text sizes (the `contentSizeCategory` gesture).
    /// Hidden labels, labels without text and labels collapsed to no width or no height are
    /// not read.
    /// - Complexity: one text measurement per label of each visible cell, header and footer.
    public static var clippedText: Self {
        custom("clipped text") { explored in
            guard !explored.harness.topTableIsCovered else { return nil }
            return LayoutInspection(table: explored.harness.tableView).clippedLabel()
        }
    }
}
