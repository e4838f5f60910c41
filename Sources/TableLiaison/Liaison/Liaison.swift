import Foundation

/// Owns a table's sections and speaks for them: it is the table's data source, delegate and
/// prefetch data source, registers every row and component type, runs the rows' commands at
/// the matching callbacks, pages in content, and turns every mutation into one validated
/// batch update.
///
/// ## Re-entrancy
///
/// Anything a command, a delegate callback or a height closure asks of the liaison while
/// the table lays out, applies a batch update or scrolls to a row (a mutation, `apply`,
/// `scroll(to:)`, `reloadData()`, `reloadVisibleRows()`, `liaise(tableView:)`, `detach()`)
/// is queued and runs once the current operation has finished, in the order asked.
/// A mutation is validated when asked, against `sections` as the caller sees it (with the
/// mutations queued before it), throws then if it is invalid and changes nothing, and
/// `sections` shows it at once; `scroll(to:)` is validated the same way. A queued request
/// that the table refuses when it finally runs is reported through `errorHandler`, never
/// parked silently.
@MainActor
public final class Liaison {
    /// The state the table shows.
    var state: LiaisonState
    /// The state once deferred mutations are applied; nil when none wait.
    var projected: LiaisonState?
    var deferred: [() throws -> Void] = []
    var activityDepth = 0
    var isDraining = false
    var registeredCellIdentifiers = Set<String>()
    var registeredViewIdentifiers = Set<String>()
    /// Rows and components by the view showing them, so `didEndDisplaying` reaches the row a
    /// cell showed even after the row moved or was deleted.
    var displayedRows: [ObjectIdentifier: AnyRow] = [:]
    var displayedComponents: [ObjectIdentifier: AnySectionComponent] = [:]
    /// The row a swipe began editing, so `didEndEditing` reaches it after rows moved.
    var editingRow: AnyRow?
    /// The rows the batch in progress takes off the screen and out of the sections (deleted):
    /// their `.didEndDisplaying` gets the table's index path without a search for a row that
    /// is no longer there.
    var rowsLeaving: Set<ObjectIdentifier> = []
    /// Whether a page is loading: set when the last row is displayed and pagination is enabled.
    public internal(set) var isPaginating = false

    /// The spinner row appended in its own section while a page loads.
    public let paginationRow: AnyRow
    /// Decides whether to page and hears when a page starts and ends; held weakly.
    public weak var paginationDelegate: PaginationDelegate?
    /// The table the liaison speaks for; held weakly.
    public private(set) weak var tableView: TableView?
    /// Told of every row command the liaison runs (`.configuration` once the cell is
    /// configured): the scroll harness's record of commands. Package-only: the harness's
    /// hook, not an API for apps.
    package var commandObserver: (@MainActor (RowCommand, IndexPath) -> Void)?
    /// Told of every section component command the liaison runs.
    package var componentCommandObserver: (@MainActor (SectionComponentCommand, Int) -> Void)?
    /// Hears of every error the liaison cannot throw to a caller because no call of the
    /// user's is running when it happens: a mutation made inside a table callback that the
    /// table refused when it was applied after the callback returned, a swipe's delete the
    /// liaison could not make, a page the liaison could not start loading. (A mutation's own
    /// validation errors are thrown by the mutation call, also inside callbacks.) The liaison
    /// is left in a consistent state when the handler runs; the handler may mutate it.
    /// Without a handler, the error's description is written to standard error, so the
    /// failure is never silent.
    public var errorHandler: (@MainActor (any Error) -> Void)?
    /// Told of every pagination step (started, ended, cancelled) right before the
    /// `paginationDelegate` hears it. Package-only: the scroll harness's hook.
    package var paginationObserver: (@MainActor (PaginationEvent) -> Void)?
    /// Told when the liaison detaches from its table, before it does. Package-only: the
    /// scroll harness unwires its recorder.
    package var detachObserver: (@MainActor () -> Void)?
    /// Told of every error `errorHandler` hears, before it does. Package-only: the scroll
    /// harness's hook, so that a harness can log errors without taking the app's handler.
    package var errorObserver: (@MainActor (any Error) -> Void)?

    /// A liaison of `sections`, paging with `paginationRow` (a spinner by default).
    public init(sections: [Section] = [], paginationRow: AnyRow = PaginationRow()) {
        self.state = LiaisonState(sections: sections)
        self.paginationRow = paginationRow
    }

    /// The sections, including mutations made from inside a callback that the table has not
    /// applied yet.
    public var sections: [Section] { (projected ?? state).sections }

    /// Becomes `tableView`'s data source, delegate and prefetch data source, and registers the
    /// header and footer types and the pagination row. A row's cell type is registered the
    /// first time a row of it is shown, so liaising or inserting rows costs nothing per row.
    /// A table the liaison spoke for before is detached first: it shows nothing of this
    /// liaison any more. Asked from a callback, it runs once the current operation ends.
    /// O(sections).
    public func liaise(tableView: TableView) {
        if mustQueue {
            enqueue { [weak self, weak tableView] in
                guard let self, let tableView else { return }
                self.liaiseNow(tableView: tableView)
            }
        } else {
            liaiseNow(tableView: tableView)
        }
    }

