import Foundation
import ScrollHarness
import TableLiaison
import ViewControllers

// Issue "cost that does not grow with the table": scrolling, reloads, updates and memory at
// 10^3, 10^5 and 10^6 rows.

@MainActor
final class BenchTextCell: TableViewCell {
    let label = Label(numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width,
            height: label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude)).height + 22)
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
            let row = Row<BenchFixedCell, Int>(index)
            row.set(height: .height, 44)
            row.set(command: .configuration) { cell, model, _ in cell.textLabel?.text = String(model) }
            row.set(command: .didSelect) { _, _, _ in }
            rows.append(row)
        } else {
            let row = Row<BenchTextCell, Int>(index)
            row.set(command: .configuration) { cell, model, _ in
                cell.label.text = "Row \(model): " + (model % 3 == 0 ? "a longer text that wraps onto two lines here" : "short")
            }
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
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
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
    var updateRatios: [(String, Double, String)] = []
    var smallLiaison: (liaison: Liaison, harness: ScrollHarness)?

    for size in sizes {
        let liaison = benchLiaison(rows: size)
        let table = TableView(frame: .zero)
        let harness = ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 375, height: 20 * 44))
        // 1. One frame of a fling, in the middle of the table. At 10^6 rows the flings
        // alternate with flings of the 10^3-row table, so both medians come from the same
        // stretch of time.
        do {
            try harness.scroll(toRow: IndexPath(row: size / 2, section: 0), at: .top)
            let small = size == 1_000_000 ? smallLiaison?.harness : nil
            let start = harness.frames.count
            let smallStart = small?.frames.count ?? 0
            for round in 0..<(quick ? 2 : 6) {
                try harness.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
                try small?.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
            }
            let stats = Stats(name: "fling frame, \(size) rows", samples: harness.frames[start...].map { $0.totalTime * 1e9 })
            results.append(stats)
            frameMedians[size] = stats.median
            if let small {
                let smallStats = Stats(
                    name: "fling frame, 1000 rows (beside 10^6)", samples: small.frames[smallStart...].map { $0.totalTime * 1e9 })
                results.append(smallStats)
                frameMedians[1_000] = smallStats.median
            }
        } catch {
            notes.append("fling at \(size) failed: \(error)")
        }
        // 4. Single-row updates at the top of one section, through the liaison. At 10^6 rows
        // each run is paired with one at 10^3 rows, so that the ratio compares runs made under
        // the same load (a single update at 10^3 rows takes tens of microseconds, and a
        // shared machine's drift alone would move a ratio of separate blocks).
        if size == 1_000 { smallLiaison = (liaison, harness) }
        let paired = size == 1_000_000 ? smallLiaison?.liaison : nil
        for (name, update) in singleRowUpdates {
            let (stats, pairedStats) = measurePaired(
                "\(name), \(size) rows", runs: quick ? 5 : 15,
                { update(liaison) }, paired.map { small in { update(small) } })
            results.append(stats)
            if let pairedStats {
                let ratios = zip(stats.samples, pairedStats.samples).map { $0 / $1 }.sorted()
                updateRatios.append(("\(name), 10^6 / 10^3 rows", ratios[ratios.count / 2], "≤ 20"))
            }
        }
        // 3. Reload with a per-row estimate (the liaison answers every row).
        let reload = measure("liaison reload + first layout, \(size) rows", runs: quick ? 3 : 7) {
            table.reloadData()
            table.layoutIfNeeded()
        }
        results.append(reload)
        notes.append(
            String(
                format: "liaison reload with per-row estimates at %d rows: %.1f ns per row", size, reload.median / Double(size)))
        // 2. A full fling from top to bottom: counts.
        if size == 1_000_000 || !quick {
            do {
                try harness.scrollToTop()
                let created = table.statistics.cellsCreated
                let measured = table.statistics.sizeThatFitsCalls
                let displayedBefore = harness.events(.willDisplay).count
                // A fling aimed at the bottom stops short when the rows measured on the way
                // are taller than their estimates (the target is projected at lift-off, as in
                // UIKit); the finger then flings again, as a user would.
                var flings = 0
                while table.contentOffset.y < table.maximumContentOffsetY - 0.5 && flings < 5 {
                    try harness.fling(velocity: (table.maximumContentOffsetY - table.contentOffset.y) * 1000 / 499 * 1.01)
                    flings += 1
                }
                let displayed = harness.events(.willDisplay).count - displayedBefore
                let maxVisible = harness.frames.map(\.visibleRows.count).max() ?? 0
                notes.append(
                    "full fling at \(size) rows: \(flings) fling(s) reached offset \(Int(table.contentOffset.y)) of \(Int(table.maximumContentOffsetY)); "
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
    ratios += updateRatios
    withExtendedLifetime(smallLiaison) {}
    return (results, ratios, notes)
}

/// Case 4's updates: one row inserted at the top, the top row deleted, the top row moved to
/// the bottom.
@MainActor
let singleRowUpdates: [(String, @MainActor (Liaison) -> Void)] = [
    ("insert at top", { liaison in try? liaison.insert(row: Row<BenchFixedCell, Int>(-1), at: IndexPath(row: 0, section: 0)) }),
    ("delete at top", { liaison in _ = try? liaison.deleteRow(at: IndexPath(row: 0, section: 0)) }),
    (
        "move top to bottom",
        { liaison in
            let count = liaison.sections[0].rows.count
            try? liaison.moveRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: count - 1, section: 0))
        }
    ),
]

