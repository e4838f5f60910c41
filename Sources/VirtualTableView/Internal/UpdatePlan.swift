import Foundation

/// A batch update checked against the counts before and after and turned into
/// index maps. Pure: it reads numbers, never the table, so a rejected batch changes nothing.
/// Built in named steps: section changes (range, duplicates, conflicts, count), section maps,
/// row ranges, row conflicts, then row plans and their counts.
///
/// Interpretation: deletes, reloads and move sources are old index paths; inserts and
/// move destinations are new ones; sections first. Survivors (neither deleted nor moved)
/// keep their order and fill the new positions that no insert or move claims.
struct UpdatePlan {
    /// Rows of one surviving, non-reloaded section.
    struct RowPlan {
        var oldSection: Int
        var oldCount: Int
        var newCount: Int
        /// Old rows leaving this section: deleted or moved out, ascending.
        var removals: [Int] = []
        /// New rows claimed by inserts and moves in, ascending.
        var fixed: [Int] = []
        /// Old rows deleted, ascending.
        var deleted: [Int] = []
        var reloaded: Set<Int> = []
        var insertedCount = 0
        /// Moved-in new row → old index path.
        var movedIn: [Int: IndexPath] = [:]
        /// Moved-out old row → new index path.
        var movedOut: [Int: IndexPath] = [:]

        var isIdentity: Bool { removals.isEmpty && fixed.isEmpty && reloaded.isEmpty }

        func isDeleted(_ row: Int) -> Bool {
            var low = 0
            var high = deleted.count
            while low < high {
                let mid = (low + high) / 2
                if deleted[mid] < row { low = mid + 1 } else { high = mid }
            }
            return low < deleted.count && deleted[low] == row
        }

        /// The new row of an old row that neither is deleted nor moves. O(log k).
        func survivorRow(forOldRow row: Int) -> Int {
            // Its rank among the survivors...
            var low = 0
            var high = removals.count
            while low < high {
                let mid = (low + high) / 2
                if removals[mid] < row { low = mid + 1 } else { high = mid }
            }
            let rank = row - low
            // ...is its rank among the new rows no insert or move claims. `fixed[j] - j`
            // (free rows before the j-th claimed one) never decreases, so the claimed rows
            // before it are those with `fixed[j] - j <= rank`.
            low = 0
            high = fixed.count
            while low < high {
                let mid = (low + high) / 2
                if fixed[mid] - mid <= rank { low = mid + 1 } else { high = mid }
            }
            return rank + low
        }
    }

    let oldCounts: [Int]
    let newCounts: [Int]
    /// Old section → new section; nil when deleted.
    private(set) var sectionTarget: [Int?]
    /// New section → old section; nil when inserted.
    private(set) var sectionSource: [Int?]
    private(set) var reloadedSections: Set<Int>
    /// By new section; nil for sections inserted or reloaded.
    private(set) var rowPlans: [RowPlan?]

