import Foundation
import TestSupport
import Testing

@testable import Diffing

/// An element whose identity is `id` and whose content is `content`.
struct Item: Hashable, Differentiable, CustomStringConvertible {
    var id: Int
    var content: Int

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Item) -> Bool { content == source.content }
    var description: String { "\(id):\(content)" }
}

/// An `Item` whose identities all share one `differenceHash`: only `==` tells them apart.
struct CollidingItem: Hashable, Differentiable {
    var item: Item

    var differenceIdentifier: Int { item.id }
    static func differenceHash(of identifier: Int) -> Int { 42 }
    func isContentEqual(to source: CollidingItem) -> Bool { item.content == source.item.content }
}

struct ItemSection: Hashable, DifferentiableSection {
    var id: Int
    var title: Int
    var elements: [Item]

    var differenceIdentifier: Int { id }
    func isContentEqual(to source: ItemSection) -> Bool { title == source.title }
}

/// UIKit's reading of a batch (R41): survivors keep their order and fill the places that
/// inserts and moves do not claim.
func place<T>(_ survivors: [T], _ fixed: [(Int, T)]) -> [T] {
    var result = survivors
    for (index, value) in fixed.sorted(by: { $0.0 < $1.0 }) { result.insert(value, at: index) }
    return result
}

func apply(_ changeset: Changeset, to old: [Item], new: [Item]) -> [Item] {
    let removed = Set(changeset.deletes).union(changeset.moves.map(\.from))
    let survivors = old.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    var result = place(survivors, changeset.inserts.map { ($0, new[$0]) } + changeset.moves.map { ($0.to, old[$0.from]) })
    for update in changeset.updates where result.indices.contains(update.new) && result[update.new].id == new[update.new].id {
        result[update.new] = new[update.new]
    }
    return result
}

func apply(_ changeset: SectionedChangeset, to old: [ItemSection], new: [ItemSection]) -> [ItemSection] {
    enum Source { case old(Int), inserted(Int) }
    let sections = changeset.sections
    let removed = Set(sections.deletes).union(sections.moves.map(\.from))
    let survivors: [Source] = old.indices.filter { !removed.contains($0) }.map { .old($0) }
    let layout = place(
        survivors, sections.inserts.map { ($0, Source.inserted($0)) } + sections.moves.map { ($0.to, Source.old($0.from)) })
    var result: [ItemSection] = []
    for (t, source) in layout.enumerated() {
        switch source {
        case let .inserted(index):
            result.append(new[index])
        case let .old(s):
            var gone = Set<Int>()
            for path in changeset.deletedRows where path[0] == s { gone.insert(path[1]) }
            for move in changeset.movedRows where move.from[0] == s { gone.insert(move.from[1]) }
            let kept = old[s].elements.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
            var fixed: [(Int, Item)] = []
            for path in changeset.insertedRows where path[0] == t { fixed.append((path[1], new[t].elements[path[1]])) }
            for move in changeset.movedRows where move.to[0] == t {
                fixed.append((move.to[1], old[move.from[0]].elements[move.from[1]]))
            }
            var section = old[s]
            section.elements = place(kept, fixed)
            if sections.updates.contains(where: { $0.new == t }) { section.title = new[t].title }
            result.append(section)
        }
    }
    for update in changeset.updatedRows {
        result[update.new[0]].elements[update.new[1]] = new[update.new[0]].elements[update.new[1]]
    }
    return result
}

extension String: Differentiable {}

struct DifferenceTests {
    private func randomItems(_ count: Int, ids: Range<Int>, using generator: inout SeededGenerator) -> [Item] {
        (0..<count).map { _ in Item(id: Int.random(in: ids, using: &generator), content: Int.random(in: 0..<3, using: &generator))
        }
    }

