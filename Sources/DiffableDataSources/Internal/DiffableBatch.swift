import Diffing
import Foundation
import HeadlessTable
import HeadlessViews

/// The table operations that take a table from one snapshot to another: one batch of
/// section and row operations, then the rows to reconfigure once it is applied.
@usableFromInline
struct DiffableBatch {
    @usableFromInline var deletedSections = IndexSet()
    @usableFromInline var insertedSections = IndexSet()
    @usableFromInline var movedSections: [(from: Int, to: Int)] = []
    @usableFromInline var deletedRows: [IndexPath] = []
    @usableFromInline var insertedRows: [IndexPath] = []
    @usableFromInline var movedRows: [(from: IndexPath, to: IndexPath)] = []
    @usableFromInline var reloadedRows: [IndexPath] = []
    /// New index paths, reconfigured after the batch.
    @usableFromInline var reconfiguredRows: [IndexPath] = []

    @inlinable init() {}

    @inlinable var isBatchEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
    }
}

/// A section as the two-level difference sees it. A section marked for reload carries
/// `reloaded` in the new snapshot, so it matches no old section: the difference deletes it
/// and inserts it again, and its rows travel with it. (A section reload cannot share a
/// batch with row operations in that section; a delete and an insert can.)
@usableFromInline
struct DiffableSection<Section: Hashable & Sendable, Item: Hashable & Sendable>: DifferentiableSection {
    @usableFromInline
    struct Key: Hashable {
        @usableFromInline var identifier: Section
        @usableFromInline var reloaded: Bool

        @inlinable init(identifier: Section, reloaded: Bool) {
            self.identifier = identifier
            self.reloaded = reloaded
        }
    }

    @usableFromInline var differenceIdentifier: Key
    @usableFromInline var elements: [DiffableItem<Item>]

    @inlinable init(differenceIdentifier: Key, elements: [DiffableItem<Item>]) {
        self.differenceIdentifier = differenceIdentifier
        self.elements = elements
    }

    @inlinable func isContentEqual(to source: DiffableSection) -> Bool { true }
}

extension DiffableDataSourceSnapshot {
    /// The operations that take a table showing `old` to this snapshot: the difference by
    /// identity (sections, then items across sections, moves included), this snapshot's
    /// reloaded items as reloads (or, for a moved item, a delete and an insert, since a row
    /// cannot be both moved and reloaded in one batch), and its reconfigured items, not
    /// reloaded, at their new index paths.
    /// - Complexity: O(s + n) expected for s sections and n items, plus the moves' O(k log k).
    @inlinable
    func batch(from old: Self) -> DiffableBatch {
        var batch = DiffableBatch()
        if sections.count == 1, old.sections == sections, !reloadedSections.contains(sections[0]) {
            // One section on both sides, the common case: the flat difference of its items
            // skips the two-level pass.
            let changes = difference(from: old.items[0], to: items[0])
            batch.deletedRows = changes.deletes.map { IndexPath(row: $0, section: 0) }
            batch.insertedRows = changes.inserts.map { IndexPath(row: $0, section: 0) }
            batch.movedRows = changes.moves.map { (IndexPath(row: $0.from, section: 0), IndexPath(row: $0.to, section: 0)) }
        } else {
            addSectionedDifference(to: &batch, from: old)
        }
        addMarkedItems(to: &batch, from: old)
        return batch
    }

    /// The two-level difference from `old`: sections by identity, then items across them.
    @inlinable
    func addSectionedDifference(to batch: inout DiffableBatch, from old: Self) {
        typealias Box = DiffableSection<SectionIdentifierType, ItemIdentifierType>
        let oldBoxes = (0..<old.sections.count).map {
            Box(differenceIdentifier: .init(identifier: old.sections[$0], reloaded: false), elements: old.items[$0])
        }
        let newBoxes = (0..<sections.count).map {
            let identifier = sections[$0]
            let reloaded = reloadedSections.contains(identifier) && old.sectionSlotsByIdentifier[identifier] != nil
            return Box(differenceIdentifier: .init(identifier: identifier, reloaded: reloaded), elements: items[$0])
        }
        let changes = difference(from: oldBoxes, to: newBoxes)
        batch.deletedSections = IndexSet(changes.sections.deletes)
        batch.insertedSections = IndexSet(changes.sections.inserts)
        batch.movedSections = changes.sections.moves.map { ($0.from, $0.to) }
        batch.deletedRows = changes.deletedRows
        batch.insertedRows = changes.insertedRows
        batch.movedRows = changes.movedRows.map { ($0.from, $0.to) }
    }

    /// The reloads and reconfigures this snapshot marks, on top of the difference in `batch`.
    @inlinable
    func addMarkedItems(to batch: inout DiffableBatch, from old: Self) {
        // An item keeps its row (and can be reloaded or reconfigured) when it was there
        // before and neither its old section is going nor its new one is coming.
        let deletedSections = batch.deletedSections
        let insertedSections = batch.insertedSections
        func keptPaths(_ identifier: ItemIdentifierType) -> (old: IndexPath, new: IndexPath)? {
            guard let oldPath = old.indexPath(ofItem: identifier), let newPath = indexPath(ofItem: identifier),
                !deletedSections.contains(oldPath.section), !insertedSections.contains(newPath.section)
            else { return nil }
            return (oldPath, newPath)
        }
        if !reloadedItems.isEmpty {
            var moveSources: Set<IndexPath> = []
            for move in batch.movedRows { moveSources.insert(move.from) }
            var replacedMoves: Set<IndexPath> = []
            for identifier in reloadedItems.ordered {
                guard let paths = keptPaths(identifier) else { continue }
                if moveSources.contains(paths.old) {
                    replacedMoves.insert(paths.old)
                    batch.deletedRows.append(paths.old)
                    batch.insertedRows.append(paths.new)
                } else {
                    batch.reloadedRows.append(paths.old)
                }
            }
            if !replacedMoves.isEmpty {
                batch.movedRows.removeAll { replacedMoves.contains($0.from) }
                batch.deletedRows.sort()
                batch.insertedRows.sort()
            }
            batch.reloadedRows.sort()
        }
        for identifier in reconfiguredItems.ordered where !reloadedItems.contains(identifier) {
            if let paths = keptPaths(identifier) { batch.reconfiguredRows.append(paths.new) }
        }
        batch.reconfiguredRows.sort()
    }
}
