/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
    /// A variable of the caller: unrestricted in sign.
    case external
    /// The slack of an inequality: non-negative.
    case slack
    /// The error of a soft constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never enters the basis by choice.
    case dummy
}

/// The simplex tableau of the Cassowary algorithm: rows `basic = constant + Σ cells` over
/// non-basic symbols, and an objective to minimize over the same symbols.
///
/// The tableau is split into components: symbols linked by constraints, directly or through
/// others (see `Tableau+Components.swift`). Every row holds symbols of one component only, and
/// each component has its own part of the objective, so that a pivot merges its row into an
/// objective as large as its component's, not the whole system's (a cell's horizontal and
/// vertical constraints, or two cells, never share a pivot's cost). The optimum of each part is
/// the optimum of the sum, and Bland's rule restricted to one component makes the same pivots
/// it made on the whole objective: the results are the same, bit for bit.
///
/// Symbols are integers indexing flat arrays. Each symbol also has a column: the rows, by row
/// number, that may hold it. A row keeps its number when a pivot changes its basic symbol, and
/// a removed row's number is reused. A column may hold stale entries (a row that lost the
/// symbol, a number no longer in use or in use by another row) and duplicates; every reader
/// checks the row, and columns are compacted when they outgrow the tableau. Columns let a pivot touch only the rows that hold the entering
/// symbol instead of scanning them all.
///
/// A small tableau (up to ``denseSymbolLimit`` symbols, a table cell's system) keeps its rows
/// dense instead: an array of coefficients per row indexed by symbol, and bits telling which
/// symbols each row holds and which rows hold each symbol (see ``isDense``).
///
/// An operation that may have to be undone (a required constraint that does not hold yet, a
/// required constant moved) runs under a journal of the rows it touches, rolled back on refusal.
///
/// The small reads (a row's constant or coefficient, a symbol's component, whether it is basic)
/// are `@inline(__always)`: a call of a non-mutating method of this large struct passes it by
/// copy (a memcpy of the whole struct per call, 3 % of a table cell's system).
struct Tableau {
    /// A restricted row whose constant is below minus this is infeasible; a dummy row whose
    /// constant is larger than this in magnitude violates its required equality.
    static let feasibilityTolerance = 1e-8

    private(set) var kinds: ContiguousArray<SymbolKind> = []
    /// The index in `rows` of the row of each basic symbol; -1 for a non-basic symbol.
    private(set) var slotOf: ContiguousArray<Int> = []
    /// The rows (by number) that may hold each symbol (sparse form; empty in the dense form).
    private(set) var columns: ContiguousArray<ContiguousArray<Int>> = []
    /// The row in each slot: its constant, and in the sparse form its cells (empty in the
    /// dense form, whose cells are in `denseRows`).
    private var storedRows: ContiguousArray<Row> = []
    /// The dense form's rows by slot: each an array of ``denseSymbolLimit`` coefficients
    /// indexed by symbol, zero where the row does not hold the symbol. An array per row, so
    /// that adding rows never copies the others (a flat array's growth copied hundreds of
    /// kilobytes per cell system). Empty in the sparse form.
    private var denseRows: ContiguousArray<ContiguousArray<Double>> = []
    /// Removed dense rows, cleared, for the next rows added or the next scratch row (a removed
    /// constraint's row, a row a rollback took out).
    private var zeroedRows: ContiguousArray<ContiguousArray<Double>> = []
    /// One bit per symbol of each dense row (``supportWords`` words a row), set where the row
    /// holds the symbol: a row is read in symbol order at the cost of its cells and a few
    /// words, not of every symbol.
    private var support: ContiguousArray<UInt64> = []
    /// The transpose of `support`: ``supportWords`` words per symbol, one bit per slot, set where
    /// the row in the slot holds the symbol (a dense tableau has at most as many rows as
    /// symbols). A column is walked at the cost of the rows that hold the symbol.
    private var columnSupport = ContiguousArray<UInt64>(
        repeating: 0, count: Tableau.denseSymbolLimit * Tableau.supportWords)
    /// The cells of all rows: the tableau's size, which its memory and the cost of a change grow
    /// with (a chain of constraints makes rows as long as the chain).
    private(set) var cellCount = 0
    private var basics: ContiguousArray<Int> = []
    /// The number of the row in each slot. A row keeps its number through pivots, and columns
    /// hold row numbers: a pivot changes a row's basic symbol, not the columns of the symbols
    /// in it (they would otherwise each get a new entry, and keep a stale one, at every pivot).
    private var rowIDs: ContiguousArray<Int> = []
    /// The slot of each row number; -1 for a number not in use (or a row taken out to pivot).
    private var slotOfRow: ContiguousArray<Int> = []
    private var freeRowIDs: ContiguousArray<Int> = []
    /// The component number of each symbol (its component is the root of that number, see
    /// ``component(of:)``).
    var componentOf: ContiguousArray<Int> = []
    /// Union-find over component numbers: the parent of each number (itself at a root) and the
    /// size of each root's tree.
    var componentParent: ContiguousArray<Int> = []
    var componentSize: ContiguousArray<Int> = []
    /// The objective of each root component (empty at other numbers): its constant, and in the
    /// sparse form its cells.
    var storedObjectives: ContiguousArray<Row> = []
    /// The dense form's objective: every component's in one array indexed by symbol (a symbol
    /// belongs to one component), so that a substitution changes it at the source row's symbols
    /// only and components join without moving it. Empty in the sparse form.
    private var denseObjective: ContiguousArray<Double> = []
    /// The symbols `denseObjective` weighs, one bit each.
    private var objectiveSupport = ContiguousArray<UInt64>(repeating: 0, count: Tableau.supportWords)
    /// The symbols that could enter the basis in the primal simplex: weighed below minus the
    /// objective tolerance, and not dummies. The optimum has none, so the search for an
    /// entering symbol costs a few words instead of a walk over the objective.
    private var enteringSupport = ContiguousArray<UInt64>(repeating: 0, count: Tableau.supportWords)
    /// The component that holds constraints with no variable (made on first use).
    var constantComponent = -1
    private var infeasible: ContiguousArray<Int> = []
    /// The pivots made so far (tests read it to see which path a change took).
    private(set) var pivotCount = 0
    /// A negative objective coefficient smaller in magnitude than this is rounding residue.
    private(set) var objectiveTolerance = 1e-9

    /// While a change that may fail runs, the before-image of every row it touches, newest
    /// last; ``rollBack()`` replays it backwards, so the rows and the objective are restored
    /// bit for bit at a cost proportional to what the change touched. Columns are not
    /// journaled: a rollback rebuilds them, and nothing the solver computes depends on their
    /// order or on their stale entries. The entries are plain values and the images' cells are
    /// copied into one flat stack, popped in step: a journaled row goes on merging in its own
    /// storage, and clearing the journal frees nothing (an image holding on to a row's old
    /// storage instead cost an allocation per row touched and a release per image).
    private var journal: ContiguousArray<JournalEntry> = []
    private var journalCells: ContiguousArray<Cell> = []
    private var journaling = false
    /// The journal a row number's before-image was last taken in (one per row number): a row
    /// touched by several pivots of one change is copied once, since rolling back needs only
    /// its first image (a row placed or removed meanwhile has entries of its own).
    private var journaledIn: ContiguousArray<UInt32> = []
    private var journalNumber: UInt32 = 0

