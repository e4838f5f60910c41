import Foundation
import TestSupport
import Testing

@testable import DiffableDataSources
@testable import HeadlessTable
@testable import HeadlessViews

private typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>
private typealias Failure = DiffableDataSourceError<Int, Int>

/// UIKit's documented results of each snapshot operation, on plain arrays: sections of item
/// identifiers in order, the marks in the order first made, and the error of an operation
/// UIKit traps on (which then changes nothing).
private struct SnapshotModel {
    var sections: [(id: Int, items: [Int])] = []
    var reloadedItems: [Int] = []
    var reconfiguredItems: [Int] = []
    var reloadedSections: [Int] = []

    var allItems: [Int] { sections.flatMap(\.items) }
    func hasSection(_ id: Int) -> Bool { sections.contains { $0.id == id } }
    func hasItem(_ id: Int) -> Bool { sections.contains { $0.items.contains(id) } }
    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }
    func location(_ item: Int) -> (section: Int, row: Int)? {
        for (s, section) in sections.enumerated() { if let r = section.items.firstIndex(of: item) { return (s, r) } }
        return nil
    }

    /// The first identifier that repeats in `ids` or is already there.
    func firstDuplicate(_ ids: [Int], existing: (Int) -> Bool) -> Int? {
        var seen = Set<Int>()
        for id in ids {
            if existing(id) || !seen.insert(id).inserted { return id }
        }
        return nil
    }

    mutating func forget(items: [Int]) {
        reloadedItems.removeAll { items.contains($0) }
        reconfiguredItems.removeAll { items.contains($0) }
    }

    static func mark(_ ids: [Int], in list: inout [Int]) {
        for id in ids where !list.contains(id) { list.append(id) }
    }

    /// Applies `operation`; returns the error UIKit's trap stands for, without changing anything.
    mutating func perform(_ operation: SnapshotOperation) -> Failure? {
        switch operation {
        case let .appendSections(ids):
            if let dup = firstDuplicate(ids, existing: hasSection) {
                return .duplicateSection(dup, operation: "appendSections(_:)")
            }
            sections += ids.map { ($0, []) }
        case let .insertSections(ids, anchor, after):
            let name = after ? "insertSections(_:afterSection:)" : "insertSections(_:beforeSection:)"
            guard let index = sectionIndex(anchor) else { return .unknownSection(anchor, operation: name) }
            if let dup = firstDuplicate(ids, existing: hasSection) { return .duplicateSection(dup, operation: name) }
            sections.insert(contentsOf: ids.map { ($0, []) }, at: index + (after ? 1 : 0))
        case let .deleteSections(ids):
            if let unknown = ids.first(where: { !hasSection($0) }) {
                return .unknownSection(unknown, operation: "deleteSections(_:)")
            }
            forget(items: sections.filter { ids.contains($0.id) }.flatMap(\.items))
            reloadedSections.removeAll { ids.contains($0) }
            sections.removeAll { ids.contains($0.id) }
        case let .moveSection(id, anchor, after):
            let name = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
            guard let from = sectionIndex(id) else { return .unknownSection(id, operation: name) }
            guard sectionIndex(anchor) != nil else { return .unknownSection(anchor, operation: name) }
            guard id != anchor else { return .sectionMovedRelativeToItself(id) }
            let section = sections.remove(at: from)
            let to = (sectionIndex(anchor) ?? 0) + (after ? 1 : 0)
            sections.insert(section, at: to)
        case let .reloadSections(ids):
            if let unknown = ids.first(where: { !hasSection($0) }) {
                return .unknownSection(unknown, operation: "reloadSections(_:)")
            }
            Self.mark(ids, in: &reloadedSections)
        case let .appendItems(ids, section):
            let name = "appendItems(_:toSection:)"
            let index: Int
            if let section {
                guard let found = sectionIndex(section) else { return .unknownSection(section, operation: name) }
                index = found
            } else {
                guard !sections.isEmpty else { return .noSection(operation: name) }
                index = sections.count - 1
            }
            if let dup = firstDuplicate(ids, existing: hasItem) { return .duplicateItem(dup, operation: name) }
            sections[index].items += ids
        case let .insertItems(ids, anchor, after):
            let name = after ? "insertItems(_:afterItem:)" : "insertItems(_:beforeItem:)"
            guard let (s, r) = location(anchor) else { return .unknownItem(anchor, operation: name) }
            if let dup = firstDuplicate(ids, existing: hasItem) { return .duplicateItem(dup, operation: name) }
            sections[s].items.insert(contentsOf: ids, at: r + (after ? 1 : 0))
        case let .deleteItems(ids):
            if let unknown = ids.first(where: { !hasItem($0) }) { return .unknownItem(unknown, operation: "deleteItems(_:)") }
            forget(items: ids)
            for s in sections.indices { sections[s].items.removeAll { ids.contains($0) } }
        case .deleteAllItems:
            self = SnapshotModel()
        case let .moveItem(id, anchor, after):
            let name = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
            guard let (s, r) = location(id) else { return .unknownItem(id, operation: name) }
            guard location(anchor) != nil else { return .unknownItem(anchor, operation: name) }
            guard id != anchor else { return .itemMovedRelativeToItself(id) }
            sections[s].items.remove(at: r)
            guard let (ts, tr) = location(anchor) else { return nil }
            sections[ts].items.insert(id, at: tr + (after ? 1 : 0))
        case let .reloadItems(ids):
            if let unknown = ids.first(where: { !hasItem($0) }) { return .unknownItem(unknown, operation: "reloadItems(_:)") }
            Self.mark(ids, in: &reloadedItems)
        case let .reconfigureItems(ids):
            if let unknown = ids.first(where: { !hasItem($0) }) {
                return .unknownItem(unknown, operation: "reconfigureItems(_:)")
            }
            Self.mark(ids, in: &reconfiguredItems)
        }
        return nil
    }
}

