import TestSupport
import Testing

@testable import ConstraintSolver

private let required = Strength.required
private func weight(_ priority: Float) -> Double { Strength.weight(forPriority: priority) }

@Suite struct SymbolRecyclingTests {
    /// The loop a reused self-sizing cell runs: its frame height (required) is swapped for a
    /// soft fitting height and back, at every measure and layout.
    @Test func addingAndRemovingConstraintsInALoopKeepsTheSolverTheSameSize() throws {
        let solver = Solver()
        let top = solver.makeVariable("top")
        let height = solver.makeVariable("height")
        let content = solver.makeVariable("content")
        try solver.addConstraint(top - 11, .equal, strength: required)
        try solver.addConstraint(height - content - 22, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(height - 44, .greaterThanOrEqual, strength: weight(750))
        let contentID = try solver.addConstraint(content - 40, .equal, strength: required)
        var frame = try solver.addConstraint(height - 62, .equal, strength: required)
        var sizes: [Int] = []
        var heights: [Double] = []
        for round in 0..<1_000 {
            try solver.removeConstraint(frame)
            try solver.setConstant(-Double(20 + round % 7 * 10), of: contentID)
            let fitting = try solver.addConstraint(height - 0, .equal, strength: weight(50))
            let fitted = solver.value(of: height)
            heights.append(fitted)
            try solver.removeConstraint(fitting)
            frame = try solver.addConstraint(height - fitted, .equal, strength: required)
            sizes.append(solver.symbolCount)
        }
        expectEqual(Set(sizes).count, 1, "symbols after each round: first \(sizes[0]), last \(sizes[sizes.count - 1])")
        expectEqual(solver.constraintCount, 5)
        // The recycled symbols give the same answers as fresh ones would.
        expectEqual(heights.prefix(7), [44, 52, 62, 72, 82, 92, 102])
        expectEqual(heights[7..<14], heights[0..<7])
    }

    @Test func aRefusedConstraintGivesBackTheSymbolsItTookFromTheFreeList() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x - 10, .equal, strength: required)
        let soft = try solver.addConstraint(x - 5, .lessThanOrEqual, strength: weight(250))
        try solver.removeConstraint(soft)
        let size = solver.symbolCount
        expectEqual(solver.tableau.retiredSymbolCount, 2)
        #expect(throws: SolverError.self) { try solver.addConstraint(x - 20, .equal, strength: required) }
        expectEqual(solver.symbolCount, size)
        expectEqual(solver.tableau.retiredSymbolCount, 2)
        try solver.addConstraint(x - 12, .lessThanOrEqual, strength: required)
        expectEqual(solver.tableau.retiredSymbolCount, 1)
        expectEqual(solver.symbolCount, size)
        expectEqual(solver.value(of: x), 10)
    }
}