/// `body` timed `runs` times after two warm-ups; with `paired`, each run of `body` is followed
/// by one of `paired`, timed apart.
@MainActor
func measurePaired(_ name: String, runs: Int, _ body: () -> Void, _ paired: (() -> Void)?) -> (Stats, Stats?) {
    var samples: [Double] = []
    var pairedSamples: [Double] = []
    for run in 0..<(runs + 2) {
        var start = DispatchTime.now().uptimeNanoseconds
        body()
        let time = Double(DispatchTime.now().uptimeNanoseconds - start)
        start = DispatchTime.now().uptimeNanoseconds
        paired?()
        let pairedTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        if run >= 2 {
            samples.append(time)
            pairedSamples.append(pairedTime)
        }
    }
    return (
        Stats(name: name, samples: samples), paired == nil ? nil : Stats(name: name + " (paired 10^3)", samples: pairedSamples)
    )
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
            let row = Row<BenchFixedCell, Int>(index)
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

/// A liaison of `count` sections of two fixed-height rows each, with a header title.
@MainActor
func benchSectionsLiaison(sections count: Int) -> Liaison {
    var sections: [Section] = []
    sections.reserveCapacity(count)
    for index in 0..<count {
        let rows: [AnyRow] = (0..<2).map { row in
            let item = Row<BenchFixedCell, Int>(index * 2 + row)
            item.set(height: .height, 44)
            item.set(command: .configuration) { cell, model, _ in cell.textLabel?.text = String(model) }
            return item
        }
        sections.append(Section(rows: rows))
    }
    return Liaison(sections: sections)
}

/// Section-level updates near the top of a liaised table.
@MainActor
let sectionUpdates: [(String, @MainActor (Liaison) -> Void)] = [
    (
        "insert section at top",
        { liaison in try? liaison.insert(section: Section(rows: [Row<BenchFixedCell, Int>(-1)]), at: 0) }
    ),
    ("delete section at top", { liaison in _ = try? liaison.deleteSection(at: 0) }),
    (
        "move section top to bottom",
        { liaison in try? liaison.moveSection(at: 0, to: liaison.sections.count - 1) }
    ),
]

/// Section-level insert, delete and move at 50,000 sections, each run paired with one at 1,000.
@MainActor
func runSectionScaleBenchmarks(quick: Bool) -> (results: [Stats], ratios: [(String, Double, String)]) {
    var results: [Stats] = []
    var ratios: [(String, Double, String)] = []
    let viewport = CGSize(width: 375, height: 20 * 44)
    let small = benchSectionsLiaison(sections: 1_000)
    let large = benchSectionsLiaison(sections: 50_000)
    let smallHarness = ScrollHarness(tableView: TableView(frame: .zero), liaison: small, viewport: viewport)
    let largeHarness = ScrollHarness(tableView: TableView(frame: .zero), liaison: large, viewport: viewport)
    for (name, update) in sectionUpdates {
        let (stats, pairedStats) = measurePaired(
            "\(name), 50000 sections", runs: quick ? 5 : 15, { update(large) }, { update(small) })
        results.append(stats)
        if let pairedStats {
            results.append(pairedStats)
            let paired = zip(stats.samples, pairedStats.samples).map { $0 / $1 }.sorted()
            ratios.append(("\(name), 50000 / 1000 sections", paired[paired.count / 2], "≤ 20"))
        }
    }
    withExtendedLifetime((smallHarness, largeHarness)) {}
    return (results, ratios)
}

// MARK: A fling frame with a navigation controller around the table (issue 30)

/// A table controller whose table a liaison answers for, as a screen built with the
/// liaison is written.
@MainActor
final class LiaisedTableController: TableViewController {
    let liaison: Liaison

    init(liaison: Liaison) {
        self.liaison = liaison
        super.init(style: .plain)
        title = "Rows"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        liaison.liaise(tableView: tableView)
    }
}

/// The harnesses the fling-frame cases drive, each scrolled to the middle of its rows: bare
/// tables of 10^3 and 10^6 rows, and (when asked for) a table of 10^6 rows hosted in a
/// `TableViewController` inside a `NavigationController`, driven through
/// `ScrollHarness(rootViewController:)` in a window of the bare viewport's size.
@MainActor
struct FlingHarnesses {
    static let viewport = CGSize(width: 375, height: 20 * 44)
    let small: ScrollHarness
    let large: ScrollHarness
    let hosted: ScrollHarness?
    /// The navigation controller around the hosted table (kept alive with it).
    let navigation: NavigationController?

    init(hosted withHosted: Bool) throws {
        small = ScrollHarness(tableView: TableView(frame: .zero), liaison: benchLiaison(rows: 1_000), viewport: Self.viewport)
        large = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: benchLiaison(rows: 1_000_000), viewport: Self.viewport)
        if withHosted {
            let navigation = NavigationController(
                rootViewController: LiaisedTableController(liaison: benchLiaison(rows: 1_000_000)))
            let hosted = ScrollHarness(rootViewController: navigation, size: Self.viewport)
            self.navigation = navigation
            self.hosted = hosted
        } else {
            navigation = nil
            hosted = nil
        }
        for harness in [small, large] + (hosted.map { [$0] } ?? []) {
            let rows = harness.tableView.numberOfRows(inSection: 0)
            try harness.scroll(toRow: IndexPath(row: rows / 2, section: 0), at: .top)
            // A first pair of flings makes the cells a fling reuses.
            try harness.fling(velocity: 4_000)
            try harness.fling(velocity: -4_000)
        }
    }

    /// The flings each counted or timed side makes: one down, one back up.
    static func flings(_ harness: ScrollHarness) {
        do {
            try harness.fling(velocity: 4_000)
            try harness.fling(velocity: -4_000)
        } catch {
            FileHandle.standardError.write(Data("fling failed: \(error)\n".utf8))
        }
    }
}