enum SnapshotOperation: CustomStringConvertible {
    case appendSections([Int]), insertSections([Int], Int, after: Bool), deleteSections([Int])
    case moveSection(Int, Int, after: Bool), reloadSections([Int])
    case appendItems([Int], Int?), insertItems([Int], Int, after: Bool), deleteItems([Int]), deleteAllItems
    case moveItem(Int, Int, after: Bool), reloadItems([Int]), reconfigureItems([Int])

    var description: String {
        switch self {
        case let .appendSections(ids): "appendSections(\(ids))"
        case let .insertSections(ids, anchor, after): "insertSections(\(ids), \(after ? "after" : "before"): \(anchor))"
        case let .deleteSections(ids): "deleteSections(\(ids))"
        case let .moveSection(id, anchor, after): "moveSection(\(id), \(after ? "after" : "before"): \(anchor))"
        case let .reloadSections(ids): "reloadSections(\(ids))"
        case let .appendItems(ids, section): "appendItems(\(ids), toSection: \(section.map(String.init) ?? "nil"))"
        case let .insertItems(ids, anchor, after): "insertItems(\(ids), \(after ? "after" : "before"): \(anchor))"
        case let .deleteItems(ids): "deleteItems(\(ids))"
        case .deleteAllItems: "deleteAllItems()"
        case let .moveItem(id, anchor, after): "moveItem(\(id), \(after ? "after" : "before"): \(anchor))"
        case let .reloadItems(ids): "reloadItems(\(ids))"
        case let .reconfigureItems(ids): "reconfigureItems(\(ids))"
        }
    }

