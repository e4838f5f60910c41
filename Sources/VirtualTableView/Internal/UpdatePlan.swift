import Foundation

/// A batch update checked against the counts before and after (R41–R45) and turned into
/// index maps. Pure: it reads numbers, never the table, so a rejected batch changes nothing.
///
/// Interpretation (R41): deletes, reloads and move sources are old index paths; inserts and
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
              let plan = rowPlans[target] else { return nil }
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

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    init(oldCounts: [Int], newCounts: [Int], updates u: PendingUpdates) throws {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        let oldSections = oldCounts.count
        let newSections = newCounts.count
        func fail(_ message: String) -> TableViewError { .invalidUpdate(message) }

        // Sections: ranges (R44).
        for s in u.deletedSections where s < 0 || s >= oldSections {
            throw fail("attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in u.reloadedSections where s < 0 || s >= oldSections {
            throw fail("attempt to reload section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in u.insertedSections where s < 0 || s >= newSections {
            throw fail("attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        for move in u.movedSections {
            if move.from < 0 || move.from >= oldSections {
                throw fail("attempt to move section \(move.from), but there are only \(oldSections) sections before the update")
            }
            if move.to < 0 || move.to >= newSections {
                throw fail("attempt to move section \(move.from) to section \(move.to), but there are only \(newSections) sections after the update")
            }
        }
        // Sections: conflicts (R45).
        let deletedSections = try Self.unique(u.deletedSections) { "attempt to delete section \($0) twice" }
        let insertedSections = try Self.unique(u.insertedSections) { "attempt to insert section \($0) twice" }
        let reloadedSections = Set(u.reloadedSections)
        let moveSources = try Self.unique(u.movedSections.map(\.from)) { "attempt to perform multiple moves from the same section (\($0))" }
        let moveTargets = try Self.unique(u.movedSections.map(\.to)) { "attempt to perform multiple moves to the same section (\($0))" }
        if let s = deletedSections.intersection(reloadedSections).min() {
            throw fail("attempt to delete and reload the same section (\(s))")
        }
        if let s = deletedSections.intersection(moveSources).min() {
            throw fail("attempt to perform a delete and a move from the same section (\(s))")
        }
        if let s = reloadedSections.intersection(moveSources).min() {
            throw fail("attempt to perform a reload and a move from the same section (\(s))")
        }
        if let s = insertedSections.intersection(moveTargets).min() {
            throw fail("attempt to perform an insert and a move to the same section (\(s))")
        }
        // Sections: count (R43).
        let expectedSections = oldSections + insertedSections.count - deletedSections.count
        guard newSections == expectedSections else {
            throw fail("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        // Section maps.
        var target = [Int?](repeating: nil, count: oldSections)
        var source = [Int?](repeating: nil, count: newSections)
        for move in u.movedSections {
            target[move.from] = move.to
            source[move.to] = move.from
        }
        var free = 0
        for s in 0..<oldSections where !deletedSections.contains(s) && !moveSources.contains(s) {
            while free < newSections && (insertedSections.contains(free) || moveTargets.contains(free)) { free += 1 }
            target[s] = free
            source[free] = s
            free += 1
        }
        sectionTarget = target
        sectionSource = source
        self.reloadedSections = reloadedSections

        // Rows: ranges (R44) and sections being deleted, inserted or reloaded (R45).
        // Once per section, not once per row: a batch may name tens of thousands of rows.
        let oldSectionStates: [String?] = (0..<oldSections).map { s in
            deletedSections.contains(s) ? "deleted" : (reloadedSections.contains(s) ? "reloaded" : nil)
        }
        let newSectionStates: [String?] = (0..<newSections).map { t in
            if insertedSections.contains(t) { return "inserted" }
            if let s = source[t], reloadedSections.contains(s) { return "reloaded" }
            return nil
        }
        func sectionState(old s: Int) -> String? { oldSectionStates[s] }
        func sectionState(new t: Int) -> String? { newSectionStates[t] }
        func checkOld(_ ip: IndexPath, _ verb: String) throws {
            guard ip.section >= 0 && ip.section < oldSections else {
                throw fail("attempt to \(verb) row \(ip.row) from section \(ip.section), but there are only \(oldSections) sections before the update")
            }
            guard ip.row >= 0 && ip.row < oldCounts[ip.section] else {
                throw fail("attempt to \(verb) row \(ip.row) from section \(ip.section) which only contains \(oldCounts[ip.section]) rows before the update")
            }
            if let state = sectionState(old: ip.section) {
                throw fail("attempt to \(verb) row \(ip.row) from section \(ip.section), which is being \(state)")
            }
        }
        func checkNew(_ ip: IndexPath, _ verb: String) throws {
            guard ip.section >= 0 && ip.section < newSections else {
                throw fail("attempt to \(verb) row \(ip.row) into section \(ip.section), but there are only \(newSections) sections after the update")
            }
            guard ip.row >= 0 && ip.row < newCounts[ip.section] else {
                throw fail("attempt to \(verb) row \(ip.row) into section \(ip.section), but there are only \(newCounts[ip.section]) rows in section \(ip.section) after the update")
            }
            if let state = sectionState(new: ip.section) {
                throw fail("attempt to \(verb) row \(ip.row) into section \(ip.section), which is being \(state)")
            }
        }
        for ip in u.deletedRows { try checkOld(ip, "delete") }
        for ip in u.reloadedRows { try checkOld(ip, "reload") }
        for ip in u.insertedRows { try checkNew(ip, "insert") }
        for move in u.movedRows {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move")
        }
        // Rows: conflicts (R45). Index paths are checked as packed integers in sorted arrays:
        // a batch from a diff names tens of thousands of rows, already in order, and then
        // duplicates and overlaps are found in one pass without hashing anything.
        let deletedRows = try Self.sortedUnique(u.deletedRows.map(Self.key)) { "attempt to delete the same index path twice \(Self.description(of: $0))" }
        let insertedRows = try Self.sortedUnique(u.insertedRows.map(Self.key)) { "attempt to insert the same index path twice \(Self.description(of: $0))" }
        let reloadedRows = Self.sorted(u.reloadedRows.map(Self.key))
        let rowMoveSources = try Self.sortedUnique(u.movedRows.map { Self.key($0.from) }) { "attempt to perform multiple moves from the same index path \(Self.description(of: $0))" }
        let rowMoveTargets = try Self.sortedUnique(u.movedRows.map { Self.key($0.to) }) { "attempt to perform multiple moves to the same index path \(Self.description(of: $0))" }
        if let key = Self.firstCommon(deletedRows, reloadedRows) {
            throw fail("attempt to delete and reload the same index path \(Self.description(of: key))")
        }
        if let key = Self.firstCommon(deletedRows, rowMoveSources) {
            throw fail("attempt to perform a delete and a move from the same index path \(Self.description(of: key))")
        }
        if let key = Self.firstCommon(reloadedRows, rowMoveSources) {
            throw fail("attempt to perform a reload and a move from the same index path \(Self.description(of: key))")
        }
        if let key = Self.firstCommon(insertedRows, rowMoveTargets) {
            throw fail("attempt to perform an insert and a move to the same index path \(Self.description(of: key))")
        }

        // Row plans and counts (R42).
        // An array by new section, mutated in place: a dictionary of plans copied a plan
        // (and retained its arrays) for every row added to it.
        var plans = [RowPlan?](repeating: nil, count: newSections)
        for t in 0..<newSections {
            guard let s = source[t], !reloadedSections.contains(s) else { continue }
            plans[t] = RowPlan(oldSection: s, oldCount: oldCounts[s], newCount: newCounts[t])
        }
        // The arrays, not the sets: they hold the same (unique) rows in a cheaper order.
        for ip in u.deletedRows {
            guard let t = target[ip.section] else { continue }
            plans[t]?.deleted.append(ip.row)
            plans[t]?.removals.append(ip.row)
        }
        for (index, key) in reloadedRows.enumerated() where index == 0 || reloadedRows[index - 1] != key {
            let ip = Self.indexPath(of: key)
            guard let t = target[ip.section] else { continue }
            plans[t]?.reloaded.insert(ip.row)
        }
        for ip in u.insertedRows {
            plans[ip.section]?.insertedCount += 1
            plans[ip.section]?.fixed.append(ip.row)
        }
        for move in u.movedRows {
            if let t = target[move.from.section] {
                plans[t]?.removals.append(move.from.row)
                plans[t]?.movedOut[move.from.row] = move.to
            }
            plans[move.to.section]?.fixed.append(move.to.row)
            plans[move.to.section]?.movedIn[move.to.row] = move.from
        }
        for t in plans.indices {
            guard var plan = plans[t].take() else { continue }
            plan.deleted.sort()
            plan.removals.sort()
            plan.fixed.sort()
            let movedIn = plan.movedIn.values.filter { $0.section != plan.oldSection }.count
            let movedOut = plan.movedOut.values.filter { $0.section != t }.count
            let deleted = plan.deleted.count
            let inserted = plan.insertedCount
            if plan.newCount != plan.oldCount + inserted - deleted + movedIn - movedOut {
                throw fail("Invalid update: invalid number of rows in section \(t). The number of rows contained in an existing section after the update (\(plan.newCount)) must be equal to the number of rows contained in that section before the update (\(plan.oldCount)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            plans[t] = plan
        }
        rowPlans = plans
    }

    /// A valid (non-negative) row index path as one integer, ordered as index paths are.
    private static func key(_ indexPath: IndexPath) -> Int {
        indexPath.section << 32 | indexPath.row
    }

    private static func indexPath(of key: Int) -> IndexPath {
        IndexPath(row: key & 0xFFFF_FFFF, section: key >> 32)
    }

    private static func description(of key: Int) -> String {
        indexPath(of: key).tableDescription
    }

    /// `keys` in ascending order: O(n) when they already are, as a diff's are.
    private static func sorted(_ keys: [Int]) -> [Int] {
        for index in keys.indices.dropFirst() where keys[index - 1] > keys[index] { return keys.sorted() }
        return keys
    }

    /// `keys` in ascending order, or the error `message` gives for the smallest key named twice.
    private static func sortedUnique(_ keys: [Int], message: (Int) -> String) throws -> [Int] {
        let keys = sorted(keys)
        for index in keys.indices.dropFirst() where keys[index - 1] == keys[index] {
            throw TableViewError.invalidUpdate(message(keys[index]))
        }
        return keys
    }

    /// The smallest key in both ascending arrays. O(a + b).
    private static func firstCommon(_ a: [Int], _ b: [Int]) -> Int? {
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { return a[i] }
            if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return nil
    }

    private static func unique<T: Hashable>(_ values: [T], message: (T) -> String) throws -> Set<T> {
        var seen = Set<T>()
        seen.reserveCapacity(values.count)
        for value in values where !seen.insert(value).inserted {
            throw TableViewError.invalidUpdate(message(value))
        }
        return seen
    }
}
