extension Solver {
    /// The installed required constraints that, together with the required constraint
    /// `expression relation 0`, cannot all hold: a minimal set (removing any one of them makes
    /// the rest satisfiable with the new constraint), sorted by handle. Empty when the new
    /// constraint does not conflict.
    ///
    /// Meant for diagnostics after ``addConstraint(_:_:strength:)`` threw `unsatisfiable`: it
    /// re-solves subsets from scratch (a deletion filter over the constraints that share
    /// variables with the new one, directly or through others), so it costs up to k solves of k
    /// constraints for k candidates.
    package func conflictingConstraints(with expression: Expression, _ relation: Relation) -> [ConstraintID] {
        var reached = Set(expression.terms.map(\.variable))
        var candidates: [ConstraintID] = []
        var pending: [ConstraintID: Installed] = [:]
        for (id, constraint) in installed.all where !constraint.isEdit && constraint.strength >= Strength.required {
            pending[id] = constraint
        }
        var grew = true
        while grew {
            grew = false
            for (id, constraint) in pending where constraint.expression.terms.contains(where: { reached.contains($0.variable) }) {
                candidates.append(id)
                reached.formUnion(constraint.expression.terms.map(\.variable))
                pending[id] = nil
                grew = true
            }
        }
        candidates.sort { $0.rawValue < $1.rawValue }
        guard conflicts(candidates, expression, relation) else { return [] }
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if conflicts(trial, expression, relation) {
                candidates = trial
            } else {
                index += 1
            }
        }
        return candidates
    }

    /// Whether the given installed constraints and the new one cannot all hold, solved afresh.
    private func conflicts(_ ids: [ConstraintID], _ expression: Expression, _ relation: Relation) -> Bool {
        let solver = Solver()
        var variables: [Variable: Variable] = [:]
        func copy(_ expression: Expression) -> Expression {
            Expression(
                expression.terms.map { term in
                    let variable = variables[term.variable] ?? solver.makeVariable()
                    variables[term.variable] = variable
                    return Expression.Term(variable, term.coefficient)
                }, constant: expression.constant)
        }
        do {
            for id in ids {
                guard let constraint = installed[id] else { continue }
                try solver.addConstraint(copy(constraint.expression), constraint.relation, strength: Strength.required)
            }
            try solver.addConstraint(copy(expression), relation, strength: Strength.required)
            return false
        } catch {
            return error.isUnsatisfiable
        }
    }
}

extension SolverError {
    var isUnsatisfiable: Bool {
        if case .unsatisfiable = self { return true }
        return false
    }
}
