/// Why a ``Solver`` refused an operation. The solver is unchanged after any of these errors.
package enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints installed.
    case unsatisfiable(ConstraintID)
    /// The constraint is not installed in this solver (never added, or removed).
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// An edit constraint must be weaker than required.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is infinite or NaN.
    case nonFinite(Double)
    /// A strength is not a positive finite number.
    case invalidStrength(Double)
    /// The simplex stopped after this many pivots without reaching an optimum (a numerical
    /// failure: it does not happen on well-conditioned systems).
    case iterationLimitExceeded(Int)
    /// The simplex found no bound to the objective (a numerical failure: the objective is a
    /// weighted sum of non-negative errors).
    case unboundedObjective

    /// A sentence saying what went wrong.
    package var description: String {
        switch self {
        case .unsatisfiable(let id): "\(id) is required and conflicts with the required constraints installed"
        case .unknownConstraint(let id): "\(id) is not installed in this solver"
        case .unknownVariable(let variable): "variable #\(variable.id) was not made by this solver"
        case .duplicateEditVariable(let variable): "variable #\(variable.id) is already an edit variable"
        case .unknownEditVariable(let variable): "variable #\(variable.id) is not an edit variable"
        case .requiredEditVariable(let variable):
            "variable #\(variable.id) cannot be an edit variable of required strength"
        case .nonFinite(let value): "\(value) is not a finite number"
        case .invalidStrength(let value): "\(value) is not a valid strength (a positive finite number)"
        case .iterationLimitExceeded(let count): "the solver gave up after \(count) pivots without reaching an optimum"
        case .unboundedObjective: "the solver found no minimum of its objective (numerical failure)"
        }
    }
}