    private enum JournalOp: UInt8 {
        /// The row of `symbol` before a change (image: `constant` and the last `count` cells).
        case replacedRow
        /// The constant of the row of `symbol` before it moved (its cells did not change).
        case replacedConstant
        /// The row of `symbol`, removed from `slot` (image as for `replacedRow`).
        case removedRow
        /// A row added for `symbol`, last in `rows`.
        case insertedRow
        /// The row in `slot`, of which `symbol` was the basic symbol before a pivot made
        /// another symbol basic in it (image as for `replacedRow`).
        case pivotedRow
        /// The objective of component `symbol` before a change (image as for `replacedRow`).
        case replacedObjective
        /// The dense objective's entries a change of component `symbol`'s objective touched,
        /// before it (the last `count` cells, each symbol with its coefficient then) and the
        /// objective's constant.
        case replacedObjectiveEntries
    }

    private struct JournalEntry {
        var op: JournalOp
        var symbol: Int
        var slot: Int
        var constant: Double = 0
        var count: Int = 0
    }

    // Scratch storage reused by every merge and column pass.
    private var spare: ContiguousArray<Cell> = []
    /// A dense row's cells, for the code that reads a row as a sorted list.
    private var gathered = Row()
    /// The row a new constraint is built in (see ``beginRow(_:)``): in the sparse form
    /// `building`; in the dense form `scratchRow` (zeros but at the symbols of
    /// `scratchTouched`) and `scratchConstant`.
    private var building = Row()
    private var scratchRow = Tableau.zeroRow
    private var scratchTouched = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    private var scratchConstant = 0.0
    private var added: ContiguousArray<Int> = []
    /// One per row number: marks the rows a column walk has seen (sparse form; empty in the
    /// dense form, which walks columns as bits).
    private var stamps: ContiguousArray<UInt32> = []
    private var generation: UInt32 = 0

    /// Retired symbols, a stack: the first `freeCount` entries (entries above stay so that a
    /// failed add can give back what it took by resetting the count).
    private var freeSymbols: ContiguousArray<Int> = []
    private var freeCount = 0

    @inline(__always)
    var symbolCount: Int { kinds.count }

    /// Room for `symbols` symbols and components and `rows` rows before any array grows.
    mutating func reserve(symbols: Int, rows rowCount: Int) {
        kinds.reserveCapacity(symbols)
        slotOf.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        componentOf.reserveCapacity(symbols)
        componentParent.reserveCapacity(symbols)
        componentSize.reserveCapacity(symbols)
        storedObjectives.reserveCapacity(symbols)
        if isDense { denseObjective.reserveCapacity(symbols) }
        storedRows.reserveCapacity(rowCount)
        if isDense {
            denseRows.reserveCapacity(rowCount)
            support.reserveCapacity(rowCount * Tableau.supportWords)
        }
        basics.reserveCapacity(rowCount)
        rowIDs.reserveCapacity(rowCount)
        slotOfRow.reserveCapacity(rowCount)
        journaledIn.reserveCapacity(rowCount)
    }

    @inline(__always)
    func isBasic(_ symbol: Int) -> Bool { slotOf[symbol] >= 0 }

    /// The value of a symbol in the current solution (non-basic symbols are zero).
    @inline(__always)
    func value(of symbol: Int) -> Double {
        let slot = slotOf[symbol]
        return slot >= 0 ? storedRows[slot].constant : 0
    }

    /// Whether `symbol` is one of the tableau's variables (an external symbol).
    @inline(__always)
    func isExternal(_ symbol: Int) -> Bool {
        symbol >= 0 && symbol < kinds.count && kinds[symbol] == .external
    }

    /// A new symbol in `component` (a new component of its own when -1; always for an
    /// external); a slack, error or dummy reuses a retired one when there is one, so that
    /// adding and removing constraints in a loop keeps the per-symbol arrays and the rows'
    /// symbol range bounded by the constraints installed, not by the changes made.
    mutating func makeSymbol(_ kind: SymbolKind, in component: Int = -1) -> Int {
        let component = kind == .external || component < 0 ? makeComponent() : component
        if kind != .external && freeCount > 0 {
            freeCount -= 1
            let symbol = freeSymbols[freeCount]
            kinds[symbol] = kind
            componentOf[symbol] = component
            if !isDense { columns[symbol].removeAll(keepingCapacity: true) }
            return symbol
        }
        if isDense && kinds.count == Tableau.denseSymbolLimit { makeSparse() }
        if isDense { denseObjective.append(0) }
        kinds.append(kind)
        slotOf.append(-1)
        if !isDense { columns.append([]) }
        componentOf.append(component)
        return kinds.count - 1
    }

    /// Where the symbols stand: ``restoreSymbols(_:)`` gives back every symbol made since.
    @inline(__always)
    var symbolCheckpoint: (count: Int, free: Int) { (kinds.count, freeCount) }

    /// Forgets the symbols made since `checkpoint` (they must be in no row): new ones are
    /// dropped, reused ones go back to the free list (nothing was retired in between).
    mutating func restoreSymbols(_ checkpoint: (count: Int, free: Int)) {
        freeCount = checkpoint.free
        let extra = kinds.count - checkpoint.count
        guard extra > 0 else { return }
        kinds.removeLast(extra)
        if isDense { denseObjective.removeLast(extra) }
        slotOf.removeLast(extra)
        if !isDense { columns.removeLast(extra) }
        componentOf.removeLast(extra)
    }

    /// The number of retired symbols waiting to be reused.
    var retiredSymbolCount: Int { freeCount }

    /// Retires the symbol of a removed constraint when nothing refers to it any more (it is not
    /// basic, no row holds it, the objective does not weigh it); otherwise it stays, inert.
    /// Complexity: the symbol's column.
    mutating func retire(_ symbol: Int) {
        guard symbol >= 0, kinds[symbol] != .external, slotOf[symbol] < 0,
            objectiveCoefficient(of: symbol) == 0
        else { return }
        if isDense {
            var rows = denseColumn(symbol)
            if rows.next() != nil { return }
        } else {
            for id in columns[symbol] {
                let slot = slotOfRow[id]
                if slot >= 0 && storedRows[slot].find(symbol).found { return }
            }
        }
        if !isDense { columns[symbol].removeAll(keepingCapacity: true) }
        if freeCount < freeSymbols.count {
            freeSymbols[freeCount] = symbol
        } else {
            freeSymbols.append(symbol)
        }
        freeCount += 1
    }

    /// Scales the objective tolerance with the largest weight in use (rounding grows with it).
    mutating func noteWeight(_ weight: Double) {
        let tolerance = max(objectiveTolerance, weight * 1e-14)
        guard tolerance != objectiveTolerance else { return }
        objectiveTolerance = tolerance
        if isDense {
            for symbol in DenseColumn(objectiveSupport, 0) { setObjective(symbol, denseObjective[symbol]) }
        }
    }

    /// Adds `coefficient × symbol` to the objective of the symbol's component.
    mutating func addToObjective(_ symbol: Int, _ coefficient: Double) {
        if isDense {
            let value = denseObjective[symbol] + coefficient
            setObjective(symbol, abs(value) >= Row.epsilon ? value : 0)
        } else {
            storedObjectives[component(of: symbol)].add(symbol, coefficient)
        }
    }

    /// The basic symbols of the rows in the column of `symbol` (stale entries dropped, the
    /// rows not checked). O(the column).
    func basicsInColumn(of symbol: Int) -> ContiguousArray<Int> {
        var result = ContiguousArray<Int>()
        if isDense {
            for slot in denseColumn(symbol) { result.append(basics[slot]) }
        } else {
            for id in columns[symbol] where slotOfRow[id] >= 0 { result.append(basics[slotOfRow[id]]) }
        }
        return result
    }

    // MARK: Journal

    /// Starts recording before-images: the next changes can be rolled back exactly.
    mutating func beginJournal() {
        clearJournal()
        journaling = true
        journalNumber &+= 1
        if journalNumber == 0 {
            for index in journaledIn.indices { journaledIn[index] = 0 }
            journalNumber = 1
        }
    }

