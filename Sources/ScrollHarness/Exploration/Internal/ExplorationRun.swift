import Foundation
import TableLiaison
import VirtualTableView

/// One run of steps on a freshly built screen: performs steps, follows cells through the
/// harness's recorder (which row configured each, which are displayed), and runs the
/// checks after each step.
@MainActor
final class ExplorationRun<Screen> {
    /// What a step did.
    enum Outcome {
        /// The gesture was impossible in the current state: nothing happened.
        case skipped
        /// The step ran; `error` is what it threw, if anything (never a `ScrollHarnessError`).
        case performed(error: (any Error)?)
    }

    /// A check that failed: its name and what it saw.
    struct Violation {
        var check: String
        var message: String
    }

    /// The row a cell was last configured for.
    private struct Configuration {
        weak var row: AnyRow?
        var identity: RowIdentity
    }

    /// A cell the table displays, held weakly: the table owns its cells.
    private struct DisplayedCell {
        weak var cell: TableViewCell?
        var indexPath: IndexPath
    }

    let explored: ExploredScreen<Screen>
    let checks: [ExplorationCheck<Screen>]
    var harness: ScrollHarness { explored.harness }
    private(set) var cellsCompared = 0
    private(set) var checksRun = 0
    private var configurations: [ObjectIdentifier: Configuration] = [:]
    /// Without a liaison, the item each cell was last configured for, when the data source
    /// identifies its rows (a diffable data source does).
    private var configuredItems: [ObjectIdentifier: AnyHashable] = [:]
    private var displayed: [ObjectIdentifier: DisplayedCell] = [:]
    private var pairingViolations: [String] = []
    private var pagePending = false
    private var paginationViolation: String?
    private var thrown: (any Error)?
    private var tracksCells: Bool

