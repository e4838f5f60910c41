import TestSupport
import Testing

@testable import ConstraintSolver

private let required = Strength.required
private func weight(_ priority: Float) -> Double { Strength.weight(forPriority: priority) }

@Suite struct ConstraintHandleTests {
    /// A removed constraint's place is reused by the next one: the old handle must not reach
    /// the new constraint.
    @Test func aRemovedConstraintsHandleFindsNothingOnceItsPlaceIsReused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.addConstraint(x - 10, .equal, strength: weight(500))
        try solver.removeConstraint(first)
        let second = try solver.addConstraint(x - 20, .equal, strength: weight(500))
        expectEqual(second.slot, first.slot)
        #expect(second != first)
        #expect(second.rawValue > first.rawValue)
        #expect(!solver.hasConstraint(first))
        #expect(solver.hasConstraint(second))
        #expect(throws: SolverError.unknownConstraint(first)) { try solver.removeConstraint(first) }
        #expect(throws: SolverError.unknownConstraint(first)) { try solver.setConstant(-30, of: first) }
        expectEqual(solver.value(of: x), 20)
        expectEqual(solver.constraintCount, 1)
        try solver.removeConstraint(second)
        expectEqual(solver.constraintCount, 0)
    }

    @Test func aHandleFromAnotherSolverOrMadeByHandFindsNothing() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let id = try solver.addConstraint(x - 10, .equal, strength: required)
        let other = Solver()
        #expect(!other.hasConstraint(id))
        #expect(!solver.hasConstraint(ConstraintID(rawValue: id.rawValue + 1)))
        #expect(throws: SolverError.unknownConstraint(ConstraintID(rawValue: 7))) {
            try solver.removeConstraint(ConstraintID(rawValue: 7))
        }
    }

    /// The loop of a reused self-sizing cell (a fitting height added and removed, a required
    /// frame height added and removed, content heights moved) over many rounds: the columns of
    /// the required equalities' markers, which no pivot empties, are compacted again and again,
    /// and every round still gives what a fresh solver gives.
    @Test func aLongReuseLoopGivesWhatAFreshSolverGives() throws {
        let solver = Solver()
        let top = solver.makeVariable("top")
        let heights = (0..<6).map { solver.makeVariable("height \($0)") }
        let bottom = solver.makeVariable("bottom")
        try solver.addConstraint(top - 0, .equal, strength: required)
        var edge = Expression(top)
        var contents: [ConstraintID] = []
        for height in heights {
            contents.append(try solver.addConstraint(height - 20, .equal, strength: required))
            edge = edge + height
        }
        try solver.addConstraint(bottom - edge - 8, .greaterThanOrEqual, strength: required)
        var fitted: [Double] = []
        var heightsSeen: [[Double]] = []
        for round in 0..<300 {
            let fitting = try solver.addConstraint(bottom - 0, .equal, strength: weight(50))
            fitted.append(solver.value(of: bottom))
            heightsSeen.append(heights.map { solver.value(of: $0) })
            try solver.removeConstraint(fitting)
            let frame = try solver.addConstraint(bottom - fitted[round] - 5, .equal, strength: required)
            try solver.setConstant(-Double(20 + round % 5), of: contents[round % contents.count])
            try solver.removeConstraint(frame)
        }
        // Each round's fitted bottom is the sum of the heights set so far, plus 8: as a fresh
        // solver computes it.
        var expected: [Double] = []
        var expectedHeights: [[Double]] = []
        var current = [Double](repeating: 20, count: contents.count)
        for round in 0..<300 {
            expectedHeights.append(current)
            let fresh = Solver()
            let freshHeights = current.map { _ in fresh.makeVariable() }
            let freshBottom = fresh.makeVariable()
            var freshEdge = Expression(constant: 0)
            for (variable, value) in zip(freshHeights, current) {
                try fresh.addConstraint(variable - value, .equal, strength: required)
                freshEdge = freshEdge + variable
            }
            try fresh.addConstraint(freshBottom - freshEdge - 8, .greaterThanOrEqual, strength: required)
            try fresh.addConstraint(freshBottom - 0, .equal, strength: weight(50))
            expected.append(fresh.value(of: freshBottom))
            current[round % contents.count] = Double(20 + round % 5)
        }
        expectEqual(fitted, expected)
        expectEqual(heightsSeen, expectedHeights)
        #expect(Set(fitted).count > 1)
    }
}

@Suite struct RefusedChangeTests {
    private static func chain(_ solver: Solver, count: Int) throws -> [Variable] {
        let x = (0...count).map { solver.makeVariable("x\($0)") }
        try solver.addConstraint(x[0] - 0, .equal, strength: required)
        for i in 0..<count {
            try solver.addConstraint(x[i + 1] - x[i] - 5, .greaterThanOrEqual, strength: required)
            try solver.addConstraint(x[i + 1] - x[i] - 10, .equal, strength: weight(250))
        }
        return x
    }

    private static func rows(_ solver: Solver) -> [String] {
        solver.tableau.rows.map { row in
            "\(row.constant) " + row.cells.map { "\($0.symbol):\($0.coefficient)" }.joined(separator: " ")
        }
    }

    /// A required constraint refused after the dual simplex pivoted several times, touching the
    /// same rows in more than one pivot (each row is copied once, the first time): every row
    /// is back exactly as in a twin that never saw it.
    @Test func aRefusalAfterManyPivotsRestoresEveryRowExactly() throws {
        let solver = Solver()
        let twin = Solver()
        let x = try Self.chain(solver, count: 8)
        _ = try Self.chain(twin, count: 8)
        let pivots = solver.tableau.pivotCount
        #expect(throws: SolverError.self) {
            try solver.addConstraint(x[8] - 38, .lessThanOrEqual, strength: required)
        }
        #expect(solver.tableau.pivotCount - pivots >= 3)
        expectEqual(Self.rows(solver), Self.rows(twin))
        // And the solver goes on: the widths shrink from 10 towards 5 to fit.
        try solver.addConstraint(x[8] - 60, .lessThanOrEqual, strength: required)
        expectEqual(solver.value(of: x[8]), 60)
    }
}
