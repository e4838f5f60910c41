import Diffing
import Foundation

/// How `Liaison.apply` shows rows whose identity was kept and whose content changed.
public enum ContentUpdateStyle: Hashable, Sendable {
    /// The row's cell is configured again in place: no fade, the cell stays.
    case reconfigure
    /// The row is reloaded: its cell is replaced, with the call's animation.
    case reload
}

extension Liaison {
    /// Makes `sections` the liaison's sections, animating only what changed: sections are
    /// matched by `id` (by position when they have none), rows by `Row.id` (by object when
    /// they have none), across sections. One validated batch inserts, deletes and moves;
    /// rows whose content changed are reconfigured or reloaded (`contentUpdates`). Moved rows
    /// keep their cells and the selection; `.insert`, `.delete`, `.move`, `.reload` fire for
    /// the rows on screen.
    ///
    /// While a page loads, its spinner is not part of the difference. When the new sections
    /// add rows after every row that was there (the page landed at the end), the spinner
    /// leaves in the same batch and `paginationEnded(indexPath:)` gets the first of them, as
    /// with `append`; an `apply` that changes content elsewhere (a row updated, or inserted
    /// at the top) keeps the spinner; one that removes every row there was is a reset, and
    /// cancels the page as `clearSections` does (`paginationCancelled(indexPath:)`). A page
    /// that brought nothing is ended with `endPagination(animation:)`.
    ///
    /// A row's content is its model (see `Row.contentEquality`) and its declared height: a
    /// row whose declared height changed (fixed to another value, to self-sizing, or back) is
    /// updated even when its model is equal. With `.reconfigure`, content is compared only
    /// for the rows whose cells stay on screen through the batch: a row off screen has no
    /// cell to configure again, and a row that comes on screen gets a cell configured with
    /// its new model anyway. Declared heights are compared for every matched row, and the
    /// estimates of rows that declare a height: a row off screen whose declared height or
    /// estimate changed takes its declared height at once, so the rows after it stay where
    /// its new height puts them (not where a former row of its identity left them); a row
    /// that now sizes itself lies at its estimate, and a self-sizing row off screen is
    /// measured again when it next comes on screen. A row whose model or declared height changed shows at its
    /// new height, on screen or off. With `.reload`, every matched row is compared, because a
    /// reload also measures a row's height again.
    ///
    /// - Throws: what the table throws (an update the diff produces is always valid).
    /// - Complexity: O(s + n) expected for s sections and n rows (each old and new row's
    ///   declared height read once: a height closure runs), plus the moved rows' O(k log k)
    ///   and the rows that come on screen.
    public func apply(
        _ sections: [Section], animation: TableView.RowAnimation = .automatic, contentUpdates: ContentUpdateStyle = .reconfigure
    ) throws {
        // The difference runs user code (content equalities): the state stays in place for it.
        try mutate(animation: animation, replacesState: true) { state, change in
            let current = state.showsSpinner ? Array(state.sections.dropLast()) : state.sections
            let comparesContent = contentUpdates == .reload
            let changeset =
                comparesContent
                ? SectionSnapshot<RowSnapshot>.difference(from: current, to: sections)
                : SectionSnapshot<RowIdentitySnapshot>.difference(from: current, to: sections)
            change.deletedSections = IndexSet(changeset.sections.deletes)
            change.insertedSections = IndexSet(changeset.sections.inserts)
            change.movedSections = changeset.sections.moves.map { ($0.from, $0.to) }
            change.deletedRows = changeset.deletedRows
            change.insertedRows = changeset.insertedRows
            change.movedRows = changeset.movedRows.map { ($0.from, $0.to) }
            let moved = Set(changeset.movedRows.map(\.to))
            for update in changeset.updatedRows {
                if contentUpdates == .reload && !moved.contains(update.new) {
                    change.reloadedRows.append(update.old)
                    change.reloadedRowTargets.append(update.new)
                } else if comparesContent {
                    change.updatedRowsAfter.append(update.new)
                } else {
                    // `.reconfigure` compares declared heights only (see `RowIdentitySnapshot`).
                    change.declaredHeightChangedRows.append(update.new)
                }
            }
            change.contentUpdates = contentUpdates
            change.comparesVisibleContentAfter = !comparesContent
            // Sections whose components changed are reloaded once the batch is done; a
            // reload cannot share a batch with that section's row changes.
            change.reloadedSectionsAfter = IndexSet(changeset.sections.updates.map(\.new))
            // The spinner's rows are added after the difference's, out of its order.
            change.rowsAscending = !state.showsSpinner
            if state.showsSpinner { self.settlePagination(&state, &change, replacing: current, with: sections) }
            let spinner = state.showsSpinner ? state.sections.last : nil
            state.sections = sections + (spinner.map { [$0] } ?? [])
        }
    }

    /// `apply(_:animation:contentUpdates:)` with sections declared by a result builder.
    /// - Throws: what the table throws.
    public func apply(
        animation: TableView.RowAnimation = .automatic, contentUpdates: ContentUpdateStyle = .reconfigure,
        @SectionsBuilder _ sections: () -> [Section]
    ) throws {
        try apply(sections(), animation: animation, contentUpdates: contentUpdates)
    }
}