    /// Performs the operation on a snapshot, through its public spelling.
    fileprivate func perform(on snapshot: inout Snapshot) {
        switch self {
        case let .appendSections(ids): snapshot.appendSections(ids)
        case let .insertSections(ids, anchor, after):
            if after {
                snapshot.insertSections(ids, afterSection: anchor)
            } else {
                snapshot.insertSections(ids, beforeSection: anchor)
            }
        case let .deleteSections(ids): snapshot.deleteSections(ids)
        case let .moveSection(id, anchor, after):
            if after { snapshot.moveSection(id, afterSection: anchor) } else { snapshot.moveSection(id, beforeSection: anchor) }
        case let .reloadSections(ids): snapshot.reloadSections(ids)
        case let .appendItems(ids, section): snapshot.appendItems(ids, toSection: section)
        case let .insertItems(ids, anchor, after):
            if after { snapshot.insertItems(ids, afterItem: anchor) } else { snapshot.insertItems(ids, beforeItem: anchor) }
        case let .deleteItems(ids): snapshot.deleteItems(ids)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(id, anchor, after):
            if after { snapshot.moveItem(id, afterItem: anchor) } else { snapshot.moveItem(id, beforeItem: anchor) }
        case let .reloadItems(ids): snapshot.reloadItems(ids)
        case let .reconfigureItems(ids): snapshot.reconfigureItems(ids)
        }
    }

    /// A random operation over small identifier ranges, so that duplicates and unknown
    /// identifiers come up often.
    static func random(using generator: inout SeededGenerator) -> SnapshotOperation {
        func ids(_ range: Range<Int>) -> [Int] {
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: range, using: &generator) }
        }
        let section = Int.random(in: 0..<8, using: &generator)
        let anchorSection = Int.random(in: 0..<8, using: &generator)
        let item = Int.random(in: 0..<40, using: &generator)
        let anchorItem = Int.random(in: 0..<40, using: &generator)
        let after = Bool.random(using: &generator)
        switch Int.random(in: 0..<20, using: &generator) {
        case 0, 1: return .appendSections(ids(0..<8))
        case 2: return .insertSections(ids(0..<8), anchorSection, after: after)
        case 3: return .deleteSections(ids(0..<8))
        case 4: return .moveSection(section, anchorSection, after: after)
        case 5: return .reloadSections(ids(0..<8))
        case 6, 7, 8, 9: return .appendItems(ids(0..<40), Bool.random(using: &generator) ? nil : section)
        case 10, 11: return .insertItems(ids(0..<40), anchorItem, after: after)
        case 12, 13: return .deleteItems(ids(0..<40))
        case 14: return Int.random(in: 0..<6, using: &generator) == 0 ? .deleteAllItems : .deleteItems(ids(0..<40))
        case 15, 16: return .moveItem(item, anchorItem, after: after)
        case 17: return .reloadItems(ids(0..<40))
        default: return .reconfigureItems(ids(0..<40))
        }
    }
}

@MainActor
struct DiffableSnapshotModelTests {
    /// Every query of `snapshot` against the model; nil when they agree.
    private func mismatch(_ snapshot: Snapshot, _ model: SnapshotModel) -> String? {
        if snapshot.sectionIdentifiers != model.sections.map(\.id) {
            return "sections \(snapshot.sectionIdentifiers), expected \(model.sections.map(\.id))"
        }
        if snapshot.numberOfSections != model.sections.count { return "numberOfSections \(snapshot.numberOfSections)" }
        if snapshot.itemIdentifiers != model.allItems { return "items \(snapshot.itemIdentifiers), expected \(model.allItems)" }
        if snapshot.numberOfItems != model.allItems.count { return "numberOfItems \(snapshot.numberOfItems)" }
        for (index, section) in model.sections.enumerated() {
            if snapshot.itemIdentifiers(inSection: section.id) != section.items { return "items of section \(section.id)" }
            if snapshot.numberOfItems(inSection: section.id) != section.items.count { return "count of section \(section.id)" }
            if snapshot.indexOfSection(section.id) != index { return "indexOfSection(\(section.id))" }
        }
        for (index, item) in model.allItems.enumerated() {
            if snapshot.indexOfItem(item) != index {
                return "indexOfItem(\(item)) \(String(describing: snapshot.indexOfItem(item))), expected \(index)"
            }
            let section = model.location(item).map { model.sections[$0.section].id }
            if snapshot.sectionIdentifier(containingItem: item) != section { return "sectionIdentifier(containingItem: \(item))" }
        }
        for absent in 0..<40 where !model.hasItem(absent) {
            if snapshot.indexOfItem(absent) != nil || snapshot.sectionIdentifier(containingItem: absent) != nil {
                return "item \(absent) answers though it is gone"
            }
        }
        for absent in 0..<8 where !model.hasSection(absent) {
            if snapshot.indexOfSection(absent) != nil || snapshot.numberOfItems(inSection: absent) != 0
                || !snapshot.itemIdentifiers(inSection: absent).isEmpty
            {
                return "section \(absent) answers though it is gone"
            }
        }
        if snapshot.reloadedItemIdentifiers != model.reloadedItems {
            return "reloaded \(snapshot.reloadedItemIdentifiers), expected \(model.reloadedItems)"
        }
        if snapshot.reconfiguredItemIdentifiers != model.reconfiguredItems {
            return "reconfigured \(snapshot.reconfiguredItemIdentifiers)"
        }
        if snapshot.reloadedSectionIdentifiers != model.reloadedSections {
            return "reloaded sections \(snapshot.reloadedSectionIdentifiers)"
        }
        return nil
    }

