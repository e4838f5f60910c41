import Foundation
import HeadlessViews

/// The positions an update takes out of one sequence (sections, or the rows of one section)
/// and the positions it claims in the new sequence. The others — survivors — keep their order
/// and fill the new positions nothing claims. Both lookups are binary searches, so a plan of k
/// changes answers for any position in O(log k), whatever the length of the sequence.
struct IndexShift {
    /// Old positions leaving: deleted or moved out, ascending.
    var removals: [Int] = []
    /// New positions claimed by inserts and moves in, ascending.
    var fixed: [Int] = []

    /// Whether an old position leaves. O(log k).
    func isRemoved(_ old: Int) -> Bool { Self.contains(removals, old) }

    /// Whether a new position is claimed by an insert or a move. O(log k).
    func isClaimed(_ new: Int) -> Bool { Self.contains(fixed, new) }

    /// The new position of an old one that stays. O(log k).
    func survivor(forOld old: Int) -> Int {
        // Its rank among the survivors is its rank among the new positions nothing claims.
        // `fixed[j] - j` (free positions before the j-th claimed one) never decreases, so the
        // claimed positions before it are those with `fixed[j] - j <= rank`.
        let rank = old - removals.countBelow(old)
        return rank + Self.countAtMost(fixed, shiftedBy: rank)
    }

    /// The old position of a new one that nothing claims. O(log k).
    func survivorSource(forNew new: Int) -> Int {
        let rank = new - fixed.countBelow(new)
        return rank + Self.countAtMost(removals, shiftedBy: rank)
    }

    /// The number of indices j with `sorted[j] - j <= rank` (a non-decreasing quantity for
    /// an ascending array of distinct values).
    private static func countAtMost(_ sorted: [Int], shiftedBy rank: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        sorted.sortedIndex(of: value) != nil
    }
}

/// A batch update checked against the counts before and after and turned into
/// index maps. Pure: it reads numbers, never the table, so a rejected batch changes nothing.
/// Built in named steps: section changes (range, duplicates, conflicts, count), row ranges,
/// row conflicts, then row plans and their counts.
///
/// Sparse: a plan holds only what the batch names. Sections the batch leaves alone are
/// mapped by binary search and keep their row counts, so deleting one section of 50,000 costs
/// about what it costs among 1,000; only the sections the batch names are asked their new
/// row counts.
///
/// Interpretation: deletes, reloads and move sources are old index paths; inserts and
/// move destinations are new ones; sections first. Survivors (neither deleted nor moved)
/// keep their order and fill the new positions that no insert or move claims.
struct UpdatePlan {
    /// Rows of one surviving, non-reloaded section that the batch names.
    struct RowPlan {
        var oldSection: Int
        var oldCount: Int
        var newCount: Int
        /// Old rows leaving this section (deleted or moved out) and new rows claimed (inserts
        /// and moves in).
        var shift = IndexShift()
        /// Old rows deleted, ascending.
        var deleted: [Int] = []
        var reloaded: Set<Int> = []
        var insertedCount = 0
        /// Moved-in new rows, with their old index paths.
        var movedIn = RowMoves()
        /// Moved-out old rows, with their new index paths.
        var movedOut = RowMoves()

        var removals: [Int] { shift.removals }
        var fixed: [Int] { shift.fixed }
        var isIdentity: Bool { shift.removals.isEmpty && shift.fixed.isEmpty && reloaded.isEmpty }

        func isDeleted(_ row: Int) -> Bool { deleted.sortedIndex(of: row) != nil }

        /// The new row of an old row that neither is deleted nor moves. O(log k).
        func survivorRow(forOldRow row: Int) -> Int { shift.survivor(forOld: row) }
    }

    /// The batch's section operations as a map between old and new sections.
    struct SectionMap {
        let oldCount: Int
        let newCount: Int
        /// Old sections deleted or moved out, and new sections inserted or moved in.
        fileprivate(set) var shift = IndexShift()
        fileprivate(set) var deleted: Set<Int> = []
        fileprivate(set) var inserted: Set<Int> = []
        fileprivate(set) var reloaded: Set<Int> = []
        /// Old section → new section, for moves.
        fileprivate(set) var movedOut: [Int: Int] = [:]
        /// New section → old section, for moves.
        fileprivate(set) var movedIn: [Int: Int] = [:]

