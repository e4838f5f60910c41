import Diffing
import Foundation

/// How `Liaison.apply` shows rows whose identity was kept and whose content changed.
public enum ContentUpdateStyle: Hashable, Sendable {
    /// The row's cell is configured again in place (R48): no fade, the cell stays.
    case reconfigure
    /// The row is reloaded: its cell is replaced, with the call's animation.
    case reload
}

/// A section as the diff sees it: identity by `id`, else by position.
@MainActor
struct SectionSnapshot: @MainActor DifferentiableSection {
    enum Identity: Hashable {
        case id(AnyHashable)
        case position(Int)
    }

    let section: Section
    let position: Int
    let elements: [RowSnapshot]
    /// The identities of rows that are not `Row`s: they hold the id boxes their keys point to
    /// without owning. A `Row`'s box is held by the row itself.
    let identities: [RowIdentity]

    /// - Parameter comparesContent: false leaves content to be compared later, for the rows
    ///   on screen only (`LiaisonChange.comparesVisibleContentAfter`).
    @MainActor
    init(_ section: Section, position: Int, comparesContent: Bool) {
        self.section = section
        self.position = position
        // A loop, not `map`: a main-actor function passed as a closure is checked for the
        // main actor on every call.
        var elements: [RowSnapshot] = []
        var identities: [RowIdentity] = []
        elements.reserveCapacity(section.rows.count)
        section.rows.withUnsafeBufferPointer { rows in
            guard let first = rows.baseAddress else { return }
            // An `any AnyRow` is two words, the object's address first (Swift's layout of a
            // class-bound existential). Reading that word and borrowing the object spares a
            // retain and a release per row, a third of what a `Row`'s key costs otherwise.
            let words = UnsafeRawPointer(first)
            var rowClass: ObjectIdentifier?
            for index in rows.indices {
                let address = words.load(fromByteOffset: index * MemoryLayout<AnyRow>.stride, as: UnsafeRawPointer.self)
                let key: RowKey
                if let rowKey = RowBase.key(ofRowAt: address, knownClass: &rowClass) {
                    key = rowKey
                } else {
                    let identity = rows[index].rowIdentity
                    key = RowKey(identity)
                    identities.append(identity)
                }
                elements.append(RowSnapshot(row: rows[index], differenceIdentifier: key, comparesContent: comparesContent))
            }
        }
        self.elements = elements
        self.identities = identities
    }

    var differenceIdentifier: Identity { section.id.map(Identity.id) ?? .position(position) }

    /// A section changed when its header or footer component is another object.
    func isContentEqual(to source: SectionSnapshot) -> Bool {
        section.componentDisplayOption.header === source.section.componentDisplayOption.header
            && section.componentDisplayOption.footer === source.section.componentDisplayOption.footer
    }
}

/// A row as the diff sees it: plain values, so that the diff copies rows without retaining
/// anything. Its row is held by the section arrays and its id box by the section snapshot's
/// `identities`, for the whole difference.
@MainActor
struct RowSnapshot: @MainActor Differentiable {
    unowned(unsafe) let row: AnyRow
    let differenceIdentifier: RowKey
    let comparesContent: Bool

    /// The hash kept in the key: the diff hashes nothing.
    static func differenceHash(of key: RowKey) -> Int { key.hash }

    func isContentEqual(to source: RowSnapshot) -> Bool {
        !comparesContent || row === source.row || row.isContentEqual(to: source.row)
    }
}

extension Liaison {
    /// Makes `sections` the liaison's sections, animating only what changed: sections are
    /// matched by `id` (by position when they have none), rows by `Row.id` (by object when
    /// they have none), across sections. One validated batch inserts, deletes and moves;
    /// rows whose content changed are reconfigured or reloaded (`contentUpdates`). Moved rows
    /// keep their cells and the selection; `.insert`, `.delete`, `.move`, `.reload` fire for
    /// the rows on screen. A page loading keeps its spinner at the end: it is not part of the
    /// difference.
    ///
    /// With `.reconfigure`, content is compared only for the rows whose cells stay on screen
    /// through the batch: a row off screen has no cell to configure again, and a row that
    /// comes on screen gets a cell configured with its new model anyway. With `.reload`,
    /// every matched row is compared, because a reload also measures a row's height again.
    ///
    /// - Throws: what the table throws (an update the diff produces is always valid).
    /// - Complexity: O(s + n) expected for s sections and n rows, plus the moved rows'
    ///   O(k log k) and the rows that come on screen.
    public func apply(_ sections: [Section], animation: RowAnimation = .automatic, contentUpdates: ContentUpdateStyle = .reconfigure) throws {
        try mutate(animation: animation) { state, change in
            let current = state.showsSpinner ? Array(state.sections.dropLast()) : state.sections
            let comparesContent = contentUpdates == .reload
            let changeset = RowBase.whileDifferencing {
                let old = current.enumerated().map { SectionSnapshot($0.element, position: $0.offset, comparesContent: comparesContent) }
                let new = sections.enumerated().map { SectionSnapshot($0.element, position: $0.offset, comparesContent: comparesContent) }
                return Diffing.difference(from: old, to: new)
            }
            change.deletedSections = IndexSet(changeset.sections.deletes)
            change.insertedSections = IndexSet(changeset.sections.inserts)
            change.movedSections = changeset.sections.moves.map { ($0.from, $0.to) }
            change.deletedRows = changeset.deletedRows
            change.insertedRows = changeset.insertedRows
            change.movedRows = changeset.movedRows.map { ($0.from, $0.to) }
            let moved = Set(changeset.movedRows.map(\.to))
            for update in changeset.updatedRows {
                if contentUpdates == .reload && !moved.contains(update.new) {
                    change.reloadedRows.append(update.old)
                    change.reloadedRowTargets.append(update.new)
                } else {
                    change.updatedRowsAfter.append(update.new)
                }
            }
            change.contentUpdates = contentUpdates
            change.comparesVisibleContentAfter = !comparesContent
            // Sections whose components changed are reloaded once the batch is done; a
            // reload cannot share a batch with that section's row changes.
            change.reloadedSectionsAfter = IndexSet(changeset.sections.updates.map(\.new))
            let spinner = state.showsSpinner ? state.sections.last : nil
            state.sections = sections + (spinner.map { [$0] } ?? [])
        }
    }

    /// `apply(_:animation:contentUpdates:)` with sections declared by a result builder.
    /// - Throws: what the table throws.
    public func apply(animation: RowAnimation = .automatic, contentUpdates: ContentUpdateStyle = .reconfigure,
                      @SectionsBuilder _ sections: () -> [Section]) throws {
        try apply(sections(), animation: animation, contentUpdates: contentUpdates)
    }
}
