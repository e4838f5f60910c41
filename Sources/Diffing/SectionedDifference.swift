import Foundation

/// The difference between two lists of sections: sections by their identity, rows by theirs
/// across sections, in UIKit's index spaces.
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
    public init(
        sections: Changeset, deletedRows: [IndexPath], insertedRows: [IndexPath],
        movedRows: [RowMove], updatedRows: [RowUpdate]
    ) {
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
/// - Complexity: O(s + n) expected for s sections and n rows, plus the moves' O(k log k)
///   and O(log s) to locate each matched row.
@inlinable
public func difference<S: DifferentiableSection>(from old: [S], to new: [S]) -> SectionedChangeset {
    let oldSections = ContiguousArray(old)
    let newSections = ContiguousArray(new)
    let sectionMatches = IdentityMatches(old: oldSections, new: newSections)
    let sections = sectionMatches.changeset(old: oldSections, new: newSections)

    // Rows of kept sections only, one after another.
    let oldRows = FlattenedSections(oldSections, keeping: sectionMatches.oldToNew)
    let newRows = FlattenedSections(newSections, keeping: sectionMatches.newToOld)
    let rowMatches = IdentityMatches(old: oldRows.elements, new: newRows.elements)

    var deletedRows: [IndexPath] = []
    for part in 0..<oldRows.sections.count {
        let section = Int(oldRows.sections[part])
        let first = oldRows.starts[part]
        for k in first..<oldRows.starts[part + 1] where rowMatches.oldToNew[k] < 0 {
            deletedRows.append(rowIndexPath(section, k - first))
        }
    }
    var insertedRows: [IndexPath] = []
    var movedRows: [SectionedChangeset.RowMove] = []
    var updatedRows: [SectionedChangeset.RowUpdate] = []
    var stayers: [Int32] = []
    var stayerPositions: [Int] = []
    // Per new section: rows that stayed in their section keep their places when they form
    // the longest increasing run of old rows; the others, and rows from other sections, move.
    for part in 0..<newRows.sections.count {
        let section = Int(newRows.sections[part])
        let first = newRows.starts[part]
        let sourceSection = Int(sectionMatches.newToOld[section])
        // Most rows come from the section's own old section: try its range before searching.
        let sourceRange = oldRows.range(ofSection: sourceSection)
        stayers.removeAll(keepingCapacity: true)
        stayerPositions.removeAll(keepingCapacity: true)
        // Most rows stay: room for all of them at once, rather than growing copy after copy.
        stayers.reserveCapacity(newRows.starts[part + 1] - first)
        stayerPositions.reserveCapacity(newRows.starts[part + 1] - first)
        // Index paths are made only for rows that change: most rows stay put.
        for k in first..<newRows.starts[part + 1] {
            let match = Int(rowMatches.newToOld[k])
            guard match >= 0 else {
                insertedRows.append(rowIndexPath(section, k - first))
                continue
            }
            let (oldSection, oldRow) =
                sourceRange.contains(match) ? (sourceSection, match - sourceRange.lowerBound) : oldRows.location(of: match)
            if !newRows.elements[k].isContentEqual(to: oldRows.elements[match]) {
                updatedRows.append(.init(old: rowIndexPath(oldSection, oldRow), new: rowIndexPath(section, k - first)))
            }
            if oldSection == sourceSection {
                stayers.append(Int32(oldRow))
                stayerPositions.append(k)
            } else {
                movedRows.append(.init(from: rowIndexPath(oldSection, oldRow), to: rowIndexPath(section, k - first)))
            }
        }
        let kept = longestIncreasingSubsequence(stayers)
        for (i, k) in stayerPositions.enumerated() where !kept[i] {
            let (oldSection, oldRow) = oldRows.location(of: Int(rowMatches.newToOld[k]))
            movedRows.append(.init(from: rowIndexPath(oldSection, oldRow), to: rowIndexPath(section, k - first)))
        }
    }
    movedRows.sort { $0.to < $1.to }
    return SectionedChangeset(
        sections: sections, deletedRows: deletedRows, insertedRows: insertedRows,
        movedRows: movedRows, updatedRows: updatedRows)
}

/// A table row's index path, `[section, row]`, without the UIKit-style initializer this
/// module does not depend on.
@inlinable
func rowIndexPath(_ section: Int, _ row: Int) -> IndexPath {
    // Appended, not `IndexPath(indexes: [section, row])`: the array literal would allocate.
    var indexPath = IndexPath(index: section)
    indexPath.append(row)
    return indexPath
}

/// The rows of the sections that have a match, one after another: `elements[starts[p] ..<
/// starts[p + 1]]` are the rows of section `sections[p]`.
@usableFromInline
struct FlattenedSections<S: DifferentiableSection> {
    @usableFromInline var elements: ContiguousArray<S.Element>
    @usableFromInline var sections: [Int32] = []
    @usableFromInline var starts: [Int] = [0]

    @inlinable
    init(_ all: ContiguousArray<S>, keeping matches: [Int32]) {
        var total = 0
        for (index, section) in all.enumerated() where matches[index] >= 0 {
            total += section.elements.count
            sections.append(Int32(index))
            starts.append(total)
        }
        if sections.count == 1 {
            // One section (the common case): its array is shared, not copied.
            elements = ContiguousArray(all[Int(sections[0])].elements)
            return
        }
        elements = []
        elements.reserveCapacity(total)
        for index in sections { elements.append(contentsOf: all[Int(index)].elements) }
    }

    /// The flattened rows of kept section `section`. O(log sections).
    @inlinable
    func range(ofSection section: Int) -> Range<Int> {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if Int(sections[mid]) < section { low = mid + 1 } else { high = mid }
        }
        guard low < sections.count, Int(sections[low]) == section else { return 0..<0 }
        return starts[low]..<starts[low + 1]
    }

    /// The section and row of the `k`-th flattened row. O(log sections).
    @inlinable
    func location(of k: Int) -> (section: Int, row: Int) {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= k { low = mid } else { high = mid - 1 }
        }
        return (Int(sections[low]), k - starts[low])
    }
}
