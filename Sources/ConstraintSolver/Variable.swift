/// A variable of a ``Solver``: an opaque handle that the solver that made it gives values to.
///
/// Two variables are equal when they are the same handle. A variable is meaningful only to the
/// solver that made it.
package struct Variable: Hashable, Sendable {
    /// The solver's symbol for this variable.
    package let id: Int

    init(id: Int) { self.id = id }
}