    private mutating func clearJournal() {
        // Emptying an array costs a call even when it is empty (a journal is cleared when it is
        // committed and again when the next one begins).
        if !journal.isEmpty { journal.removeAll(keepingCapacity: true) }
        if !journalCells.isEmpty { journalCells.removeAll(keepingCapacity: true) }
    }

    private mutating func log(_ op: JournalOp, _ symbol: Int, slot: Int = -1) {
        journal.append(JournalEntry(op: op, symbol: symbol, slot: slot))
    }

    private mutating func log(_ op: JournalOp, _ symbol: Int, slot: Int = -1, row: Row) {
        journal.append(JournalEntry(op: op, symbol: symbol, slot: slot, constant: row.constant, count: row.cells.count))
        journalCells.append(contentsOf: row.cells)
    }

    private mutating func logConstant(of basic: Int, _ constant: Double) {
        journal.append(JournalEntry(op: .replacedConstant, symbol: basic, slot: -1, constant: constant))
    }

    /// The image of `entry`, taken off the top of `journalCells`.
    private mutating func popImage(_ entry: JournalEntry) -> Row {
        var row = Row(constant: entry.constant)
        let start = journalCells.count - entry.count
        row.cells.append(contentsOf: journalCells[start...])
        journalCells.removeLast(entry.count)
        return row
    }

    /// Keeps the changes made since ``beginJournal()``.
    mutating func commitJournal() {
        journaling = false
        clearJournal()
    }

    /// Undoes the changes made since ``beginJournal()``, newest first.
    mutating func rollBack() {
        journaling = false
        infeasible.removeAll()
        while let entry = journal.popLast() {
            let basic = entry.symbol
            switch entry.op {
            case .replacedRow:
                setRow(slotOf[basic], popImage(entry))
            case .replacedConstant:
                storedRows[slotOf[basic]].constant = entry.constant
            case .removedRow:
                let row = popImage(entry)
                let slot = entry.slot
                // The removal moved the last row into `slot`: move it back to the end.
                if slot < storedRows.count {
                    let moved = basics[slot]
                    appendRow(self.row(at: slot))
                    basics.append(moved)
                    slotOf[moved] = storedRows.count - 1
                    setRow(slot, row)
                    basics[slot] = basic
                } else {
                    appendRow(row)
                    basics.append(basic)
                }
                slotOf[basic] = slot
            case .insertedRow:
                removeLastRow()
                basics.removeLast()
                slotOf[basic] = -1
            case .pivotedRow:
                let slot = entry.slot
                slotOf[basics[slot]] = -1
                basics[slot] = basic
                slotOf[basic] = slot
                setRow(slot, popImage(entry))
            case .replacedObjective:
                storedObjectives[entry.symbol] = popImage(entry)
            case .replacedObjectiveEntries:
                let start = journalCells.count - entry.count
                for index in start..<journalCells.count {
                    setObjective(journalCells[index].symbol, journalCells[index].coefficient)
                }
                journalCells.removeLast(entry.count)
                storedObjectives[entry.symbol].constant = entry.constant
            }
        }
        for symbol in columns.indices { columns[symbol].removeAll(keepingCapacity: true) }
        // Row numbers are renumbered by slot (the columns that held the old ones are rebuilt).
        rowIDs = ContiguousArray(storedRows.indices)
        slotOfRow = ContiguousArray(storedRows.indices)
        freeRowIDs.removeAll()
        stamps = isDense ? [] : ContiguousArray(repeating: 0, count: storedRows.count)
        journaledIn = ContiguousArray(repeating: 0, count: storedRows.count)
        cellCount = 0
        for slot in storedRows.indices {
            let row = self.row(at: slot)
            cellCount += row.cells.count
            if !isDense { for cell in row.cells { columns[cell.symbol].append(slot) } }
        }
    }

    // MARK: Rows

    /// The number of symbols up to which the tableau keeps the dense form: a table cell's
    /// system (a dozen views, 240 symbols) stays dense; a larger system turns sparse, once.
    static let denseSymbolLimit = 256
    /// The words of a dense row's support bits (and of a column's).
    static let supportWords = denseSymbolLimit / 64
    /// A dense row of zeros, copied where rows are added.
    static let zeroRow = ContiguousArray<Double>(repeating: 0, count: denseSymbolLimit)

    /// Whether the tableau is in the dense form. A small system's rows are a few cells over a
    /// few hundred symbols: there, a row as an array indexed by symbol makes a substitution a
    /// walk of the column's bits and a load, add and store per cell of the source row, where
    /// the sparse form merges sorted rows into new storage, keeps column lists and copies the
    /// rows a journal keeps (the cell system, 200 fresh solvers of a 12-view cell, counts a
    /// quarter fewer instructions dense). Once the symbols outgrow ``denseSymbolLimit`` the rows
    /// turn sparse, whose cost follows the cells rather than rows × symbols. Both forms compute
    /// the same values, bit for bit, and make the same pivots.
    private(set) var isDense = true

    /// The rows in slot order, as values (cells sorted by symbol). O(the tableau).
    var rows: [Row] { storedRows.indices.map { row(at: $0) } }

    /// The row in `slot`, as a value. O(its cells), plus a few words in the dense form.
    func row(at slot: Int) -> Row {
        guard isDense else { return storedRows[slot] }
        var row = Row(constant: storedRows[slot].constant)
        var count = 0
        for word in 0..<Tableau.supportWords { count += support[slot * Tableau.supportWords + word].nonzeroBitCount }
        // One more for the symbol a pivot adds.
        row.cells.reserveCapacity(count + 1)
        Tableau.appendCells(denseRows[slot], support, slot, to: &row.cells)
        return row
    }

    /// Appends the cells of the dense row `values` (in `slot`) to `cells`, in symbol order.
    private static func appendCells(
        _ values: ContiguousArray<Double>, _ support: ContiguousArray<UInt64>, _ slot: Int,
        to cells: inout ContiguousArray<Cell>
    ) {
        for word in 0..<supportWords {
            var bits = support[slot * supportWords + word]
            while bits != 0 {
                let symbol = word << 6 | bits.trailingZeroBitCount
                cells.append(Cell(symbol: symbol, coefficient: values[symbol]))
                bits &= bits &- 1
            }
        }
    }

    /// The constant of the row in `slot`: its basic symbol's value. O(1).
    @inline(__always)
    func constant(ofRowAt slot: Int) -> Double { storedRows[slot].constant }

    /// The coefficient of `symbol` in the row in `slot` (0 when it is not there). O(1) dense,
    /// O(log of the row's length) sparse.
    @inline(__always)
    func coefficient(of symbol: Int, inRowAt slot: Int) -> Double {
        isDense ? denseRows[slot][symbol] : storedRows[slot].coefficient(of: symbol)
    }

    /// Each component's objective as a row, by component number (empty at numbers that are not
    /// roots): for tests and diagnostics. O(components + symbols).
    var objectives: [Row] {
        guard isDense else { return Array(storedObjectives) }
        var result = storedObjectives.map { Row(constant: $0.constant) }
        for symbol in DenseColumn(objectiveSupport, 0) {
            result[component(of: symbol)].cells.append(Cell(symbol: symbol, coefficient: denseObjective[symbol]))
        }
        return result
    }

    /// The objective's coefficient of `symbol` (0 when the objective does not weigh it). O(1)
    /// dense, O(log of the objective's length) sparse.
    @inline(__always)
    func objectiveCoefficient(of symbol: Int) -> Double {
        isDense ? denseObjective[symbol] : storedObjectives[component(of: symbol)].coefficient(of: symbol)
    }

