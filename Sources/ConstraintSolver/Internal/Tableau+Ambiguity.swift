extension Tableau {
    /// Values of a symbol that differ by no more than this across the optimal solutions count
    /// as one value (a millionth of a point in a layout is rounding, not freedom).
    static let ambiguityTolerance = 1e-7

    /// Whether `symbol` takes different values in different optimal solutions: solutions that
    /// satisfy the required constraints and minimize the weighted errors as well as the current
    /// one does.
    ///
    /// Complexity: the symbol's row and its parameters' columns when the optimal tableau
    /// decides, which it does unless the optimum is degenerate; otherwise two simplex solves
    /// over the rows the row's parameters reach (see ``ambiguity(of:)``).
    func isAmbiguous(_ symbol: Int) -> Bool { ambiguity(of: symbol).isAmbiguous }

    /// Whether `symbol` is ambiguous, and whether the exact check had to decide.
    ///
    /// On the optimal face (every optimal solution) the non-basic symbols with a positive cost
    /// stay at zero, and dummies always do; the others, the parameters, may move as long as
    /// every restricted row stays non-negative and every dummy row at zero. The symbol's row
    /// (or the symbol itself when it is a parameter) gives its value over the parameters:
    /// - no parameter in it: the value is the same in every optimal solution;
    /// - a parameter that can move on its own without making a row infeasible: it is not;
    /// - otherwise every such move is blocked by a row at zero (a degenerate optimum), but
    ///   moving several parameters together may still be possible. The exact check then
    ///   minimizes and maximizes the value over the face with the simplex, on a tableau of its
    ///   own holding the rows the parameters reach: the solver's tableau is only read.
    func ambiguity(of symbol: Int) -> (isAmbiguous: Bool, exact: Bool) {
        let target = expression(of: symbol)
        var hasParameter = false
        for cell in target.cells where isParameter(cell.symbol) {
            hasParameter = true
            if canMove(cell.symbol, by: 1) || (kinds[cell.symbol] == .external && canMove(cell.symbol, by: -1)) {
                return (true, false)
            }
        }
        guard hasParameter else { return (false, false) }
        return (valueRange(over: target) > Tableau.ambiguityTolerance, true)
    }

    /// `symbol` over the non-basic symbols: its row, or the symbol itself.
    private func expression(of symbol: Int) -> Row {
        let slot = slotOf[symbol]
        if slot >= 0 { return row(at: slot) }
        var row = Row()
        row.add(symbol, 1)
        return row
    }

    /// Whether a non-basic symbol can move without changing the objective: not a dummy, and of
    /// no cost (an external, unrestricted in sign, of no cost either way).
    private func isParameter(_ symbol: Int) -> Bool {
        guard slotOf[symbol] < 0 else { return false }
        let cost = objectiveCoefficient(of: symbol)
        switch kinds[symbol] {
        case .dummy: return false
        case .external: return abs(cost) <= objectiveTolerance
        case .slack, .error: return cost <= objectiveTolerance
        }
    }

    /// Whether moving the non-basic `symbol` alone in the direction of `sign` keeps every
    /// restricted row feasible and every dummy row at zero for some positive distance.
    private func canMove(_ symbol: Int, by sign: Double) -> Bool {
        for basic in basicsInColumn(of: symbol) {
            let slot = slotOf[basic]
            if slot < 0 { continue }
            let coefficient = coefficient(of: symbol, inRowAt: slot) * sign
            if coefficient == 0 { continue }
            switch kinds[basic] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                if coefficient < 0 && constant(ofRowAt: slot) / -coefficient <= Tableau.feasibilityTolerance {
                    return false
                }
            }
        }
        return true
    }

    /// The largest minus the smallest value of `target` (a row over non-basic symbols) on the
    /// optimal face: infinity when unbounded, 0 when the simplex fails numerically (the
    /// tableau's own reading, pinned, stands then).
    ///
    /// The face's tableau has one symbol per parameter reachable from `target` through the
    /// restricted and dummy rows (two, plus and minus, for an external), those rows over them,
    /// and the current solution (every parameter at zero) as its feasible start: a negative
    /// constant (rounding within the feasibility tolerance) is taken as zero, and a dummy row's
    /// as zero. Bland's rule, which the primal simplex follows, does not cycle on the
    /// degenerate vertices this is about.
    private func valueRange(over target: Row) -> Double {
        var position: [Int: Int] = [:]
        var parameters: [Int] = []
        var faceRows: [Int] = []
        var seenRows: Set<Int> = []
        func reach(_ symbol: Int) {
            guard position[symbol] == nil else { return }
            position[symbol] = parameters.count
            parameters.append(symbol)
        }
        for cell in target.cells where isParameter(cell.symbol) { reach(cell.symbol) }
        var next = 0
        while next < parameters.count {
            let parameter = parameters[next]
            next += 1
            for basic in basicsInColumn(of: parameter) where kinds[basic] != .external && !seenRows.contains(basic) {
                let slot = slotOf[basic]
                guard slot >= 0, coefficient(of: parameter, inRowAt: slot) != 0 else { continue }
                seenRows.insert(basic)
                faceRows.append(basic)
                for cell in row(at: slot).cells where isParameter(cell.symbol) { reach(cell.symbol) }
            }
        }

        var face = Tableau()
        let component = face.makeComponent()
        var plus: [Int] = []
        var minus: [Int] = []
        for parameter in parameters {
            plus.append(face.makeSymbol(.slack, in: component))
            minus.append(kinds[parameter] == .external ? face.makeSymbol(.slack, in: component) : -1)
        }
        func onFace(_ row: Row) -> Row {
            var out = Row()
            for cell in row.cells {
                guard let index = position[cell.symbol] else { continue }
                out.add(plus[index], cell.coefficient)
                if minus[index] >= 0 { out.add(minus[index], -cell.coefficient) }
            }
            return out
        }
        for basic in faceRows {
            let row = row(at: slotOf[basic])
            var faceRow = onFace(row)
            let isDummy = kinds[basic] == .dummy
            faceRow.constant = isDummy || row.constant < 0 ? 0 : row.constant
            face.installSolved(faceRow, basic: face.makeSymbol(isDummy ? .dummy : .slack, in: component))
        }
        let value = onFace(target)
        var lowest = face
        var highest = face
        for cell in value.cells {
            lowest.addToObjective(cell.symbol, cell.coefficient)
            highest.addToObjective(cell.symbol, -cell.coefficient)
        }
        do throws(SolverError) {
            try lowest.optimize(component)
            try highest.optimize(component)
        } catch {
            return error == .unboundedObjective ? .infinity : 0
        }
        return -highest.storedObjectives[component].constant - lowest.storedObjectives[component].constant
    }
}
