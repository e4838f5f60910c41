import Diffing
import Foundation

/// A section as `Liaison.apply`'s difference sees it: identity by `id`, else by position,
/// and its rows as `Element`s.
@MainActor
struct SectionSnapshot<Element: RowDiffElement>: @MainActor DifferentiableSection {
    enum Identity: Hashable {
        /// Compared as row ids are: by the id's own type.
        case id(RowIdentity)
        case position(Int)
    }

    let section: Section
    let differenceIdentifier: Identity
    let elements: [Element]

    init(_ section: Section, position: Int) {
        self.section = section
        differenceIdentifier = section.id.map { .id(.id($0)) } ?? .position(position)
        // A loop, not `map`: a main-actor function passed as a closure is checked for the
        // main actor on every call.
        var elements: [Element] = []
        elements.reserveCapacity(section.rows.count)
        for row in section.rows {
            elements.append(Element(row: row, key: row.rowIdentity))
        }
        self.elements = elements
    }

    /// The two-level difference of two lists of sections, their rows seen as `Element`s.
    static func difference(from old: [Section], to new: [Section]) -> SectionedChangeset {
        let old = old.enumerated().map { SectionSnapshot($0.element, position: $0.offset) }
        let new = new.enumerated().map { SectionSnapshot($0.element, position: $0.offset) }
        return Diffing.difference(from: old, to: new)
    }

    /// A section changed when its header or footer component is another object.
    func isContentEqual(to source: SectionSnapshot) -> Bool {
        section.componentDisplayOption.header === source.section.componentDisplayOption.header
            && section.componentDisplayOption.footer === source.section.componentDisplayOption.footer
    }
}

/// A row as `Liaison.apply`'s difference sees it: its identity, and what content comparison
/// needs.
@MainActor
protocol RowDiffElement: Differentiable where DifferenceIdentifier == RowIdentity {
    init(row: AnyRow, key: RowIdentity)
}

extension RowDiffElement {
    /// The hash kept in the identity: the diff hashes nothing.
    static func differenceHash(of key: RowIdentity) -> Int { key.hash }
}

/// A row whose content the difference compares (`ContentUpdateStyle.reload`).
@MainActor
struct RowSnapshot: @MainActor RowDiffElement {
    let row: AnyRow
    let differenceIdentifier: RowIdentity

    init(row: AnyRow, key: RowIdentity) {
        self.row = row
        differenceIdentifier = key
    }

    /// Equal when the row is the same object, or shows equal content at the same declared
    /// height and estimate: a reload is also what measures a row again.
    func isContentEqual(to source: RowSnapshot) -> Bool {
        row === source.row || (row.isContentEqual(to: source.row) && row.declaresSameDimensions(as: source.row))
    }
}

/// A row whose content the difference leaves alone (`ContentUpdateStyle.reconfigure`: the
/// liaison compares the rows whose cells stay on screen after the batch), but whose declared
/// height and estimate it compares: a row kept off screen under another declared height, or
/// under another estimate while it lies at the old one, is given its declared height
/// (`TableView.refreshDeclaredRowHeights(at:)`), where the old value would otherwise stand
/// until it next comes on screen and misplace every row after it.
@MainActor
struct RowIdentitySnapshot: @MainActor RowDiffElement {
    let differenceIdentifier: RowIdentity
    /// The declared height; NaN for none (the row sizes itself).
    let declaredHeight: CGFloat
    /// The row's own estimate when it declares a height (the one a row never displayed lies
    /// at); NaN for none, and for a row that sizes itself (its estimate stands until it is
    /// measured).
    let estimate: CGFloat

    init(row: AnyRow, key: RowIdentity) {
        differenceIdentifier = key
        // No closure (`flatMap`): a closure made here is main-actor isolated, and a generic
        // function calling it checks the executor on every row.
        let dimensions = row.heightAndEstimate
        if let height = dimensions.height, height >= 0 {
            declaredHeight = height
            if let estimate = dimensions.estimatedHeight, estimate >= 0 {
                self.estimate = estimate
            } else {
                estimate = .nan
            }
        } else {
            declaredHeight = .nan
            estimate = .nan
        }
    }

    func isContentEqual(to source: RowIdentitySnapshot) -> Bool {
        Self.same(declaredHeight, source.declaredHeight) && Self.same(estimate, source.estimate)
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }
}
