/// The difference between two collections of `Differentiable` elements (Heckel's idea: match
/// by identity through a hash table, then read off deletes, inserts, moves and updates).
///
/// Duplicate identities never fail: the n-th old element of an identity is matched with the
/// n-th new element of that identity; old ones left over are deleted, new ones left over
/// inserted.
///
/// - Complexity: O(n + m) expected for n old and m new elements, plus O(k log k) for the k
///   matched elements that left their order (the longest increasing subsequence that decides
///   the fewest moves; a sequence already in order costs O(k)). Each old identity is hashed
///   once; a new element is hashed only when it does not follow the old element after the
///   previous match, so runs of kept elements cost one equality check each.
@inlinable
public func difference<C: Collection>(from old: C, to new: C) -> Changeset where C.Element: Differentiable {
    let oldElements = ContiguousArray(old)
    let newElements = ContiguousArray(new)
    let matches = IdentityMatches(old: oldElements, new: newElements)
    return matches.changeset(old: oldElements, new: newElements)
}

/// Which old element each new element is (and the reverse), by identity.
/// Internal, reachable from the inlinable differences so that they specialize in the caller.
@usableFromInline
struct IdentityMatches: Sendable {
    /// For each old index, its new index or -1 when it was deleted.
    @usableFromInline var oldToNew: [Int32]
    /// For each new index, its old index or -1 when it was inserted.
    @usableFromInline var newToOld: [Int32]

