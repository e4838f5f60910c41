import TestSupport
import Testing

@testable import ConstraintSolver

/// The tableau's two forms compute the same thing: random changes (adds, refused adds, removals,
/// constants moved, edit variables suggested) applied to a solver in the dense form, to one
/// turned sparse before the first change and to one turned sparse at a random step give the same
/// values, the same rows and the same pivots, bit for bit, after every step.
@Suite
struct DenseSparseEquivalenceTests {
    /// One solver and the answers it gave, for comparing step by step.
    struct Run {
        let solver = Solver()
        let variables: [Variable]
        var ids: [ConstraintID?] = []

        init(variableCount: Int) {
            let solver = self.solver
            variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        }

        /// Everything the two forms must agree on.
        var state: [String] {
            let values = variables.map { "\(solver.value(of: $0).bitPattern)" }
            let rows = solver.tableau.rows.map { row in
                "\(row.constant.bitPattern):"
                    + row.cells.map { "\($0.symbol)=\($0.coefficient.bitPattern)" }.joined(separator: ",")
            }
            let objective = solver.tableau.objective
            let objectiveCells = objective.cells.map { "\($0.symbol)=\($0.coefficient.bitPattern)" }
            return values + rows + ["objective \(objective.constant.bitPattern):" + objectiveCells.joined(separator: ",")]
                + ["pivots \(solver.tableau.pivotCount)", "size \(solver.tableauSize)"]
        }
    }

    /// Applies one random change to every run and returns the outcomes (an id or an error).
    static func step(_ runs: inout [Run], _ generator: inout SeededGenerator) -> [String] {
        let variables = runs[0].variables
        var outcomes: [String] = []
        let live = runs[0].ids.indices.filter { runs[0].ids[$0] != nil }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            let (expression, relation, strength) = RandomizedSolverTests.randomConstraint(variables, &generator)
            for index in runs.indices {
                let mapped = Expression(
                    expression.terms.map {
                        Expression.Term(runs[index].variables[variables.firstIndex(of: $0.variable) ?? 0], $0.coefficient)
                    }, constant: expression.constant)
                do {
                    let id = try runs[index].solver.addConstraint(mapped, relation, strength: strength)
                    runs[index].ids.append(id)
                    outcomes.append("added")
                } catch {
                    runs[index].ids.append(nil)
                    outcomes.append("\(error)")
                }
            }
        case 5..<7 where !live.isEmpty:
            let position = live[Int.random(in: 0..<live.count, using: &generator)]
            for index in runs.indices {
                guard let id = runs[index].ids[position] else { continue }
                do {
                    try runs[index].solver.removeConstraint(id)
                    runs[index].ids[position] = nil
                    outcomes.append("removed")
                } catch {
                    outcomes.append("\(error)")
                }
            }
        case 7..<9 where !live.isEmpty:
            let position = live[Int.random(in: 0..<live.count, using: &generator)]
            let constant = Double(Int.random(in: -100...100, using: &generator))
            for index in runs.indices {
                guard let id = runs[index].ids[position] else { continue }
                do {
                    try runs[index].solver.setConstant(constant, of: id)
                    outcomes.append("moved")
                } catch {
                    outcomes.append("\(error)")
                }
            }
        default:
            let which = Int.random(in: 0..<variables.count, using: &generator)
            let value = Double(Int.random(in: -200...200, using: &generator))
            for index in runs.indices {
                let solver = runs[index].solver
                let variable = runs[index].variables[which]
                do {
                    if !solver.hasEditVariable(variable) {
                        try solver.addEditVariable(variable, strength: Strength.weight(forPriority: 500))
                    }
                    try solver.suggestValue(value, for: variable)
                    outcomes.append("suggested")
                } catch {
                    outcomes.append("\(error)")
                }
            }
        }
        return outcomes
    }

    @Test func denseAndSparseFormsGiveTheSameRowsValuesAndPivots() {
        // Seeds whose midway conversion carried a tableau of several rows.
        var convertedWithRows = 0
        var refused = 0
        for seed in UInt64(1)...UInt64(TestLength.count(short: 40, long: 400)) {
            var generator = SeededGenerator(seed: seed)
            var runs = [Run(variableCount: 6), Run(variableCount: 6), Run(variableCount: 6)]
            runs[1].solver.tableau.makeSparse()
            let switchStep = Int.random(in: 0..<60, using: &generator)
            for step in 0..<60 {
                if step == switchStep {
                    if runs[2].solver.tableau.rows.count >= 5 { convertedWithRows += 1 }
                    runs[2].solver.tableau.makeSparse()
                }
                // A refused change leaves each form exactly as it was (its pivots counted, nothing
                // else): the rollbacks are checked against the state before, not only each other.
                let before = runs.map { $0.state.filter { !$0.hasPrefix("pivots ") } }
                let outcomes = Self.step(&runs, &generator)
                if outcomes[0].contains("conflicts with the required constraints") {
                    refused += 1
                    for index in runs.indices {
                        #expect(
                            runs[index].state.filter { !$0.hasPrefix("pivots ") } == before[index],
                            "seed \(seed) step \(step): run \(index) after a refusal")
                    }
                }
                expectEqual(Set(outcomes).count, 1, "seed \(seed) step \(step): \(outcomes)")
                let dense = runs[0].state
                #expect(runs[0].solver.tableau.isDense, "seed \(seed): the small system stays dense")
                expectEqual(runs[1].state, dense, "seed \(seed) step \(step): sparse from the start")
                expectEqual(runs[2].state, dense, "seed \(seed) step \(step): sparse from step \(switchStep)")
            }
            #expect(!runs[1].solver.tableau.isDense && !runs[2].solver.tableau.isDense, "seed \(seed)")
        }
        #expect(convertedWithRows >= 20)
        #expect(refused >= 20, "the refusals' rollbacks ran in both forms")
    }

    /// A system that outgrows the dense form turns sparse on the way and solves as one sparse
    /// from the start: a chain of 60 views (more than 256 symbols) whose gaps prefer 10, may
    /// shrink to 5, and must fit in 420 points.
    @Test func aSystemOutgrowingTheDenseFormSolvesAsTheSparseForm() throws {
        var values: [[UInt64]] = []
        var pivots: [Int] = []
        for startsSparse in [false, true] {
            let solver = Solver()
            if startsSparse { solver.tableau.makeSparse() }
            let x = (0...60).map { _ in solver.makeVariable() }
            try solver.addConstraint(x[0] - 0, .equal, strength: Strength.required)
            for i in 0..<60 {
                try solver.addConstraint(x[i + 1] - x[i] - 5, .greaterThanOrEqual, strength: Strength.required)
                try solver.addConstraint(x[i + 1] - x[i] - 10, .equal, strength: Strength.weight(forPriority: 250))
                try solver.addConstraint(x[i + 1] - x[i] - 8, .lessThanOrEqual, strength: Strength.weight(forPriority: 750))
            }
            try solver.addConstraint(x[60] - 420, .lessThanOrEqual, strength: Strength.required)
            #expect(!solver.tableau.isDense)
            #expect(solver.symbolCount > Tableau.denseSymbolLimit)
            #expect(abs(solver.value(of: x[60]) - 420) < 1e-9)
            values.append(x.map { solver.value(of: $0).bitPattern })
            pivots.append(solver.tableau.pivotCount)
        }
        expectEqual(values[0], values[1])
        expectEqual(pivots[0], pivots[1])
    }
}
