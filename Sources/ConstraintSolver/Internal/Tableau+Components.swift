extension Tableau {
    /// A new component, alone in its tree, with an empty objective.
    mutating func makeComponent() -> Int {
        let component = componentParent.count
        componentParent.append(component)
        componentSize.append(1)
        storedObjectives.append(Row())
        return component
    }

    /// The root of a component number: the component it belongs to now. O(log n) for n
    /// components merged (union by size keeps the trees shallow).
    @inline(__always)
    func root(of component: Int) -> Int {
        var current = component
        while componentParent[current] != current { current = componentParent[current] }
        return current
    }

    /// The component a symbol belongs to.
    @inline(__always)
    func component(of symbol: Int) -> Int { root(of: componentOf[symbol]) }

    /// The component of constraints that mention no variable (a constant compared with zero).
    mutating func componentForConstants() -> Int {
        if constantComponent < 0 { constantComponent = makeComponent() }
        return root(of: constantComponent)
    }

    /// Merges the components of `a` and `b` (component numbers) and returns the merged one: the
    /// smaller tree goes under the larger and its objective is added to the larger's.
    /// Components never split: a constraint that linked two of them and is removed leaves one
    /// component, which solves as the two would (only its pivots cost a little more).
    /// Complexity: the two objectives.
    mutating func union(_ a: Int, _ b: Int) -> Int {
        var large = root(of: a)
        var small = root(of: b)
        if large == small { return large }
        if componentSize[large] < componentSize[small] { swap(&large, &small) }
        componentParent[small] = large
        componentSize[large] += componentSize[small]
        // In the dense form the cells stay where they are (one array for every component).
        if !storedObjectives[small].cells.isEmpty || storedObjectives[small].constant != 0 {
            var moved = Row()
            swap(&moved, &storedObjectives[small])
            for cell in moved.cells { storedObjectives[large].add(cell.symbol, cell.coefficient) }
            storedObjectives[large].constant += moved.constant
        }
        // Path compression for the symbols still naming `small` is not needed: `root(of:)`
        // follows one more link.
        return large
    }

    /// Puts `basic` and every symbol of `row` in one component, for a row installed by hand
    /// (the solver joins the components of a constraint's variables before it builds its
    /// row). Complexity: the row.
    mutating func join(_ row: Row, _ basic: Int) {
        var component = componentOf[basic]
        for cell in row.cells { component = union(component, componentOf[cell.symbol]) }
    }

    /// The whole objective: the sum of every component's. O(total size); for tests and
    /// diagnostics.
    var objective: Row {
        var total = Row()
        let rows = objectives
        for component in componentParent.indices where componentParent[component] == component {
            for cell in rows[component].cells { total.add(cell.symbol, cell.coefficient) }
            total.constant += rows[component].constant
        }
        return total
    }

    /// The number of components: groups of symbols no constraint links to each other. O(n).
    var componentCount: Int { componentParent.indices.filter { componentParent[$0] == $0 }.count }
}
