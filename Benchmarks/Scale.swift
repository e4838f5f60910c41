import Foundation
import ScrollHarness
import TableLiaison

// Issue "cost that does not grow with the table": scrolling, reloads, updates and memory at
// 10^3, 10^5 and 10^6 rows.

@MainActor
final class BenchTextCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude)).height + 22)
    }
}

@MainActor
final class BenchFixedCell: TableViewCell {}

/// Rows alternate: a fixed 44-point row and a self-sizing text row, each with two commands.
@MainActor
func benchLiaison(rows count: Int) -> Liaison {
    var rows: [AnyRow] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
        if index % 2 == 0 {
            let row = Row<BenchFixedCell, Int>(model: index)
            row.set(height: .height, 44)
            row.set(command: .configuration) { cell, model, _ in cell.textLabel.text = String(model) }
            row.set(command: .didSelect) { _, _, _ in }
            rows.append(row)
        } else {
            let row = Row<BenchTextCell, Int>(model: index)
            row.set(command: .configuration) { cell, model, _ in cell.label.text = "Row \(model): " + (model % 3 == 0 ? "a longer text that wraps onto two lines here" : "short") }
            row.set(command: .didSelect) { _, _, _ in }
            rows.append(row)
        }
    }
    return Liaison(sections: [Section(rows: rows)])
}

/// A plain data source of `rows` rows and a uniform estimate: nothing asked per row.
@MainActor
final class UniformSource: TableViewDataSource, TableViewDelegate {
    let rows: Int
    var perRowEstimates = false
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        try tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        perRowEstimates ? CGFloat(40 + indexPath.row % 8) : TableView.unspecifiedDimension
    }
}

/// Resident memory of the process, in bytes (Linux `/proc/self/statm`; 0 elsewhere).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func runScaleBenchmarks(quick: Bool) -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    var results: [Stats] = []
    var ratios: [(String, Double, String)] = []
    var notes: [String] = []
    let sizes = [1_000, 100_000, 1_000_000]
    var frameMedians: [Int: Double] = [:]
    var reloads: [Int: Double] = [:]
    var inserts: [Int: Double] = [:]
    var deletes: [Int: Double] = [:]
    var moves: [Int: Double] = [:]

    for size in sizes {
        let liaison = benchLiaison(rows: size)
        let table = TableView(frame: .zero)
        let harness = ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 375, height: 20 * 44))
        // 1. One frame of a fling, in the middle of the table.
        do {
            try harness.scroll(toRow: IndexPath(row: size / 2, section: 0), at: .top)
            let start = harness.frames.count
            for round in 0..<(quick ? 2 : 6) { try harness.fling(velocity: round % 2 == 0 ? 4_000 : -4_000) }
            let times = harness.frames[start...].map { $0.totalTime * 1e9 }
            let stats = Stats(name: "fling frame, \(size) rows", samples: times)
            results.append(stats)
            frameMedians[size] = stats.median
        } catch {
            notes.append("fling at \(size) failed: \(error)")
        }
        // 4. Single-row updates at the top of one section, through the liaison.
        let insert = measure("insert at top, \(size) rows", runs: quick ? 5 : 15) {
            try? liaison.insert(row: Row<BenchFixedCell, Int>(model: -1), at: IndexPath(row: 0, section: 0))
        }
        let delete = measure("delete at top, \(size) rows", runs: quick ? 5 : 15) {
            _ = try? liaison.deleteRow(at: IndexPath(row: 0, section: 0))
        }
        let move = measure("move top to bottom, \(size) rows", runs: quick ? 5 : 15) {
            let count = liaison.sections[0].rows.count
            try? liaison.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: count - 1, section: 0))
        }
        results += [insert, delete, move]
        inserts[size] = insert.median
        deletes[size] = delete.median
        moves[size] = move.median
        // 3. Reload with a per-row estimate (the liaison answers every row).
        let reload = measure("liaison reload + first layout, \(size) rows", runs: quick ? 3 : 7) {
            table.reloadData()
            table.layoutIfNeeded()
        }
        results.append(reload)
        notes.append(String(format: "liaison reload with per-row estimates at %d rows: %.1f ns per row", size, reload.median / Double(size)))
        // 2. A full fling from top to bottom: counts.
        if size == 1_000_000 || !quick {
            do {
                try harness.scrollToTop()
                let created = table.statistics.cellsCreated
                let measured = table.statistics.sizeThatFitsCalls
                let displayedBefore = harness.events(.willDisplay).count
                let velocity = table.contentSize.height * 1000 / 499 * 1.01
                try harness.fling(velocity: velocity)
                let displayed = harness.events(.willDisplay).count - displayedBefore
                let maxVisible = harness.frames.map(\.visibleRows.count).max() ?? 0
                notes.append("full fling at \(size) rows: reached offset \(Int(table.contentOffset.y)) of \(Int(table.maximumContentOffsetY)); "
                             + "\(table.statistics.cellsCreated) cells created in all (\(table.statistics.cellsCreated - created) during the fling), most visible \(maxVisible); "
                             + "\(table.statistics.sizeThatFitsCalls - measured) rows measured for \(displayed) displayed")
            } catch {
                notes.append("full fling at \(size) failed: \(error)")
            }
        }
        harness.clearEvents()
    }
    // 3. Reload with a uniform estimate on a plain data source.
    for size in [1_000, 1_000_000] {
        let source = UniformSource(rows: size)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 880))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        let stats = measure("uniform-estimate reload + first layout, \(size) rows") {
            table.reloadData()
            table.layoutIfNeeded()
        }
        results.append(stats)
        reloads[size] = stats.median
    }
    if let small = frameMedians[1_000], let large = frameMedians[1_000_000] {
        ratios.append(("fling frame median, 10^6 / 10^3 rows", large / small, "≤ 1.5"))
    }
    if let small = reloads[1_000], let large = reloads[1_000_000] {
        ratios.append(("uniform-estimate reload, 10^6 / 10^3 rows", large / small, "≤ 3.0"))
    }
    for (name, table) in [("insert at top", inserts), ("delete at top", deletes), ("move top to bottom", moves)] {
        if let small = table[1_000], let large = table[1_000_000] {
            ratios.append(("\(name), 10^6 / 10^3 rows", large / small, "≤ 20"))
        }
    }
    return (results, ratios, notes)
}

/// Memory per row, measured first in the process: resident memory only grows when the
/// allocator needs new pages, so memory freed by earlier cases would hide the growth.
@MainActor
func runMemoryBenchmarks() -> [(String, Double, String)] {
    var ratios: [(String, Double, String)] = []
    do {
        let source = UniformSource(rows: 1_000_000)
        source.perRowEstimates = true
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 880))
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let before = residentBytes()
        table.layoutIfNeeded()
        let after = residentBytes()
        ratios.append(("bytes per row of the table's bookkeeping (per-row estimates)", Double(after - before) / 1e6, "≤ 32"))
        withExtendedLifetime(table) {}
    }
    do {
        let before = residentBytes()
        var rows: [AnyRow] = []
        rows.reserveCapacity(1_000_000)
        for index in 0..<1_000_000 {
            let row = Row<BenchFixedCell, Int>(model: index)
            row.set(command: .configuration) { _, _, _ in }
            row.set(command: .didSelect) { _, _, _ in }
            rows.append(row)
        }
        let after = residentBytes()
        ratios.append(("bytes per liaison Row (Int model, two commands)", Double(after - before) / 1e6, "≤ 160"))
        withExtendedLifetime(rows) {}
    }
    return ratios
}
