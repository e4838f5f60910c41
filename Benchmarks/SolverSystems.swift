import ConstraintSolver

// The four systems of the `solver` group. The same systems were built in kiwi (nucleic/kiwi,
// C++) for an instruction-count comparison, priority p given the weight 10^(p/100); see
// the Performance article's Constraint solver section (TableLiaison's catalog).

/// One benchmark system of the constraint solver.
enum SolverSystem: String, CaseIterable {
    /// A chain of 1,000 views: x[i+1] = x[i] + w[i] + 8, w[i] >= 10, all required.
    case chain
    /// A 30×30 grid: each view placed after its left and upper neighbours, width >= 20
    /// (required) preferring 40 (priority 500), height 30.
    case grid
    /// 200 table cells of 12 views in 3 lines of 4, each a fresh solver: leading and top
    /// anchors (required inequalities, 750/500 preferences), hugging (250) and compression
    /// resistance (750) on both axes, the cell's height pulled down at fitting-size priority.
    case cell
    /// A chain of 100 views whose widths prefer 10 (priority 250) but may shrink to 5, the last
    /// edge at most 1200, its first edge dragged by an edit variable over 1,000 steps, every
    /// value read after each step.
    case drag

    /// Builds and solves the system, returning a sum of its values (so nothing is optimized away).
    func run() throws(SolverError) -> Double {
        switch self {
        case .chain: try solverChain(1000)
        case .grid: try solverGrid(30)
        case .cell: try solverCells(200)
        case .drag: try solverDrag(100, steps: 1000)
        }
    }
}

private let required = Strength.required
private func weight(_ priority: Float) -> Double { Strength.weight(forPriority: priority) }

private func solverChain(_ count: Int) throws(SolverError) -> Double {
    let solver = Solver()
    let x = (0...count).map { _ in solver.makeVariable() }
    let w = (0..<count).map { _ in solver.makeVariable() }
    try solver.addConstraint(x[0] - 0, .equal, strength: required)
    for i in 0..<count {
        try solver.addConstraint(w[i] - 10, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(x[i + 1] - x[i] - w[i] - 8, .equal, strength: required)
    }
    return x.reduce(0) { $0 + solver.value(of: $1) }
}

private func solverGrid(_ n: Int) throws(SolverError) -> Double {
    let solver = Solver()
    let l = (0..<n * n).map { _ in solver.makeVariable() }
    let t = (0..<n * n).map { _ in solver.makeVariable() }
    let w = (0..<n * n).map { _ in solver.makeVariable() }
    let h = (0..<n * n).map { _ in solver.makeVariable() }
    for r in 0..<n {
        for c in 0..<n {
            let i = r * n + c
            if c == 0 {
                try solver.addConstraint(l[i] - 0, .equal, strength: required)
            } else {
                try solver.addConstraint(l[i] - l[i - 1] - w[i - 1] - 8, .equal, strength: required)
            }
            if r == 0 {
                try solver.addConstraint(t[i] - 0, .equal, strength: required)
            } else {
                try solver.addConstraint(t[i] - t[i - n] - h[i - n] - 8, .equal, strength: required)
            }
            try solver.addConstraint(w[i] - 20, .greaterThanOrEqual, strength: required)
            try solver.addConstraint(w[i] - 40, .equal, strength: weight(500))
            try solver.addConstraint(h[i] - 30, .equal, strength: required)
        }
    }
    return (0..<n * n).reduce(0) { $0 + solver.value(of: l[$1]) + solver.value(of: t[$1]) }
}

private func solverCells(_ count: Int) throws(SolverError) -> Double {
    var sum = 0.0
    for _ in 0..<count { sum += try solverCell() }
    return sum
}

private func solverCell() throws(SolverError) -> Double {
    let solver = Solver()
    let cellLeft = solver.makeVariable()
    let cellRight = solver.makeVariable()
    let cellTop = solver.makeVariable()
    let cellBottom = solver.makeVariable()
    try solver.addConstraint(cellLeft - 0, .equal, strength: required)
    try solver.addConstraint(cellRight - 320, .equal, strength: required)
    try solver.addConstraint(cellTop - 0, .equal, strength: required)
    let left = (0..<12).map { _ in solver.makeVariable() }
    let right = (0..<12).map { _ in solver.makeVariable() }
    let top = (0..<12).map { _ in solver.makeVariable() }
    let bottom = (0..<12).map { _ in solver.makeVariable() }
    for i in 0..<12 {
        let (line, position) = (i / 4, i % 4)
        let lead = position == 0 ? cellLeft + 16 : right[i - 1] + 8
        try solver.addConstraint(left[i] - lead, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(left[i] - lead, .equal, strength: weight(750))
        let intrinsicWidth = Double(30 + 7 * i)
        try solver.addConstraint(right[i] - left[i] - intrinsicWidth, .lessThanOrEqual, strength: weight(250))
        try solver.addConstraint(right[i] - left[i] - intrinsicWidth, .greaterThanOrEqual, strength: weight(750))
        if position == 3 { try solver.addConstraint(right[i] - cellRight + 16, .lessThanOrEqual, strength: required) }
        let above = line == 0 ? cellTop + 12 : bottom[i - 4] + 8
        try solver.addConstraint(top[i] - above, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(top[i] - above, .equal, strength: weight(500))
        let intrinsicHeight = Double(20 + 2 * i)
        try solver.addConstraint(bottom[i] - top[i] - intrinsicHeight, .lessThanOrEqual, strength: weight(250))
        try solver.addConstraint(bottom[i] - top[i] - intrinsicHeight, .greaterThanOrEqual, strength: weight(750))
        try solver.addConstraint(cellBottom - bottom[i] - 12, .greaterThanOrEqual, strength: required)
    }
    try solver.addConstraint(cellBottom - 0, .equal, strength: weight(50))
    var sum = solver.value(of: cellBottom)
    for i in 0..<12 {
        sum +=
            solver.value(of: left[i]) + solver.value(of: right[i]) + solver.value(of: top[i])
            + solver.value(of: bottom[i])
    }
    return sum
}

private func solverDrag(_ count: Int, steps: Int) throws(SolverError) -> Double {
    let solver = Solver()
    let x = (0...count).map { _ in solver.makeVariable() }
    let w = (0..<count).map { _ in solver.makeVariable() }
    for i in 0..<count {
        try solver.addConstraint(w[i] - 5, .greaterThanOrEqual, strength: required)
        try solver.addConstraint(w[i] - 10, .equal, strength: weight(250))
        try solver.addConstraint(x[i + 1] - x[i] - w[i], .equal, strength: required)
    }
    try solver.addConstraint(x[count] - 1200, .lessThanOrEqual, strength: required)
    try solver.addEditVariable(x[0], strength: weight(999))
    var sum = 0.0
    for step in 0..<steps {
        try solver.suggestValue(Double(step), for: x[0])
        for variable in x { sum += solver.value(of: variable) }
        for variable in w { sum += solver.value(of: variable) }
    }
    return sum
}