    /// Matches `new` against `old`. O(n + m) expected; every identity is hashed once.
    @inlinable
    init<E: Differentiable>(old: ContiguousArray<E>, new: ContiguousArray<E>) {
        let oldCount = old.count
        let newCount = new.count
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var newToOld = [Int32](repeating: -1, count: newCount)
        if oldCount > 0 && newCount > 0 {
            var capacity = 16
            while capacity < oldCount * 2 { capacity <<= 1 }
            let mask = capacity - 1
            // One slot per identity, all a probe needs in one cache line: the identity's hash,
            // an old index of it (for the equality check) and the next old index of it still
            // unmatched (-1: none left). `next` chains the old indexes of one identity in order.
            var slots = [HashSlot](repeating: HashSlot(), count: capacity)
            var next = [Int32](repeating: -1, count: oldCount)
            // Whether an old element's identity occurs once: only those may be matched by the
            // in-order guess below without breaking the in-order rule for duplicates.
            var unique = [Bool](repeating: true, count: oldCount)
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    slots.withUnsafeMutableBufferPointer { slots in
                        next.withUnsafeMutableBufferPointer { next in
                            unique.withUnsafeMutableBufferPointer { unique in
                                // Backwards, so each identity's chain runs in ascending order.
                                var i = oldCount - 1
                                // Identities are read in place, never bound to a local:
                                // a copy of one that holds a reference would be retained
                                // and released for each element.
                                while i >= 0 {
                                    let hash = E.differenceHash(of: old[i].differenceIdentifier)
                                    var slot = hash & mask
                                    while true {
                                        let found = Int(slots[slot].representative)
                                        if found < 0 {
                                            slots[slot] = HashSlot(hash: hash, representative: Int32(i), cursor: Int32(i))
                                            break
                                        }
                                        if slots[slot].hash == hash
                                            && old[found].differenceIdentifier == old[i].differenceIdentifier
                                        {
                                            unique[i] = false
                                            unique[Int(slots[slot].cursor)] = false
                                            next[i] = slots[slot].cursor
                                            slots[slot].cursor = Int32(i)
                                            break
                                        }
                                        slot = (slot + 1) & mask
                                    }
                                    i -= 1
                                }
                                oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                                    newToOld.withUnsafeMutableBufferPointer { newToOld in
                                        // Most new elements follow the old element after the
                                        // previous match: try that first, and hash only when the
                                        // guess fails. Runs of kept elements are then matched
                                        // without hashing at all.
                                        var guess = 0
                                        for j in 0..<newCount {
                                            if guess < oldCount && unique[guess] && oldToNew[guess] < 0
                                                && old[guess].differenceIdentifier == new[j].differenceIdentifier
                                            {
                                                oldToNew[guess] = Int32(j)
                                                newToOld[j] = Int32(guess)
                                                guess += 1
                                                continue
                                            }
                                            let hash = E.differenceHash(of: new[j].differenceIdentifier)
                                            var slot = hash & mask
                                            while true {
                                                let found = Int(slots[slot].representative)
                                                if found < 0 { break }
                                                if slots[slot].hash == hash
                                                    && old[found].differenceIdentifier == new[j].differenceIdentifier
                                                {
                                                    // Skip old elements a guess already matched.
                                                    var match = Int(slots[slot].cursor)
                                                    while match >= 0 && oldToNew[match] >= 0 { match = Int(next[match]) }
                                                    if match >= 0 {
                                                        oldToNew[match] = Int32(j)
                                                        newToOld[j] = Int32(match)
                                                        slots[slot].cursor = next[match]
                                                        guess = match + 1
                                                    } else {
                                                        slots[slot].cursor = -1
                                                    }
                                                    break
                                                }
                                                slot = (slot + 1) & mask
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    /// The changeset these matches describe.
    @inlinable
    func changeset<E: Differentiable>(old: ContiguousArray<E>, new: ContiguousArray<E>) -> Changeset {
        var deletes: [Int] = []
        for (index, target) in oldToNew.enumerated() where target < 0 { deletes.append(index) }
        var inserts: [Int] = []
        var matchedNew: [Int32] = []
        var matchedOld: [Int32] = []
        matchedNew.reserveCapacity(newToOld.count)
        matchedOld.reserveCapacity(newToOld.count)
        for (index, source) in newToOld.enumerated() {
            if source < 0 {
                inserts.append(index)
            } else {
                matchedNew.append(Int32(index))
                matchedOld.append(source)
            }
        }
        let kept = longestIncreasingSubsequence(matchedOld)
        var moves: [Changeset.Move] = []
        var updates: [Changeset.Update] = []
        for k in 0..<matchedNew.count {
            let newIndex = Int(matchedNew[k])
            let oldIndex = Int(matchedOld[k])
            if !kept[k] { moves.append(Changeset.Move(from: oldIndex, to: newIndex)) }
            if !new[newIndex].isContentEqual(to: old[oldIndex]) { updates.append(Changeset.Update(old: oldIndex, new: newIndex)) }
        }
        return Changeset(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
    }
}

/// Flags the members of one longest strictly increasing subsequence of `values`.
/// O(k log k); O(k) when the values are already increasing.
@inlinable
func longestIncreasingSubsequence(_ values: [Int32]) -> [Bool] {
    let count = values.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    var tailValues: [Int32] = []
    var tailPositions: [Int32] = []
    var previous = [Int32](repeating: -1, count: count)
    for k in 0..<count {
        let value = values[k]
        if let last = tailValues.last, value <= last {
            var low = 0
            var high = tailValues.count - 1
            while low < high {
                let mid = (low + high) / 2
                if tailValues[mid] < value { low = mid + 1 } else { high = mid }
            }
            tailValues[low] = value
            tailPositions[low] = Int32(k)
            previous[k] = low > 0 ? tailPositions[low - 1] : -1
        } else {
            previous[k] = tailPositions.last ?? -1
            tailValues.append(value)
            tailPositions.append(Int32(k))
        }
    }
    var position = Int(tailPositions[tailPositions.count - 1])
    while position >= 0 {
        member[position] = true
        position = Int(previous[position])
    }
    return member
}

/// One slot of the identity table of `IdentityMatches`.
@usableFromInline
struct HashSlot {
    @usableFromInline var hash: Int
    @usableFromInline var representative: Int32
    @usableFromInline var cursor: Int32

    @inlinable
    init(hash: Int = 0, representative: Int32 = -1, cursor: Int32 = -1) {
        self.hash = hash
        self.representative = representative
        self.cursor = cursor
    }
}
