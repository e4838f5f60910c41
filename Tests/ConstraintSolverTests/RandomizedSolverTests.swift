import TestSupport
import Testing

@testable import ConstraintSolver

/// Random small systems changed in random order (add, remove, setConstant, edit variables and
/// suggestions), checked after every step against a fresh solver given the same final set.
@Suite struct RandomizedSolverTests {
    struct Entry {
        var expression: Expression
        var relation: Relation
        var strength: Double
        var id: ConstraintID
    }

    static let strengths: [Double] =
        [Strength.required]
        + [1, 50, 250, 500, 750, 999].map {
            Strength.weight(forPriority: Float($0))
        }

    static func randomConstraint(
        _ variables: [Variable], _ generator: inout SeededGenerator
    ) -> (
        Expression, Relation, Double
    ) {
        let count = Int.random(in: 1...3, using: &generator)
        let terms = variables.shuffled(using: &generator).prefix(count).map {
            Expression.Term($0, [-2, -1, -0.5, 1, 2, 3][Int.random(in: 0..<6, using: &generator)])
        }
        let expression = Expression(Array(terms), constant: Double(Int.random(in: -100...100, using: &generator)))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &generator)]
        let strength =
            Bool.random(using: &generator) ? Strength.required : strengths[Int.random(in: 1..<strengths.count, using: &generator)]
        return (expression, relation, strength)
    }

    static func violation(
        _ expression: Expression, _ relation: Relation, _ solver: Solver, _ map: (Variable) -> Variable
    )
        -> Double
    {
        let value = expression.value { solver.value(of: map($0)) }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    @Test func incrementalSolutionsMatchAFreshSolveOfTheSameSet() throws {
        // How often each path ran, so that the test shows it exercised them.
        var refusedAdds = 0
        var refusedConstants = 0
        var pivotingAdds = 0
        var rolledBack = 0
        for seed in UInt64(1)...60 {
            print("incrementalSolutionsMatchAFreshSolveOfTheSameSet seed \(seed)")
            var generator = SeededGenerator(seed: seed)
            let solver = Solver()
            let variables = (0..<5).map { solver.makeVariable("v\($0)") }
            var entries: [Entry] = []
            var edits: [Variable: (strength: Double, value: Double)] = [:]
            for step in 0..<80 {
                let before = variables.map { solver.value(of: $0) }
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4:
                    let (expression, relation, strength) = Self.randomConstraint(variables, &generator)
                    let pivots = solver.tableau.pivotCount
                    do {
                        let id = try solver.addConstraint(expression, relation, strength: strength)
                        if solver.tableau.pivotCount > pivots { pivotingAdds += 1 }
                        entries.append(Entry(expression: expression, relation: relation, strength: strength, id: id))
                    } catch {
                        refusedAdds += 1
                        if solver.tableau.pivotCount > pivots { rolledBack += 1 }
                        #expect(error.isUnsatisfiable, "seed \(seed) step \(step): \(error)")
                        expectEqual(strength, Strength.required, "seed \(seed) step \(step)")
                        #expect(variables.map { solver.value(of: $0) } == before, "seed \(seed) step \(step)")
                    }
                case 4..<6 where !entries.isEmpty:
                    let index = Int.random(in: 0..<entries.count, using: &generator)
                    try solver.removeConstraint(entries[index].id)
                    entries.remove(at: index)
                case 6..<8 where !entries.isEmpty:
                    let index = Int.random(in: 0..<entries.count, using: &generator)
                    let constant = Double(Int.random(in: -100...100, using: &generator))
                    do {
                        try solver.setConstant(constant, of: entries[index].id)
                        entries[index].expression.constant = constant
                    } catch {
                        refusedConstants += 1
                        #expect(variables.map { solver.value(of: $0) } == before, "seed \(seed) step \(step)")
                        #expect(error.isUnsatisfiable, "seed \(seed) step \(step): \(error)")
                        expectEqual(entries[index].strength, Strength.required, "seed \(seed) step \(step)")
                    }
                case 8:
                    let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
                    if edits[variable] != nil {
                        try solver.removeEditVariable(variable)
                        edits[variable] = nil
                    } else {
                        let strength = Self.strengths[Int.random(in: 1..<Self.strengths.count, using: &generator)]
                        try solver.addEditVariable(variable, strength: strength)
                        edits[variable] = (strength, solver.value(of: variable))
                    }
                default:
                    guard let variable = edits.keys.sorted(by: { $0.id < $1.id }).first else { continue }
                    let value = Double(Int.random(in: -200...200, using: &generator))
                    try solver.suggestValue(value, for: variable)
                    edits[variable]?.value = value
                }
                try compare(solver, variables, entries, edits, "seed \(seed) step \(step)")
                #expect(
                    solver.tableauSize == solver.tableau.rows.reduce(0) { $0 + $1.cells.count },
                    "seed \(seed) step \(step): the tableau's size is kept up to date")
            }
        }
        print(
            "refused adds \(refusedAdds), refused constants \(refusedConstants), adds that pivoted \(pivotingAdds), refusals after pivots \(rolledBack)"
        )
        #expect(refusedAdds >= 20)
        #expect(refusedConstants >= 10)
        #expect(pivotingAdds >= 50)
        #expect(rolledBack >= 10)
    }

    func compare(
        _ solver: Solver, _ variables: [Variable], _ entries: [Entry],
        _ edits: [Variable: (strength: Double, value: Double)], _ label: String
    ) throws {
        let fresh = Solver()
        let freshVariables = variables.map { _ in fresh.makeVariable() }
        let map = { (variable: Variable) in freshVariables[variables.firstIndex(of: variable)!] }
        var soft: [(Expression, Relation, Double)] = []
        for entry in entries {
            let expression = Expression(
                entry.expression.terms.map { Expression.Term(map($0.variable), $0.coefficient) },
                constant: entry.expression.constant)
            try fresh.addConstraint(expression, entry.relation, strength: entry.strength)
            if entry.strength < Strength.required { soft.append((entry.expression, entry.relation, entry.strength)) }
        }
        for (variable, edit) in edits {
            try fresh.addConstraint(map(variable) - edit.value, .equal, strength: edit.strength)
            soft.append((variable - edit.value, .equal, edit.strength))
        }
        func objective(_ solver: Solver, _ map: (Variable) -> Variable) -> Double {
            soft.reduce(0) { $0 + $1.2 * Self.violation($1.0, $1.1, solver, map) }
        }
        let incremental = objective(solver) { $0 }
        let reference = objective(fresh, map)
        // Each violation is measured to about 1e-9 in absolute terms, so the objectives can
        // differ by that much times the weights.
        let tolerance = 1e-9 * max(1, reference) + 1e-9 * soft.reduce(0) { $0 + $1.2 }
        #expect(abs(incremental - reference) <= tolerance, "\(label): \(incremental) vs \(reference)")
        for entry in entries where entry.strength >= Strength.required {
            let violation = Self.violation(entry.expression, entry.relation, solver) { $0 }
            #expect(violation < 1e-6, "\(label): required \(entry.id) violated by \(violation)")
        }
    }
}
