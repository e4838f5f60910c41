import TestSupport
import Testing

@testable import ConstraintSolver

@Suite struct SetConstantTests {
    @Test func setConstantMovesARequiredEquality() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let pin = try solver.addConstraint(x - 10, .equal, strength: Strength.required)
        try solver.addConstraint(y - x - 5, .equal, strength: Strength.required)
        var seen: [Double] = []
        for constant in [-20.0, -35, 0, -10] {
            try solver.setConstant(constant, of: pin)
            seen.append(solver.value(of: y))
        }
        expectEqual(seen, [25, 40, 5, 15])
    }

    @Test func setConstantOnAnInequalityAndASoftConstraint() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let floor = try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: Strength.required)
        let wish = try solver.addConstraint(x - 30, .equal, strength: Strength.weight(forPriority: 250))
        var seen: [Double] = []
        for (floorConstant, wishConstant) in [(-10.0, -5.0), (-40, -5), (-40, -60), (-10, -60), (0, 7)] {
            try solver.setConstant(floorConstant, of: floor)
            try solver.setConstant(wishConstant, of: wish)
            seen.append(solver.value(of: x))
        }
        expectEqual(seen, [10, 40, 60, 60, 0])
    }

    @Test func unsatisfiableConstantIsRefusedAndTheSolutionKept() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(x - 10, .equal, strength: Strength.required)
        let duplicate = try solver.addConstraint(x - 10, .equal, strength: Strength.required)
        let ceiling = try solver.addConstraint(y - 50, .lessThanOrEqual, strength: Strength.required)
        try solver.addConstraint(y - x, .greaterThanOrEqual, strength: Strength.required)
        try solver.addConstraint(y - 45, .equal, strength: 1)
        #expect(throws: SolverError.unsatisfiable(duplicate)) { try solver.setConstant(-11, of: duplicate) }
        expectEqual(solver.value(of: x), 10)
        let pivots = solver.tableau.pivotCount
        let rows = solver.tableau.rows.map(\.constant)
        #expect(throws: SolverError.unsatisfiable(ceiling)) { try solver.setConstant(-5, of: ceiling) }
        #expect(solver.tableau.pivotCount > pivots)
        expectEqual(solver.tableau.rows.map(\.constant), rows)
        expectEqual(solver.value(of: y), 45)
        // The refused constants are not recorded: moving back to them is a no-op.
        try solver.setConstant(-50, of: ceiling)
        try solver.setConstant(-20, of: ceiling)
        expectEqual(solver.value(of: y), 20)
    }

    @Test func setConstantEqualsRemoveAndAddAgain() throws {
        // Two solvers over the same cell: one moves constants in place, the other removes and
        // re-adds; the objective and the pinned values must agree after each step.
        var generator = SeededGenerator(seed: 0x5E7C)
        print("setConstantEqualsRemoveAndAddAgain seed 0x5E7C")
        let incremental = try CellModel(Solver())
        let rebuilt = try CellModel(Solver())
        for step in 0..<200 {
            let index = Int.random(in: 0..<incremental.constraints.count, using: &generator)
            let constant = Double(Int.random(in: -300...300, using: &generator))
            let a = Result { () throws(SolverError) in try incremental.setConstant(index, constant) }
            let b = Result { () throws(SolverError) in try rebuilt.replace(index, constant) }
            #expect((try? a.get()) != nil || (try? b.get()) == nil, "step \(step)")
            #expect(abs(incremental.objective() - rebuilt.objective()) < 1e-6 * max(1, rebuilt.objective()), "step \(step)")
            #expect(incremental.requiredViolation() < 1e-6)
        }
    }
}

/// A label-and-image cell: leading/trailing margins, hugging and compression preferences.
final class CellModel {
    let solver: Solver
    var variables: [Variable] = []
    var constraints: [(expression: Expression, relation: Relation, strength: Double, id: ConstraintID)] = []

    init(_ solver: Solver) throws {
        self.solver = solver
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        variables = v
        let required = Strength.required
        let specs: [(Expression, Relation, Double)] = [
            (v[0] - 0, .equal, required),  // cell left
            (v[1] - 320, .equal, required),  // cell right
            (v[2] - v[0] - 16, .greaterThanOrEqual, required),  // image left margin
            (v[3] - v[2] - 40, .equal, required),  // image width
            (v[4] - v[3] - 8, .equal, required),  // label left
            (v[1] - v[5] - 16, .greaterThanOrEqual, required),  // label right margin
            (v[5] - v[4] - 120, .lessThanOrEqual, Strength.weight(forPriority: 250)),  // hugging
            (v[5] - v[4] - 200, .greaterThanOrEqual, Strength.weight(forPriority: 750)),  // compression
            (v[2] - v[0] - 16, .equal, Strength.weight(forPriority: 500)),
        ]
        for (expression, relation, strength) in specs {
            let id = try solver.addConstraint(expression, relation, strength: strength)
            constraints.append((expression, relation, strength, id))
        }
    }

    func setConstant(_ index: Int, _ constant: Double) throws(SolverError) {
        try solver.setConstant(constant, of: constraints[index].id)
        constraints[index].expression.constant = constant
    }

    func replace(_ index: Int, _ constant: Double) throws(SolverError) {
        var entry = constraints[index]
        try solver.removeConstraint(entry.id)
        entry.expression.constant = constant
        do {
            entry.id = try solver.addConstraint(entry.expression, entry.relation, strength: entry.strength)
            constraints[index] = entry
        } catch {
            constraints[index].id = try solver.addConstraint(
                constraints[index].expression, entry.relation, strength: entry.strength)
            throw error
        }
    }

    func objective() -> Double {
        constraints.reduce(0) { sum, entry in
            guard entry.strength < Strength.required else { return sum }
            return sum + entry.strength * violation(entry.expression, entry.relation)
        }
    }

    func requiredViolation() -> Double {
        constraints.filter { $0.strength >= Strength.required }.map { violation($0.expression, $0.relation) }.max() ?? 0
    }

    func violation(_ expression: Expression, _ relation: Relation) -> Double {
        let value = expression.value { solver.value(of: $0) }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
