import Foundation

/// The visible-rows check's verdict, apart from the table it reads, so that each way of
/// failing it can be shown with rows no correct table would display.
enum VisibleRowsCheck {
    /// What is wrong with the rows a table shows, as a failure message; nil when nothing.
    /// `shown` are the table's visible rows in its order, `required` the rows that meet the
    /// viewport by more than the tolerance, `allowed` those that meet it at all: a required
    /// row not shown, a shown row not allowed, or shown rows out of order fail.
    static func violation(
        shown visible: [IndexPath], required: [IndexPath], allowed: Set<IndexPath>, offset: CGFloat
    )
        -> String?
    {
        let shown = Set(visible)
        let missing = required.filter { !shown.contains($0) }
        let extra = visible.filter { !allowed.contains($0) }
        guard !missing.isEmpty || !extra.isEmpty || visible != visible.sorted() else { return nil }
        let offset = String(format: "%.1f", offset)
        return
            "rows on screen \(visible.map(\.harnessDescription)) at offset \(offset): missing \(missing.map(\.harnessDescription)) that meet the viewport, showing \(extra.map(\.harnessDescription)) that do not"
    }
}
