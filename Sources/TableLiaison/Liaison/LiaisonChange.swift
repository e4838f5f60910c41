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
    @MainActor
    func perform(on tableView: TableView) throws {
        try performBatch(on: tableView)
        if !updatedRowsAfter.isEmpty {
            switch contentUpdates {
            case .reconfigure: try tableView.reconfigureRows(at: updatedRowsAfter)
            case .reload: try tableView.reloadRows(at: updatedRowsAfter, with: animation)
            }
        }
        if !reloadedSectionsAfter.isEmpty { try tableView.reloadSections(reloadedSectionsAfter, with: animation) }
    }

    @MainActor
    private func performBatch(on tableView: TableView) throws {
        guard !isEmpty else { return }
        try tableView.performBatchUpdates {
            if !deletedSections.isEmpty { try tableView.deleteSections(deletedSections, with: animation) }
            if !insertedSections.isEmpty { try tableView.insertSections(insertedSections, with: animation) }
            if !reloadedSections.isEmpty { try tableView.reloadSections(reloadedSections, with: animation) }
            for move in movedSections { try tableView.moveSection(move.from, toSection: move.to) }
            if !deletedRows.isEmpty { try tableView.deleteRows(at: deletedRows, with: animation) }
            if !insertedRows.isEmpty { try tableView.insertRows(at: insertedRows, with: animation) }
            if !reloadedRows.isEmpty { try tableView.reloadRows(at: reloadedRows, with: animation) }
            for move in movedRows { try tableView.moveRow(at: move.from, to: move.to) }
        }
    }
}