    /// The new index path of an old row; nil when it is deleted or its section is deleted or
    /// reloaded. Reloaded rows map to where they land.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard old.section < sectionTarget.count, let target = sectionTarget[old.section],
            let plan = rowPlans[target]
        else { return nil }
        if plan.isDeleted(old.row) { return nil }
        if let moved = plan.movedOut[old.row] { return moved }
        return IndexPath(row: plan.survivorRow(forOldRow: old.row), section: target)
    }

    /// Whether an old row is the source of a row move.
    func isMoved(_ old: IndexPath) -> Bool {
        guard old.section < sectionTarget.count, let target = sectionTarget[old.section] else { return false }
        return rowPlans[target]?.movedOut[old.row] != nil
    }

    func isReloaded(_ old: IndexPath) -> Bool {
        reloadedSections.contains(old.section)
            || (sectionTarget[old.section].flatMap { rowPlans[$0] }?.reloaded.contains(old.row) ?? false)
    }

    init(oldCounts: [Int], newCounts: [Int], updates: PendingUpdates) throws {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        let sections = try SectionChanges(updates, oldCount: oldCounts.count, newCount: newCounts.count)
        (sectionTarget, sectionSource) = sections.maps(updates, oldCount: oldCounts.count, newCount: newCounts.count)
        reloadedSections = sections.reloaded
        rowPlans = []
        try validateRows(updates, sections: sections)
        try checkRowConflicts(updates)
        rowPlans = try makeRowPlans(updates)
    }

    /// A batch's section operations as sets, checked for range, duplicates, conflicts and the
    /// section count.
    private struct SectionChanges {
        typealias InvalidUpdate = TableViewError.InvalidUpdate
        let deleted: Set<Int>
        let inserted: Set<Int>
        let reloaded: Set<Int>
        let moveSources: Set<Int>
        let moveTargets: Set<Int>

        init(_ updates: PendingUpdates, oldCount: Int, newCount: Int) throws {
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
            deleted = try UpdatePlan.unique(updates.deletedSections) { .duplicateSection(.delete, section: $0) }
            inserted = try UpdatePlan.unique(updates.insertedSections) { .duplicateSection(.insert, section: $0) }
            reloaded = Set(updates.reloadedSections)
            moveSources = try UpdatePlan.unique(updates.movedSections.map(\.from)) { .duplicateSection(.moveFrom, section: $0) }
            moveTargets = try UpdatePlan.unique(updates.movedSections.map(\.to)) { .duplicateSection(.moveTo, section: $0) }
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
        }

        /// Old section → new section and back: moves go where they say, survivors keep their
        /// order in the new sections no insert or move claims.
        func maps(_ updates: PendingUpdates, oldCount: Int, newCount: Int) -> (target: [Int?], source: [Int?]) {
            var target = [Int?](repeating: nil, count: oldCount)
            var source = [Int?](repeating: nil, count: newCount)
            for move in updates.movedSections {
                target[move.from] = move.to
                source[move.to] = move.from
            }
            var free = 0
            for section in 0..<oldCount where !deleted.contains(section) && !moveSources.contains(section) {
                while free < newCount && (inserted.contains(free) || moveTargets.contains(free)) { free += 1 }
                target[section] = free
                source[free] = section
                free += 1
            }
            return (target, source)
        }
    }

    /// Checks every row operation's index path against the counts before or after the update
    /// and against sections the batch deletes, inserts or reloads. Section states are found
    /// once per section, not once per row: a batch may name tens of thousands of rows.
    private func validateRows(_ updates: PendingUpdates, sections: SectionChanges) throws {
        typealias SectionChange = TableViewError.InvalidUpdate.SectionChange
        let oldStates: [SectionChange?] = oldCounts.indices.map { section in
            sections.deleted.contains(section) ? .deleted : (sections.reloaded.contains(section) ? .reloaded : nil)
        }
        let newStates: [SectionChange?] = newCounts.indices.map { section in
            if sections.inserted.contains(section) { return .inserted }
            if let old = sectionSource[section], sections.reloaded.contains(old) { return .reloaded }
            return nil
        }
        func check(_ indexPath: IndexPath, _ action: TableViewError.InvalidUpdate.Action) throws {
            let before = action.isBefore
            let counts = before ? oldCounts : newCounts
            guard indexPath.section >= 0 && indexPath.section < counts.count else {
                throw TableViewError.invalidUpdate(.rowSectionOutOfRange(action, indexPath, sectionCount: counts.count))
            }
            guard indexPath.row >= 0 && indexPath.row < counts[indexPath.section] else {
                throw TableViewError.invalidUpdate(.rowOutOfRange(action, indexPath, rowCount: counts[indexPath.section]))
            }
            if let change = (before ? oldStates : newStates)[indexPath.section] {
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

    /// The plan of every surviving, non-reloaded section, checked against its new row count.
    private func makeRowPlans(_ updates: PendingUpdates) throws -> [RowPlan?] {
        // An array by new section, mutated in place: a dictionary of plans copied a plan
        // (and retained its arrays) for every row added to it.
        var plans = [RowPlan?](repeating: nil, count: newCounts.count)
        for section in newCounts.indices {
            guard let old = sectionSource[section], !reloadedSections.contains(old) else { continue }
            plans[section] = RowPlan(oldSection: old, oldCount: oldCounts[old], newCount: newCounts[section])
        }
        // The arrays, not sets: they hold the same (unique) rows in a cheaper order.
        for indexPath in updates.deletedRows {
            guard let section = sectionTarget[indexPath.section] else { continue }
            plans[section]?.deleted.append(indexPath.row)
            plans[section]?.removals.append(indexPath.row)
        }
        for indexPath in updates.reloadedRows {
            guard let section = sectionTarget[indexPath.section] else { continue }
            plans[section]?.reloaded.insert(indexPath.row)
        }
        for indexPath in updates.insertedRows {
            plans[indexPath.section]?.insertedCount += 1
            plans[indexPath.section]?.fixed.append(indexPath.row)
        }
        for move in updates.movedRows {
            if let section = sectionTarget[move.from.section] {
                plans[section]?.removals.append(move.from.row)
                plans[section]?.movedOut[move.from.row] = move.to
            }
            plans[move.to.section]?.fixed.append(move.to.row)
            plans[move.to.section]?.movedIn[move.to.row] = move.from
        }
        for section in plans.indices {
            guard var plan = plans[section].take() else { continue }
            plan.deleted.sort()
            plan.removals.sort()
            plan.fixed.sort()
            let movedIn = plan.movedIn.values.filter { $0.section != plan.oldSection }.count
            let movedOut = plan.movedOut.values.filter { $0.section != section }.count
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