        /// The new section of an old one; nil when deleted. O(log k).
        func target(ofOld section: Int) -> Int? {
            guard section >= 0 && section < oldCount, !deleted.contains(section) else { return nil }
            if let moved = movedOut[section] { return moved }
            return shift.survivor(forOld: section)
        }

        /// The old section of a new one; nil when inserted. O(log k).
        func source(ofNew section: Int) -> Int? {
            guard section >= 0 && section < newCount, !inserted.contains(section) else { return nil }
            if let moved = movedIn[section] { return moved }
            return shift.survivorSource(forNew: section)
        }
    }

    let sections: SectionMap
    /// By new section: the plans of surviving, non-reloaded sections the batch's row
    /// operations name. Sections absent here keep their rows as they were.
    private(set) var rowPlans: [Int: RowPlan] = [:]
    /// New row counts the data source gave, by new section: every section the batch names
    /// (inserted, reloaded, or holding a row operation).
    private(set) var askedCounts: [Int: Int] = [:]
    private let oldRowCount: [Int: Int]

    var reloadedSections: Set<Int> { sections.reloaded }
    var newSectionCount: Int { sections.newCount }

    /// The row count of a new section the batch names, as the data source gave it; nil for
    /// a section the batch leaves alone (its rows are as they were).
    func newRowCount(inSection section: Int) -> Int? { askedCounts[section] }

