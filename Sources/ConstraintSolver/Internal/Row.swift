/// One term of a row: a symbol and its coefficient.
struct Cell {
    var symbol: Int
    var coefficient: Double
}

/// A linear row `constant + Σ coefficient × symbol`, its cells sorted by symbol.
///
/// In the tableau a row stands for `basic = constant + Σ cells`; while a constraint is being
/// built it stands for `0 = constant + Σ cells`.
struct Row {
    /// Coefficients smaller than this in magnitude are dropped: they are rounding residue.
    static let epsilon = 1e-9

    var cells: ContiguousArray<Cell> = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }

    /// Where `symbol` is in `cells`, or where it would be inserted.
    func find(_ symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let candidate = cells[middle].symbol
            if candidate < symbol {
                low = middle &+ 1
            } else if candidate > symbol {
                high = middle
            } else {
                return (true, middle)
            }
        }
        return (false, low)
    }

    func coefficient(of symbol: Int) -> Double {
        let position = find(symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; returns true when the symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
        let position = find(symbol)
        if position.found {
            let sum = cells[position.index].coefficient + coefficient
            if abs(sum) < Row.epsilon {
                cells.remove(at: position.index)
            } else {
                cells[position.index].coefficient = sum
            }
            return false
        }
        guard abs(coefficient) >= Row.epsilon else { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        return true
    }

    mutating func remove(_ symbol: Int) {
        let position = find(symbol)
        if position.found { cells.remove(at: position.index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + Σ cells` into `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int) {
        let position = find(symbol)
        let factor = -1 / cells[position.index].coefficient
        cells.remove(at: position.index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = constant + Σ cells` (with `rhs` among the cells) into `rhs = …`.
    mutating func solve(lhs: Int, rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// `out = cells without `removing` + factor × source` (sorted merge); the symbols that come
    /// from `source` alone are appended to `added`.
    ///
    /// A storage too small grows to twice what is needed, so that the storages the rows pass
    /// around settle after a few merges instead of reallocating at each. Where the standard
    /// library has `OutputSpan` (Swift 6.2; on Apple platforms its 26 releases), the merge
    /// writes through one: its appends check only the capacity reserved once, where an array's
    /// append checks uniqueness and capacity at every cell (the cell system's merges cost a
    /// sixth less). The two loops are the same but for how a cell is written; a closure
    /// passing cells to either was not inlined and cost more than it saved.
    static func merge(
        _ cells: ContiguousArray<Cell>, removing: Int, _ source: ContiguousArray<Cell>, _ factor: Double,
        into out: inout ContiguousArray<Cell>, added: inout ContiguousArray<Int>
    ) {
        let needed = cells.count + source.count
        if out.capacity - out.count < needed { out.reserveCapacity(out.count + 2 * needed + 8) }
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                let m = source.count
                // `append(addingCapacity:)` grows a storage to exactly what it needs: `added`,
                // which keeps what several merges append, grows geometrically here instead.
                if added.capacity - added.count < m { added.reserveCapacity(2 * (added.count + m) + 16) }
                out.append(addingCapacity: needed) { (span: inout OutputSpan<Cell>) in
                    added.append(addingCapacity: m) { (fresh: inout OutputSpan<Int>) in
                        let a = cells.span
                        let b = source.span
                        var i = 0
                        var j = 0
                        let n = a.count
                        while i < n && j < m {
                            let x = a[i]
                            let y = b[j]
                            if x.symbol < y.symbol {
                                if x.symbol != removing { span.append(x) }
                                i &+= 1
                            } else if x.symbol > y.symbol {
                                let value = y.coefficient * factor
                                if abs(value) >= epsilon {
                                    span.append(Cell(symbol: y.symbol, coefficient: value))
                                    fresh.append(y.symbol)
                                }
                                j &+= 1
                            } else {
                                let value = x.coefficient + y.coefficient * factor
                                if abs(value) >= epsilon { span.append(Cell(symbol: x.symbol, coefficient: value)) }
                                i &+= 1
                                j &+= 1
                            }
                        }
                        while i < n {
                            let x = a[i]
                            if x.symbol != removing { span.append(x) }
                            i &+= 1
                        }
                        while j < m {
                            let y = b[j]
                            let value = y.coefficient * factor
                            if abs(value) >= epsilon {
                                span.append(Cell(symbol: y.symbol, coefficient: value))
                                fresh.append(y.symbol)
                            }
                            j &+= 1
                        }
                    }
                }
                return
            }
        #endif
        var i = 0
        var j = 0
        let n = cells.count
        let m = source.count
        while i < n && j < m {
            let a = cells[i]
            let b = source[j]
            if a.symbol < b.symbol {
                if a.symbol != removing { out.append(a) }
                i &+= 1
            } else if a.symbol > b.symbol {
                let value = b.coefficient * factor
                if abs(value) >= epsilon {
                    out.append(Cell(symbol: b.symbol, coefficient: value))
                    added.append(b.symbol)
                }
                j &+= 1
            } else {
                let value = a.coefficient + b.coefficient * factor
                if abs(value) >= epsilon { out.append(Cell(symbol: a.symbol, coefficient: value)) }
                i &+= 1
                j &+= 1
            }
        }
        while i < n {
            let a = cells[i]
            if a.symbol != removing { out.append(a) }
            i &+= 1
        }
        while j < m {
            let b = source[j]
            let value = b.coefficient * factor
            if abs(value) >= epsilon {
                out.append(Cell(symbol: b.symbol, coefficient: value))
                added.append(b.symbol)
            }
            j &+= 1
        }
    }
}