    /// Sets the dense objective's coefficient of `symbol` and its support bit.
    private mutating func setObjective(_ symbol: Int, _ value: Double) {
        denseObjective[symbol] = value
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        if value != 0 {
            objectiveSupport[symbol >> 6] |= bit
        } else {
            objectiveSupport[symbol >> 6] &= ~bit
        }
        if value < -objectiveTolerance && kinds[symbol] != .dummy {
            enteringSupport[symbol >> 6] |= bit
        } else {
            enteringSupport[symbol >> 6] &= ~bit
        }
    }

    /// The slots of the dense rows that hold `symbol`, in slot order.
    @inline(__always)
    private func denseColumn(_ symbol: Int) -> DenseColumn {
        DenseColumn(columnSupport, symbol * Tableau.supportWords)
    }

    /// Puts the cells of the row in `slot` into `gathered` (dense form).
    private mutating func gather(_ slot: Int) {
        gathered.cells.removeAll(keepingCapacity: true)
        gathered.constant = storedRows[slot].constant
        Tableau.appendCells(denseRows[slot], support, slot, to: &gathered.cells)
    }

    /// Writes `row`'s cells into the zeroed dense row in `slot`.
    private mutating func scatter(_ row: Row, into slot: Int) {
        var values = ContiguousArray<Double>()
        var bits = ContiguousArray<UInt64>()
        var columns = ContiguousArray<UInt64>()
        swap(&values, &denseRows[slot])
        swap(&bits, &support)
        swap(&columns, &columnSupport)
        let slotBit: UInt64 = 1 << UInt64(slot & 63)
        for cell in row.cells {
            values[cell.symbol] = cell.coefficient
            bits[slot * Tableau.supportWords + cell.symbol >> 6] |= 1 << UInt64(cell.symbol & 63)
            columns[cell.symbol * Tableau.supportWords + slot >> 6] |= slotBit
        }
        swap(&values, &denseRows[slot])
        swap(&bits, &support)
        swap(&columns, &columnSupport)
    }

    /// Zeroes the dense row in `slot` (its cells only).
    private mutating func clearDense(_ slot: Int) {
        var values = ContiguousArray<Double>()
        swap(&values, &denseRows[slot])
        let slotBit: UInt64 = 1 << UInt64(slot & 63)
        for word in 0..<Tableau.supportWords {
            var bits = support[slot * Tableau.supportWords + word]
            while bits != 0 {
                let symbol = word << 6 | bits.trailingZeroBitCount
                values[symbol] = 0
                columnSupport[symbol * Tableau.supportWords + slot >> 6] &= ~slotBit
                bits &= bits &- 1
            }
            support[slot * Tableau.supportWords + word] = 0
        }
        swap(&values, &denseRows[slot])
    }

    /// Replaces the row in `slot` (the cell count is the caller's).
    private mutating func setRow(_ slot: Int, _ row: Row) {
        guard isDense else {
            storedRows[slot] = row
            return
        }
        storedRows[slot].constant = row.constant
        clearDense(slot)
        scatter(row, into: slot)
    }

    /// Adds a row in a new last slot (the cell count is the caller's). A dense row takes a
    /// zeroed array from `zeroedRows` (a removed row, cleared) or a new one.
    private mutating func appendRow(_ row: Row) {
        guard isDense else {
            storedRows.append(row)
            return
        }
        storedRows.append(Row(constant: row.constant))
        denseRows.append(zeroedRows.popLast() ?? Tableau.zeroRow)
        support.append(contentsOf: repeatElement(0, count: Tableau.supportWords))
        scatter(row, into: storedRows.count - 1)
    }

    /// Removes the last slot's row.
    private mutating func removeLastRow() {
        guard isDense else {
            storedRows.removeLast()
            return
        }
        clearDense(storedRows.count - 1)
        zeroedRows.append(denseRows.removeLast())
        support.removeLast(Tableau.supportWords)
        storedRows.removeLast()
    }

    /// Exchanges the rows of two slots. O(1).
    private mutating func swapRows(_ a: Int, _ b: Int) {
        storedRows.swapAt(a, b)
        guard isDense else { return }
        denseRows.swapAt(a, b)
        let words = Tableau.supportWords
        let bitA: UInt64 = 1 << UInt64(a & 63)
        let bitB: UInt64 = 1 << UInt64(b & 63)
        for word in 0..<words {
            var bits = support[a * words + word] | support[b * words + word]
            while bits != 0 {
                let symbol = word << 6 | bits.trailingZeroBitCount
                let wordA = symbol * words + a >> 6
                let wordB = symbol * words + b >> 6
                if (columnSupport[wordA] & bitA != 0) != (columnSupport[wordB] & bitB != 0) {
                    columnSupport[wordA] ^= bitA
                    columnSupport[wordB] ^= bitB
                }
                bits &= bits &- 1
            }
            support.swapAt(a * words + word, b * words + word)
        }
    }

    /// Turns the tableau sparse, once its symbols outgrow the dense form (tests call it to
    /// compare the forms): the rows' cells and the columns are built from the dense rows (as a
    /// rollback rebuilds them). Nothing changes in the sparse form.
    mutating func makeSparse() {
        guard isDense else { return }
        // A constraint's row being built (its marker made the symbol that outgrew the form).
        building = Row(constant: scratchConstant)
        for symbol in DenseColumn(scratchTouched) where scratchRow[symbol] != 0 {
            building.cells.append(Cell(symbol: symbol, coefficient: scratchRow[symbol]))
        }
        discardRow()
        // The dense form keeps no column lists.
        columns = ContiguousArray(repeating: [], count: kinds.count)
        stamps = ContiguousArray(repeating: 0, count: slotOfRow.count)
        for slot in storedRows.indices {
            storedRows[slot] = row(at: slot)
            for cell in storedRows[slot].cells { columns[cell.symbol].append(rowIDs[slot]) }
        }
        for symbol in DenseColumn(objectiveSupport, 0) {
            storedObjectives[component(of: symbol)].cells.append(Cell(symbol: symbol, coefficient: denseObjective[symbol]))
        }
        denseObjective = []
        objectiveSupport = []
        enteringSupport = []
        denseRows = []
        zeroedRows = []
        support = []
        columnSupport = []
        isDense = false
    }

    /// `row` with every basic symbol replaced by its row: the form a new constraint enters in.
    mutating func addTerm(to row: inout Row, symbol: Int, coefficient: Double) {
        let slot = slotOf[symbol]
        if slot >= 0 {
            clearAdded()
            Tableau.merge(
                &row, removing: -1, factor: coefficient, source: storedRows[slot], spare: &spare, added: &added)
        } else {
            row.add(symbol, coefficient)
        }
    }

    // MARK: Building a constraint's row

    /// Starts a new constraint's row: `expression` with every basic variable replaced by its
    /// row. The row is then completed (``addToRow(_:_:)``, ``negateRow()``), solved
    /// (``solveRow(for:)``) and installed (``installRow(basic:)``), or dropped
    /// (``discardRow()``). In the sparse form it is a `Row`; in the dense form it is summed in a
    /// dense scratch row that becomes the installed row's array as it is, each cell computed as
    /// the sparse form computes it (`x + y × coefficient` for a basic variable's row, a
    /// variable's own coefficient added as ``Row/add(_:_:)`` adds it, dropped below
    /// ``Row/epsilon``), so the result is the same, bit for bit.
    mutating func beginRow(_ expression: Expression) {
        guard isDense else {
            var row = Row(constant: expression.constant)
            for term in expression.terms where term.coefficient != 0 {
                addTerm(to: &row, symbol: term.variable.id, coefficient: term.coefficient)
            }
            building = row
            return
        }
        var values = ContiguousArray<Double>()
        swap(&values, &scratchRow)
        var touched = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var constant = expression.constant
        for term in expression.terms where term.coefficient != 0 {
            let symbol = term.variable.id
            let slot = slotOf[symbol]
            if slot < 0 {
                let value = values[symbol] + term.coefficient
                values[symbol] = abs(value) >= Row.epsilon ? value : 0
                Tableau.mark(symbol, in: &touched)
                continue
            }
            let source = denseRows[slot]
            let words = slot * Tableau.supportWords
            touched.0 |= support[words]
            touched.1 |= support[words + 1]
            touched.2 |= support[words + 2]
            touched.3 |= support[words + 3]
            for cell in DenseColumn(support, words) {
                let value = values[cell] + source[cell] * term.coefficient
                values[cell] = abs(value) >= Row.epsilon ? value : 0
            }
            constant += term.coefficient * storedRows[slot].constant
        }
        swap(&values, &scratchRow)
        scratchTouched = touched
        scratchConstant = constant
    }

