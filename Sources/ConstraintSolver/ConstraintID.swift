/// The handle of a constraint given to a ``Solver``; it stays valid until the constraint is
/// removed.
package struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within the solver that made the handle.
    package let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    /// `constraint #N`.
    package var description: String { "constraint #\(rawValue)" }
}
