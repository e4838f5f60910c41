/// The difference between two collections of `Differentiable` elements (Heckel's idea: match
/// by identity through a hash table, then read off deletes, inserts, moves and updates).
///
/// Duplicate identities never fail: the n-th old element of an identity is matched with the
/// n-th new element of that identity; old ones left over are deleted, new ones left over
/// inserted.
///
/// - Complexity: O(n + m) expected for n old and m new elements, plus O(k log k) for the k
///   matched elements that left their order (the longest increasing subsequence that decides
///   the fewest moves; a sequence already in order costs O(k)). Each identity is hashed once.
@inlinable
public func difference<C: Collection>(from old: C, to new: C) -> Changeset where C.Element: Differentiable {
    let oldElements = ContiguousArray(old)
    let newElements = ContiguousArray(new)
    let matches = IdentityMatches(old: oldElements, new: newElements)
    return matches.changeset(old: oldElements, new: newElements)
}

/// Which old element each new element is (and the reverse), by identity.
public struct IdentityMatches: Sendable {
    /// For each old index, its new index or -1 when it was deleted.
    public var oldToNew: [Int32]
    /// For each new index, its old index or -1 when it was inserted.
    public var newToOld: [Int32]

    /// Matches `new` against `old`. O(n + m) expected; every identity is hashed once.
    @inlinable
    public init<E: Differentiable>(old: ContiguousArray<E>, new: ContiguousArray<E>) {
        let oldCount = old.count
        let newCount = new.count
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var newToOld = [Int32](repeating: -1, count: newCount)
        if oldCount > 0 && newCount > 0 {
            var capacity = 16
            while capacity < oldCount * 2 { capacity <<= 1 }
            let mask = capacity - 1
            // `representative` holds an old index of the slot's identity, for comparisons;
            // `cursor` the next old index of that identity still unmatched (-1: none left).
            var representative = [Int32](repeating: -1, count: capacity)
            var cursor = [Int32](repeating: -1, count: capacity)
            var hashes = [Int](repeating: 0, count: oldCount)
            var next = [Int32](repeating: -1, count: oldCount)
            old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    representative.withUnsafeMutableBufferPointer { representative in
                        cursor.withUnsafeMutableBufferPointer { cursor in
                            hashes.withUnsafeMutableBufferPointer { hashes in
                                next.withUnsafeMutableBufferPointer { next in
                                    // Backwards, so each identity's chain runs in ascending order.
                                    var i = oldCount - 1
                                    while i >= 0 {
                                        let identifier = old[i].differenceIdentifier
                                        let hash = identifier.hashValue
                                        hashes[i] = hash
                                        var slot = hash & mask
                                        while true {
                                            let found = Int(representative[slot])
                                            if found < 0 {
                                                representative[slot] = Int32(i)
                                                cursor[slot] = Int32(i)
                                                break
                                            }
                                            if hashes[found] == hash && old[found].differenceIdentifier == identifier {
                                                next[i] = cursor[slot]
                                                cursor[slot] = Int32(i)
                                                break
                                            }
                                            slot = (slot + 1) & mask
                                        }
                                        i -= 1
                                    }
                                    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                                        newToOld.withUnsafeMutableBufferPointer { newToOld in
                                            for j in 0..<newCount {
                                                let identifier = new[j].differenceIdentifier
                                                let hash = identifier.hashValue
                                                var slot = hash & mask
                                                while true {
                                                    let found = Int(representative[slot])
                                                    if found < 0 { break }
                                                    if hashes[found] == hash && old[found].differenceIdentifier == identifier {
                                                        let match = Int(cursor[slot])
                                                        if match >= 0 {
                                                            oldToNew[match] = Int32(j)
                                                            newToOld[j] = Int32(match)
                                                            cursor[slot] = next[match]
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
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    /// The changeset these matches describe.
    @inlinable
    public func changeset<E: Differentiable>(old: ContiguousArray<E>, new: ContiguousArray<E>) -> Changeset {
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
public func longestIncreasingSubsequence(_ values: [Int32]) -> [Bool] {
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