    private func liaiseNow(tableView: TableView) {
        if let old = self.tableView, old !== tableView { detachNow() }
        self.tableView = tableView
        registeredCellIdentifiers.removeAll()
        registeredViewIdentifiers.removeAll()
        register(paginationRow)
        for section in state.sections { registerComponents(of: section) }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    /// Stops speaking for the table: it gets no data source, delegate or prefetch data source
    /// (nor does a scroll harness's recorder standing between them forward to the liaison).
    /// Asked from a callback, it runs once the current operation ends.
    public func detach() {
        if mustQueue {
            enqueue { [weak self] in self?.detachNow() }
        } else {
            detachNow()
        }
    }

    private func detachNow() {
        guard let tableView else { return }
        detachObserver?()
        if tableView.dataSource === self { tableView.dataSource = nil }
        if tableView.delegate === self { tableView.delegate = nil }
        if tableView.prefetchDataSource === self { tableView.prefetchDataSource = nil }
        displayedRows.removeAll()
        displayedComponents.removeAll()
        self.tableView = nil
    }

    /// Reloads the whole table at its next layout. Asked from a callback, it runs once the
    /// current operation ends, after the requests queued before it.
    public func reloadData() {
        try? runOrQueue { [weak self] in self?.tableView?.reloadData() }
    }

    /// Reloads the rows on screen (their cells are dequeued and configured again). Asked from
    /// a callback, it runs once the current operation ends, on the rows on screen then.
    /// - Throws: what the table throws (from a callback, that goes to `errorHandler`).
    public func reloadVisibleRows() throws {
        try runOrQueue { [weak self] in
            guard let tableView = self?.tableView, let visible = tableView.indexPathsForVisibleRows else { return }
            try tableView.checking { $0.reloadRows(at: visible, with: .none) }
        }
    }

    /// Scrolls the table so the row sits at `position`. The row is validated against
    /// `sections` as the caller sees it (with the mutations queued before); asked from a
    /// callback, the scroll runs once the current operation and those mutations are applied.
    /// - Throws: `LiaisonError.rowOutOfRange` (or `.sectionOutOfRange`,
    ///   `.malformedIndexPath`) for a row that does not exist; what the table throws.
    public func scroll(to indexPath: IndexPath, at position: TableView.ScrollPosition = .none, animated: Bool = true) throws {
        try validateRow(indexPath, in: projected ?? state)
        try runOrQueue { [weak self] in
            try self?.tableView?.checking { $0.scrollToRow(at: indexPath, at: position, animated: animated) }
        }
    }

    /// Enters editing mode when out of it and leaves it when in it.
    public func toggleIsEditing() {
        guard let tableView else { return }
        tableView.setEditing(!tableView.isEditing, animated: true)
    }

    /// The row at `indexPath`, nil when there is none.
    public func row(at indexPath: IndexPath) -> AnyRow? {
        row(at: indexPath, in: projected ?? state)
    }

    /// Hands an error no caller can catch to `errorObserver` and `errorHandler`, or writes it
    /// to standard error when there is no handler.
    func report(_ error: any Error) {
        errorObserver?(error)
        if let errorHandler {
            errorHandler(error)
        } else {
            FileHandle.standardError.write(Data("TableLiaison: \(error)\n".utf8))
        }
    }

    /// Runs a row command, telling the observer first. The command gets the row's index path
    /// in the sections its caller sees (`sections`, queued changes included), not the
    /// table's: a command that deletes "its" row by that index path deletes that row even
    /// when an earlier command's deletion still waits in the queue, and a `.didEndDisplaying`
    /// of a row a batch moved gets where the row is now. A row no longer in `sections` runs
    /// only `.delete` and `.didEndDisplaying`, at the index path it had in the table.
    func run(_ command: RowCommand, on row: AnyRow, cell: TableViewCell, at tableIndexPath: IndexPath) {
        let indexPath: IndexPath
        if command == .delete || (command == .didEndDisplaying && rowsLeaving.contains(ObjectIdentifier(row))) {
            indexPath = tableIndexPath
        } else if let callerIndexPath = callerIndexPath(of: row, at: tableIndexPath) {
            indexPath = callerIndexPath
        } else if command == .delete || command == .didEndDisplaying {
            indexPath = tableIndexPath
        } else {
            return
        }
        commandObserver?(command, indexPath)
        row.perform(command: command, for: cell, at: indexPath)
    }

    /// Runs a component command, telling the observer first, with the section's index in the
    /// sections its caller sees (see the row commands).
    func run(
        _ command: SectionComponentCommand, on component: AnySectionComponent, view: TableViewHeaderFooterView,
        in tableSection: Int
    ) {
        let section: Int
        if command == .didEndDisplaying && projected == nil {
            // The end of a display gets the table's section unless requests wait: a search
            // of every section for a header whose section a batch deleted would cost
            // O(sections) per header.
            section = tableSection
        } else if let callerSection = callerSection(of: component, at: tableSection) {
            section = callerSection
        } else if command == .didEndDisplaying {
            section = tableSection
        } else {
            return
        }
        componentCommandObserver?(command, section)
        component.perform(command: command, for: view, in: section)
    }

    /// Where `row`, which the table showed at `indexPath`, is in the sections the caller
    /// sees; nil when it is no longer there. Usually the same index path (O(1)); otherwise
    /// the row is looked for in that section, then in every other (O(rows)).
    func callerIndexPath(of row: AnyRow, at indexPath: IndexPath) -> IndexPath? {
        let caller = projected ?? state
        // The row, or the row `apply` matched to it by identity (a cell keeps showing the
        // row of the same id that replaced the one it was configured for).
        func isIt(_ candidate: AnyRow) -> Bool { candidate === row || candidate.rowIdentity == row.rowIdentity }
        if let shown = self.row(at: indexPath, in: caller), isIt(shown) { return indexPath }
        let sections = caller.sections
        // Rarely reached: rows a batch takes off the screen skip the search (`rowsLeaving`),
        // and rows matched by `apply` are found above by identity. What remains (requests
        // waiting in the queue, a reorder drop that ends displays before the data source
        // has moved the row) is looked for in its section first, then everywhere.
        let others = sections.indices.filter { $0 != indexPath.section }
        let order = (sections.indices.contains(indexPath.section) ? [indexPath.section] : []) + others
        for section in order {
            // Objects only: a pointer comparison per row keeps the pass cheap.
            if let index = sections[section].rows.firstIndex(where: { $0 === row }) {
                return IndexPath(row: index, section: section)
            }
        }
        // A row `apply` replaced by one of the same id at another place (a layout the table
        // owed shows the old rows while the caller sees the applied ones).
        let identity = row.rowIdentity
        guard identity.id != nil else { return nil }
        for section in order {
            if let index = sections[section].rows.firstIndex(where: { $0.rowIdentity == identity }) {
                return IndexPath(row: index, section: section)
            }
        }
        return nil
    }

    /// Where the section whose header or footer is `component` is in the sections the
    /// caller sees; nil when it is no longer there.
    func callerSection(of component: AnySectionComponent, at section: Int) -> Int? {
        let projected = self.projected ?? state
        func holds(_ index: Int) -> Bool {
            let option = projected.sections[index].componentDisplayOption
            return option.header === component || option.footer === component
        }
        if projected.sections.indices.contains(section) && holds(section) { return section }
        return projected.sections.indices.first(where: holds)
    }

    // MARK: Registration

    func register(_ row: AnyRow) {
        guard let tableView else { return }
        let identifier = row.reuseIdentifier
        if registeredCellIdentifiers.insert(identifier).inserted || !tableView.isCellRegistered(forReuseIdentifier: identifier) {
            row.register(with: tableView)
        }
    }

    func register(_ component: AnySectionComponent) {
        guard let tableView else { return }
        if registeredViewIdentifiers.insert(component.reuseIdentifier).inserted {
            component.register(with: tableView)
        }
    }

    func registerComponents(of section: Section) {
        if let header = section.componentDisplayOption.header { register(header) }
        if let footer = section.componentDisplayOption.footer { register(footer) }
    }

    // MARK: Validation

    func validateSection(_ section: Int, in state: LiaisonState) throws {
        let count = state.sections.count
        guard section >= 0 && section < count else {
            throw LiaisonError.sectionOutOfRange(section: section, sectionCount: count)
        }
    }

    /// For inserting: a section index may also be one past the last.
    func validateInsertionSection(_ section: Int, in state: LiaisonState) throws {
        let count = state.sections.count
        guard section >= 0 && section <= count else {
            throw LiaisonError.insertionSectionOutOfRange(section: section, sectionCount: count)
        }
    }

    /// Refuses to put user rows or sections into or after the section that holds the
    /// pagination spinner while a page loads: the next append removes exactly that section.
    func validateNotSpinnerSection(_ section: Int, in state: LiaisonState) throws {
        if state.showsSpinner && section >= state.sections.count - 1 {
            throw LiaisonError.paginationSection(state.sections.count - 1)
        }
    }

    func validateRow(_ indexPath: IndexPath, in state: LiaisonState) throws {
        guard indexPath.count == 2 else {
            throw LiaisonError.malformedIndexPath(indexPath)
        }
        try validateSection(indexPath.section, in: state)
        let count = state.sections[indexPath.section].rows.count
        guard indexPath.row >= 0 && indexPath.row < count else {
            throw LiaisonError.rowOutOfRange(indexPath, rowCount: count)
        }
    }

    /// For inserting: a row index may also be one past the last of its section, counting
    /// `alreadyInserted` rows placed (or, negative, lifted out) before it.
    func validateInsertionRow(_ indexPath: IndexPath, in state: LiaisonState, alreadyInserted: Int = 0) throws {
        guard indexPath.count == 2 else {
            throw LiaisonError.malformedIndexPath(indexPath)
        }
        try validateSection(indexPath.section, in: state)
        let count = state.sections[indexPath.section].rows.count + alreadyInserted
        guard indexPath.row >= 0 && indexPath.row <= count else {
            throw LiaisonError.insertionRowOutOfRange(indexPath, rowCount: count)
        }
    }
}