/// `--only scale --count case|baseline`: two flings (down and back) at 10^6 rows, or the same
/// at 10^3 rows; `--only hosted --count case|baseline`: the same two flings at 10^6 rows with
/// the table in a `TableViewController` in a `NavigationController`, or on the bare table.
/// Both sides of a group build the same harnesses, so that their totals differ by the
/// counted flings alone even without `--toggle-collect`. Returns whether it counted.
@MainActor
func countFlingFrames(group: String) -> Bool {
    guard countTarget != nil else { return false }
    do {
        let harnesses = try FlingHarnesses(hosted: group == "hosted")
        if let hosted = harnesses.hosted {
            _ = counted(
                "hosted / bare fling frames, 10^6 rows", case: { FlingHarnesses.flings(hosted) },
                baseline: { FlingHarnesses.flings(harnesses.large) })
        } else {
            _ = counted(
                "fling frames, 10^6 / 10^3 rows", case: { FlingHarnesses.flings(harnesses.large) },
                baseline: { FlingHarnesses.flings(harnesses.small) })
        }
        withExtendedLifetime(harnesses) {}
    } catch {
        FileHandle.standardError.write(Data("the fling harnesses could not be built: \(error)\n".utf8))
    }
    return true
}

/// The hosted fling frame, timed: rounds of one fling on the bare 10^6-row table, one on the
/// hosted one and one on the bare 10^3-row table, in turn, so that all three see the same
/// stretch of the shared machine. Each round gives the ratio of the hosted flings' median
/// frame to the bare one's; the figure is the median of those ratios.
@MainActor
func runHostedScaleBenchmarks(quick: Bool) -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    let harnesses: FlingHarnesses
    do {
        harnesses = try FlingHarnesses(hosted: true)
    } catch {
        return ([], [], ["hosted fling: the harnesses could not be built: \(error)"])
    }
    guard let hosted = harnesses.hosted else { return ([], [], ["hosted fling: no hosted harness"]) }
    func frameTimes(_ harness: ScrollHarness, from start: Int) -> [Double] {
        harness.frames[start...].map { $0.totalTime * 1e9 }
    }
    var bare: [Double] = []
    var hostedFrames: [Double] = []
    var small: [Double] = []
    var roundRatios: [Double] = []
    var smallRatios: [Double] = []
    for _ in 0..<(quick ? 4 : 12) {
        let starts = (harnesses.large.frames.count, hosted.frames.count, harnesses.small.frames.count)
        FlingHarnesses.flings(harnesses.large)
        FlingHarnesses.flings(hosted)
        FlingHarnesses.flings(harnesses.small)
        let round = (
            frameTimes(harnesses.large, from: starts.0), frameTimes(hosted, from: starts.1),
            frameTimes(harnesses.small, from: starts.2)
        )
        bare += round.0
        hostedFrames += round.1
        small += round.2
        let medians = (
            Stats(name: "", samples: round.0).median, Stats(name: "", samples: round.1).median,
            Stats(name: "", samples: round.2).median
        )
        roundRatios.append(medians.1 / medians.0)
        smallRatios.append(medians.1 / medians.2)
    }
    let stats = [
        Stats(name: "fling frame, 10^6 rows, bare table (beside hosted)", samples: bare),
        Stats(name: "fling frame, 10^6 rows, in a navigation controller", samples: hostedFrames),
        Stats(name: "fling frame, 10^3 rows, bare table (beside hosted)", samples: small),
    ]
    roundRatios.sort()
    smallRatios.sort()
    return (
        stats,
        [
            ("fling frame, 10^6 rows: hosted / bare, paired flings", roundRatios[roundRatios.count / 2], "≤ 1.1"),
            ("fling frame: hosted 10^6 / bare 10^3 rows, paired flings", smallRatios[smallRatios.count / 2], "≤ 1.5"),
        ],
        [
            "hosted fling: \(hosted.frames.count) frames in the hosted harness, top screen \(hosted.topViewController.map { String(describing: type(of: $0)) } ?? "none"), stack of \(hosted.navigationStack.count)"
        ]
    )
}
