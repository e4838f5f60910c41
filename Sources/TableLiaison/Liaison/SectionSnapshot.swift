import Diffing
import Foundation

/// A section as `Liaison.apply`'s difference sees it: identity by `id`, else by position,
/// and its rows as `Element`s.
@MainActor
struct SectionSnapshot<Element: RowDiffElement>: @MainActor DifferentiableSection {
    enum Identity: Hashable {
        case id(AnyHashable)
        case position(Int)
    }

    let section: Section
    let position: Int
    let elements: [Element]
    /// The identities of rows that are not `Row`s: they hold the id boxes their keys point to
    /// without owning. A `Row`'s box is held by the row itself.
    let identities: [RowIdentity]

    init(_ section: Section, position: Int) {
        self.section = section
        self.position = position
        // A loop, not `map`: a main-actor function passed as a closure is checked for the
        // main actor on every call.
        var elements: [Element] = []
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
                elements.append(Element(row: rows[index], key: key))
            }
        }
        self.elements = elements
        self.identities = identities
    }

    /// The two-level difference of two lists of sections, their rows seen as `Element`s.
    static func difference(from old: [Section], to new: [Section]) -> SectionedChangeset {
        RowBase.whileDifferencing {
            let old = old.enumerated().map { SectionSnapshot($0.element, position: $0.offset) }
            let new = new.enumerated().map { SectionSnapshot($0.element, position: $0.offset) }
            return Diffing.difference(from: old, to: new)
        }
    }

    var differenceIdentifier: Identity { section.id.map(Identity.id) ?? .position(position) }

    /// A section changed when its header or footer component is another object.
    func isContentEqual(to source: SectionSnapshot) -> Bool {
        section.componentDisplayOption.header === source.section.componentDisplayOption.header
            && section.componentDisplayOption.footer === source.section.componentDisplayOption.footer
    }
}

/// A row as `Liaison.apply`'s difference sees it: plain values, so that the diff copies rows
/// without retaining anything. Rows are held by the section arrays and id boxes by their rows
/// or the section snapshot's `identities`, for the whole difference.
@MainActor
protocol RowDiffElement: Differentiable where DifferenceIdentifier == RowKey {
    init(row: AnyRow, key: RowKey)
}

extension RowDiffElement {
    /// The hash kept in the key: the diff hashes nothing.
    static func differenceHash(of key: RowKey) -> Int { key.hash }
}

/// A row whose content the difference compares (`ContentUpdateStyle.reload`).
@MainActor
struct RowSnapshot: @MainActor RowDiffElement {
    unowned(unsafe) let row: AnyRow
    let differenceIdentifier: RowKey

    init(row: AnyRow, key: RowKey) {
        self.row = row
        differenceIdentifier = key
    }

    func isContentEqual(to source: RowSnapshot) -> Bool {
        row === source.row || row.isContentEqual(to: source.row)
    }
}

/// A row whose content the difference leaves alone (`ContentUpdateStyle.reconfigure`: the
/// liaison compares the rows whose cells stay on screen after the batch). Two words.
@MainActor
struct RowIdentitySnapshot: @MainActor RowDiffElement {
    let differenceIdentifier: RowKey

    init(row: AnyRow, key: RowKey) {
        differenceIdentifier = key
    }

    func isContentEqual(to source: RowIdentitySnapshot) -> Bool { true }
}
