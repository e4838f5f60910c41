import Diffing
import Foundation
import HeadlessTable
import HeadlessViews

/// UIKit's spelling, so that ported code compiles unchanged.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot

/// The state of a diffable table at one moment: its sections and their items, by
/// identifier, in order, as UIKit's `NSDiffableDataSourceSnapshot`. Build one, then give it
/// to ``TableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, which
/// computes the difference from what the table shows and applies it as one batch.
///
/// A value type: copies share their storage until one of them changes (copy on write).
/// Every lookup by identifier (`indexOfItem(_:)`, `indexOfSection(_:)`,
/// `sectionIdentifier(containingItem:)`) is O(1); appending is O(1) per identifier; an
/// insertion, deletion or move costs O(m) for the m items after it in its section, plus
/// O(s) for the sections after it.
///
/// **Errors.** UIKit traps on a duplicate identifier and on an identifier the snapshot does
/// not hold. Here the mutations keep UIKit's non-throwing signatures, so ported code
/// compiles as it is: an operation UIKit would trap on changes nothing, and the first one
/// is kept in ``invalidOperation``; applying the snapshot then throws it, before the table
/// or the data source changes. Later valid operations still apply to the snapshot.
///
/// Queries UIKit traps on (`numberOfItems(inSection:)` and `itemIdentifiers(inSection:)`
/// for an unknown section) answer 0 and an empty array.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    @usableFromInline typealias Item = DiffableItem<ItemIdentifierType>
    @usableFromInline typealias Failure = DiffableDataSourceError<SectionIdentifierType, ItemIdentifierType>

    /// Where an item is: its section's slot (stable while the section lives, whatever moves
    /// around it) and its index in the section.
    @usableFromInline
    struct Location: Sendable {
        @usableFromInline var slot: Int32
        @usableFromInline var index: Int

        @inlinable init(slot: Int32, index: Int) {
            self.slot = slot
            self.index = index
        }
    }

    // Sections by position. Items are stored by section and found by identifier through
    // `itemLocations`, which holds the section's slot rather than its position: moving,
    // inserting or deleting a section then renumbers the s sections (`slotPositions`),
    // never the items.
    @usableFromInline var sections: [SectionIdentifierType] = []
    @usableFromInline var sectionSlots: [Int32] = []
    @usableFromInline var items: [[Item]] = []
    /// The flat index of each section's first item; one more entry, the total.
    @usableFromInline var sectionStarts: [Int] = [0]
    /// The position of each slot; -1 once its section is deleted.
    @usableFromInline var slotPositions: [Int32] = []
    @usableFromInline var sectionSlotsByIdentifier: [SectionIdentifierType: Int32] = [:]
    @usableFromInline var itemLocations: [ItemIdentifierType: Location] = [:]
    @usableFromInline var reloadedItems = MarkedIdentifiers<ItemIdentifierType>()
    @usableFromInline var reconfiguredItems = MarkedIdentifiers<ItemIdentifierType>()
    @usableFromInline var reloadedSections = MarkedIdentifiers<SectionIdentifierType>()

    /// The first operation that UIKit would have trapped on (a duplicate or unknown
    /// identifier), which was not applied; nil when every operation applied. Applying a
    /// snapshot that has one throws it.
    public internal(set) var invalidOperation: DiffableDataSourceError<SectionIdentifierType, ItemIdentifierType>?

    /// An empty snapshot: no sections, no items.
    @inlinable
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in every section.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of items in `identifier`'s section; 0 for a section the snapshot does not
    /// hold (UIKit traps). O(1).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let position = position(ofSection: identifier) else { return 0 }
        return items[position].count
    }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section. O(n).
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        all.reserveCapacity(numberOfItems)
        for section in items { all.append(contentsOf: section.lazy.map(\.identifier)) }
        return all
    }

    /// The item identifiers of `identifier`'s section, in order; empty for a section the
    /// snapshot does not hold (UIKit traps). O(items of the section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = position(ofSection: identifier) else { return [] }
        return items[position].map(\.identifier)
    }

    /// The section holding `identifier`, or nil. O(1).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let location = itemLocations[identifier] else { return nil }
        return sections[Int(slotPositions[Int(location.slot)])]
    }

    /// The position of `identifier` among all items, section after section, or nil. O(1).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier] else { return nil }
        return sectionStarts[Int(slotPositions[Int(location.slot)])] + location.index
    }

    /// The position of `identifier` among the sections, or nil. O(1).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        position(ofSection: identifier)
    }

    /// The items marked with `reloadItems(_:)` since the snapshot was made, in the order
    /// they were first marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.ordered }

    /// The items marked with `reconfigureItems(_:)`, in the order they were first marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.ordered }

    /// The sections marked with `reloadSections(_:)`, in the order they were first marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.ordered }

    // MARK: - Sections

    /// Adds sections after the last one.
    /// Records ``DiffableDataSourceError/duplicateSection(_:operation:)`` and changes nothing
    /// when an identifier repeats or is already in the snapshot.
    /// - Complexity: O(k) for k sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard let slots = register(sections: identifiers, operation: "appendSections(_:)") else { return }
        let total = numberOfItems
        for (identifier, slot) in zip(identifiers, slots) {
            slotPositions[Int(slot)] = Int32(sections.count)
            sections.append(identifier)
            sectionSlots.append(slot)
            items.append([])
            sectionStarts.append(total)
        }
    }

    /// Inserts sections before `beforeIdentifier`.
    /// Records an error and changes nothing for a duplicate or an unknown identifier.
    /// - Complexity: O(k + s) for k sections inserted among s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, relativeTo: beforeIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after `afterIdentifier`.
    /// Records an error and changes nothing for a duplicate or an unknown identifier.
    /// - Complexity: O(k + s) for k sections inserted among s.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, relativeTo: afterIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items.
    /// Records ``DiffableDataSourceError/unknownSection(_:operation:)`` and changes nothing
    /// when an identifier is not in the snapshot.
    /// - Complexity: O(s + the deleted sections' items).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "deleteSections(_:)"
        var doomed = Set<Int>()
        for identifier in identifiers {
            guard let position = position(ofSection: identifier) else {
                return record(.unknownSection(identifier, operation: operation))
            }
            doomed.insert(position)
        }
        guard let first = doomed.min() else { return }
        for position in doomed {
            for item in items[position] { forgetItem(item.identifier) }
            slotPositions[Int(sectionSlots[position])] = -1
            sectionSlotsByIdentifier[sections[position]] = nil
            reloadedSections.remove(sections[position])
        }
        var kept = 0
        for position in first..<sections.count where !doomed.contains(position) {
            sections[first + kept] = sections[position]
            sectionSlots[first + kept] = sectionSlots[position]
            items[first + kept] = items[position]
            kept += 1
        }
        let end = first + kept
        sections.removeSubrange(end...)
        sectionSlots.removeSubrange(end...)
        items.removeSubrange(end...)
        sectionStarts.removeSubrange((end + 1)...)
        renumberSections(from: first)
    }

    /// Moves a section before `toIdentifier`.
    /// Records an error and changes nothing for an unknown identifier or a move relative to
    /// itself.
    /// - Complexity: O(s).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section after `toIdentifier`.
    /// Records an error and changes nothing for an unknown identifier or a move relative to
    /// itself.
    /// - Complexity: O(s).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied: their cells, header and
    /// footer are made anew.
    /// Records an error and marks nothing for an unknown identifier.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionSlotsByIdentifier[identifier] == nil {
            return record(.unknownSection(identifier, operation: "reloadSections(_:)"))
        }
        for identifier in identifiers { reloadedSections.insert(identifier) }
    }

    // MARK: - Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when
    /// nil.
    /// Records an error and changes nothing for a duplicate item, an unknown section, or no
    /// section at all.
    /// - Complexity: O(k) for k items, plus O(s) for the sections after the one appended to.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "appendItems(_:toSection:)"
        let position: Int
        if let sectionIdentifier {
            guard let slot = sectionSlotsByIdentifier[sectionIdentifier] else {
                return record(.unknownSection(sectionIdentifier, operation: operation))
            }
            position = Int(slotPositions[Int(slot)])
        } else {
            guard !sections.isEmpty else { return record(.noSection(operation: operation)) }
            position = sections.count - 1
        }
        let slot = sectionSlots[position]
        guard register(items: identifiers, slot: slot, from: items[position].count, operation: operation) else { return }
        items[position].reserveCapacity(items[position].count + identifiers.count)
        for identifier in identifiers { items[position].append(Item(identifier)) }
        for later in (position + 1)..<sectionStarts.count { sectionStarts[later] += identifiers.count }
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    /// Records an error and changes nothing for a duplicate or an unknown identifier.
    /// - Complexity: O(k + m + s) for k items inserted before m.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after `afterIdentifier`, in its section.
    /// Records an error and changes nothing for a duplicate or an unknown identifier.
    /// - Complexity: O(k + m + s) for k items inserted before m.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items.
    /// Records ``DiffableDataSourceError/unknownItem(_:operation:)`` and changes nothing when
    /// an identifier is not in the snapshot.
    /// - Complexity: O(k + s) plus the items of the sections deleted from.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int32: Set<Int>] = [:]
        for identifier in identifiers {
            guard let location = itemLocations[identifier] else {
                return record(.unknownItem(identifier, operation: "deleteItems(_:)"))
            }
            doomed[location.slot, default: []].insert(location.index)
        }
        var firstPosition = Int.max
        for (slot, indexes) in doomed {
            let position = Int(slotPositions[Int(slot)])
            firstPosition = min(firstPosition, position)
            for index in indexes { forgetItem(items[position][index].identifier) }
            let first = indexes.min() ?? 0
            var kept = first
            for index in first..<items[position].count where !indexes.contains(index) {
                let item = items[position][index]
                items[position][kept] = item
                itemLocations[item.identifier]?.index = kept
                kept += 1
            }
            items[position].removeSubrange(kept...)
        }
        if firstPosition != .max { recountItems(from: firstPosition) }
    }

    /// Deletes every item and every section.
    /// - Complexity: O(1) beyond releasing the storage.
    public mutating func deleteAllItems() {
        let error = invalidOperation
        self = Self()
        invalidOperation = error
    }

    /// Moves an item before `toIdentifier`, into its section.
    /// Records an error and changes nothing for an unknown identifier or a move relative to
    /// itself.
    /// - Complexity: O(m + s) for the m items after the two places.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item after `toIdentifier`, into its section.
    /// Records an error and changes nothing for an unknown identifier or a move relative to
    /// itself.
    /// - Complexity: O(m + s) for the m items after the two places.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded when the snapshot is applied: each gets a new cell from the
    /// reuse pool (after `prepareForReuse()`), configured by the cell provider.
    /// Records an error and marks nothing for an unknown identifier.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            return record(.unknownItem(identifier, operation: "reloadItems(_:)"))
        }
        for identifier in identifiers { reloadedItems.insert(identifier) }
    }

    /// Marks items to be reconfigured when the snapshot is applied: the cell provider is
    /// called again for each one on screen, and its dequeue returns the cell the row
    /// already shows, without `prepareForReuse()`.
    /// Records an error and marks nothing for an unknown identifier.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemLocations[identifier] == nil {
            return record(.unknownItem(identifier, operation: "reconfigureItems(_:)"))
        }
        for identifier in identifiers { reconfiguredItems.insert(identifier) }
    }
}

