import TestSupport
import Testing

@testable import ConstraintSolver

private let required = Strength.required
private func weight(_ priority: Float) -> Double { Strength.weight(forPriority: priority) }

/// The tableau keeps one component per group of linked variables, each with its own part of
/// the objective; these check that the split never changes a result.
@Suite struct ComponentTests {
    /// Two views laid out on their own: x from 0 preferring width 50 but at most 40, y from
    /// 100 preferring width 30 but at least 35.
    private func twoParts() throws -> (Solver, [Variable], [Variable]) {
        let solver = Solver()
        let x = (0..<2).map { _ in solver.makeVariable() }
        let y = (0..<2).map { _ in solver.makeVariable() }
        try solver.addConstraint(x[0] - 0, .equal, strength: required)
        try solver.addConstraint(x[1] - x[0] - 40, .lessThanOrEqual, strength: required)
        try solver.addConstraint(x[1] - x[0] - 50, .equal, strength: weight(250))
        try solver.addConstraint(y[0] - 100, .equal, strength: weight(750))
        try solver.addConstraint(y[1] - y[0] - 35, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(y[1] - y[0] - 30, .equal, strength: weight(500))
        return (solver, x, y)
    }

    private func rows(_ solver: Solver) -> [String] {
        solver.tableau.rows.map { row in
            "\(row.constant) " + row.cells.map { "\($0.symbol):\($0.coefficient)" }.joined(separator: " ")
        }
    }

    private func objectives(_ solver: Solver) -> [String] {
        solver.tableau.objectives.map { row in
            "\(row.constant) " + row.cells.map { "\($0.symbol):\($0.coefficient)" }.joined(separator: " ")
        }
    }

    @Test func unlinkedVariablesSolveInSeparateComponents() throws {
        let (solver, x, y) = try twoParts()
        let tableau = solver.tableau
        expectEqual(tableau.component(of: x[0].id), tableau.component(of: x[1].id))
        expectEqual(tableau.component(of: y[0].id), tableau.component(of: y[1].id))
        #expect(tableau.component(of: x[0].id) != tableau.component(of: y[0].id))
        // Each objective holds the errors of its own component only.
        for component in [tableau.component(of: x[0].id), tableau.component(of: y[0].id)] {
            #expect(!tableau.objectives[component].cells.isEmpty)
            #expect(tableau.objectives[component].cells.allSatisfy { tableau.component(of: $0.symbol) == component })
        }
        expectEqual([x[0], x[1], y[0], y[1]].map(solver.value(of:)), [0, 40, 100, 135])
    }

    @Test func changingOnePartLeavesTheOtherPartsRowsAsTheyWere() throws {
        let (solver, x, y) = try twoParts()
        let yComponent = solver.tableau.component(of: y[0].id)
        func yRows() -> [String] {
            zip(solver.tableau.rows, solver.tableau.rows.indices).compactMap { row, _ in
                guard let first = row.cells.first, solver.tableau.component(of: first.symbol) == yComponent else { return nil }
                return "\(row.constant) " + row.cells.map { "\($0.symbol):\($0.coefficient)" }.joined(separator: " ")
            }
        }
        let before = yRows()
        let objective = solver.tableau.objectives[yComponent].cells.map(\.coefficient)
        var pivots = solver.tableau.pivotCount
        for width in [30.0, 45, 20] {
            let id = try solver.addConstraint(x[1] - x[0] - width, .equal, strength: weight(750))
            expectEqual(solver.value(of: x[1]), min(40, width))
            expectEqual(yRows(), before)
            expectEqual(solver.tableau.objectives[yComponent].cells.map(\.coefficient), objective)
            try solver.removeConstraint(id)
            expectEqual(solver.value(of: x[1]), 40)
            pivots = solver.tableau.pivotCount
        }
        #expect(pivots > 0)
    }

    @Test func aConstraintLinkingTwoComponentsMergesThemAndTheirObjectives() throws {
        let (solver, x, y) = try twoParts()
        let parts = [x[0], y[0]].map { solver.tableau.component(of: $0.id) }
        let link = try solver.addConstraint(y[0] - x[1] - 8, .equal, strength: required)
        let merged = solver.tableau.component(of: x[0].id)
        expectEqual(solver.tableau.component(of: y[1].id), merged)
        // The merged objective holds the errors of both; the other number's is emptied.
        let absorbed = parts[0] == merged ? parts[1] : parts[0]
        #expect(parts.contains(merged))
        #expect(solver.tableau.objectives[absorbed].cells.isEmpty)
        expectEqual(solver.tableau.objectives[merged].cells.count, solver.tableau.objective.cells.count)
        expectEqual([x[0], x[1], y[0], y[1]].map(solver.value(of:)), [0, 40, 48, 83])
        // The same constraints in one go, linked from the start, give the same values.
        let fresh = Solver()
        let a = (0..<4).map { _ in fresh.makeVariable() }
        try fresh.addConstraint(a[0] - 0, .equal, strength: required)
        try fresh.addConstraint(a[2] - a[1] - 8, .equal, strength: required)
        try fresh.addConstraint(a[1] - a[0] - 40, .lessThanOrEqual, strength: required)
        try fresh.addConstraint(a[1] - a[0] - 50, .equal, strength: weight(250))
        try fresh.addConstraint(a[3] - a[2] - 35, .greaterThanOrEqual, strength: required)
        try fresh.addConstraint(a[3] - a[2] - 30, .equal, strength: weight(500))
        try fresh.addConstraint(a[2] - 100, .equal, strength: weight(750))
        expectEqual(a.map(fresh.value(of:)), [0, 40, 48, 83])
        // Removing the link frees the second part again; the component stays one (it never
        // splits) and still solves each part as before.
        try solver.removeConstraint(link)
        expectEqual(solver.tableau.component(of: y[0].id), solver.tableau.component(of: x[0].id))
        expectEqual([x[0], x[1], y[0], y[1]].map(solver.value(of:)), [0, 40, 100, 135])
    }

    @Test func editVariablesInTwoComponentsMoveOnlyTheirOwn() throws {
        let (solver, x, y) = try twoParts()
        let free = solver.makeVariable()
        let other = solver.makeVariable()
        try solver.addConstraint(other - free - 10, .equal, strength: required)
        try solver.addEditVariable(free, strength: weight(999))
        try solver.addEditVariable(y[0], strength: weight(999))
        var seen: [[Double]] = []
        for step in 0..<4 {
            try solver.suggestValue(Double(step * 5), for: free)
            try solver.suggestValue(Double(step * 7), for: y[0])
            seen.append([free, other, y[0], y[1], x[1]].map(solver.value(of:)))
        }
        // The free pair follows its edit, y its own (999 beats the 750 pin at 100); x stays.
        let expected: [[Double]] = (0..<4).map { step -> [Double] in
            let moved = Double(step * 5)
            return [moved, moved + 10, Double(step * 7), Double(step * 7) + 35, 40]
        }
        expectEqual(seen, expected)
        #expect(solver.tableau.component(of: free.id) != solver.tableau.component(of: y[0].id))
    }

    @Test func aRefusedRequiredConstraintLeavesEveryComponentAsItWas() throws {
        let (solver, x, y) = try twoParts()
        let rowsBefore = rows(solver)
        let objectivesBefore = objectives(solver)
        let components = [x[0], y[0]].map { solver.tableau.component(of: $0.id) }
        // x[1] - x[0] <= 40 is required: asking for 60 in its own component fails.
        #expect(throws: SolverError.self) {
            try solver.addConstraint(x[1] - x[0] - 60, .greaterThanOrEqual, strength: required)
        }
        expectEqual(rows(solver), rowsBefore)
        expectEqual(objectives(solver), objectivesBefore)
        #expect([x[0], y[0]].map { solver.tableau.component(of: $0.id) } == components)
        // A failure through a link (x's width at least y's plus 10, so at least 45) merges
        // the two components (merging is never undone) and still restores every row and value.
        #expect(throws: SolverError.self) {
            try solver.addConstraint(x[1] - x[0] - (y[1] - y[0]) - 10, .greaterThanOrEqual, strength: required)
        }
        expectEqual(rows(solver), rowsBefore)
        expectEqual([x[0], x[1], y[0], y[1]].map(solver.value(of:)), [0, 40, 100, 135])
        expectEqual(solver.tableau.component(of: x[0].id), solver.tableau.component(of: y[0].id))
    }
}
