import TestSupport
import Testing

@testable import ConstraintSolver

@Suite struct DegenerateAmbiguityTests {
    /// x ≥ 10, y ≥ x and x − 10 ≤ y − x, all required. The last one enters as a slack row at
    /// zero (`s3 = −s1 + s2`): x's row `x = 10 + s1` has a zero-cost slack, but that slack
    /// alone is blocked by the row at zero. Moving s1 and s2 together keeps every row feasible,
    /// so x is free upward among the optimal solutions.
    @Test func aMoveBlockedAtADegenerateVertexIsStillAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(y - x, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(x - 10 - (y - x), .lessThanOrEqual, strength: Strength.required)
        expectEqual(solver.value(of: x), 10)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        // The tableau alone reads x as pinned: only the exact check finds the move.
        #expect(solver.tableau.ambiguity(of: x.id) == (isAmbiguous: true, exact: true))
    }

    /// x ≥ 10 and x ≤ 10 as two inequalities: x's row holds a zero-cost slack blocked at zero,
    /// and no combination of moves frees it.
    @Test func aVariableHeldBetweenTwoInequalitiesAtTheSameValueIsPinned() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(x - 10, .lessThanOrEqual, strength: Strength.required)
        #expect(solver.tableau.ambiguity(of: x.id) == (isAmbiguous: false, exact: true))
        #expect(!solver.isAmbiguous(x))
    }

    /// A tableau built by hand around a variable left non-basic (as removing a constraint can
    /// leave one): `z = x`, `r1 = −x` blocks x going up, `r2 = x + s` blocks it going down
    /// alone, but x down with the slack s up keeps every row feasible. Only a check that lets
    /// an unrestricted variable decrease finds that move.
    @Test func aNonBasicVariableCanBeFreedDownwardByAJointMove() {
        var tableau = Tableau()
        let x = tableau.makeSymbol(.external)
        let z = tableau.makeSymbol(.external)
        let s = tableau.makeSymbol(.slack)
        func row(_ cells: [(Int, Double)]) -> Row {
            var row = Row()
            for (symbol, coefficient) in cells { row.add(symbol, coefficient) }
            return row
        }
        func install(_ row: Row, basic: Int) {
            tableau.join(row, basic)
            tableau.installSolved(row, basic: basic)
        }
        install(row([(x, 1)]), basic: z)
        install(row([(x, -1)]), basic: tableau.makeSymbol(.slack))
        install(row([(x, 1), (s, 1)]), basic: tableau.makeSymbol(.slack))
        #expect(tableau.ambiguity(of: z) == (isAmbiguous: true, exact: true))
        #expect(tableau.ambiguity(of: x) == (isAmbiguous: true, exact: true))
        // s ≤ 0 as well: x is held at zero.
        install(row([(s, -1)]), basic: tableau.makeSymbol(.slack))
        #expect(tableau.ambiguity(of: z) == (isAmbiguous: false, exact: true))
        #expect(tableau.ambiguity(of: x) == (isAmbiguous: false, exact: true))
    }

    @Test func theExactCheckLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(y - x, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(x - 10 - (y - x), .lessThanOrEqual, strength: Strength.required)
        try solver.addConstraint(y - 0, .equal, strength: 1)
        let pivots = solver.tableau.pivotCount
        let rows = solver.tableau.rows.map { ($0.constant, $0.cells.map { "\($0.symbol):\($0.coefficient)" }) }
        let objective = solver.tableau.objective.cells.map { "\($0.symbol):\($0.coefficient)" }
        _ = solver.isAmbiguous(x)
        _ = solver.isAmbiguous(y)
        expectEqual(solver.tableau.pivotCount, pivots)
        #expect(
            solver.tableau.rows.map { ($0.constant, $0.cells.map { "\($0.symbol):\($0.coefficient)" }) }.elementsEqual(rows) {
                $0 == $1
            })
        #expect(solver.tableau.objective.cells.map { "\($0.symbol):\($0.coefficient)" } == objective)
        // y's weak pull to 0 holds both at 10: nothing is left free.
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
    }
}

/// Random small systems, their constants drawn from a narrow range so that degenerate optima
/// (several rows at zero at once) are common, each variable's `isAmbiguous` compared with an
/// oracle that solves the system again twice: once with a feeble constraint pushing the
/// variable up to 10⁵, once down to −10⁵. The push is weaker than any trade between the
/// system's own weights, so each solve stays optimal for the system and moves the variable as
/// far as the optimal solutions allow; the variable is ambiguous iff the two values differ.
@Suite struct RandomizedAmbiguityTests {
    static let push = 1e5
    static let pushWeight = 1e-5