// MARK: - Internals

extension DiffableDataSourceSnapshot {
    @usableFromInline
    mutating func record(_ error: Failure) {
        if invalidOperation == nil { invalidOperation = error }
    }

    func position(ofSection identifier: SectionIdentifierType) -> Int? {
        guard let slot = sectionSlotsByIdentifier[identifier] else { return nil }
        return Int(slotPositions[Int(slot)])
    }

    /// The section position and index of an item.
    @inlinable
    func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = itemLocations[identifier] else { return nil }
        return IndexPath(row: location.index, section: Int(slotPositions[Int(location.slot)]))
    }

    /// The item at a table index path, or nil.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return items[indexPath.section][indexPath.row].identifier
    }

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once
    /// it applied them.
    @inlinable
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = MarkedIdentifiers()
        copy.reconfiguredItems = MarkedIdentifiers()
        copy.reloadedSections = MarkedIdentifiers()
        return copy
    }

    /// Gives each new section a slot; nil (with the error recorded, nothing changed) when one
    /// repeats or is already there. One hash per identifier: a conflict undoes the ones
    /// registered before it.
    @inlinable
    mutating func register(sections identifiers: [SectionIdentifierType], operation: String) -> [Int32]? {
        var slots: [Int32] = []
        slots.reserveCapacity(identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            let slot = Int32(slotPositions.count + offset)
            if let existing = sectionSlotsByIdentifier.updateValue(slot, forKey: identifier) {
                // Undone in full: a repeat within the list is among the earlier ones.
                if !identifiers[..<offset].contains(identifier) { sectionSlotsByIdentifier[identifier] = existing }
                for earlier in identifiers[..<offset] { sectionSlotsByIdentifier[earlier] = nil }
                record(.duplicateSection(identifier, operation: operation))
                return nil
            }
            slots.append(slot)
        }
        slotPositions.append(contentsOf: repeatElement(-1, count: identifiers.count))
        return slots
    }

    /// Files new items at `slot`, indexes from `start`; false (with the error recorded,
    /// nothing changed) when one repeats or is already there.
    @inlinable
    mutating func register(items identifiers: [ItemIdentifierType], slot: Int32, from start: Int, operation: String) -> Bool {
        itemLocations.reserveCapacity(itemLocations.count + identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            if let existing = itemLocations.updateValue(Location(slot: slot, index: start + offset), forKey: identifier) {
                if !identifiers[..<offset].contains(identifier) { itemLocations[identifier] = existing }
                for earlier in identifiers[..<offset] { itemLocations[earlier] = nil }
                record(.duplicateItem(identifier, operation: operation))
                return false
            }
        }
        return true
    }

    mutating func forgetItem(_ identifier: ItemIdentifierType) {
        itemLocations[identifier] = nil
        reloadedItems.remove(identifier)
        reconfiguredItems.remove(identifier)
    }

    /// Brings `slotPositions` and `sectionStarts` up to date from `position` on.
    mutating func renumberSections(from position: Int) {
        for later in position..<sections.count { slotPositions[Int(sectionSlots[later])] = Int32(later) }
        recountItems(from: position)
    }

    /// Brings `sectionStarts` up to date from `position` on.
    mutating func recountItems(from position: Int) {
        if sectionStarts.count != sections.count + 1 {
            sectionStarts = Array(sectionStarts.prefix(position + 1))
            sectionStarts.append(contentsOf: repeatElement(0, count: sections.count + 1 - sectionStarts.count))
        }
        for later in position..<sections.count { sectionStarts[later + 1] = sectionStarts[later] + items[later].count }
    }

    mutating func insertSections(
        _ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType, after: Bool, operation: String
    ) {
        guard let anchorPosition = position(ofSection: anchor) else {
            return record(.unknownSection(anchor, operation: operation))
        }
        guard let slots = register(sections: identifiers, operation: operation) else { return }
        let position = anchorPosition + (after ? 1 : 0)
        sections.insert(contentsOf: identifiers, at: position)
        sectionSlots.insert(contentsOf: slots, at: position)
        items.insert(contentsOf: repeatElement([], count: identifiers.count), at: position)
        sectionStarts.insert(contentsOf: repeatElement(sectionStarts[position], count: identifiers.count), at: position)
        renumberSections(from: position)
    }

    mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, operation: String
    ) {
        guard let from = position(ofSection: identifier) else { return record(.unknownSection(identifier, operation: operation)) }
        guard position(ofSection: anchor) != nil else { return record(.unknownSection(anchor, operation: operation)) }
        guard identifier != anchor else { return record(.sectionMovedRelativeToItself(identifier)) }
        let section = sections.remove(at: from)
        let slot = sectionSlots.remove(at: from)
        let sectionItems = items.remove(at: from)
        sectionStarts.remove(at: from + 1)
        // The anchor's position once the moving section is out.
        let anchorPosition = position(ofSection: anchor).map { $0 > from ? $0 - 1 : $0 } ?? 0
        let to = anchorPosition + (after ? 1 : 0)
        sections.insert(section, at: to)
        sectionSlots.insert(slot, at: to)
        items.insert(sectionItems, at: to)
        sectionStarts.insert(0, at: to + 1)
        renumberSections(from: min(from, to))
    }

    mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, operation: String
    ) {
        guard let location = itemLocations[anchor] else { return record(.unknownItem(anchor, operation: operation)) }
        let position = Int(slotPositions[Int(location.slot)])
        let index = location.index + (after ? 1 : 0)
        guard register(items: identifiers, slot: location.slot, from: index, operation: operation) else { return }
        for later in index..<items[position].count {
            itemLocations[items[position][later].identifier]?.index += identifiers.count
        }
        items[position].insert(contentsOf: identifiers.map(Item.init), at: index)
        recountItems(from: position)
    }

    mutating func moveItem(
        _ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, operation: String
    ) {
        guard let source = itemLocations[identifier] else { return record(.unknownItem(identifier, operation: operation)) }
        guard itemLocations[anchor] != nil else { return record(.unknownItem(anchor, operation: operation)) }
        guard identifier != anchor else { return record(.itemMovedRelativeToItself(identifier)) }
        let from = IndexPath(row: source.index, section: Int(slotPositions[Int(source.slot)]))
        let item = removeItem(at: from)
        guard let target = itemLocations[anchor] else { return }
        let to = IndexPath(row: target.index + (after ? 1 : 0), section: Int(slotPositions[Int(target.slot)]))
        insert(item, at: to)
        recountItems(from: min(from.section, to.section))
    }

    /// Moves the item at `from` to `to`, as a table's reorder does: `to` is where it lands
    /// once it is out of its old place. Both must exist. Sections' starts are brought up to
    /// date.
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        let item = removeItem(at: from)
        insert(item, at: to)
        recountItems(from: min(from.section, to.section))
    }

    /// Removes the item at `indexPath` from its section and `itemLocations`; the starts of
    /// the sections are left to the caller.
    private mutating func removeItem(at indexPath: IndexPath) -> Item {
        let item = items[indexPath.section].remove(at: indexPath.row)
        itemLocations[item.identifier] = nil
        for later in indexPath.row..<items[indexPath.section].count {
            itemLocations[items[indexPath.section][later].identifier]?.index -= 1
        }
        return item
    }

    /// Inserts `item` at `indexPath` and files it; the starts are left to the caller.
    private mutating func insert(_ item: Item, at indexPath: IndexPath) {
        let section = indexPath.section
        for later in indexPath.row..<items[section].count { itemLocations[items[section][later].identifier]?.index += 1 }
        items[section].insert(item, at: indexPath.row)
        itemLocations[item.identifier] = Location(slot: sectionSlots[section], index: indexPath.row)
    }
}

/// Identifiers marked for a reload or a reconfigure, in the order first marked, each once.
@usableFromInline
struct MarkedIdentifiers<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline var ordered: [Identifier] = []
    @usableFromInline var members: Set<Identifier> = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { ordered.isEmpty }

    @inlinable func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    mutating func insert(_ identifier: Identifier) {
        if members.insert(identifier).inserted { ordered.append(identifier) }
    }

    mutating func remove(_ identifier: Identifier) {
        guard !members.isEmpty, members.remove(identifier) != nil else { return }
        ordered.removeAll { $0 == identifier }
    }
}

/// An item as the difference sees it: its identifier is its identity, and its content never
/// differs (a diffable data source reloads or reconfigures only the items it is told to).
@usableFromInline
struct DiffableItem<Identifier: Hashable & Sendable>: Differentiable, Sendable {
    @usableFromInline var identifier: Identifier

    @inlinable init(_ identifier: Identifier) { self.identifier = identifier }

    @inlinable var differenceIdentifier: Identifier { identifier }

    @inlinable func isContentEqual(to source: DiffableItem) -> Bool { true }
}
