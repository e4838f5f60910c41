import Foundation

/// The difference between two lists of sections: sections by their identity, rows by theirs
/// across sections, in UIKit's index spaces (R41).
///
/// Rows of deleted sections and rows of inserted sections travel with their sections: a row
/// that leaves a deleted section for a kept one is an insert there, never a move out of a
/// section being deleted, so the changes always form one batch a table accepts.
public struct SectionedChangeset: Hashable, Sendable {
    /// A row that changed place (section and/or row).
    public struct RowMove: Hashable, Sendable {
        /// Old index path.
        public var from: IndexPath
        /// New index path.
        public var to: IndexPath
        /// A move from `from` to `to`.
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// A row whose identity was kept and whose content changed.
    public struct RowUpdate: Hashable, Sendable {
        /// Old index path.
        public var old: IndexPath
        /// New index path.
        public var new: IndexPath
        /// An update of the row at `old`, now at `new`.
        public init(old: IndexPath, new: IndexPath) {
            self.old = old
            self.new = new
        }
    }

    /// The sections' changes (deletes, inserts, moves, content updates).
    public var sections: Changeset
    /// Rows gone from kept sections, old index paths, ascending.
    public var deletedRows: [IndexPath]
    /// Rows new in kept sections, new index paths, ascending.
    public var insertedRows: [IndexPath]
    /// Rows that moved, within or across kept sections.
    public var movedRows: [RowMove]
    /// Rows whose content changed, moved or not.
    public var updatedRows: [RowUpdate]

    /// A changeset of the given parts.
    public init(sections: Changeset, deletedRows: [IndexPath], insertedRows: [IndexPath],
                movedRows: [RowMove], updatedRows: [RowUpdate]) {
        self.sections = sections
        self.deletedRows = deletedRows
        self.insertedRows = insertedRows
        self.movedRows = movedRows
        self.updatedRows = updatedRows
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        sections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
    }
}

/// The two-level difference of `old` and `new` sections.
/// - Complexity: O(s + n) expected for s sections and n rows, plus the moves' O(k log k).
@inlinable
public func difference<S: DifferentiableSection>(from old: [S], to new: [S]) -> SectionedChangeset {
    let oldSections = ContiguousArray(old)
    let newSections = ContiguousArray(new)
    let sectionMatches = IdentityMatches(old: oldSections, new: newSections)
    let sections = sectionMatches.changeset(old: oldSections, new: newSections)

    // Rows of kept sections only, flattened with their coordinates.
    var oldRows = ContiguousArray<S.Element>()
    var oldSectionOf: [Int32] = []
    var oldRowOf: [Int32] = []
    flatten(oldSections, keeping: sectionMatches.oldToNew, into: &oldRows, &oldSectionOf, &oldRowOf)
    var newRows = ContiguousArray<S.Element>()
    var newSectionOf: [Int32] = []
    var newRowOf: [Int32] = []
    flatten(newSections, keeping: sectionMatches.newToOld, into: &newRows, &newSectionOf, &newRowOf)
    let rowMatches = IdentityMatches(old: oldRows, new: newRows)

    var deletedRows: [IndexPath] = []
    for (k, target) in rowMatches.oldToNew.enumerated() where target < 0 {
        deletedRows.append(rowIndexPath(Int(oldSectionOf[k]), Int(oldRowOf[k])))
    }
    var insertedRows: [IndexPath] = []
    var movedRows: [SectionedChangeset.RowMove] = []
    var updatedRows: [SectionedChangeset.RowUpdate] = []
    // Per new section: rows that stayed in their section keep their places when they form
    // the longest increasing run of old rows; the others, and rows from other sections, move.
    var start = 0
    while start < newRows.count {
        let section = newSectionOf[start]
        var end = start
        while end < newRows.count && newSectionOf[end] == section { end += 1 }
        let sourceSection = sectionMatches.newToOld[Int(section)]
        var stayers: [Int32] = []
        var stayerPositions: [Int] = []
        // Index paths are made only for rows that change: most rows stay put.
        for k in start..<end {
            let match = Int(rowMatches.newToOld[k])
            guard match >= 0 else {
                insertedRows.append(rowIndexPath(Int(section), Int(newRowOf[k])))
                continue
            }
            if !newRows[k].isContentEqual(to: oldRows[match]) {
                updatedRows.append(.init(old: rowIndexPath(Int(oldSectionOf[match]), Int(oldRowOf[match])),
                                         new: rowIndexPath(Int(section), Int(newRowOf[k]))))
            }
            if oldSectionOf[match] == sourceSection {
                stayers.append(oldRowOf[match])
                stayerPositions.append(k)
            } else {
                movedRows.append(.init(from: rowIndexPath(Int(oldSectionOf[match]), Int(oldRowOf[match])),
                                       to: rowIndexPath(Int(section), Int(newRowOf[k]))))
            }
        }
        let kept = longestIncreasingSubsequence(stayers)
        for (i, k) in stayerPositions.enumerated() where !kept[i] {
            let match = Int(rowMatches.newToOld[k])
            movedRows.append(.init(from: rowIndexPath(Int(oldSectionOf[match]), Int(oldRowOf[match])),
                                   to: rowIndexPath(Int(section), Int(newRowOf[k]))))
        }
        start = end
    }
    movedRows.sort { $0.to < $1.to }
    return SectionedChangeset(sections: sections, deletedRows: deletedRows, insertedRows: insertedRows,
                              movedRows: movedRows, updatedRows: updatedRows)
}

/// A table row's index path, `[section, row]`, without the UIKit-style initializer this
/// module does not depend on.
@inlinable
func rowIndexPath(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(indexes: [section, row])
}

/// The rows of the sections that have a match, one after another, with their coordinates.
@inlinable
func flatten<S: DifferentiableSection>(
    _ sections: ContiguousArray<S>, keeping matches: [Int32],
    into rows: inout ContiguousArray<S.Element>, _ sectionOf: inout [Int32], _ rowOf: inout [Int32]
) {
    var total = 0
    for (index, section) in sections.enumerated() where matches[index] >= 0 { total += section.elements.count }
    rows.reserveCapacity(total)
    sectionOf.reserveCapacity(total)
    rowOf.reserveCapacity(total)
    for (index, section) in sections.enumerated() where matches[index] >= 0 {
        let elements = section.elements
        rows.append(contentsOf: elements)
        sectionOf.append(contentsOf: repeatElement(Int32(index), count: elements.count))
        rowOf.append(contentsOf: (0..<Int32(elements.count)))
    }
}