    init(explored: ExploredScreen<Screen>, checks: [ExplorationCheck<Screen>]) {
        self.explored = explored
        self.checks = checks
        tracksCells = checks.contains {
            switch $0.kind {
            case .configuredRows, .displayPairing: true
            default: false
            }
        }
        let harness = explored.harness
        harness.tableView.layoutIfNeeded()
        pagePending = harness.liaison?.isPaginating ?? false
        guard tracksCells else { return }
        // What the table shows already was configured and displayed before the run began.
        for indexPath in harness.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = harness.tableView.cellForRow(at: indexPath) else { continue }
            displayed[ObjectIdentifier(cell)] = DisplayedCell(cell: cell, indexPath: indexPath)
            remember(cell, configuredFor: indexPath)
        }
        harness.proxy.cellObserver = { [weak self] call, cell, indexPath in
            self?.observe(call, cell: cell, indexPath: indexPath)
        }
    }

    private func remember(_ cell: TableViewCell, configuredFor indexPath: IndexPath) {
        if harness.liaison == nil, let source = harness.proxy.dataSource as? IdentifiedRowsDataSource {
            configuredItems[ObjectIdentifier(cell)] = source.rowIdentity(at: indexPath)
        }
        guard let row = harness.liaison?.row(at: indexPath) else { return }
        configurations[ObjectIdentifier(cell)] = Configuration(row: row, identity: row.rowIdentity)
    }

    private func observe(_ call: RecordingProxy.CellCall, cell: TableViewCell, indexPath: IndexPath) {
        let id = ObjectIdentifier(cell)
        switch call {
        case .provided:
            remember(cell, configuredFor: indexPath)
        case .willDisplay:
            if let earlier = displayed[id], earlier.cell === cell {
                pairingViolations.append(
                    "willDisplay for row \(indexPath.harnessDescription) on a cell still displayed for row \(earlier.indexPath.harnessDescription) (no didEndDisplaying between)"
                )
            }
            displayed[id] = DisplayedCell(cell: cell, indexPath: indexPath)
        case .didEndDisplaying:
            if displayed.removeValue(forKey: id) == nil {
                pairingViolations.append(
                    "didEndDisplaying for row \(indexPath.harnessDescription) on a cell that was not displayed")
            }
        }
    }

    // MARK: Steps

    /// Performs `step`; a `ScrollHarnessError` means it was impossible and is skipped.
    func perform(_ step: ExplorationStep) async -> Outcome {
        harness.clearEvents()
        harness.frames.removeAll(keepingCapacity: true)
        thrown = nil
        do {
            try await step.perform(on: harness)
        } catch is ScrollHarnessError {
            return .skipped
        } catch {
            thrown = error
        }
        followPagination()
        return .performed(error: thrown)
    }

    // MARK: Checks

    /// The first check that fails now, in the order of `checks`.
    func firstViolation() -> Violation? {
        harness.tableView.layoutIfNeeded()
        for check in checks {
            checksRun += 1
            if let message = run(check) { return Violation(check: check.name, message: message) }
        }
        return nil
    }

    private func run(_ check: ExplorationCheck<Screen>) -> String? {
        switch check.kind {
        case .reuseConsistency: reuseConsistency()
        case .visibleRows: visibleRows()
        case .configuredRows: configuredRows()
        case .displayPairing: displayPairing()
        case let .pagination(loadsInFlight): pagination(loadsInFlight: loadsInFlight)
        case .unexpectedErrors: unexpectedErrors()
        case let .frameBudget(budget): frameBudget(budget)
        case let .liveCells(limit): liveCells(limit)
        case let .custom(body): body(explored)
        }
    }

    private func reuseConsistency() -> String? {
        let table = harness.tableView
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            let fresh: TableViewCell?
            do {
                fresh = try table.makingDetachedCells { () throws -> TableViewCell? in
                    if let liaison = harness.liaison {
                        // As the table shows a cell: configured, then its `.willDisplay`
                        // command (a spinner starts there). The row's own closures only, so
                        // the liaison's display bookkeeping and pagination stay untouched.
                        guard let row = liaison.row(at: indexPath) else { return nil }
                        let fresh = try row.cell(for: table, at: indexPath)
                        row.perform(command: .willDisplay, for: fresh, at: indexPath)
                        return fresh
                    }
                    return try harness.proxy.dataSource?.tableView(table, cellForRowAt: indexPath)
                }
            } catch {
                return "row \(indexPath.harnessDescription): making a fresh cell threw \(error)"
            }
            guard let fresh else { continue }
            cellsCompared += 1
            if cell.isSelected { fresh.setSelected(true, animated: false) }
            fresh.frame.size = cell.frame.size
            let shown = CellContents(of: cell)
            if let difference = shown.firstDifference(from: CellContents(of: fresh)) {
                return "row \(indexPath.harnessDescription) (\(type(of: cell))) shows what its row does not: \(difference)"
            }
        }
        return nil
    }

    /// How far, in points, a row may graze the viewport either way without counting: a row
    /// whose frame meets it by less was placed by sums of heights that can differ in their
    /// last bits (a row ending at 1120.0000000000002 above one starting at 1120.0).
    static var viewportTolerance: CGFloat { 0.001 }

    private func visibleRows() -> String? {
        let table = harness.tableView
        let visible = table.indexPathsForVisibleRows ?? []
        let required: [IndexPath]
        let allowed: Set<IndexPath>
        do {
            required = try table.rowsMeetingViewport(tolerance: Self.viewportTolerance)
            allowed = Set(try table.rowsMeetingViewport(tolerance: -Self.viewportTolerance))
        } catch {
            return "reading the rows' frames threw \(error)"
        }
        let shown = Set(visible)
        let missing = required.filter { !shown.contains($0) }
        let extra = visible.filter { !allowed.contains($0) }
        guard !missing.isEmpty || !extra.isEmpty || visible != visible.sorted() else { return nil }
        let offset = String(format: "%.1f", table.contentOffset.y)
        return
            "rows on screen \(visible.map(\.harnessDescription)) at offset \(offset): missing \(missing.map(\.harnessDescription)) that meet the viewport, showing \(extra.map(\.harnessDescription)) that do not"
    }

    private func configuredRows() -> String? {
        guard let liaison = harness.liaison else { return configuredItemRows() }
        let table = harness.tableView
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath), let row = liaison.row(at: indexPath) else { continue }
            guard let configuration = configurations[ObjectIdentifier(cell)] else {
                return
                    "row \(indexPath.harnessDescription) shows a cell the harness never saw the data source configure (was the table given another data source behind the harness?)"
            }
            if configuration.row === row || configuration.identity == row.rowIdentity { continue }
            let was = configuration.row.map { "a \(type(of: $0)) row" } ?? "a row no longer in the liaison"
            return
                "row \(indexPath.harnessDescription) shows a cell last configured for \(was), not for the \(type(of: row)) row there now"
        }
        return nil
    }

    /// `configuredRows` for a data source that identifies its rows: each cell on screen was
    /// last configured for the item now at its row.
    private func configuredItemRows() -> String? {
        guard let source = harness.proxy.dataSource as? IdentifiedRowsDataSource else { return nil }
        let table = harness.tableView
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath), let item = source.rowIdentity(at: indexPath) else { continue }
            guard let configured = configuredItems[ObjectIdentifier(cell)] else {
                return
                    "row \(indexPath.harnessDescription) shows a cell the harness never saw the data source configure (was the table given another data source behind the harness?)"
            }
            if configured != item {
                return
                    "row \(indexPath.harnessDescription) shows a cell last configured for item \(configured), not for item \(item) there now"
            }
        }
        return nil
    }

    private func displayPairing() -> String? {
        if let first = pairingViolations.first {
            pairingViolations.removeAll()
            return first
        }
        let table = harness.tableView
        var onScreen = Set<ObjectIdentifier>()
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            onScreen.insert(ObjectIdentifier(cell))
            if displayed[ObjectIdentifier(cell)]?.cell !== cell {
                return "row \(indexPath.harnessDescription) is on screen but its cell never had willDisplay"
            }
        }
        // Sorted, so the report names the same row on every run.
        let left = displayed.filter { !onScreen.contains($0.key) }.values.map(\.indexPath).sorted()
        if let row = left.first {
            return "a cell displayed for row \(row.harnessDescription) left the screen without didEndDisplaying"
        }
        return nil
    }

    private func pagination(loadsInFlight: (@MainActor (ExploredScreen<Screen>) -> Int)?) -> String? {
        if let paginationViolation { return paginationViolation }
        guard let loadsInFlight else { return nil }
        let loads = loadsInFlight(explored)
        return loads > 1 ? "\(loads) page loads are in flight: a load started while another was pending" : nil
    }

    /// Follows the step's pagination events once, whichever pagination checks run: a page
    /// asked for while one is pending, or ended or cancelled without having been asked for.
    private func followPagination() {
        paginationViolation = nil
        for event in harness.events {
            let at = event.indexPath?.harnessDescription ?? "?"
            switch event.kind {
            case .paginationStarted:
                if pagePending && paginationViolation == nil {
                    paginationViolation =
                        "the liaison asked for a page (spinner at \(at)) while the page it asked for before had not landed"
                }
                pagePending = true
            case .paginationEnded, .paginationCancelled:
                if !pagePending && paginationViolation == nil {
                    let what = event.kind == .paginationEnded ? "ended" : "was cancelled"
                    paginationViolation = "a page \(what) at \(at) that was never asked for"
                }
                pagePending = false
            default:
                break
            }
        }
    }

    private func unexpectedErrors() -> String? {
        if let thrown { return "the step threw \(type(of: thrown)): \(thrown)" }
        if let logged = harness.events.first(where: { $0.kind == .error }), let error = logged.error {
            return "\(type(of: error)) was reported during the step: \(error)"
        }
        return nil
    }

    private func frameBudget(_ budget: TimeInterval) -> String? {
        guard let slow = harness.frames.first(where: { $0.totalTime > budget }) else { return nil }
        return String(
            format: "frame %d took %.1f ms, over the budget of %.1f ms", slow.number, slow.totalTime * 1000, budget * 1000)
    }

    private func liveCells(_ limit: Int) -> String? {
        let table = harness.tableView
        let live = table.visibleCells.count + table.numberOfReusableCells()
        guard live > limit else { return nil }
        return
            "the table holds \(live) cells (\(table.visibleCells.count) on screen, \(table.numberOfReusableCells()) in reuse pools), more than \(limit)"
    }
}