    static func randomSystem(
        _ variables: [Variable], _ generator: inout SeededGenerator
    ) -> [(Expression, Relation, Double)] {
        (0..<Int.random(in: 3...8, using: &generator)).map { _ in
            let count = Int.random(in: 1...3, using: &generator)
            let terms = variables.shuffled(using: &generator).prefix(count).map {
                Expression.Term($0, [-1, 1, 1, 2][Int.random(in: 0..<4, using: &generator)])
            }
            let expression = Expression(Array(terms), constant: Double(Int.random(in: -1...1, using: &generator) * 5))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][
                Int.random(in: 0..<4, using: &generator)]
            let strength = [Strength.required, Strength.required, 1, 100, 10_000][Int.random(in: 0..<5, using: &generator)]
            return (expression, relation, strength)
        }
    }

    /// The value `variable` takes when the system is solved again with a feeble pull to `target`.
    static func pushed(
        _ system: [(Expression, Relation, Double)], variableCount: Int, _ index: Int, to target: Double
    ) throws -> Double {
        let solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        for (expression, relation, strength) in system {
            // The original variables were made first in the same order: ids match.
            try solver.addConstraint(expression, relation, strength: strength)
        }
        try solver.addConstraint(variables[index] - target, .equal, strength: pushWeight)
        return solver.value(of: variables[index])
    }

    @Test func isAmbiguousAgreesWithSolvingAgainPushedUpAndDown() throws {
        var checked = 0
        var ambiguous = 0
        var decidedExactly = 0
        var foundOnlyByTheExactCheck = 0
        for seed in UInt64(1)...4000 {
            print("isAmbiguousAgreesWithSolvingAgainPushedUpAndDown seed \(seed)")
            var generator = SeededGenerator(seed: seed)
            let solver = Solver()
            let variables = (0..<Int.random(in: 2...3, using: &generator)).map { solver.makeVariable("v\($0)") }
            var system: [(Expression, Relation, Double)] = []
            var ids: [ConstraintID] = []
            for constraint in Self.randomSystem(variables, &generator) {
                do {
                    ids.append(try solver.addConstraint(constraint.0, constraint.1, strength: constraint.2))
                    system.append(constraint)
                } catch {
                    #expect(error.isUnsatisfiable, "seed \(seed): \(error)")
                }
            }
            // Removals leave variables as parameters of other rows (a removed row's variable
            // can end non-basic), a shape adding alone does not reach.
            for index in ids.indices.reversed() where Int.random(in: 0..<3, using: &generator) == 0 {
                try solver.removeConstraint(ids[index])
                system.remove(at: index)
            }
            for (index, variable) in variables.enumerated() {
                let reading = solver.tableau.ambiguity(of: variable.id)
                let high = try Self.pushed(system, variableCount: variables.count, index, to: Self.push)
                let low = try Self.pushed(system, variableCount: variables.count, index, to: -Self.push)
                let value = solver.value(of: variable)
                let expected = high - low > 1e-4
                #expect(
                    reading.isAmbiguous == expected,
                    "seed \(seed) v\(index): read \(reading), optimal values from \(low) to \(high), value \(value)")
                expectEqual(solver.isAmbiguous(variable), reading.isAmbiguous, "seed \(seed) v\(index)")
                // The solver's own value is one of the optimal ones.
                #expect(value >= low - 1e-6 && value <= high + 1e-6, "seed \(seed) v\(index): \(value) not in \(low)...\(high)")
                checked += 1
                if expected { ambiguous += 1 }
                if reading.exact {
                    decidedExactly += 1
                    if reading.isAmbiguous { foundOnlyByTheExactCheck += 1 }
                }
            }
        }
        print(
            "variables \(checked), ambiguous \(ambiguous), decided by the exact check \(decidedExactly), of which ambiguous \(foundOnlyByTheExactCheck)"
        )
        // The systems exercise every path: the fast reading both ways, and the exact check both ways.
        #expect(ambiguous >= 100 && checked - ambiguous >= 100)
        #expect(decidedExactly - foundOnlyByTheExactCheck >= 10)
        #expect(foundOnlyByTheExactCheck >= 10)
    }
}