    /// Adds `coefficient × symbol` to the row being built (as ``Row/add(_:_:)``).
    mutating func addToRow(_ symbol: Int, _ coefficient: Double) {
        guard isDense else {
            building.add(symbol, coefficient)
            return
        }
        let value = scratchRow[symbol] + coefficient
        scratchRow[symbol] = abs(value) >= Row.epsilon ? value : 0
        Tableau.mark(symbol, in: &scratchTouched)
    }

    /// The constant of the row being built.
    @inline(__always)
    var rowConstant: Double { isDense ? scratchConstant : building.constant }

    /// The coefficient of `symbol` in the row being built.
    @inline(__always)
    func rowCoefficient(of symbol: Int) -> Double {
        isDense ? scratchRow[symbol] : building.coefficient(of: symbol)
    }

    /// Negates the row being built (as ``Row/reverseSign()``).
    mutating func negateRow() {
        guard isDense else {
            building.reverseSign()
            return
        }
        scratchConstant = -scratchConstant
        for symbol in DenseColumn(scratchTouched) where scratchRow[symbol] != 0 {
            scratchRow[symbol] = -scratchRow[symbol]
        }
    }

    /// The first external symbol of the row being built, in symbol order; -1 when none.
    var rowFirstExternal: Int {
        guard isDense else {
            for cell in building.cells where kinds[cell.symbol] == .external { return cell.symbol }
            return -1
        }
        for symbol in DenseColumn(scratchTouched) where scratchRow[symbol] != 0 && kinds[symbol] == .external {
            return symbol
        }
        return -1
    }

    /// Whether every symbol of the row being built is a dummy (true for an empty row).
    var rowHoldsOnlyDummies: Bool {
        guard isDense else { return building.cells.allSatisfy { kinds[$0.symbol] == .dummy } }
        for symbol in DenseColumn(scratchTouched) where scratchRow[symbol] != 0 && kinds[symbol] != .dummy {
            return false
        }
        return true
    }

    /// Turns the row being built, `0 = constant + Σ cells`, into `symbol = …` (as
    /// ``Row/solve(for:)``).
    mutating func solveRow(for symbol: Int) {
        guard isDense else {
            building.solve(for: symbol)
            return
        }
        let factor = -1 / scratchRow[symbol]
        scratchRow[symbol] = 0
        scratchConstant *= factor
        for other in DenseColumn(scratchTouched) where scratchRow[other] != 0 { scratchRow[other] *= factor }
    }

    /// Installs the row being built, solved for `basic` (a new symbol or one of the row's):
    /// substitutes it into the tableau and adds it (see ``installSolved(_:basic:)``). In the
    /// dense form the scratch row becomes the row's array and a zeroed one replaces it.
    mutating func installRow(basic: Int) {
        guard isDense else {
            var row = Row()
            swap(&row, &building)
            installSolved(row, basic: basic)
            return
        }
        // A new symbol is in no row, and in the objective only when it is a weighted error:
        // most new rows substitute into nothing, and need no list of their cells.
        let column = basic * Tableau.supportWords
        let substitutes =
            columnSupport[column] | columnSupport[column + 1] | columnSupport[column + 2] | columnSupport[column + 3] != 0
            || denseObjective[basic] != 0
        if substitutes {
            gathered.cells.removeAll(keepingCapacity: true)
            gathered.constant = scratchConstant
        }
        var words = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var count = 0
        for symbol in DenseColumn(scratchTouched) {
            let value = scratchRow[symbol]
            if value != 0 {
                if substitutes { gathered.cells.append(Cell(symbol: symbol, coefficient: value)) }
                Tableau.mark(symbol, in: &words)
                count &+= 1
            } else {
                // A -0.0 left by a negation reads as zero everywhere; the array holds +0 outside
                // the row's cells.
                scratchRow[symbol] = 0
            }
        }
        scratchTouched = (0, 0, 0, 0)
        if substitutes { substitute(basic, with: gathered) }
        let id = newRowID()
        let slot = storedRows.count
        noteAppended(basic: basic, id: id, cellCount: count)
        storedRows.append(Row(constant: scratchConstant))
        var values = zeroedRows.popLast() ?? Tableau.zeroRow
        swap(&values, &scratchRow)
        denseRows.append(values)
        support.append(words.0)
        support.append(words.1)
        support.append(words.2)
        support.append(words.3)
        let slotBit: UInt64 = 1 << UInt64(slot & 63)
        for symbol in DenseColumn(words) { columnSupport[symbol * Tableau.supportWords + slot >> 6] |= slotBit }
    }

    /// Installs the row being built, solved for `basic`, a required constraint's new marker
    /// that is infeasible, then restores feasibility with the dual simplex: the objective does
    /// not hold the marker, so the optimum of the previous system stays dual feasible. Returns
    /// false when no feasible solution exists; the tableau has then pivoted (the caller rolls
    /// its journal back).
    mutating func installInfeasibleRow(basic: Int) throws(SolverError) -> Bool {
        installRow(basic: basic)
        infeasible.append(basic)
        return try dualOptimize()
    }

    /// Drops the row being built.
    mutating func discardRow() {
        guard isDense else {
            building = Row()
            return
        }
        for symbol in DenseColumn(scratchTouched) { scratchRow[symbol] = 0 }
        scratchTouched = (0, 0, 0, 0)
        scratchConstant = 0
    }

