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

    /// No clipped text, judged by what a person loses (`TextClipping.lostLine`): no label
    /// on screen, in a cell, header or footer, loses a line of its text. A label of several
    /// lines shorter than its lines at its width shows only the lines that fit; a label whose
    /// line is cut by more than a quarter of the line's height loses it. The report names the
    /// first line lost. A label held to a fixed height loses its text when the text grows, as
    /// at the accessibility text sizes (the `contentSizeCategory` gesture). A line truncated
    /// by the label's own `numberOfLines` is the label's design, not a loss. Hidden labels,
    /// labels without text and labels collapsed to no width or no height are not read.
    /// - Complexity: one line layout per label of each visible cell, header and footer.
    public static var clippedText: Self { clippedText(.lostLine) }

    /// No clipped text, judged as `strictness` says: `.lostLine` is `clippedText`;
    /// `.anyFraction` also reports a label a fraction of a line shorter than its text (more
    /// than a pixel), which a person does not see. Named "clipped text" either way.
    /// - Complexity: one line layout per label of each visible cell, header and footer.
    public static func clippedText(_ strictness: TextClipping) -> Self {
        custom("clipped text") { explored in
            guard !explored.harness.topTableIsCovered else { return nil }
            return LayoutInspection(table: explored.harness.tableView).clippedLabel(strictness)
        }
    }
}
