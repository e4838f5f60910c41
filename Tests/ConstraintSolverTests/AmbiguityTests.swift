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
        #expect(solver.value(of: x) == 10)
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
        #expect(solver.tableau.pivotCount == pivots)
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