    private static func mark(_ symbol: Int, in words: inout (UInt64, UInt64, UInt64, UInt64)) {
        let bit: UInt64 = 1 << UInt64(symbol & 63)
        switch symbol >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// Adds a new row (a new row number, in the column of each of its symbols).
    private mutating func insertRow(_ row: Row, basic: Int) {
        let id = newRowID()
        place(row, basic: basic, id: id)
        if !isDense { for cell in row.cells { appendColumn(cell.symbol, id) } }
    }

    /// Puts `row`, numbered `id`, last in `rows` (the columns are the caller's).
    private mutating func place(_ row: Row, basic: Int, id: Int) {
        noteAppended(basic: basic, id: id, cellCount: row.cells.count)
        appendRow(row)
    }

    /// A row number for a new row: a free one, or the next.
    private mutating func newRowID() -> Int {
        if let free = freeRowIDs.popLast() { return free }
        slotOfRow.append(-1)
        if !isDense { stamps.append(0) }
        journaledIn.append(0)
        return slotOfRow.count - 1
    }

    /// Records the row about to be added last in `storedRows` for `basic` under number `id`
    /// (its cells are the caller's to store).
    private mutating func noteAppended(basic: Int, id: Int, cellCount count: Int) {
        if journaling {
            log(.insertedRow, basic)
            // Rolling back removes the row: the changes made to it later need no image.
            journaledIn[id] = journalNumber
        }
        slotOf[basic] = storedRows.count
        slotOfRow[id] = storedRows.count
        basics.append(basic)
        rowIDs.append(id)
        cellCount += count
    }

    /// Takes the row of `basic` out of `rows` (the last row moves into its slot) and returns
    /// it with its number, which stays taken.
    private mutating func takeRow(_ basic: Int) -> (row: Row, id: Int) {
        let slot = slotOf[basic]
        let row = self.row(at: slot)
        if journaling { log(.removedRow, basic, slot: slot, row: row) }
        slotOf[basic] = -1
        let id = rowIDs[slot]
        slotOfRow[id] = -1
        let last = storedRows.count - 1
        if slot != last {
            swapRows(slot, last)
            basics.swapAt(slot, last)
            rowIDs.swapAt(slot, last)
            slotOf[basics[slot]] = slot
            slotOfRow[rowIDs[slot]] = slot
        }
        basics.removeLast()
        rowIDs.removeLast()
        removeLastRow()
        cellCount -= row.cells.count
        return (row, id)
    }

    /// Removes the row of `basic` for good (its number is reused; the columns' entries for it
    /// go stale, and every reader checks the row).
    private mutating func removeRow(_ basic: Int) -> Row {
        let (row, id) = takeRow(basic)
        freeRowIDs.append(id)
        return row
    }

    private mutating func appendColumn(_ symbol: Int, _ id: Int) {
        // A column grows one entry at a time: room for 16 rows at its first entry saves the
        // reallocations that showed in the cost of small systems (8 left the cell system 2 %
        // more; 32 saved 1 % more for twice the memory). One access to the column for both
        // (each access of an element of `columns` checks that the outer array is unique).
        let count = Tableau.append(id, to: &columns[symbol])
        if count > 64 && count > 4 * storedRows.count { compactColumn(symbol) }
    }

    private static func append(_ id: Int, to list: inout ContiguousArray<Int>) -> Int {
        if list.capacity == 0 { list.reserveCapacity(16) }
        list.append(id)
        return list.count
    }

    /// Makes room in `added`: merges append to it and their callers read what was appended
    /// from the count before; it is emptied only once it is long, since emptying an array
    /// costs more than the few cells most merges append.
    private mutating func clearAdded() {
        if added.count > 1024 { added.removeAll(keepingCapacity: true) }
    }

    private mutating func nextGeneration() {
        generation &+= 1
        if generation == 0 {
            for index in stamps.indices { stamps[index] = 0 }
            generation = 1
        }
    }

    /// Drops the stale and duplicate entries of a column.
    private mutating func compactColumn(_ symbol: Int) {
        nextGeneration()
        var list = ContiguousArray<Int>()
        swap(&list, &columns[symbol])
        var kept = 0
        for index in list.indices {
            let id = list[index]
            // A row seen once is not looked up again, whether it holds the symbol or not: a
            // column that outgrew the tableau is mostly the same few rows, appended again each
            // time they regained the symbol.
            if stamps[id] == generation { continue }
            stamps[id] = generation
            let slot = slotOfRow[id]
            if slot >= 0 && storedRows[slot].find(symbol).found {
                list[kept] = id
                kept += 1
            }
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns[symbol])
    }

    /// `row = row without removing + factor × source`, reusing `spare`'s storage (and giving
    /// it the row's old storage).
    private static func merge(
        _ row: inout Row, removing: Int, factor: Double, source: Row, spare: inout ContiguousArray<Cell>,
        added: inout ContiguousArray<Int>
    ) {
        var out = ContiguousArray<Cell>()
        swap(&out, &spare)
        Row.merge(row.cells, removing: removing, source.cells, factor, into: &out, added: &added)
        row.constant += factor * source.constant
        swap(&out, &row.cells)
        out.removeLast(out.count)
        swap(&out, &spare)
    }

    @inline(__always)
    private func needsDualPivot(_ basic: Int, _ constant: Double) -> Bool {
        switch kinds[basic] {
        case .external: false
        case .slack, .error: constant < -Tableau.feasibilityTolerance
        case .dummy: abs(constant) > Tableau.feasibilityTolerance
        }
    }

    /// Replaces `symbol` by `source` (the row it is now basic in) in every row and objective.
    private mutating func substitute(_ symbol: Int, with source: Row) {
        if isDense {
            substituteDense(symbol, with: source)
        } else {
            substituteSparse(symbol, with: source)
        }
        let component = component(of: symbol)
        if isDense {
            let objectiveFactor = denseObjective[symbol]
            guard objectiveFactor != 0 else { return }
            if journaling {
                let start = journalCells.count
                journalCells.append(Cell(symbol: symbol, coefficient: objectiveFactor))
                for cell in source.cells {
                    journalCells.append(Cell(symbol: cell.symbol, coefficient: denseObjective[cell.symbol]))
                }
                journal.append(
                    JournalEntry(
                        op: .replacedObjectiveEntries, symbol: component, slot: -1,
                        constant: storedObjectives[component].constant, count: journalCells.count - start))
            }
            // As the sparse form's merge: `x + c × factor`, dropped below the epsilon.
            setObjective(symbol, 0)
            for cell in source.cells {
                let value = denseObjective[cell.symbol] + cell.coefficient * objectiveFactor
                setObjective(cell.symbol, abs(value) >= Row.epsilon ? value : 0)
            }
            storedObjectives[component].constant += objectiveFactor * source.constant
            return
        }
        let objectiveFactor = storedObjectives[component].coefficient(of: symbol)
        if objectiveFactor != 0 {
            clearAdded()
            if journaling { log(.replacedObjective, component, row: storedObjectives[component]) }
            Tableau.merge(
                &storedObjectives[component], removing: symbol, factor: objectiveFactor, source: source, spare: &spare,
                added: &added)
        }
    }

    /// The rows' part of ``substitute(_:with:)`` in the dense form: every row is looked at (a
    /// load each), and a row that holds the symbol changes only at the source's symbols. The
    /// values are the sparse form's, bit for bit: `x + c × factor` where the row held the symbol,
    /// `0 + c × factor` (the same number) where it did not, dropped below ``Row/epsilon``.
    private mutating func substituteDense(_ symbol: Int, with source: Row) {
        // The support and each changed row are moved into locals while they are written: a
        // write to a local array checks its uniqueness once, a write through the stored
        // property at every cell.
        var bits = ContiguousArray<UInt64>()
        var columns = ContiguousArray<UInt64>()
        swap(&bits, &support)
        swap(&columns, &columnSupport)
        let words = Tableau.supportWords
        let symbolBit: UInt64 = 1 << UInt64(symbol & 63)
        var values = ContiguousArray<Double>()
        for slot in DenseColumn(columns, symbol * words) {
            swap(&values, &denseRows[slot])
            let factor = values[symbol]
            let slotBit: UInt64 = 1 << UInt64(slot & 63)
            let basic = basics[slot]
            if journaling && journaledIn[rowIDs[slot]] != journalNumber {
                journaledIn[rowIDs[slot]] = journalNumber
                let start = journalCells.count
                Tableau.appendCells(values, bits, slot, to: &journalCells)
                journal.append(
                    JournalEntry(
                        op: .replacedRow, symbol: basic, slot: -1, constant: storedRows[slot].constant,
                        count: journalCells.count - start))
            }
            let wordBase = slot * words
            values[symbol] = 0
            bits[wordBase + symbol >> 6] &= ~symbolBit
            columns[symbol * words + slot >> 6] &= ~slotBit
            var change = -1
            // Wrapping arithmetic: symbols and slots are below 256, so no index can overflow
            // (the arrays' bounds checks stay).
            let slotWord = slot &>> 6
            for cell in source.cells {
                let old = values[cell.symbol]
                let value = old + cell.coefficient * factor
                let word = wordBase &+ cell.symbol &>> 6
                let column = cell.symbol &* words &+ slotWord
                let bit: UInt64 = 1 &<< UInt64(cell.symbol & 63)
                if abs(value) >= Row.epsilon {
                    if old == 0 {
                        change &+= 1
                        bits[word] |= bit
                        columns[column] |= slotBit
                    }
                    values[cell.symbol] = value
                } else if old != 0 {
                    change &-= 1
                    values[cell.symbol] = 0
                    bits[word] &= ~bit
                    columns[column] &= ~slotBit
                }
            }
            swap(&values, &denseRows[slot])
            cellCount += change
            storedRows[slot].constant += factor * source.constant
            if needsDualPivot(basic, storedRows[slot].constant) { infeasible.append(basic) }
        }
        swap(&bits, &support)
        swap(&columns, &columnSupport)
    }

    /// The rows' part of ``substitute(_:with:)`` in the sparse form: the rows of the symbol's
    /// column, each merged with the source.
    private mutating func substituteSparse(_ symbol: Int, with source: Row) {
        var list = ContiguousArray<Int>()
        swap(&list, &columns[symbol])
        for id in list {
            let slot = slotOfRow[id]
            if slot < 0 { continue }
            let position = storedRows[slot].find(symbol)
            if !position.found { continue }
            let basic = basics[slot]
            let factor = storedRows[slot].cells[position.index].coefficient
            clearAdded()
            let first = added.count
            if journaling && journaledIn[id] != journalNumber {
                journaledIn[id] = journalNumber
                log(.replacedRow, basic, row: storedRows[slot])
            }
            let before = storedRows[slot].cells.count
            Tableau.merge(
                &storedRows[slot], removing: symbol, factor: factor, source: source, spare: &spare, added: &added)
            cellCount += storedRows[slot].cells.count - before
            for index in first..<added.count { appendColumn(added[index], id) }
            if needsDualPivot(basic, storedRows[slot].constant) { infeasible.append(basic) }
        }
        list.removeAll(keepingCapacity: true)
        swap(&list, &columns[symbol])
    }

    /// Makes `entering` basic in the row of `leaving`. `gatheredRow`: `gathered` holds that row
    /// (dense form), which the pivot then reuses.
    private mutating func pivot(leaving: Int, entering: Int, gatheredRow: Bool = false) {
        pivotCount &+= 1
        if isDense {
            pivotDense(leaving: leaving, entering: entering, gatheredRow: gatheredRow)
            return
        }
        // The row is solved where it is, under its number (the substitution skips it, the
        // entering symbol being out of it); of its symbols only the leaving one is new in it.
        let slot = slotOf[leaving]
        let id = rowIDs[slot]
        if journaling {
            log(.pivotedRow, leaving, slot: slot, row: storedRows[slot])
            // Rolling back puts this image back: the changes later substitutions make to the
            // solved row need no image of their own.
            journaledIn[id] = journalNumber
        }
        storedRows[slot].solve(lhs: leaving, rhs: entering)
        basics[slot] = entering
        slotOf[leaving] = -1
        slotOf[entering] = slot
        appendColumn(leaving, id)
        substitute(entering, with: storedRows[slot])
    }

    /// ``pivot(leaving:entering:gatheredRow:)`` in the dense form: the row is solved in place,
    /// as in the sparse form, with the same journal entries and the same arithmetic.
    private mutating func pivotDense(leaving: Int, entering: Int, gatheredRow: Bool) {
        let slot = slotOf[leaving]
        if journaling {
            let start = journalCells.count
            if gatheredRow {
                journalCells.append(contentsOf: gathered.cells)
            } else {
                Tableau.appendCells(denseRows[slot], support, slot, to: &journalCells)
            }
            journal.append(
                JournalEntry(
                    op: .pivotedRow, symbol: leaving, slot: slot, constant: storedRows[slot].constant,
                    count: journalCells.count - start))
            // Rolling back puts this image back: the changes later substitutions make to the
            // solved row need no image of their own.
            journaledIn[rowIDs[slot]] = journalNumber
        }
        // `leaving = constant + Σ cells` becomes `entering = (constant + Σ cells − leaving) × f`
        // with f = −1 / (coefficient of entering), as ``Row/solve(lhs:rhs:)`` computes it.
        var values = ContiguousArray<Double>()
        swap(&values, &denseRows[slot])
        let factor = -1 / values[entering]
        values[entering] = 0
        values[leaving] = -1
        var bits = ContiguousArray<UInt64>()
        var columns = ContiguousArray<UInt64>()
        swap(&bits, &support)
        swap(&columns, &columnSupport)
        let words = Tableau.supportWords
        let slotBit: UInt64 = 1 << UInt64(slot & 63)
        bits[slot * words + entering >> 6] &= ~(1 << UInt64(entering & 63))
        columns[entering * words + slot >> 6] &= ~slotBit
        bits[slot * words + leaving >> 6] |= 1 << UInt64(leaving & 63)
        columns[leaving * words + slot >> 6] |= slotBit
        storedRows[slot].constant *= factor
        for symbol in DenseColumn(bits, slot * words) { values[symbol] *= factor }
        swap(&values, &denseRows[slot])
        swap(&bits, &support)
        swap(&columns, &columnSupport)
        basics[slot] = entering
        slotOf[leaving] = -1
        slotOf[entering] = slot
        if gatheredRow {
            // The row's cells solved as the dense row was: scaled, the entering symbol out and the
            // leaving one in (a substitution reads its source's cells in any order).
            var cells = ContiguousArray<Cell>()
            swap(&cells, &gathered.cells)
            var kept = 0
            for index in cells.indices where cells[index].symbol != entering {
                cells[kept] = Cell(symbol: cells[index].symbol, coefficient: cells[index].coefficient * factor)
                kept += 1
            }
            // One cell goes (the entering symbol's): removing one is the cheap call.
            while cells.count > kept { cells.removeLast() }
            cells.append(Cell(symbol: leaving, coefficient: -1 * factor))
            swap(&cells, &gathered.cells)
            gathered.constant = storedRows[slot].constant
        } else {
            gather(slot)
        }
        substitute(entering, with: gathered)
    }

    @inline(__always)
    private var iterationLimit: Int { 1000 + 20 * (storedRows.count + kinds.count) }

    // MARK: Adding and removing constraints

    /// Installs a solved row (`basic = …`) whose basic symbol is new: substitutes it into the
    /// tableau (only the objective can hold a new error symbol) and adds the row. The row's
    /// symbols must be in the basic symbol's component (see ``join(_:_:)``).
    mutating func installSolved(_ row: Row, basic: Int) {
        substitute(basic, with: row)
        insertRow(row, basic: basic)
    }

    /// Whether a row of `basic` with this constant is infeasible.
    @inline(__always)
    func isInfeasible(_ basic: Int, constant: Double) -> Bool { needsDualPivot(basic, constant) }

    /// Takes a soft constraint's error symbol out of the objective.
    mutating func removeErrorFromObjective(_ symbol: Int, strength: Double) {
        let slot = slotOf[symbol]
        let component = component(of: symbol)
        if slot < 0 {
            addToObjective(symbol, -strength)
        } else if isDense {
            gather(slot)
            for cell in gathered.cells {
                let value = denseObjective[cell.symbol] + cell.coefficient * -strength
                setObjective(cell.symbol, abs(value) >= Row.epsilon ? value : 0)
            }
            storedObjectives[component].constant += -strength * gathered.constant
        } else {
            clearAdded()
            Tableau.merge(
                &storedObjectives[component], removing: -1, factor: -strength, source: storedRows[slot],
                spare: &spare, added: &added)
        }
    }

    /// Removes the row of a constraint's marker: drops it if the marker is basic, otherwise
    /// pivots the marker in first.
    mutating func removeMarker(_ marker: Int) {
        if isBasic(marker) {
            _ = removeRow(marker)
            return
        }
        let leaving = markerLeavingRow(marker)
        guard leaving >= 0 else { return }
        var row = removeRow(leaving)
        row.solve(lhs: leaving, rhs: marker)
        substitute(marker, with: row)
    }

    /// The row to pivot a marker into: the restricted row that keeps feasibility (smallest
    /// ratio over negative coefficients), else the restricted row of smallest ratio, else an
    /// unrestricted row. Ties go to the lowest basic symbol, so the choice does not depend on
    /// column order.
    private func markerLeavingRow(_ marker: Int) -> Int {
        var first = -1
        var firstRatio = Double.infinity
        var second = -1
        var secondRatio = Double.infinity
        var third = -1
        func consider(_ slot: Int) {
            let basic = basics[slot]
            let coefficient = coefficient(of: marker, inRowAt: slot)
            if coefficient == 0 { return }
            if kinds[basic] == .external {
                third = max(third, basic)
            } else if coefficient < 0 {
                let ratio = -storedRows[slot].constant / coefficient
                if first < 0 || ratio < firstRatio || (ratio == firstRatio && basic < first) {
                    first = basic
                    firstRatio = ratio
                }
            } else {
                let ratio = storedRows[slot].constant / coefficient
                if second < 0 || ratio < secondRatio || (ratio == secondRatio && basic < second) {
                    second = basic
                    secondRatio = ratio
                }
            }
        }
        if isDense {
            for slot in denseColumn(marker) { consider(slot) }
        } else {
            for id in columns[marker] where slotOfRow[id] >= 0 { consider(slotOfRow[id]) }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    // MARK: Changing constants

    /// Moves a constraint's constant by `delta` through its marker (coefficient `markerCoefficient`
    /// in the constraint's row) or its other error symbol, then restores feasibility with the
    /// dual simplex. Returns false when no feasible solution exists (required constraints only).
    mutating func shiftConstant(
        marker: Int, markerCoefficient: Double, other: Int, otherCoefficient: Double, by delta: Double
    ) throws(SolverError) -> Bool {
        if isBasic(marker) {
            let slot = slotOf[marker]
            if journaling { logConstant(of: marker, storedRows[slot].constant) }
            storedRows[slot].constant -= delta / markerCoefficient
            if needsDualPivot(marker, storedRows[slot].constant) { infeasible.append(marker) }
        } else if other >= 0 && isBasic(other) {
            let slot = slotOf[other]
            if journaling { logConstant(of: other, storedRows[slot].constant) }
            storedRows[slot].constant -= delta / otherCoefficient
            if needsDualPivot(other, storedRows[slot].constant) { infeasible.append(other) }
        } else if isDense {
            let scale = delta / markerCoefficient
            for slot in denseColumn(marker) {
                let coefficient = denseRows[slot][marker]
                if coefficient == 0 { continue }
                let basic = basics[slot]
                if journaling { logConstant(of: basic, storedRows[slot].constant) }
                storedRows[slot].constant += coefficient * scale
                if needsDualPivot(basic, storedRows[slot].constant) { infeasible.append(basic) }
            }
        } else {
            // Each row moves in proportion to its coefficient of the marker; the column is
            // compacted on the way, since a drag walks it at every step.
            nextGeneration()
            var list = ContiguousArray<Int>()
            swap(&list, &columns[marker])
            var kept = 0
            let scale = delta / markerCoefficient
            for index in list.indices {
                let id = list[index]
                if stamps[id] == generation { continue }
                stamps[id] = generation
                let slot = slotOfRow[id]
                if slot < 0 { continue }
                let position = storedRows[slot].find(marker)
                if !position.found { continue }
                list[kept] = id
                kept += 1
                let basic = basics[slot]
                if journaling { logConstant(of: basic, storedRows[slot].constant) }
                storedRows[slot].constant += storedRows[slot].cells[position.index].coefficient * scale
                if needsDualPivot(basic, storedRows[slot].constant) { infeasible.append(basic) }
            }
            list.removeLast(list.count - kept)
            swap(&list, &columns[marker])
        }
        return try dualOptimize()
    }

    // MARK: Simplex

    /// Primal simplex on the objective of `component` (the only one a change made
    /// non-optimal): Bland's rule, the first symbol with a negative coefficient enters, ties in
    /// the ratio test go to the lowest symbol.
    mutating func optimize(_ component: Int) throws(SolverError) {
        var iterations = 0
        let limit = iterationLimit
        while true {
            let entering = enteringSymbol(component)
            if entering < 0 { break }
            var leaving = -1
            var best = Double.infinity
            func consider(_ slot: Int) {
                let basic = basics[slot]
                let kind = kinds[basic]
                if kind == .external { return }
                let coefficient = coefficient(of: entering, inRowAt: slot)
                let ratio: Double
                if kind == .dummy {
                    // A dummy is pinned at zero: any move of it blocks at once.
                    if coefficient == 0 { return }
                    ratio = 0
                } else {
                    if coefficient >= 0 { return }
                    ratio = -storedRows[slot].constant / coefficient
                }
                if leaving < 0 || ratio < best || (ratio == best && basic < leaving) {
                    leaving = basic
                    best = ratio
                }
            }
            if isDense {
                for slot in denseColumn(entering) { consider(slot) }
            } else {
                for id in columns[entering] where slotOfRow[id] >= 0 { consider(slotOfRow[id]) }
            }
            if leaving < 0 { throw .unboundedObjective }
            iterations += 1
            if iterations > limit { throw .iterationLimitExceeded(iterations - 1) }
            pivot(leaving: leaving, entering: entering)
        }
        if !infeasible.isEmpty {
            // Rows pushed by the substitutions are feasible up to rounding; drop those.
            _ = try dualOptimize()
        }
    }

    @inline(__always)
    private func enteringSymbol(_ component: Int) -> Int {
        let root = root(of: component)
        if isDense {
            for symbol in DenseColumn(enteringSupport, 0) where self.component(of: symbol) == root { return symbol }
            return -1
        }
        for cell in storedObjectives[root].cells
        where cell.coefficient < -objectiveTolerance && kinds[cell.symbol] != .dummy {
            return cell.symbol
        }
        return -1
    }

    /// Dual simplex: pivots infeasible rows back to feasibility while keeping the objective
    /// optimal. Returns false when a row cannot be made feasible.
    mutating func dualOptimize() throws(SolverError) -> Bool {
        var iterations = 0
        let limit = iterationLimit
        while !infeasible.isEmpty {
            // The lowest infeasible basic symbol leaves (the dual form of Bland's rule): the
            // choice does not depend on the order rows were found in.
            var position = 0
            for index in infeasible.indices where infeasible[index] < infeasible[position] { position = index }
            let leaving = infeasible[position]
            infeasible.swapAt(position, infeasible.count - 1)
            infeasible.removeLast()
            let slot = slotOf[leaving]
            if slot < 0 { continue }
            let constant = storedRows[slot].constant
            if !needsDualPivot(leaving, constant) { continue }
            // A negative row needs a symbol with a positive coefficient to enter; a dummy row
            // above zero (a required equality pushed off) one with a negative coefficient.
            let sign: Double = constant < 0 ? 1 : -1
            let component = component(of: leaving)
            var entering = -1
            var best = Double.infinity
            if isDense { gather(slot) }
            for cell in isDense ? gathered.cells : storedRows[slot].cells {
                let coefficient = cell.coefficient * sign
                guard coefficient > 0 else { continue }
                let kind = kinds[cell.symbol]
                guard kind == .slack || kind == .error else { continue }
                let ratio =
                    (isDense
                        ? denseObjective[cell.symbol] : storedObjectives[component].coefficient(of: cell.symbol))
                    / coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            iterations += 1
            if iterations > limit { throw .iterationLimitExceeded(iterations - 1) }
            pivot(leaving: leaving, entering: entering, gatheredRow: isDense)
        }
        return true
    }
}
