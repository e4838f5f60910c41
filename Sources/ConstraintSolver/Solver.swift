/// An incremental Cassowary constraint solver: linear equalities and inequalities over
/// variables, required ones never violated, soft ones satisfied by weight.
///
/// The solver keeps a simplex tableau in solved form and updates it at each change: adding or
/// removing a constraint pivots only what the change touches, and moving a constant (an edit
/// variable's suggested value, a constraint's constant) runs the dual simplex from the previous
/// optimum. Values are read at any time with ``value(of:)``.
///
/// Every soft constraint adds a non-negative error to the objective, weighted by its strength
/// (see ``Strength``); the solution minimizes the weighted sum subject to the required
/// constraints.
package final class Solver {
    struct Installed {
        var expression: Expression
        var relation: Relation
        var strength: Double
        var marker: Int
        /// The marker's coefficient in the constraint's row `expression + markers = 0`.
        var markerCoefficient: Double
        /// The second error symbol of a soft constraint, or -1.
        var other: Int
        var otherCoefficient: Double
        var isEdit: Bool

        /// What a free slot of the constraint table holds.
        static let vacant = Installed(
            expression: Expression([], constant: 0), relation: .equal, strength: 0, marker: -1, markerCoefficient: 1,
            other: -1, otherCoefficient: 1, isEdit: false)
    }

    var tableau = Tableau()
    var installed = ConstraintTable()
    var edits: [Variable: ConstraintID] = [:]
    private var names: [Int: String] = [:]

    /// How many times the solver has changed: variables made, constraints added or removed,
    /// constants moved. What was read from it (a value, whether a variable is ambiguous) holds
    /// while the count stays the same; a refused change counts too. O(1).
    package var changeCount: Int { changes }
    /// Private, so that the optimizer sees every access and checks exclusivity statically (a
    /// `package` stored property costs a runtime exclusivity check per change).
    private var changes = 0

    /// An empty solver.
    package init() { tableau.reserve(symbols: 64, rows: 32) }

    /// A new variable, free until constraints mention it; `name` is for diagnostics only.
    package func makeVariable(_ name: String = "") -> Variable {
        changes += 1
        let symbol = tableau.makeSymbol(.external)
        if !name.isEmpty { names[symbol] = name }
        return Variable(id: symbol)
    }

    /// The name the variable was made with (empty when none was given).
    package func name(of variable: Variable) -> String { names[variable.id] ?? "" }

    /// The number of constraints added and not removed (edit constraints not counted).
    package var constraintCount: Int { installed.userCount }

    /// The symbols the solver holds: its variables, and the slacks, errors and markers of its
    /// constraints (with those of removed constraints kept for reuse). Bounded by the most
    /// constraints installed at once, not by how many were added and removed. O(1).
    package var symbolCount: Int { tableau.symbolCount }

    /// The entries of the solver's tableau: what its memory and the cost of a change grow with.
    /// Usually a few per constraint; a chain of constraints (each variable tied to the previous
    /// one) makes about n²/2 for n links, since each link's row holds the markers of those
    /// above it. O(1).
    package var tableauSize: Int { tableau.cellCount }

    /// Whether the constraint is installed.
    package func hasConstraint(_ id: ConstraintID) -> Bool {
        installed[id].map { !$0.isEdit } ?? false
    }

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    /// O(1).
    package func value(of variable: Variable) -> Double {
        guard isKnown(variable) else { return 0 }
        return tableau.value(of: variable.id)
    }

    /// Whether the variable takes different values in different optimal solutions (solutions
    /// that satisfy the required constraints and minimize the weighted errors as well as the
    /// current one does): it is in no constraint, or the optimum leaves it room to move.
    ///
    /// Exact, degenerate optima included (a move blocked by a row at zero that a move of
    /// several symbols together gets around). Values within 10⁻⁷ count as one.
    /// - Complexity: the variable's row, when the optimum is not degenerate around it; else
    ///   two simplex solves over the rows its row's free symbols reach. The solver is not
    ///   changed.
    package func isAmbiguous(_ variable: Variable) -> Bool {
        guard isKnown(variable) else { return true }
        return tableau.isAmbiguous(variable.id)
    }

    /// `Tableau.isExternal(_:)` spelled out: called through this class's stored property, a
    /// method of the tableau copies the whole struct first (written as that call, the edit drag
    /// counted 412 M instructions instead of 84 M).
    func isKnown(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < tableau.symbolCount && tableau.kinds[variable.id] == .external
    }

    // MARK: Constraints

    /// Adds the constraint `expression relation 0` with a strength (``Strength/required`` or
    /// more for a hard constraint, a positive weight otherwise) and re-solves.
    ///
    /// Complexity: proportional to the rows the new constraint's symbols reach, plus the pivots
    /// that re-optimize.
    /// - Throws: `unsatisfiable` when the constraint is required and conflicts with the required
    ///   constraints installed (the solver is then exactly as before); `nonFinite`,
    ///   `invalidStrength` or `unknownVariable` for invalid input.
    @discardableResult
    package func addConstraint(
        _ expression: Expression, _ relation: Relation, strength: Double
    )
        throws(SolverError) -> ConstraintID
    {
        try add(expression, relation, strength: strength, isEdit: false)
    }

    /// Removes a constraint and re-solves.
    /// - Throws: `unknownConstraint` when it is not installed.
    package func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard let constraint = installed[id], !constraint.isEdit else { throw .unknownConstraint(id) }
        try remove(id, constraint)
    }

    /// Changes the constant of an installed constraint's expression, incrementally: the change
    /// moves the rows that hold the constraint's marker, and the dual simplex restores the
    /// optimum. The result is the one removing the constraint and adding it with the new
    /// constant would give.
    /// - Throws: `unsatisfiable` when the constraint is required and the new constant conflicts
    ///   with the other required constraints (the solver is then exactly as before); `nonFinite`, `unknownConstraint`.
    package func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard constant.isFinite else { throw .nonFinite(constant) }
        guard let constraint = installed[id], !constraint.isEdit else { throw .unknownConstraint(id) }
        try shift(id, constraint, to: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a soft constraint `variable == value` of `strength`
    /// whose value ``suggestValue(_:for:)`` moves. It starts at the variable's current value.
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable` (strength required or more),
    ///   `invalidStrength`, `unknownVariable`.
    package func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        guard isKnown(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isFinite, strength > 0 else { throw .invalidStrength(strength) }
        guard strength < Strength.required else { throw .requiredEditVariable(variable) }
        let expression = Expression([Expression.Term(variable, 1)], constant: -value(of: variable))
        edits[variable] = try add(expression, .equal, strength: strength, isEdit: true)
    }

    /// Removes an edit variable's constraint.
    /// - Throws: `unknownEditVariable`.
    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = edits[variable], let constraint = installed[id] else { throw .unknownEditVariable(variable) }
        try remove(id, constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex from the
    /// previous optimum. Complexity: the rows holding the edit's marker, plus the pivots.
    /// - Throws: `unknownEditVariable`, `nonFinite`.
    package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFinite(value) }
        guard let id = edits[variable], let constraint = installed[id] else { throw .unknownEditVariable(variable) }
        try shift(id, constraint, to: -value)
    }

    // MARK: Internals

    private func add(
        _ expression: Expression, _ relation: Relation, strength: Double, isEdit: Bool
    )
        throws(SolverError) -> ConstraintID
    {
        guard strength.isFinite, strength > 0 else { throw .invalidStrength(strength) }
        guard expression.constant.isFinite else { throw .nonFinite(expression.constant) }
        changes += 1
        var constraint = Installed(
            expression: expression, relation: relation, strength: strength, marker: -1, markerCoefficient: 1,
            other: -1, otherCoefficient: 1, isEdit: isEdit)
        let (id, optimization) = try Self.install(&constraint, into: &tableau, table: &installed)
        // The constraint is in; a numerical failure of the optimization is reported, but the
        // constraint stays installed (`hasConstraint` tells).
        if let failure = optimization { throw failure }
        return id
    }

    /// ``enter(_:_:strength:_:id:into:)`` under the handle the table gives next, then the
    /// constraint in the table: one exclusive access to each for the whole change (each access
    /// of a class's stored property is checked at run time).
    private static func install(
        _ constraint: inout Installed, into tableau: inout Tableau, table: inout ConstraintTable
    ) throws(SolverError) -> (ConstraintID, SolverError?) {
        let id = table.nextID()
        let optimization = try enter(
            constraint.expression, constraint.relation, strength: constraint.strength, &constraint, id: id, into: &tableau)
        table.insert(constraint, as: id)
        return (id, optimization)
    }

    /// Checks the expression's terms, builds a new constraint's row over the tableau's
    /// parameters, makes one of its symbols basic (through the dual simplex when it does not
    /// hold yet) and optimizes the row's component; returns the optimization's failure, if any
    /// (the constraint is in: its caller installs it, then reports the failure). On
    /// `unsatisfiable` and invalid terms the tableau is exactly as before.
    private static func enter(
        _ expression: Expression, _ relation: Relation, strength: Double, _ constraint: inout Installed, id: ConstraintID,
        into tableau: inout Tableau
    ) throws(SolverError) -> SolverError? {
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw .nonFinite(term.coefficient) }
            guard tableau.isExternal(term.variable.id) else { throw .unknownVariable(term.variable) }
        }
        let isRequired = strength >= Strength.required
        // The constraint links its variables' components into one, which its symbols join.
        var component = -1
        for term in expression.terms where term.coefficient != 0 {
            let own = tableau.componentOf[term.variable.id]
            component = component < 0 ? tableau.root(of: own) : tableau.union(component, own)
        }
        if component < 0 { component = tableau.componentForConstants() }
        let checkpoint = tableau.symbolCheckpoint

        tableau.beginRow(expression)
        // At most two error symbols weigh in the objective.
        var weighted = (-1, -1)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack, in: component)
            tableau.addToRow(slack, coefficient)
            constraint.marker = slack
            constraint.markerCoefficient = coefficient
            if !isRequired {
                let error = tableau.makeSymbol(.error, in: component)
                tableau.addToRow(error, -coefficient)
                constraint.other = error
                constraint.otherCoefficient = -coefficient
                weighted.0 = error
            }
        case .equal:
            if isRequired {
                let dummy = tableau.makeSymbol(.dummy, in: component)
                tableau.addToRow(dummy, 1)
                constraint.marker = dummy
            } else {
                let plus = tableau.makeSymbol(.error, in: component)
                let minus = tableau.makeSymbol(.error, in: component)
                tableau.addToRow(plus, -1)
                tableau.addToRow(minus, 1)
                constraint.marker = plus
                constraint.markerCoefficient = -1
                constraint.other = minus
                weighted = (plus, minus)
            }
        }
        if tableau.rowConstant < 0 { tableau.negateRow() }

        var subject = chooseSubject(constraint, in: tableau)
        if subject < 0 && tableau.rowHoldsOnlyDummies {
            // Only required equalities: either redundant (the marker stands in) or contradictory.
            guard abs(tableau.rowConstant) < Tableau.feasibilityTolerance else {
                tableau.discardRow()
                tableau.restoreSymbols(checkpoint)
                throw .unsatisfiable(id)
            }
            subject = constraint.marker
        }
        if !isRequired { tableau.noteWeight(strength) }
        if weighted.0 >= 0 { tableau.addToObjective(weighted.0, strength) }
        if weighted.1 >= 0 { tableau.addToObjective(weighted.1, strength) }
        if subject >= 0 {
            tableau.solveRow(for: subject)
            tableau.installRow(basic: subject)
        } else {
            // A required constraint that does not hold at the current solution: its marker
            // enters infeasible and the dual simplex moves the solution, or proves that no
            // solution exists. Only then can the tableau have to go back to its copy.
            tableau.solveRow(for: constraint.marker)
            if !tableau.isInfeasible(constraint.marker, constant: tableau.rowConstant) {
                tableau.installRow(basic: constraint.marker)
            } else {
                tableau.beginJournal()
                let feasible: Bool
                do {
                    feasible = try tableau.installInfeasibleRow(basic: constraint.marker)
                } catch {
                    tableau.rollBack()
                    tableau.restoreSymbols(checkpoint)
                    throw error
                }
                guard feasible else {
                    tableau.rollBack()
                    tableau.restoreSymbols(checkpoint)
                    throw .unsatisfiable(id)
                }
                tableau.commitJournal()
            }
        }
        do {
            try tableau.optimize(component)
        } catch {
            return error
        }
        return nil
    }

    /// The first variable of the row, else a restricted marker that can be solved for with a
    /// non-negative value; -1 when there is none.
    private static func chooseSubject(_ constraint: Installed, in tableau: Tableau) -> Int {
        let external = tableau.rowFirstExternal
        if external >= 0 { return external }
        func canBeSubject(_ symbol: Int) -> Bool {
            guard symbol >= 0 else { return false }
            let kind = tableau.kinds[symbol]
            return (kind == .slack || kind == .error) && tableau.rowCoefficient(of: symbol) < 0
        }
        if canBeSubject(constraint.marker) { return constraint.marker }
        return canBeSubject(constraint.other) ? constraint.other : -1
    }

    private func remove(_ id: ConstraintID, _ constraint: Installed) throws(SolverError) {
        changes += 1
        installed[id] = nil
        let component = tableau.component(of: constraint.marker)
        // The errors leave the objective before any pivot, or the pivots would carry them.
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
            tableau.removeErrorFromObjective(symbol, strength: constraint.strength)
        }
        tableau.removeMarker(constraint.marker)
        tableau.retire(constraint.marker)
        tableau.retire(constraint.other)
        try tableau.optimize(component)
    }

    private func shift(_ id: ConstraintID, _ constraint: Installed, to constant: Double) throws(SolverError) {
        let delta = constant - constraint.expression.constant
        if delta == 0 { return }
        changes += 1
        // Only a required constraint can make the system infeasible; its change is journaled so
        // that a refusal leaves the tableau exactly as it was.
        let isRequired = constraint.strength >= Strength.required
        if isRequired { tableau.beginJournal() }
        let moved: Bool
        do {
            moved = try tableau.shiftConstant(
                marker: constraint.marker, markerCoefficient: constraint.markerCoefficient, other: constraint.other,
                otherCoefficient: constraint.otherCoefficient, by: delta)
        } catch {
            if isRequired { tableau.rollBack() }
            throw error
        }
        guard moved else {
            tableau.rollBack()
            throw .unsatisfiable(id)
        }
        if isRequired { tableau.commitJournal() }
        installed[id]?.expression.constant = constant
    }
}
