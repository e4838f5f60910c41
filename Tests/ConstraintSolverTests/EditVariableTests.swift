import TestSupport
import Testing

@testable import ConstraintSolver

@Suite struct EditVariableTests {
    @Test func dragMovesTheDependentsStepByStep() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.addConstraint(y - x - 10, .equal, strength: Strength.required)
        try solver.addConstraint(z - y * 2, .equal, strength: Strength.required)
        try solver.addConstraint(x - 300, .lessThanOrEqual, strength: Strength.required)
        try solver.addEditVariable(x, strength: Strength.weight(forPriority: 999))
        var seen: [[Double]] = []
        for value in [0.0, 50, 400, 120, -30] {
            try solver.suggestValue(value, for: x)
            seen.append([x, y, z].map { solver.value(of: $0) })
        }
        expectEqual(seen, [[0, 10, 20], [50, 60, 120], [300, 310, 620], [120, 130, 260], [-30, -20, -40]])
    }

    @Test func strongerEditWins() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.addConstraint(x - y, .equal, strength: Strength.required)
        try solver.addEditVariable(x, strength: Strength.weight(forPriority: 750))
        try solver.addEditVariable(y, strength: Strength.weight(forPriority: 250))
        try solver.suggestValue(10, for: x)
        try solver.suggestValue(90, for: y)
        expectEqual(solver.value(of: y), 10)
        try solver.removeEditVariable(x)
        expectEqual(solver.value(of: x), 90)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.hasEditVariable(y))
        expectEqual(solver.constraintCount, 1)
    }

    @Test func editStartsAtTheCurrentValue() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(x - 42, .equal, strength: 1)
        try solver.addEditVariable(x, strength: 1)
        expectEqual(solver.value(of: x), 42)
    }

    @Test func editErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let other = Solver()
        _ = other.makeVariable()
        let stranger = other.makeVariable()
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: Strength.required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.unknownVariable(stranger)) { try solver.addEditVariable(stranger, strength: 1) }
        let nan = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .nan) }
        if case .invalidStrength = nan {} else { Issue.record("NaN strength: \(String(describing: nan))") }
        try solver.addEditVariable(x, strength: 1)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: 1) }
    }
}

@Suite struct AmbiguityTests {
    @Test func unconstrainedAndParametricVariablesAreAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x + y - 100, .equal, strength: Strength.required)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.addConstraint(y - 30, .equal, strength: Strength.required)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aLowerBoundAloneIsAmbiguousUntilSomethingPullsAgainstIt() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(x - 10, .greaterThanOrEqual, strength: Strength.required)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x - 0, .equal, strength: 1)
        #expect(!solver.isAmbiguous(x))
        expectEqual(solver.value(of: x), 10)
    }

    @Test func equalWeightsPullingApartAreAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.addConstraint(x - 10, .equal, strength: 100)
        try solver.addConstraint(x - 20, .equal, strength: 100)
        #expect(solver.isAmbiguous(x))
        try solver.addConstraint(x - 15, .equal, strength: 1)
        #expect(!solver.isAmbiguous(x))
        expectEqual(solver.value(of: x), 15)
    }
}
