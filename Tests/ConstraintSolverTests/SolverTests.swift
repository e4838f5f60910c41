import TestSupport
import Testing

@testable import ConstraintSolver

private let required = Strength.required
private func weight(_ priority: Float) -> Double { Strength.weight(forPriority: priority) }

@Suite struct SolverTests {
    @Test func equalitiesChainValues() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        try solver.addConstraint(x - 10, .equal, strength: required)
        try solver.addConstraint(y - x * 2 - 5, .equal, strength: required)
        try solver.addConstraint(z - (x + y) * 0.5, .equal, strength: required)
        expectEqual(solver.value(of: x), 10)
        expectEqual(solver.value(of: y), 25)
        expectEqual(solver.value(of: z), 17.5)
        expectEqual(solver.name(of: x), "x")
        expectEqual(solver.constraintCount, 3)
    }

    @Test func inequalityBoundsAWeakPreference() throws {
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.addConstraint(width - 100, .lessThanOrEqual, strength: required)
        try solver.addConstraint(width - 150, .equal, strength: weight(250))
        expectEqual(solver.value(of: width), 100)
        try solver.addConstraint(width - 20, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(width - 10, .equal, strength: weight(750))
        expectEqual(solver.value(of: width), 20)
    }

    @Test func higherPriorityWinsAgainstADozenOfTheLevelBelow() throws {
        for (high, low) in [(Float(999), Float(750)), (750, 500), (500, 250), (250, 50), (50, 1)] {
            let solver = Solver()
            let x = solver.makeVariable()
            try solver.addConstraint(x - 100, .equal, strength: weight(high))
            for _ in 0..<12 { try solver.addConstraint(x - 40, .equal, strength: weight(low)) }
            expectEqual(solver.value(of: x), 100, "priority \(high) against 12 of \(low)")
        }
    }

    @Test func weightsGrowWithPriority() {
        var previous = 0.0
        for priority in stride(from: Float(1), through: 1000, by: 1) {
            let value = Strength.weight(forPriority: priority)
            #expect(value > previous, "priority \(priority)")
            previous = value
        }
        expectEqual(Strength.weight(forPriority: 1000), Strength.required)
        #expect(Strength.weight(forPriority: 999) < Strength.required)
        #expect(abs(Strength.weight(forPriority: 250) - 1e4) < 1e-6)
        expectEqual(Strength.weight(forPriority: .nan), 1)
    }

    @Test func softConstraintsSplitByWeight() throws {
        // Hugging (250) pulls the width to 50, compression (750) keeps it at least 80.
        let solver = Solver()
        let width = solver.makeVariable()
        try solver.addConstraint(width - 50, .lessThanOrEqual, strength: weight(250))
        try solver.addConstraint(width - 80, .greaterThanOrEqual, strength: weight(750))
        expectEqual(solver.value(of: width), 80)
    }

    @Test func multipliersScaleTheSolution() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.addConstraint(a + b - 90, .equal, strength: required)
        try solver.addConstraint(a - b * 2, .equal, strength: required)
        #expect(abs(solver.value(of: a) - 60) < 1e-9)
        #expect(abs(solver.value(of: b) - 30) < 1e-9)
    }

    @Test func requiredNeverViolatedWhateverTheSoftWeights() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(x + y - 100, .lessThanOrEqual, strength: required)
        try solver.addConstraint(x - 80, .equal, strength: weight(999))
        try solver.addConstraint(y - 80, .equal, strength: weight(999))
        try solver.addConstraint(x - y, .equal, strength: weight(1))
        let total = solver.value(of: x) + solver.value(of: y)
        #expect(total <= 100 + 1e-9)
        #expect(abs(total - 100) < 1e-9)
    }

    @Test func removingConstraintsRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let base = try solver.addConstraint(x - 10, .equal, strength: weight(250))
        let bound = try solver.addConstraint(x - 30, .greaterThanOrEqual, strength: required)
        expectEqual(solver.value(of: x), 30)
        let pin = try solver.addConstraint(x - 50, .equal, strength: weight(750))
        expectEqual(solver.value(of: x), 50)
        try solver.removeConstraint(pin)
        expectEqual(solver.value(of: x), 30)
        try solver.removeConstraint(bound)
        expectEqual(solver.value(of: x), 10)
        #expect(solver.hasConstraint(base))
        #expect(!solver.hasConstraint(bound))
        expectEqual(solver.constraintCount, 1)
        #expect(throws: SolverError.unknownConstraint(bound)) { try solver.removeConstraint(bound) }
    }

    @Test func removingARequiredEqualityFreesItsVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let link = try solver.addConstraint(y - x - 10, .equal, strength: required)
        try solver.addConstraint(x - 5, .equal, strength: required)
        try solver.addConstraint(y - 100, .equal, strength: weight(500))
        expectEqual(solver.value(of: y), 15)
        try solver.removeConstraint(link)
        expectEqual(solver.value(of: x), 5)
        expectEqual(solver.value(of: y), 100)
    }

    @Test func unsatisfiableRequiredConstraintIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(x - 10, .equal, strength: required)
        #expect(throws: SolverError.self) { try solver.addConstraint(x - 20, .equal, strength: required) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x - 20, .greaterThanOrEqual, strength: required) }
        expectEqual(solver.value(of: x), 10)
        expectEqual(solver.constraintCount, 1)
        // A redundant copy is accepted.
        try solver.addConstraint(x - 10, .equal, strength: required)
        expectEqual(solver.constraintCount, 2)
    }

    @Test func unsatisfiableLeavesTheSolverExactlyAsATwinThatNeverSawIt() throws {
        // The failing inequality goes through the artificial-variable path, which pivots before
        // it finds the conflict: values and later additions must match a twin's.
        func build() throws -> (Solver, [Variable]) {
            let solver = Solver()
            let v = (0..<4).map { solver.makeVariable("v\($0)") }
            try solver.addConstraint(v[0] - 0, .greaterThanOrEqual, strength: required)
            try solver.addConstraint(v[1] - v[0] - 10, .greaterThanOrEqual, strength: required)
            try solver.addConstraint(v[2] - v[1] - 10, .greaterThanOrEqual, strength: required)
            try solver.addConstraint(v[2] - 100, .lessThanOrEqual, strength: required)
            try solver.addConstraint(v[3] - v[2], .equal, strength: weight(500))
            try solver.addConstraint(v[1] - 40, .equal, strength: weight(250))
            return (solver, v)
        }
        let (solver, v) = try build()
        let (twin, w) = try build()
        let before = v.map { solver.value(of: $0) }
        let pivots = solver.tableau.pivotCount
        #expect(throws: SolverError.self) {
            try solver.addConstraint(v[2] - v[0] - 200, .greaterThanOrEqual, strength: required)
        }
        // The refusal came after the dual simplex had pivoted: the journal undid those pivots.
        #expect(solver.tableau.pivotCount > pivots)
        #expect(v.map { solver.value(of: $0) } == before)
        expectEqual(solver.tableau.rows.map(\.constant), twin.tableau.rows.map(\.constant))
        try solver.addConstraint(v[3] - 70, .equal, strength: weight(750))
        try twin.addConstraint(w[3] - 70, .equal, strength: weight(750))
        try solver.addConstraint(v[0] - 5, .equal, strength: weight(1))
        try twin.addConstraint(w[0] - 5, .equal, strength: weight(1))
        #expect(v.map { solver.value(of: $0) } == w.map { twin.value(of: $0) })
    }

    @Test func conflictingConstraintsNamesAMinimalSet() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        let unrelated = solver.makeVariable()
        let first = try solver.addConstraint(a - 0, .equal, strength: required)
        let second = try solver.addConstraint(b - a - 10, .equal, strength: required)
        try solver.addConstraint(c - b, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(unrelated - 4, .equal, strength: required)
        try solver.addConstraint(b - 99, .equal, strength: weight(999))
        #expect(throws: SolverError.self) { try solver.addConstraint(b - 20, .equal, strength: required) }
        expectEqual(solver.conflictingConstraints(with: b - 20, .equal), [first, second])
        expectEqual(solver.conflictingConstraints(with: b - 10, .equal), [])
    }

    @Test func nonFiniteInputIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(throws: SolverError.nonFinite(.infinity)) { try solver.addConstraint(x * .infinity, .equal, strength: 1) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x - .nan, .equal, strength: 1) }
        let nanStrength = #expect(throws: SolverError.self) { try solver.addConstraint(x - 1, .equal, strength: .nan) }
        if case .invalidStrength(let value) = nanStrength {
            #expect(value.isNaN)
        } else {
            Issue.record("\(String(describing: nanStrength))")
        }
        #expect(throws: SolverError.invalidStrength(0)) { try solver.addConstraint(x - 1, .equal, strength: 0) }
        let id = try solver.addConstraint(x - 1, .equal, strength: required)
        #expect(throws: SolverError.nonFinite(-.infinity)) { try solver.setConstant(-.infinity, of: id) }
        try solver.addEditVariable(x, strength: weight(500))
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        expectEqual(solver.value(of: x), 1)
        expectEqual(solver.constraintCount, 1)
    }

    @Test func errorsDescribeThemselves() {
        #expect(SolverError.unsatisfiable(ConstraintID(rawValue: 3)).description.contains("constraint #3"))
        #expect(SolverError.nonFinite(.nan).description.contains("nan"))
    }
}