    private func edited(_ items: [Item], using generator: inout SeededGenerator, nextID: inout Int) -> [Item] {
        var result = items
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !result.isEmpty: result.remove(at: Int.random(in: result.indices, using: &generator))
            case 1:
                nextID += 1
                result.insert(Item(id: nextID, content: 0), at: Int.random(in: 0...result.count, using: &generator))
            case 2 where !result.isEmpty:
                let item = result.remove(at: Int.random(in: result.indices, using: &generator))
                result.insert(item, at: Int.random(in: 0...result.count, using: &generator))
            case 3 where !result.isEmpty:
                result[Int.random(in: result.indices, using: &generator)].content += 1
            default:
                if let duplicate = result.randomElement(using: &generator) {
                    result.insert(duplicate, at: Int.random(in: 0...result.count, using: &generator))
                }
            }
        }
        return result
    }

    @Test(arguments: ["distinct", "duplicates", "empty old", "empty new"])
    func applyingTheChangesetToTheOldCollectionYieldsTheNewOne(shape: String) {
        var generator = SeededGenerator(seed: UInt64(shape.count * 7919))
        var nextID = 10_000
        for pair in 0..<2_000 {
            let size = Int.random(in: 0...30, using: &generator)
            var old =
                shape == "duplicates"
                ? randomItems(size, ids: 0..<max(1, size / 2), using: &generator)
                : (0..<size).map { Item(id: $0, content: 0) }
            var new = edited(old, using: &generator, nextID: &nextID)
            if shape == "empty old" { old = [] }
            if shape == "empty new" { new = [] }
            let changeset = difference(from: old, to: new)
            #expect(apply(changeset, to: old, new: new) == new, "shape \(shape) pair \(pair): \(old) → \(new) gave \(changeset)")
            #expect(changeset.deletes == changeset.deletes.sorted() && changeset.inserts == changeset.inserts.sorted())
            #expect(Set(changeset.deletes).isDisjoint(with: changeset.moves.map(\.from)))
            #expect(Set(changeset.inserts).isDisjoint(with: changeset.moves.map(\.to)))
        }
    }

    @Test func aCustomDifferenceHashThatCollidesStillMatchesByIdentity() {
        var generator = SeededGenerator(seed: 4242)
        var nextID = 10_000
        for pair in 0..<300 {
            let size = Int.random(in: 0...20, using: &generator)
            let old = (0..<size).map { Item(id: $0, content: 0) }
            let new = edited(old, using: &generator, nextID: &nextID)
            let expected = difference(from: old, to: new)
            let colliding = difference(from: old.map(CollidingItem.init), to: new.map(CollidingItem.init))
            expectEqual(colliding, expected, "pair \(pair): \(old) → \(new)")
        }
    }

    @Test func duplicatesAreMatchedInOrderAndTheRestInsertedOrDeleted() {
        let old = [Item(id: 1, content: 0), Item(id: 1, content: 1), Item(id: 2, content: 0)]
        let new = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 1, content: 1), Item(id: 1, content: 2)]
        let changeset = difference(from: old, to: new)
        // Old 1s (0 and 1) match the first two new 1s (0 and 2); the third new 1 is inserted.
        expectEqual(changeset.inserts, [3])
        #expect(changeset.deletes.isEmpty)
        expectEqual(changeset.moves, [Changeset.Move(from: 2, to: 1)])
        #expect(changeset.updates.isEmpty)
        expectEqual(apply(changeset, to: old, new: new), new)
    }

    /// The guess that a new element follows the previous match must not take a later
    /// duplicate: the first new A is the first old A, even when the old element after the
    /// previous match is the second A. One move, and no content changes.
    @Test func aDuplicateAfterThePreviousMatchIsNotTakenBeforeAnEarlierOne() {
        let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 1, content: 1)]
        let new = [Item(id: 2, content: 0), Item(id: 1, content: 0), Item(id: 1, content: 1)]
        let changeset = difference(from: old, to: new)
        expectEqual(changeset, Changeset(moves: [Changeset.Move(from: 1, to: 0)]), "\(changeset)")
        expectEqual(apply(changeset, to: old, new: new), new)
        // The same with the duplicates apart: old 0 and 2 keep their order, 1 and 3 swap.
        let old2 = [Item(id: 1, content: 0), Item(id: 3, content: 0), Item(id: 1, content: 1), Item(id: 4, content: 0)]
        let new2 = [Item(id: 3, content: 0), Item(id: 1, content: 0), Item(id: 4, content: 0), Item(id: 1, content: 1)]
        let changeset2 = difference(from: old2, to: new2)
        #expect(changeset2.updates.isEmpty, "\(changeset2)")
        #expect(changeset2.inserts.isEmpty && changeset2.deletes.isEmpty)
        expectEqual(apply(changeset2, to: old2, new: new2), new2)
    }

    @Test func movesAreTheFewestThatKeepTheOthersInOrder() {
        let old = (0..<10).map { Item(id: $0, content: 0) }
        var new = old
        new.append(new.removeFirst())
        let changeset = difference(from: old, to: new)
        expectEqual(changeset.moves, [Changeset.Move(from: 0, to: 9)])
        #expect(difference(from: old, to: old).isEmpty)
    }

    @Test func hashableElementsAreTheirOwnIdentity() {
        #expect(
            difference(from: ["a", "b", "c"], to: ["c", "a", "d"])
                == Changeset(deletes: [1], inserts: [2], moves: [Changeset.Move(from: 2, to: 0)]))
    }

    @Test func longestIncreasingSubsequenceFlagsOneLongestRun() {
        let values: [Int32] = [3, 1, 2, 5, 4]
        let flags = longestIncreasingSubsequence(values)
        let run = zip(values, flags).filter { $0.1 }.map(\.0)
        #expect(run.count == 3 && run == run.sorted() && Set(run).count == 3)
        expectEqual(longestIncreasingSubsequence([]), [])
        #expect(longestIncreasingSubsequence([2, 2, 2]).filter { $0 }.count == 1)
    }

    @Test(arguments: ["one section", "many sections", "duplicates"])
    func applyingTheSectionedChangesetYieldsTheNewSections(shape: String) {
        var generator = SeededGenerator(seed: UInt64(shape.count * 104_729))
        var nextID = 100_000
        for pair in 0..<2_000 {
            let sectionCount = shape == "one section" ? 1 : Int.random(in: 0...6, using: &generator)
            var id = 0
            let old: [ItemSection] = (0..<sectionCount).map { s in
                let count = Int.random(in: 0...8, using: &generator)
                let items: [Item] = (0..<count).map { _ in
                    id += 1
                    return Item(id: shape == "duplicates" ? id % 5 : id, content: 0)
                }
                return ItemSection(id: s, title: 0, elements: items)
            }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                switch Int.random(in: 0..<7, using: &generator) {
                case 0 where shape != "one section" && !new.isEmpty:
                    new.remove(at: Int.random(in: new.indices, using: &generator))
                case 1 where shape != "one section":
                    nextID += 1
                    new.insert(
                        ItemSection(id: nextID, title: 0, elements: [Item(id: nextID, content: 0)]),
                        at: Int.random(in: 0...new.count, using: &generator))
                case 2 where new.count > 1:
                    let section = new.remove(at: Int.random(in: new.indices, using: &generator))
                    new.insert(section, at: Int.random(in: 0...new.count, using: &generator))
                case 3 where !new.isEmpty:
                    new[Int.random(in: new.indices, using: &generator)].title += 1
                case 4 where new.count > 1:
                    // A row moves to another section.
                    let from = Int.random(in: new.indices, using: &generator)
                    guard !new[from].elements.isEmpty else { break }
                    let row = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &generator))
                    let to = Int.random(in: new.indices, using: &generator)
                    new[to].elements.insert(row, at: Int.random(in: 0...new[to].elements.count, using: &generator))
                default:
                    guard !new.isEmpty else { break }
                    let s = Int.random(in: new.indices, using: &generator)
                    new[s].elements = edited(new[s].elements, using: &generator, nextID: &nextID)
                }
            }
            let changeset = difference(from: old, to: new)
            expectEqual(apply(changeset, to: old, new: new), new, "shape \(shape) pair \(pair)")
        }
    }
}
