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

    /// A header or footer view the table displays, held weakly.
    private struct DisplayedSupplementary {
        weak var view: View?
        var isHeader: Bool
        var section: Int

        var name: String { isHeader ? "header" : "footer" }
    }

    /// A fresh cell configured for the same row at the same moment as a cell the table
    /// configured (its `.willDisplay` command run when the table's cell gets it), kept so
    /// that its asynchronous work on the harness clock lands when the table cell's does.
    /// `initial` is what it showed once configured and displayed, before any of that work.
    @MainActor
    private final class Shadow {
        weak var owner: TableViewCell?
        let cell: TableViewCell
        weak var row: AnyRow?
        let identity: RowIdentity?
        let indexPath: IndexPath
        var initial: CellContents?
        /// Counts its work still to land on the harness's clock.
        let tag: WorkTag

        init(owner: TableViewCell, cell: TableViewCell, row: AnyRow?, indexPath: IndexPath, tag: WorkTag) {
            self.owner = owner
            self.cell = cell
            self.row = row
            identity = row?.rowIdentity
            self.indexPath = indexPath
            self.tag = tag
        }

        /// Whether it was configured for `row` (with a liaison) or, without one, `indexPath`.
        func isConfigured(for row: AnyRow?, at indexPath: IndexPath) -> Bool {
            guard let row else { return identity == nil && self.indexPath == indexPath }
            return self.row === row || identity == row.rowIdentity
        }
    }

    /// How many of a cell's latest configurations keep their shadow: a cell dequeued again
    /// for a row it showed before, while the download it started for that row then is in
    /// flight, shows that download when it lands (a fling configures a cell for dozens of
    /// rows in a second).
    static var shadowsPerCell: Int { 32 }

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
    private var displayedSupplementaries: [ObjectIdentifier: DisplayedSupplementary] = [:]
    /// Per table cell, the shadows of its latest configurations, newest first.
    private var shadows: [ObjectIdentifier: [Shadow]] = [:]
    private let tracksShadows: Bool
    private var shadowsPruneThreshold = 64
    private var pairingViolations: [String] = []
    private var pagePending = false
    private var paginationViolation: String?
    private var thrown: (any Error)?
    private var tracksCells: Bool
    private var trackedTable: ObjectIdentifier
    private var otherTables: [ObjectIdentifier: TableTracking] = [:]
    /// The controllers the navigation check saw in the window, to check them once they leave.
    private var seenControllers: [ObjectIdentifier: NavigationInspection.Seen] = [:]

    init(explored: ExploredScreen<Screen>, checks: [ExplorationCheck<Screen>]) {
        self.explored = explored
        self.checks = checks
        tracksCells = checks.contains {
            switch $0.kind {
            case .configuredRows, .displayPairing: true
            default: false
            }
        }
        tracksShadows = checks.contains {
            if case .reuseConsistency = $0.kind { return true }
            return false
        }
        let harness = explored.harness
        // The report keeps a key frame per step of its own, labelled with the step.
        harness.capturesKeyFrameAfterEachGesture = false
        let table = harness.tableView
        trackedTable = ObjectIdentifier(table)
        table.layoutIfNeeded()
        pagePending = harness.liaison?.isPaginating ?? false
        guard tracksCells || tracksShadows else { return }
        followVisibleCells()
        harness.proxy.cellObserver = { [weak self] call, cell, indexPath in
            self?.observe(call, cell: cell, indexPath: indexPath)
        }
        harness.proxy.supplementaryObserver = { [weak self] call, view, isHeader, section in
            self?.observe(call, supplementary: view, isHeader: isHeader, section: section)
        }
        harness.tableChangeObserver = { [weak self] in self?.followTable() }
    }

    /// What the run follows of a table, kept aside while another table is on top (a pushed
    /// list) and restored when it comes back: its cells stay displayed meanwhile, as in UIKit.
    private struct TableTracking {
        var configurations: [ObjectIdentifier: Configuration]
        var configuredItems: [ObjectIdentifier: AnyHashable]
        var displayed: [ObjectIdentifier: DisplayedCell]
        var displayedSupplementaries: [ObjectIdentifier: DisplayedSupplementary]
        var shadows: [ObjectIdentifier: [Shadow]]
    }

    /// The harness drives another table: keeps what was followed of the previous one and
    /// restores what was followed of this one, or starts following it from what it shows.
    private func followTable() {
        let id = ObjectIdentifier(harness.tableView)
        guard id != trackedTable else { return }
        otherTables[trackedTable] = TableTracking(
            configurations: configurations, configuredItems: configuredItems, displayed: displayed,
            displayedSupplementaries: displayedSupplementaries, shadows: shadows)
        trackedTable = id
        if let saved = otherTables.removeValue(forKey: id) {
            configurations = saved.configurations
            configuredItems = saved.configuredItems
            displayed = saved.displayed
            displayedSupplementaries = saved.displayedSupplementaries
            shadows = saved.shadows
            return
        }
        configurations = [:]
        configuredItems = [:]
        displayed = [:]
        displayedSupplementaries = [:]
        shadows = [:]
        followVisibleCells()
    }

    /// What the table shows already was configured and displayed before the run began (or
    /// before the harness drove it); the factory cannot have let asynchronous work start
    /// (it does not suspend), so shadows made now start theirs at the same moment.
    private func followVisibleCells() {
        let table = harness.tableView
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            displayed[ObjectIdentifier(cell)] = DisplayedCell(cell: cell, indexPath: indexPath)
            remember(cell, configuredFor: indexPath)
            makeShadow(of: cell, at: indexPath)
            displayShadow(of: cell, at: indexPath)
        }
        for section in table.sectionsWithVisibleHeaders {
            guard let view = table.displayedHeader(forSection: section) else { continue }
            displayedSupplementaries[ObjectIdentifier(view)] = DisplayedSupplementary(
                view: view, isHeader: true, section: section)
        }
        for section in table.sectionsWithVisibleFooters {
            guard let view = table.displayedFooter(forSection: section) else { continue }
            displayedSupplementaries[ObjectIdentifier(view)] = DisplayedSupplementary(
                view: view, isHeader: false, section: section)
        }
    }

    private func remember(_ cell: TableViewCell, configuredFor indexPath: IndexPath) {
        if harness.liaison == nil, let source = harness.proxy.dataSource as? IdentifiedRowsDataSource {
            configuredItems[ObjectIdentifier(cell)] = source.rowIdentity(at: indexPath)
        }
        guard let row = harness.liaison?.row(at: indexPath) else { return }
        configurations[ObjectIdentifier(cell)] = Configuration(row: row, identity: row.rowIdentity)
    }

    /// A fresh cell configured for the row `cell` was just configured for, kept as its
    /// newest shadow.
    private func makeShadow(of cell: TableViewCell, at indexPath: IndexPath) {
        guard tracksShadows else { return }
        let row = harness.liaison?.row(at: indexPath)
        let tag = WorkTag()
        guard harness.liaison == nil || row != nil,
            let fresh = WorkContext.$current.withValue(
                .tracked(tag),
                operation: {
                    try? freshCell(at: indexPath, row: row, displayed: false)
                })
        else { return }
        let id = ObjectIdentifier(cell)
        var list = (shadows[id] ?? []).filter { $0.owner === cell }
        list.insert(Shadow(owner: cell, cell: fresh, row: row, indexPath: indexPath, tag: tag), at: 0)
        shadows[id] = Array(list.prefix(Self.shadowsPerCell))
        // Cells the table let go keep no shadows: pruned whenever the map has doubled.
        if shadows.count > shadowsPruneThreshold {
            shadows = shadows.filter { $0.value.first?.owner != nil }
            shadowsPruneThreshold = max(64, shadows.count * 2)
        }
    }

    /// The table displays `cell`: its newest shadow is displayed too (its `.willDisplay`
    /// command runs) and what it shows then is kept.
    private func displayShadow(of cell: TableViewCell, at indexPath: IndexPath) {
        guard tracksShadows, let shadow = shadows[ObjectIdentifier(cell)]?.first, shadow.owner === cell,
            shadow.initial == nil
        else { return }
        if let row = shadow.row {
            WorkContext.$current.withValue(.tracked(shadow.tag)) {
                row.perform(command: .willDisplay, for: shadow.cell, at: indexPath)
            }
        }
        if shadow.cell.isSelected != cell.isSelected { shadow.cell.setSelected(cell.isSelected, animated: false) }
        shadow.cell.frame.size = cell.frame.size
        shadow.initial = CellContents(of: shadow.cell)
    }

    private func observe(_ call: RecordingProxy.CellCall, cell: TableViewCell, indexPath: IndexPath) {
        let id = ObjectIdentifier(cell)
        switch call {
        case .provided:
            remember(cell, configuredFor: indexPath)
            makeShadow(of: cell, at: indexPath)
        case .willDisplay:
            displayShadow(of: cell, at: indexPath)
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

    private func observe(_ call: RecordingProxy.CellCall, supplementary view: View, isHeader: Bool, section: Int) {
        let id = ObjectIdentifier(view)
        let name = isHeader ? "Header" : "Footer"
        switch call {
        case .provided:
            break
        case .willDisplay:
            if let earlier = displayedSupplementaries[id], earlier.view === view {
                pairingViolations.append(
                    "willDisplay\(name)View for section \(section) on a view still displayed for section \(earlier.section) (no didEndDisplaying\(name)View between)"
                )
            }
            displayedSupplementaries[id] = DisplayedSupplementary(view: view, isHeader: isHeader, section: section)
        case .didEndDisplaying:
            if displayedSupplementaries.removeValue(forKey: id) == nil {
                pairingViolations.append(
                    "didEndDisplaying\(name)View for section \(section) on a view that was not displayed")
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
        // An error met outside a gesture (on the main queue during a wait) is in this step's
        // events, which the check reads; the next gesture must not throw it again.
        harness.errorsBetweenGestures = []
        followPagination()
        return .performed(error: thrown)
    }

    /// Performs `step`; when it is impossible and acts on a row (a tap, a swipe, a detail
    /// button), performs the same gesture on the visible rows nearest to that row instead,
    /// until one is possible. Returns the outcome and the step performed.
    func performRetargeting(_ step: ExplorationStep) async -> (Outcome, ExplorationStep) {
        let outcome = await perform(step)
        guard case .skipped = outcome, let row = step.row, row.count == 2 else { return (outcome, step) }
        func distance(_ other: IndexPath) -> Int {
            abs(other.section - row.section) * 1_000_000 + abs(other.row - row.row)
        }
        let visible = (harness.tableView.indexPathsForVisibleRows ?? []).filter { $0 != row }
        for candidate in visible.sorted(by: { (distance($0), $0) < (distance($1), $1) }) {
            let other = step.acting(on: candidate)
            let attempt = await perform(other)
            if case .performed = attempt { return (attempt, other) }
        }
        return (outcome, step)
    }

    // MARK: Checks

    /// The first check that fails now, in the order of `checks`.
    func firstViolation() async -> Violation? {
        harness.tableView.layoutIfNeeded()
        for check in checks {
            checksRun += 1
            if let message = await run(check) { return Violation(check: check.name, message: message) }
        }
        return nil
    }

    private func run(_ check: ExplorationCheck<Screen>) async -> String? {
        switch check.kind {
        case .reuseConsistency: harness.topTableIsCovered ? nil : await reuseConsistency()
        case .visibleRows: harness.topTableIsCovered ? nil : visibleRows()
        case .configuredRows: harness.topTableIsCovered ? nil : configuredRows()
        case .displayPairing: harness.topTableIsCovered ? nil : displayPairing()
        case .navigation: navigation()
        case let .pagination(loadsInFlight): pagination(loadsInFlight: loadsInFlight)
        case .unexpectedErrors: unexpectedErrors()
        case let .frameBudget(budget): frameBudget(budget)
        case let .liveCells(limit): liveCells(limit)
        case let .custom(body): body(explored)
        }
    }

    /// A fresh cell for the row at `indexPath` (`row`, with a liaison), made from the
    /// table's registration without the table seeing it; `displayed` also runs the row's
    /// `.willDisplay` command, as the table shows a cell (a spinner starts there). The
    /// row's own closures only, so the liaison's display bookkeeping and pagination stay
    /// untouched.
    private func freshCell(at indexPath: IndexPath, row: AnyRow?, displayed: Bool) throws -> TableViewCell? {
        let table = harness.tableView
        return try table.makingDetachedCells { () throws -> TableViewCell? in
            if harness.liaison != nil {
                guard let row else { return nil }
                let fresh = try row.cell(for: table, at: indexPath)
                if displayed { row.perform(command: .willDisplay, for: fresh, at: indexPath) }
                return fresh
            }
            return harness.proxy.dataSource?.tableView(table, cellForRowAt: indexPath)
        }
    }

    /// A fresh cell for the row at `indexPath`, displayed, whose work (a download it
    /// starts) is dropped: what a cell configured now shows at once.
    private func freshContents(at indexPath: IndexPath, row: AnyRow?, like cell: TableViewCell) throws -> CellContents? {
        let dropped = ClockCopy(now: harness.clock.now)
        defer { dropped.close() }
        let fresh = try WorkContext.$current.withValue(.copy(dropped)) {
            try freshCell(at: indexPath, row: row, displayed: true)
        }
        return fresh.map { contents(of: $0, like: cell) }
    }

    /// What `fresh` shows in `cell`'s size and selection.
    private func contents(of fresh: TableViewCell, like cell: TableViewCell) -> CellContents {
        if fresh.isSelected != cell.isSelected { fresh.setSelected(cell.isSelected, animated: false) }
        fresh.frame.size = cell.frame.size
        return CellContents(of: fresh)
    }

    /// What a fresh cell for the row at `indexPath` shows once the work it starts (a
    /// download) has run to quiet on a copy of the harness's clock.
    private func settledFreshContents(at indexPath: IndexPath, row: AnyRow?, like cell: TableViewCell) async -> CellContents? {
        let copy = ClockCopy(now: harness.clock.now)
        let fresh = WorkContext.$current.withValue(.copy(copy)) {
            try? freshCell(at: indexPath, row: row, displayed: true)
        }
        await harness.runToQuiet(copy)
        return fresh.map { contents(of: $0, like: cell) }
    }

    /// Whether `cell`, showing `shown` for `row` at `indexPath`, shows what one of its
    /// shadows shows now, that shadow being configured for the same row and either showing
    /// then what a fresh cell shows now (`expected`) or having work still to land.
    private func matchesAShadow(
        _ cell: TableViewCell, showing shown: CellContents, row: AnyRow?, at indexPath: IndexPath, expected: CellContents
    ) -> (matched: Bool, reference: CellContents?) {
        var reference: CellContents?
        for shadow in shadows[ObjectIdentifier(cell)] ?? []
        where shadow.owner === cell && shadow.isConfigured(for: row, at: indexPath) {
            let consistent = shadow.initial == expected
            let comes = shadow.tag.hasWorkToCome
            guard consistent || comes else { continue }
            let later = contents(of: shadow.cell, like: cell)
            if later == shown { return (true, nil) }
            if consistent && reference == nil && later != expected { reference = later }
        }
        return (false, reference)
    }

    private func reuseConsistency() async -> String? {
        let table = harness.tableView
        var settledOnce = false
        rows: while true {
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                guard let cell = table.cellForRow(at: indexPath) else { continue }
                let row = harness.liaison?.row(at: indexPath)
                let expected: CellContents
                do {
                    guard let contents = try freshContents(at: indexPath, row: row, like: cell) else { continue }
                    expected = contents
                } catch {
                    return "row \(indexPath.harnessDescription): making a fresh cell threw \(error)"
                }
                cellsCompared += 1
                let shown = CellContents(of: cell)
                if shown == expected { continue }
                // Content that arrives later (an image downloading on the harness clock): the
                // cell may show what a cell configured for the same row at the same moment
                // shows after the same time, provided the row still configures a cell as it
                // did then, or that cell's work has still to land (the cell is behind a
                // fresh one: it waits for its own download of a photo cached since).
                let (matched, reference) = matchesAShadow(cell, showing: shown, row: row, at: indexPath, expected: expected)
                if matched { continue }
                // Or the cell is ahead of a fresh one: it shows what a fresh cell shows once
                // its own work (a download the cache no longer spares it) has landed. Running
                // that work lets the tasks the screen started run too (their shadows' sleeps
                // are counted from then on): the shadows are asked again.
                let settled = await settledFreshContents(at: indexPath, row: row, like: cell)
                if !settledOnce {
                    settledOnce = true
                    // Started work ran meanwhile: read the screen again from the top.
                    guard table.cellForRow(at: indexPath) === cell, CellContents(of: cell) == shown else { continue rows }
                }
                if settled == shown { continue }
                if matchesAShadow(cell, showing: shown, row: row, at: indexPath, expected: expected).matched { continue }
                let name = reference == nil ? "cell" : "cell configured for the row when it was"
                if let difference = shown.firstDifference(from: reference ?? expected, freshOne: name) {
                    return "row \(indexPath.harnessDescription) (\(type(of: cell))) shows what its row does not: \(difference)"
                }
            }
            break
        }
        for section in table.sectionsWithVisibleHeaders {
            if let message = supplementaryConsistency(isHeader: true, section: section) { return message }
        }
        for section in table.sectionsWithVisibleFooters {
            if let message = supplementaryConsistency(isHeader: false, section: section) { return message }
        }
        return nil
    }

    /// A header or footer on screen against a fresh one made for its section: through the
    /// liaison's component (configured, then its `.willDisplay` command), or without a
    /// liaison through the delegate's view, else the data source's title.
    private func supplementaryConsistency(isHeader: Bool, section: Int) -> String? {
        let table = harness.tableView
        let kind = isHeader ? "header" : "footer"
        guard let view = isHeader ? table.displayedHeader(forSection: section) : table.displayedFooter(forSection: section)
        else { return nil }
        let fresh: View? = table.makingDetachedCells {
            if let liaison = harness.liaison {
                guard section < liaison.sections.count else { return nil }
                let options = liaison.sections[section].componentDisplayOption
                guard let component = isHeader ? options.header : options.footer,
                    let fresh = component.view(for: table, in: section)
                else { return nil }
                component.perform(command: .willDisplay, for: fresh, in: section)
                return fresh
            }
            let delegate = harness.proxy.delegate
            let made =
                isHeader
                ? delegate?.tableView(table, viewForHeaderInSection: section)
                : delegate?.tableView(table, viewForFooterInSection: section)
            if let made { return made }
            let dataSource = harness.proxy.dataSource
            let title =
                isHeader
                ? dataSource?.tableView(table, titleForHeaderInSection: section)
                : dataSource?.tableView(table, titleForFooterInSection: section)
            guard let title else { return nil }
            let titled = TableViewHeaderFooterView()
            titled.textLabel?.text = title
            return titled
        }
        guard let fresh else { return nil }
        cellsCompared += 1
        fresh.frame.size = view.frame.size
        let shown = CellContents(ofSupplementary: view)
        guard let difference = shown.firstDifference(from: CellContents(ofSupplementary: fresh), freshOne: kind) else {
            return nil
        }
        return "the \(kind) of section \(section) (\(type(of: view))) shows what its section does not: \(difference)"
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
        return VisibleRowsCheck.violation(shown: visible, required: required, allowed: allowed, offset: table.contentOffset.y)
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
        return supplementaryPairing()
    }

    /// `displayPairing` for headers and footers: each on screen had its `willDisplay…View`,
    /// each displayed one off screen had its `didEndDisplaying…View`.
    private func supplementaryPairing() -> String? {
        let table = harness.tableView
        var onScreen = Set<ObjectIdentifier>()
        for isHeader in [true, false] {
            let kind = isHeader ? "header" : "footer"
            let name = isHeader ? "Header" : "Footer"
            for section in isHeader ? table.sectionsWithVisibleHeaders : table.sectionsWithVisibleFooters {
                guard
                    let view = isHeader ? table.displayedHeader(forSection: section) : table.displayedFooter(forSection: section)
                else { continue }
                onScreen.insert(ObjectIdentifier(view))
                if displayedSupplementaries[ObjectIdentifier(view)]?.view !== view {
                    return "the \(kind) of section \(section) is on screen but its view never had willDisplay\(name)View"
                }
            }
        }
        let left = displayedSupplementaries.filter { !onScreen.contains($0.key) }.values
            .sorted { ($0.section, $0.isHeader ? 0 : 1) < ($1.section, $1.isHeader ? 0 : 1) }
        if let view = left.first {
            let name = view.isHeader ? "Header" : "Footer"
            return
                "a \(view.name) view displayed for section \(view.section) left the screen without didEndDisplaying\(name)View"
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

    private func navigation() -> String? {
        guard let window = harness.window else { return nil }
        return NavigationInspection(window: window).violation(seen: &seenControllers)
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
