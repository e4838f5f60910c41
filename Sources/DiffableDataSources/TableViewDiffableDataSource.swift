import Foundation
import HeadlessTable
import HeadlessViews

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// give it the state to show as a ``DiffableDataSourceSnapshot`` and it computes the
/// difference from what the table shows (with the package's `Diffing`) and applies it as one
/// validated batch update, moves included.
///
/// ```swift
/// let dataSource = TableViewDiffableDataSource<String, Int>(tableView: table) { table, indexPath, id in
///     let cell = try table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = "Task \(id)"
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["today"])
/// snapshot.appendItems([1, 2, 3])
/// try dataSource.apply(snapshot)
/// ```
///
/// Subclass it to give section titles and to edit: override
/// ``tableView(_:titleForHeaderInSection:)``, ``tableView(_:titleForFooterInSection:)``,
/// ``tableView(_:canEditRowAt:)`` (false by default, as in UIKit),
/// ``tableView(_:commit:forRowAt:)`` (which applies a snapshot without the deleted item),
/// ``tableView(_:canMoveRowAt:)`` and ``tableView(_:moveRowAt:to:)`` (whose default moves the
/// item in the data source's snapshot; an override calls `super`).
///
/// **Deviation**: where UIKit traps (a duplicate or unknown identifier in the snapshot, a
/// snapshot applied from inside the cell provider, a cell provider that returns nil) this
/// data source throws a ``DiffableDataSourceError`` and changes nothing.
///
/// The data source holds its table weakly; the table holds its data source weakly too, so
/// the screen keeps the data source alive, as in UIKit. An `NSObject`, as UIKit's, compared
/// by identity.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, TableViewDataSource
{
    /// Makes the cell of an item: usually dequeues one from the table and configures it.
    /// Returning nil (UIKit raises) records ``DiffableDataSourceError/noCell(for:at:)`` in
    /// the table's `recordedErrors` and shows a placeholder cell.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    @usableFromInline typealias Failure = DiffableDataSourceError<SectionIdentifierType, ItemIdentifierType>

    // Internal rather than private, and `apply` inlinable: the difference then specializes
    // for the caller's identifier types (unspecialized, hashing through the generic witness
    // made applying 100,000 items about 1.5 times slower).
    @usableFromInline weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// What the table shows, without reload or reconfigure marks.
    @usableFromInline var current = Snapshot()
    /// How many cell provider calls are running.
    @usableFromInline var cellProviderDepth = 0

    /// The animation of the rows and sections that `apply` inserts, deletes and reloads when
    /// it animates; `.automatic` by default.
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView` that makes cells with `cellProvider`, set as the table's
    /// data source. It shows nothing until a snapshot is applied.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Snapshots

    /// A copy of the snapshot the table shows, without reload or reconfigure marks. O(1):
    /// the copy shares storage until it changes.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: computes the difference from the snapshot shown and applies it as
    /// one batch update (deletes, inserts and moves of sections and rows; reloads of the
    /// items and sections `snapshot` marks), then reconfigures the rows on screen whose items
    /// it marks with `reconfigureItems(_:)`. The table records the batch; with
    /// `animatingDifferences` false every operation's animation is `.none`, else
    /// `defaultRowAnimation`. `completion` runs when the batch's animations end,
    /// `TableView.updateAnimationDuration` later on the scroll harness's clock, or at the next
    /// turn of the run loop when nothing animates (`animatingDifferences` false, no
    /// difference, animations off), never inside the call, as UIKit's.
    ///
    /// Where UIKit raises, the table records the error (see `TableView.recordedErrors`;
    /// `TableView.checking(_:)` throws it instead), nothing changes and `completion` does not
    /// run: `snapshot.invalidOperation` when the snapshot was given an operation UIKit traps
    /// on; ``DiffableDataSourceError/applyDuringCellProvider`` from inside the cell provider;
    /// `TableViewError.updateDuringLayout` for an update applied while the table lays out.
    /// Without a table the error has nowhere to go and the snapshot is simply not applied.
    /// - Complexity: O(s + n) expected for s sections and n items, plus O(k log k) for the k
    ///   moved items and the rows that come on screen.
    @inlinable
    public final func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        do {
            try applyChecked(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        } catch {
            record(error, member: "apply(_:animatingDifferences:completion:)")
        }
    }

    @inlinable
    final func applyChecked(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
        completion: (@MainActor () -> Void)?
    ) throws {
        try checkApplicable(snapshot)
        guard let tableView else {
            current = snapshot.withoutMarks
            if let completion { runCompletion(completion, afterAnimations: false) }
            return
        }
        let batch = snapshot.batch(from: current)
        let previous = current
        current = snapshot.withoutMarks
        if !batch.isBatchEmpty {
            let animation = animatingDifferences ? defaultRowAnimation : .none
            do {
                try tableView.checking { tableView in
                    tableView.performBatchUpdates {
                        if !batch.deletedSections.isEmpty { tableView.deleteSections(batch.deletedSections, with: animation) }
                        if !batch.insertedSections.isEmpty { tableView.insertSections(batch.insertedSections, with: animation) }
                        for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                        if !batch.deletedRows.isEmpty { tableView.deleteRows(at: batch.deletedRows, with: animation) }
                        if !batch.insertedRows.isEmpty { tableView.insertRows(at: batch.insertedRows, with: animation) }
                        for move in batch.movedRows { tableView.moveRow(at: move.from, to: move.to) }
                        if !batch.reloadedRows.isEmpty { tableView.reloadRows(at: batch.reloadedRows, with: animation) }
                    }
                }
            } catch {
                current = previous
                throw error
            }
        }
        if !batch.reconfiguredRows.isEmpty { tableView.reconfigureRows(at: batch.reconfiguredRows) }
        if let completion { runCompletion(completion, afterAnimations: animatingDifferences && !batch.isBatchEmpty) }
    }

    /// Runs an apply's `completion` when its animations end (`afterAnimations`), else at the
    /// next turn of the run loop: never inside the call.
    @usableFromInline
    func runCompletion(_ completion: @escaping @MainActor () -> Void, afterAnimations: Bool) {
        MainRunLoop.run(after: afterAnimations ? TableView.currentUpdateAnimationDuration : 0, for: tableView, completion)
    }

    /// Records `error`, met by `member`, in the table's `recordedErrors`.
    @usableFromInline
    func record(_ error: any Error, member: String) {
        tableView?.recordError(error, member: member)
    }

    /// `apply(_:animatingDifferences:completion:)`, returning once the snapshot shows (not
    /// waiting for the animations, which run on the harness's frames).
    /// Errors are recorded as by `apply(_:animatingDifferences:completion:)`.
    public func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` without computing a difference: the table reloads all its data (at
    /// its next layout); `completion` runs at the next turn of the run loop, never inside the
    /// call.
    /// Errors are recorded as by `apply(_:animatingDifferences:completion:)`, before anything
    /// changes.
    /// - Complexity: O(1) now; the reload costs what `reloadData()` costs.
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (@MainActor () -> Void)? = nil
    ) {
        do {
            try checkApplicable(snapshot)
        } catch {
            return record(error, member: "applySnapshotUsingReloadData(_:completion:)")
        }
        current = snapshot.withoutMarks
        tableView?.reloadData()
        if let completion { runCompletion(completion, afterAnimations: false) }
    }

    /// `applySnapshotUsingReloadData(_:completion:)`, returning once the snapshot shows.
    /// Errors are recorded as by `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    @usableFromInline
    func checkApplicable(_ snapshot: Snapshot) throws {
        if let error = snapshot.invalidOperation { throw error }
        guard cellProviderDepth == 0 else { throw Failure.applyDuringCellProvider }
    }

    // MARK: - Identifiers and index paths

    /// The item shown at `indexPath`, or nil. O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// Where `itemIdentifier` shows, or nil. O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(ofItem: itemIdentifier)
    }

    /// The section shown at `index`, or nil. O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// Where `sectionIdentifier` shows, or nil. O(1).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - TableViewDataSource

    /// The snapshot's number of sections.
    public func numberOfSections(in tableView: TableView) -> Int {
        current.numberOfSections
    }

    /// The number of items in the snapshot's section at `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell for the item at `indexPath`. Where UIKit raises, the table
    /// records the error and shows a placeholder cell (`TableViewCell.isFailurePlaceholder`):
    /// ``DiffableDataSourceError/noCell(for:at:)`` when the provider returns nil,
    /// `TableViewError.rowOutOfRange` (`.sectionOutOfRange`) for a row the snapshot does not
    /// have.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let member = "tableView(_:cellForRowAt:)"
        guard let item = current.itemIdentifier(at: indexPath) else {
            let error: TableViewError
            if indexPath.count != 2 {
                error = .malformedIndexPath(indexPath)
            } else if !current.items.indices.contains(indexPath.section) {
                error = .sectionOutOfRange(section: indexPath.section, sectionCount: current.numberOfSections)
            } else {
                error = .rowOutOfRange(indexPath, rowCount: current.items[indexPath.section].count)
            }
            tableView.recordError(error, member: member)
            return .failurePlaceholder()
        }
        cellProviderDepth += 1
        defer { cellProviderDepth -= 1 }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            tableView.recordError(Failure.noCell(for: item, at: indexPath), member: member)
            return .failurePlaceholder()
        }
        return cell
    }

    // MARK: - Subclassing points

    /// A title for the section's default header; nil (the default) shows none. Override it
    /// to title sections, for example from `sectionIdentifier(for:)`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// A title for the section's default footer; nil (the default) shows none.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Whether the row can be edited (swiped, deleted in editing mode). False by default, as
    /// in UIKit: override it to allow swipe to delete.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Commits a delete or insert the user made. Does nothing by default, as in UIKit: an
    /// override applies a snapshot without the deleted item (the table expects the batch
    /// now, inside this call).
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Whether the row shows a reorder control in editing mode; false by default.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user moved a row: the table has moved it already, and this moves its item in the
    /// data source's snapshot, from `sourceIndexPath` to `destinationIndexPath`, as UIKit's
    /// does. An override that keeps its own model calls `super` first; `snapshot()` then
    /// holds the new order.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard current.itemIdentifier(at: sourceIndexPath) != nil, destinationIndexPath.count == 2,
            current.items.indices.contains(destinationIndexPath.section)
        else { return }
        let slots =
            current.items[destinationIndexPath.section].count + (sourceIndexPath.section == destinationIndexPath.section ? 0 : 1)
        guard destinationIndexPath.row >= 0 && destinationIndexPath.row < slots else { return }
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// The titles of the section index; nil (the default) shows none.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    /// The section a tap on a section index title scrolls to; `index` by default.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
