import Foundation
import TableLiaison

// A cell whose `updateConstraints` runs away: one pass activates 1,000,000 constraints (a
// chain of views, each pinned to the previous one), inside a table that sizes its rows from
// their constraints. The layout engine installs up to its limit, refuses the rest with one
// diagnostic, and the row keeps its last good height. The group reports the outcome, the
// row's height before and after, wall times and peak memory, and exits non-zero when the
// outcome is wrong (a trap or a hang shows as no output, or as the harness's timeout).
// `.build/release/Benchmarks --only runaway`

/// A title pinned to the margins; when `runaway` is set, the next `updateConstraints` hangs a
/// chain of views under the title with `runaway` constraints, 4 per view (leading, top to the
/// previous bottom, width and height equal to the previous).
@MainActor
private final class RunawayCell: TableViewCell {
    let title = Label(text: "Row", font: .systemFont(ofSize: 15))
    var runaway = 0
    private(set) var activationNanoseconds: UInt64 = 0
    private(set) var chainViews = 0

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        if runaway > 0 {
            let count = runaway
            runaway = 0
            let start = DispatchTime.now().uptimeNanoseconds
            var previous: View = title
            var made = 0
            while made < count {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
                chainViews += 1
                let constraints = [
                    view.leadingAnchor.constraint(equalTo: previous.leadingAnchor),
                    view.topAnchor.constraint(equalTo: previous.bottomAnchor),
                    view.widthAnchor.constraint(equalTo: previous.widthAnchor),
                    view.heightAnchor.constraint(equalTo: previous.heightAnchor),
                ]
                // Activated one by one, as a loop in `updateConstraints` would.
                for constraint in constraints.prefix(count - made) { constraint.isActive = true }
                made += min(4, count - made)
                previous = view
            }
            activationNanoseconds = DispatchTime.now().uptimeNanoseconds - start
        }
        super.updateConstraints()
    }
}

@MainActor
private final class RunawaySource: TableViewDataSource {
    /// Constraints the cell of row 0 activates the next time it is configured.
    var pending = 0
    private(set) var cells: [RunawayCell] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: "runaway", for: indexPath)
        guard let cell = dequeued as? RunawayCell else { return dequeued }
        cell.title.text = "Row \(indexPath.row)"
        if indexPath.row == 0 && pending > 0 {
            cell.runaway = pending
            pending = 0
            cell.setNeedsUpdateConstraints()
            cells.append(cell)
        }
        return cell
    }
}

/// The peak resident memory of the process so far (VmHWM), in MiB; nil where /proc is missing.
private func peakResidentMiB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
    }
    return nil
}

/// Runs the runaway case once; exits with status 1 when the outcome is not the expected one.
@MainActor
func runRunawayBenchmark(constraints count: Int = 1_000_000) -> (results: [Stats], notes: [String]) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let source = RunawaySource()
    table.register(RunawayCell.self, forCellReuseIdentifier: "runaway")
    var handled: [LayoutDiagnostic] = []
    table.layoutDiagnosticHandler = { handled.append($0) }
    table.dataSource = source
    var failures: [String] = []
    let first = IndexPath(row: 0, section: 0)
    let memoryBefore = peakResidentMiB()
    var heightBefore: CGFloat = 0
    var heightAfter: CGFloat = 0
    var total: UInt64 = 0
    table.layoutIfNeeded()
    heightBefore = table.rectForRow(at: first).height
    source.pending = count
    let start = DispatchTime.now().uptimeNanoseconds
    table.reloadRows(at: [first], with: .none)
    table.layoutIfNeeded()
    total = DispatchTime.now().uptimeNanoseconds - start
    heightAfter = table.rectForRow(at: first).height
    for recorded in table.recordedErrors { failures.append("the table recorded: \(recorded)") }
    let memoryAfter = peakResidentMiB()
    let cell = source.cells.first
    let activation = cell?.activationNanoseconds ?? 0
    let limit = handled.compactMap { diagnostic -> Int? in
        if case let .tooManyConstraints(_, limit, _) = diagnostic { return limit }
        return nil
    }
    // A second layout pass and a scroll must not repeat the diagnostic.
    table.contentOffset.y = 40
    table.layoutIfNeeded()
    table.contentOffset.y = 0
    table.layoutIfNeeded()

    if cell == nil { failures.append("the runaway cell was never configured") }
    if (cell?.chainViews ?? 0) * 4 < count { failures.append("the cell made \(cell?.chainViews ?? 0) views only") }
    if limit.count != 1 { failures.append("\(limit.count) tooManyConstraints diagnostics, expected 1") }
    if handled.count != limit.count {
        failures.append("other diagnostics: \(handled.filter { if case .tooManyConstraints = $0 { false } else { true } })")
    }
    if table.layoutDiagnostics.count != handled.count {
        failures.append("layoutDiagnostics holds \(table.layoutDiagnostics.count), the handler got \(handled.count)")
    }
    if heightAfter != heightBefore || heightBefore <= 0 {
        failures.append("row 0 was \(heightBefore) points high, now \(heightAfter)")
    }
    let installed = limit.first.map { min($0, count) } ?? count
    let summary = [
        "runaway: \(count) constraints activated in one updateConstraints pass (\(cell?.chainViews ?? 0) views)",
        "runaway: outcome \(limit.isEmpty ? "no tooManyConstraints" : "tooManyConstraints, limit \(limit[0])"): "
            + "\(installed) installed, \(count - installed) refused; diagnostics: \(handled.count) to the handler, "
            + "\(table.layoutDiagnostics.count) in layoutDiagnostics",
        "runaway: row 0 height before \(heightBefore), after \(heightAfter)",
        String(
            format: "runaway: activation %.2f s, reload and layout in all %.2f s", Double(activation) / 1e9,
            Double(total) / 1e9),
        "runaway: peak resident memory (VmHWM) \(memoryBefore.map { String(format: "%.0f", $0) } ?? "?") MiB before, "
            + "\(memoryAfter.map { String(format: "%.0f", $0) } ?? "?") MiB after",
    ]
    if !failures.isEmpty {
        for line in summary { print(line) }
        for failure in failures { FileHandle.standardError.write(Data("runaway: FAILED: \(failure)\n".utf8)) }
        exit(1)
    }
    let results = [
        Stats(name: "runaway cell: activate \(count) constraints", samples: [Double(activation)]),
        Stats(name: "runaway cell: reload row and lay out (activation included)", samples: [Double(total)]),
    ]
    return (results, summary)
}
