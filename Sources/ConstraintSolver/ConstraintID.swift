/// The handle of a constraint given to a ``Solver``; it stays valid until the constraint is
/// removed.
package struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within the solver that made the handle, in the order constraints were
    /// added.
    package let rawValue: Int
    /// Where the solver keeps the constraint (a removed constraint's place is reused; the
    /// number tells the two apart). -1 for a handle no solver made.
    let slot: Int

    init(rawValue: Int, slot: Int = -1) {
        self.rawValue = rawValue
        self.slot = slot
    }

    /// `constraint #N`.
    package var description: String { "constraint #\(rawValue)" }

    // The number alone identifies a handle: the slot follows from it.
    package static func == (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue == rhs.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