    /// The new index path of an old row; nil when it is deleted or its section is deleted or
    /// reloaded. Reloaded rows map to where they land.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard !sections.reloaded.contains(old.section), let target = sections.target(ofOld: old.section) else { return nil }
        guard let plan = rowPlans[target] else { return IndexPath(row: old.row, section: target) }
        if plan.isDeleted(old.row) { return nil }
        if let moved = plan.movedOut[old.row] { return moved }
        return IndexPath(row: plan.survivorRow(forOldRow: old.row), section: target)
    }

    /// Whether an old row is the source of a row move.
    func isMoved(_ old: IndexPath) -> Bool {
        guard let target = sections.target(ofOld: old.section) else { return false }
        return rowPlans[target]?.movedOut[old.row] != nil
    }

    func isReloaded(_ old: IndexPath) -> Bool {
        sections.reloaded.contains(old.section)
            || (sections.target(ofOld: old.section).flatMap { rowPlans[$0] }?.reloaded.contains(old.row) ?? false)
    }

    /// Checks and maps a batch.
    /// - Parameters:
    ///   - oldRowCount: the rows of an old section (read for the sections the batch names or
    ///     carries over as they are looked up; never for all of them).
    ///   - newRowCount: asks the data source for a new section's rows; called once for each
    ///     section the batch names (inserted, reloaded, or holding a row operation), in
    ///     ascending order.
    init(
        oldSectionCount: Int, newSectionCount: Int, oldRowCount: (Int) -> Int, newRowCount: (Int) -> Int,
        updates: PendingUpdates
    ) throws {
        let map = try SectionChanges.check(updates, oldCount: oldSectionCount, newCount: newSectionCount)
        sections = map
        // Old counts of the sections the batch names by row, and of the old sections of the
        // new ones it names: the others are never read.
        // Rows come in runs of one section: a section is inserted once per run, not hashed
        // for every row.
        var named = Set<Int>()
        var newNamed = Set<Int>(map.inserted)
        func name(_ section: Int, in set: inout Set<Int>, last: inout Int?) {
            if section != last {
                set.insert(section)
                last = section
            }
        }
        var last: Int?
        for indexPath in updates.deletedRows { name(indexPath.section, in: &named, last: &last) }
        for indexPath in updates.reloadedRows { name(indexPath.section, in: &named, last: &last) }
        for move in updates.movedRows { name(move.from.section, in: &named, last: &last) }
        last = nil
        for old in map.reloaded { if let target = map.target(ofOld: old) { newNamed.insert(target) } }
        for indexPath in updates.insertedRows { name(indexPath.section, in: &newNamed, last: &last) }
        for move in updates.movedRows { name(move.to.section, in: &newNamed, last: &last) }
        for old in named { if let target = map.target(ofOld: old) { newNamed.insert(target) } }
        var oldCounts: [Int: Int] = [:]
        for old in named where old >= 0 && old < oldSectionCount { oldCounts[old] = oldRowCount(old) }
        for new in newNamed where new >= 0 && new < newSectionCount {
            if let old = map.source(ofNew: new), oldCounts[old] == nil { oldCounts[old] = oldRowCount(old) }
        }
        for new in newNamed.sorted() where new >= 0 && new < newSectionCount { askedCounts[new] = max(0, newRowCount(new)) }
        self.oldRowCount = oldCounts
        try validateRows(updates)
        try checkRowConflicts(updates)
        rowPlans = try makeRowPlans(updates)
    }

    /// A batch's section operations, checked for range, duplicates, conflicts and the
    /// section count, and turned into a map.
    private enum SectionChanges {
        typealias InvalidUpdate = TableViewError.InvalidUpdate

        static func check(_ updates: PendingUpdates, oldCount: Int, newCount: Int) throws -> SectionMap {
            let ranges: [(InvalidUpdate.Action, [Int], Int)] = [
                (.delete, updates.deletedSections, oldCount),
                (.reload, updates.reloadedSections, oldCount),
                (.insert, updates.insertedSections, newCount),
            ]
            for (action, sections, count) in ranges {
                if let section = sections.first(where: { $0 < 0 || $0 >= count }) {
                    throw TableViewError.invalidUpdate(.sectionOutOfRange(action, section: section, sectionCount: count))
                }
            }
            for move in updates.movedSections {
                if move.from < 0 || move.from >= oldCount {
                    throw TableViewError.invalidUpdate(.sectionOutOfRange(.moveFrom, section: move.from, sectionCount: oldCount))
                }
                if move.to < 0 || move.to >= newCount {
                    throw TableViewError.invalidUpdate(
                        .sectionMoveDestinationOutOfRange(from: move.from, to: move.to, sectionCount: newCount))
                }
            }
            let deleted = try UpdatePlan.unique(updates.deletedSections) { .duplicateSection(.delete, section: $0) }
            let inserted = try UpdatePlan.unique(updates.insertedSections) { .duplicateSection(.insert, section: $0) }
            let reloaded = Set(updates.reloadedSections)
            let moveSources = try UpdatePlan.unique(updates.movedSections.map(\.from)) {
                .duplicateSection(.moveFrom, section: $0)
            }
            let moveTargets = try UpdatePlan.unique(updates.movedSections.map(\.to)) { .duplicateSection(.moveTo, section: $0) }
            let conflicts: [(InvalidUpdate.Conflict, Set<Int>, Set<Int>)] = [
                (.deleteAndReload, deleted, reloaded),
                (.deleteAndMove, deleted, moveSources),
                (.reloadAndMove, reloaded, moveSources),
                (.insertAndMove, inserted, moveTargets),
            ]
            for (conflict, first, second) in conflicts {
                if let section = first.intersection(second).min() {
                    throw TableViewError.invalidUpdate(.conflictingSection(conflict, section: section))
                }
            }
            guard newCount == oldCount + inserted.count - deleted.count else {
                throw TableViewError.invalidUpdate(
                    .sectionCount(before: oldCount, after: newCount, inserted: inserted.count, deleted: deleted.count))
            }
            var map = SectionMap(oldCount: oldCount, newCount: newCount)
            map.shift = IndexShift(removals: deleted.union(moveSources).sorted(), fixed: inserted.union(moveTargets).sorted())
            map.deleted = deleted
            map.inserted = inserted
            map.reloaded = reloaded
            for move in updates.movedSections {
                map.movedOut[move.from] = move.to
                map.movedIn[move.to] = move.from
            }
            return map
        }
    }

    /// Checks every row operation's index path against the counts before or after the update
    /// and against sections the batch deletes, inserts or reloads. O(k log k) for k
    /// operations: sections are looked up, never listed.
    private func validateRows(_ updates: PendingUpdates) throws {
        typealias SectionChange = TableViewError.InvalidUpdate.SectionChange
        /// A section's row count and change on one side of the batch.
        func facts(ofSection section: Int, before: Bool) -> (rowCount: Int, change: SectionChange?) {
            let rowCount = (before ? oldRowCount[section] : askedCounts[section]) ?? 0
            let change: SectionChange?
            if before {
                change = sections.deleted.contains(section) ? .deleted : (sections.reloaded.contains(section) ? .reloaded : nil)
            } else if sections.inserted.contains(section) {
                change = .inserted
            } else if let old = sections.source(ofNew: section), sections.reloaded.contains(old) {
                change = .reloaded
            } else {
                change = nil
            }
            return (rowCount, change)
        }
        // Row operations come in runs of one section (a diff names tens of thousands of rows
        // of one section): the facts of the last section are kept, so a run costs one set
        // and dictionary lookup, not one per row.
        var cachedSection = -1
        var cachedBefore = false
        var cached: (rowCount: Int, change: SectionChange?) = (0, nil)
        func check(_ indexPath: IndexPath, _ action: TableViewError.InvalidUpdate.Action) throws {
            let before = action.isBefore
            let section = indexPath.section
            let sectionCount = before ? sections.oldCount : sections.newCount
            guard section >= 0 && section < sectionCount else {
                throw TableViewError.invalidUpdate(.rowSectionOutOfRange(action, indexPath, sectionCount: sectionCount))
            }
            if section != cachedSection || before != cachedBefore {
                cached = facts(ofSection: section, before: before)
                cachedSection = section
                cachedBefore = before
            }
            let row = indexPath.row
            guard row >= 0 && row < cached.rowCount else {
                throw TableViewError.invalidUpdate(.rowOutOfRange(action, indexPath, rowCount: cached.rowCount))
            }
            if let change = cached.change {
                throw TableViewError.invalidUpdate(.rowInChangedSection(action, indexPath, change))
            }
        }
        for indexPath in updates.deletedRows { try check(indexPath, .delete) }
        for indexPath in updates.reloadedRows { try check(indexPath, .reload) }
        for indexPath in updates.insertedRows { try check(indexPath, .insert) }
        for move in updates.movedRows {
            try check(move.from, .moveFrom)
            try check(move.to, .moveTo)
        }
    }

    /// Finds rows named twice or by two actions that exclude each other. Index paths are
    /// compared as packed integers in sorted arrays: a batch from a diff names tens of
    /// thousands of rows, already in order, and then duplicates and overlaps are found in one
    /// pass without hashing anything.
    private func checkRowConflicts(_ updates: PendingUpdates) throws {
        let deleted = try Self.sortedUnique(updates.deletedRows.map(RowKey.init)) { .duplicateRow(.delete, $0) }
        let inserted = try Self.sortedUnique(updates.insertedRows.map(RowKey.init)) { .duplicateRow(.insert, $0) }
        let reloaded = Self.sorted(updates.reloadedRows.map(RowKey.init))
        let moveSources = try Self.sortedUnique(updates.movedRows.map { RowKey($0.from) }) { .duplicateRow(.moveFrom, $0) }
        let moveTargets = try Self.sortedUnique(updates.movedRows.map { RowKey($0.to) }) { .duplicateRow(.moveTo, $0) }
        let conflicts: [(TableViewError.InvalidUpdate.Conflict, [RowKey], [RowKey])] = [
            (.deleteAndReload, deleted, reloaded),
            (.deleteAndMove, deleted, moveSources),
            (.reloadAndMove, reloaded, moveSources),
            (.insertAndMove, inserted, moveTargets),
        ]
        for (conflict, first, second) in conflicts {
            if let key = Self.firstCommon(first, second) {
                throw TableViewError.invalidUpdate(.conflictingRow(conflict, key.indexPath))
            }
        }
    }

    /// The plan of every surviving, non-reloaded section the row operations name, checked
    /// against its new row count.
    private func makeRowPlans(_ updates: PendingUpdates) throws -> [Int: RowPlan] {
        var plans: [Int: RowPlan] = [:]
        // The plan being filled is kept out of the dictionary until another section's row
        // comes: rows come in runs of one section, and a run then costs one lookup, not one
        // hash per row.
        var currentSection = -1
        var current: RowPlan?
        func store() {
            if let current { plans[currentSection] = current }
            current = nil
        }
        // Runs after validation: every section named here exists on its side of the batch,
        // and a section named by a row is neither inserted nor reloaded.
        func withPlan(_ section: Int, _ body: (inout RowPlan) -> Void) {
            if section != currentSection || current == nil {
                store()
                currentSection = section
                if let stored = plans.removeValue(forKey: section) {
                    current = stored
                } else {
                    guard let old = sections.source(ofNew: section), !sections.reloaded.contains(old) else { return }
                    current = RowPlan(oldSection: old, oldCount: oldRowCount[old] ?? 0, newCount: askedCounts[section] ?? 0)
                }
            }
            // Taken out while the body runs, so that its arrays are changed in place.
            guard var plan = current.take() else { return }
            body(&plan)
            current = plan
        }
        // Old sections map to new ones by lookups and binary searches; a run of rows of one
        // section maps it once.
        var mappedOld = -1
        var mappedNew: Int?
        func target(ofOld section: Int) -> Int? {
            if section != mappedOld {
                mappedOld = section
                mappedNew = sections.target(ofOld: section)
            }
            return mappedNew
        }
        // The arrays, not sets: they hold the same (unique) rows in a cheaper order.
        for indexPath in updates.deletedRows {
            guard let section = target(ofOld: indexPath.section) else { continue }
            withPlan(section) {
                $0.deleted.append(indexPath.row)
                $0.shift.removals.append(indexPath.row)
            }
        }
        for indexPath in updates.reloadedRows {
            guard let section = target(ofOld: indexPath.section) else { continue }
            withPlan(section) { $0.reloaded.insert(indexPath.row) }
        }
        for indexPath in updates.insertedRows {
            withPlan(indexPath.section) {
                $0.insertedCount += 1
                $0.shift.fixed.append(indexPath.row)
            }
        }
        for move in updates.movedRows {
            if let section = target(ofOld: move.from.section) {
                withPlan(section) {
                    $0.shift.removals.append(move.from.row)
                    $0.movedOut.append(move.from.row, move.to)
                }
            }
            withPlan(move.to.section) {
                $0.shift.fixed.append(move.to.row)
                $0.movedIn.append(move.to.row, move.from)
            }
        }
        store()
        for section in plans.keys.sorted() {
            guard var plan = plans.removeValue(forKey: section) else { continue }
            plan.deleted.sort()
            plan.shift.removals.sort()
            plan.shift.fixed.sort()
            plan.movedIn.sort()
            plan.movedOut.sort()
            let movedIn = plan.movedIn.counterparts.filter { $0.section != plan.oldSection }.count
            let movedOut = plan.movedOut.counterparts.filter { $0.section != section }.count
            let deleted = plan.deleted.count
            let inserted = plan.insertedCount
            guard plan.newCount == plan.oldCount + inserted - deleted + movedIn - movedOut else {
                throw TableViewError.invalidUpdate(
                    .rowCount(
                        section: section, before: plan.oldCount, after: plan.newCount, inserted: inserted,
                        deleted: deleted, movedIn: movedIn, movedOut: movedOut))
            }
            plans[section] = plan
        }
        return plans
    }

    /// A valid (non-negative) row index path as one 64-bit integer ordered as index paths
    /// are: the section in the high half, the row in the low half. `UInt64`, not `Int`, so
    /// that sections and rows do not collide where `Int` has 32 bits.
    struct RowKey: Comparable {
        let bits: UInt64

        init(_ indexPath: IndexPath) {
            bits = UInt64(UInt32(truncatingIfNeeded: indexPath.section)) << 32 | UInt64(UInt32(truncatingIfNeeded: indexPath.row))
        }

        var indexPath: IndexPath {
            IndexPath(row: Int(bits & 0xFFFF_FFFF), section: Int(bits >> 32))
        }

        static func < (lhs: RowKey, rhs: RowKey) -> Bool { lhs.bits < rhs.bits }
    }

    /// `keys` in ascending order: O(n) when they already are, as a diff's are.
    private static func sorted(_ keys: [RowKey]) -> [RowKey] {
        for index in keys.indices.dropFirst() where keys[index - 1] > keys[index] { return keys.sorted() }
        return keys
    }

    /// `keys` in ascending order, or the error `failure` gives for the smallest key named twice.
    private static func sortedUnique(_ keys: [RowKey], failure: (IndexPath) -> TableViewError.InvalidUpdate) throws -> [RowKey] {
        let keys = sorted(keys)
        for index in keys.indices.dropFirst() where keys[index - 1] == keys[index] {
            throw TableViewError.invalidUpdate(failure(keys[index].indexPath))
        }
        return keys
    }

    /// The smallest key in both ascending arrays. O(a + b).
    private static func firstCommon(_ a: [RowKey], _ b: [RowKey]) -> RowKey? {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { return a[i] }
            if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return nil
    }

    fileprivate static func unique(_ values: [Int], failure: (Int) -> TableViewError.InvalidUpdate) throws -> Set<Int> {
        var seen = Set<Int>()
        seen.reserveCapacity(values.count)
        for value in values where !seen.insert(value).inserted {
            throw TableViewError.invalidUpdate(failure(value))
        }
        return seen
    }
}
