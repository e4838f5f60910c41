import Foundation

/// The sections and the pagination spinner as one value, so a mutation can be tried on a
/// copy (validation, deferral) before it is applied.
struct LiaisonState {
    var sections: [Section]
    /// Whether the last section is the pagination spinner's.
    var showsSpinner = false
}

/// What a mutation tells the table, in UIKit's index spaces, and what runs after.
struct LiaisonChange {
    var animation: TableView.RowAnimation
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Where reloaded rows land (new index paths), for their `.reload` command.
    var reloadedRowTargets: [IndexPath] = []
    /// Rows (new index paths) whose content changed, shown after the batch.
    var updatedRowsAfter: [IndexPath] = []
    /// Rows (new index paths) kept by identity under another declared height (`apply` with
    /// `.reconfigure`): those off screen after the batch are given their new heights.
    var declaredHeightChangedRows: [IndexPath] = []
    var contentUpdates: ContentUpdateStyle = .reconfigure
    /// Whether the rows whose cells stay on screen through the batch are compared with the
    /// rows they showed before, and reconfigured when their content changed (`apply`).
    var comparesVisibleContentAfter = false
    /// Whether `deletedRows` and `insertedRows` are ascending and `movedRows` ascending by
    /// destination (a difference's order): the rows on screen among them are then found by
    /// binary search, not by reading every one.
    var rowsAscending = false
    /// Sections (new indexes) reloaded after the batch.
    var reloadedSectionsAfter = IndexSet()
    /// Runs once the table has the new state (pagination callbacks).
    var completions: [@MainActor () -> Void] = []

    init(animation: TableView.RowAnimation) {
        self.animation = animation
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// The batch, then the updates that cannot share it.
    /// - Throws: the first `TableViewError` the table met (it then applied nothing of that
    ///   update).
    @MainActor
    func perform(on tableView: TableView) throws {
        try tableView.checking { tableView in
            performBatch(on: tableView)
            if !updatedRowsAfter.isEmpty {
                switch contentUpdates {
                case .reconfigure: tableView.reconfigureRows(at: updatedRowsAfter)
                case .reload: tableView.reloadRows(at: updatedRowsAfter, with: animation)
                }
            }
            if !reloadedSectionsAfter.isEmpty { tableView.reloadSections(reloadedSectionsAfter, with: animation) }
        }
    }

    @MainActor
    private func performBatch(on tableView: TableView) {
        guard !isEmpty else { return }
        tableView.performBatchUpdates {
            if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
            if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
            if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
            for move in movedSections { tableView.moveSection(move.from, toSection: move.to) }
            if !deletedRows.isEmpty { tableView.deleteRows(at: deletedRows, with: animation) }
            if !insertedRows.isEmpty { tableView.insertRows(at: insertedRows, with: animation) }
            if !reloadedRows.isEmpty { tableView.reloadRows(at: reloadedRows, with: animation) }
            for move in movedRows { tableView.moveRow(at: move.from, to: move.to) }
        }
    }
}