    @Test func everySnapshotOperationMatchesUIKitsDocumentedResultsAndTrapsBecomeErrorsThatChangeNothing() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("diffable snapshot model seed: \(seed)")
        var generator = SeededGenerator(seed: seed)
        var errorsSeen = 0
        for run in 0..<60 {
            var snapshot = Snapshot()
            var model = SnapshotModel()
            var trace: [String] = []
            for _ in 0..<80 {
                let operation = SnapshotOperation.random(using: &generator)
                trace.append(operation.description)
                // A copy before the operation: copy on write must leave it as it was.
                let before = snapshot
                let beforeModel = model
                snapshot.invalidOperation = nil
                operation.perform(on: &snapshot)
                let expected = model.perform(operation)
                if expected != nil { errorsSeen += 1 }
                #expect(
                    snapshot.invalidOperation == expected,
                    "seed \(seed) run \(run): \(trace.joined(separator: "; ")) recorded \(String(describing: snapshot.invalidOperation)), expected \(String(describing: expected))"
                )
                if let problem = mismatch(snapshot, model) {
                    Issue.record("seed \(seed) run \(run): after \(trace.joined(separator: "; ")): \(problem)")
                    return
                }
                if let problem = mismatch(before, beforeModel) {
                    Issue.record("seed \(seed) run \(run): the copy taken before \(operation) changed: \(problem)")
                    return
                }
            }
        }
        #expect(errorsSeen > 100)
    }

    @Test func theFirstInvalidOperationIsKeptAndLaterValidOnesStillApply() {
        var snapshot = Snapshot()
        snapshot.appendSections([1])
        snapshot.appendItems([10, 11])
        snapshot.appendItems([12, 10])  // 10 again: nothing appended
        snapshot.deleteItems([99])  // unknown: a second error, not kept
        snapshot.appendItems([13])
        expectEqual(snapshot.invalidOperation, .duplicateItem(10, operation: "appendItems(_:toSection:)"))
        expectEqual(snapshot.itemIdentifiers, [10, 11, 13])
        expectEqual(snapshot.invalidOperation?.description.contains("item identifier 10 is not unique"), true)
    }

    @Test func appendingItemsWithoutASectionIsAnErrorNamingTheOperation() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["a"])
        expectEqual(snapshot.invalidOperation, .noSection(operation: "appendItems(_:toSection:)"))
        expectEqual(snapshot.numberOfItems, 0)
    }

    @Test func deletingAllItemsRemovesTheSectionsToo() {
        var snapshot = Snapshot()
        snapshot.appendSections([1, 2])
        snapshot.appendItems([1, 2], toSection: 1)
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        expectEqual(snapshot.numberOfSections, 0)
        expectEqual(snapshot.numberOfItems, 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        snapshot.appendSections([1])
        snapshot.appendItems([1])
        expectEqual(snapshot.itemIdentifiers, [1])
    }
}
