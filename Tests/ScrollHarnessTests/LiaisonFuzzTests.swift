import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// A seeded random walk over a liaised table driven through the harness: row and section
/// mutations (valid and out of range), replacements, moves and swaps across sections, section
/// appends and replacements, `apply` (reconfiguring or reloading) with moves across sections,
/// drops, inserts, identities repeated within a section and across sections, and rows replaced
/// by new objects of the same id with other heights and estimates, drags, flings and scrolls to
/// rows, taps, swipes to delete, editing toggles, editing-mode deletes and reorders, rotations;
/// commands of display, end-display, selection, configuration and update kinds (`.delete`,
/// `.reload`, `.insert`, `.move`) that, once or up to four times in a row, delete, move, replace
/// or reload their own row (a `.configuration` that reloads its row runs again inside that
/// reload, four levels deep one time in two), delete the row next to theirs, append, scroll,
/// reload, or detach and liaise again while the table is busy;
/// mutations asked while the table owes a reload (its commands then run inside the
/// mutation), and detaching the liaison while the harness drives the table. Sections have
/// headers, footers, both or neither, of fixed heights (0 and fractional among them), kept or
/// replaced by `apply`. Rows have fixed
/// heights (some fractional), height closures (250, 10.5, 44, 0) or size themselves, some with
/// estimates far from their heights; a third of the walks give the table an estimate of its
/// own. Half the walks run without separators and without padding above headers, as the
/// model-based oracle outside the package does.
///
/// After every step the screen is checked against a reference model: sections, cells,
/// visible rows, every row on screen at its declared height (or at what its cell measures),
/// every row's rectangle laid out from the model (`rectForRow(at:)`: a row off screen at its
/// declared or measured height, or, not displayed since it was loaded, at its own estimate),
/// headers and footers at their components' heights, rows, headers and footers following one
/// another without gap, every cell's frame its row's rectangle, the content height the sum of the sections'; no queued
/// request may fail. A failure reports its seed, step and the last steps and commands.
///
/// `LIAISON_FUZZ_SEEDS` seeds (default 12; 48 with `TABLELIAISON_LONG_TESTS=1`, CI's long
/// step) of `LIAISON_FUZZ_STEPS` steps each (default 500; 2,000 long):
/// `LIAISON_FUZZ_SEEDS=300 LIAISON_FUZZ_STEPS=1000` runs 300 walks of 1,000 steps.
@MainActor
struct LiaisonFuzzTests {
    /// Seeds 1…`LIAISON_FUZZ_SEEDS` (default 12, or 48 long).
    nonisolated static let seeds: [UInt64] = {
        let count = TestLength.count(short: 12, long: 48, overriddenBy: "LIAISON_FUZZ_SEEDS")
        return (0..<max(1, count)).map { UInt64($0) + 1 }
    }()

    @Test(arguments: seeds) func randomMutationsAndGesturesKeepTheScreenTrue(seed: UInt64) throws {
        let steps = max(1, TestLength.count(short: 500, long: 2_000, overriddenBy: "LIAISON_FUZZ_STEPS"))
        var fuzzer = LiaisonFuzzer(seed: seed)
        try fuzzer.run(steps: steps)
        expectEqual(fuzzer.checks, steps)
        // The walk reaches the commands it installs (a walk that never fired one would test
        // nothing of the re-entrancy model).
        let fired = fuzzer.reference.commandsFired
        #expect(fired > (steps < 1_000 ? 0 : 10), "\(fired) commands fired")
    }
}

/// The reference the walk keeps beside the liaison, shared with the commands it installs
/// (they change it when they mutate the liaison from inside a table callback). The walk
/// changes it before each call it expects to succeed, so a command that fires during the
/// call finds it in step with `sections`.
@MainActor
final class FuzzReference {
    /// Each section's row models.
    var model: [[String]] = [["m0", "m1", "m2"], ["m3", "m4"]]
    /// Errors the liaison reported through `errorHandler`: a queued request that failed.
    var reported: [String] = []
    /// Commands that fired and what they found wrong (an index path that was not their row's).
    var commandFailures: [String] = []
    var commandsFired = 0
    /// The kind of the walk's step in progress (for reports).
    var currentKind = 0
    /// The last steps and commands, for the report of a failure.
    private(set) var trace: [String] = []

    func note(_ entry: String) {
        trace.append(entry)
        if trace.count > 40 { trace.removeFirst(trace.count - 40) }
    }

    /// What a `TextCell` showing each text measures at each width (the cell's fitting height
    /// on the pixel grid, without the separator).
    private var measured: [String: CGFloat] = [:]

    func measuredHeight(_ text: String, width: CGFloat) -> CGFloat {
        let key = "\(width) \(text)"
        if let height = measured[key] { return height }
        let cell = TextCell()
        cell.label.text = text
        let height = TextMetrics.ceilToPixel(
            cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        measured[key] = height
        return height
    }

    /// The rows `apply` was given whose identity it kept (while they are off screen: their heights
    /// are asked again when they next come on screen (see `Liaison.apply`), so until then
    /// they may lie at a height their row had before.
    var mayHoldOldHeight: Set<ObjectIdentifier> = []

    /// Whether a mutation of the walk's own is running (the reference already shows it): a
    /// command firing inside it must see `sections` with it.
    var walkMutationRunning = false
}

@MainActor
struct LiaisonFuzzer {
    var random: SeededGenerator
    let seed: UInt64
    let reference = FuzzReference()
    /// The reference: each section's row models.
    var model: [[String]] {
        get { reference.model }
        nonmutating set { reference.model = newValue }
    }
    var nextName = 5
    let liaison: Liaison
    /// Replaced by a new harness over the same table each time the walk detaches the liaison.
    var harness: ScrollHarness
    var checks = 0
    var step = 0
    /// The kind of the step in progress, for the report of an unexpected error.
    var lastKind = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(seed: seed)
        liaison = Liaison(sections: reference.model.map { Section(rows: $0.map { textRow($0, height: nil) }) })
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 300))
        liaison.errorHandler = { [reference] error in reference.reported.append("\(error)") }
        // Half the walks lay rows out as the model-based oracle outside the package does:
        // no separator pixel, no padding above headers.
        if seed.isMultiple(of: 2) {
            harness.tableView.separatorStyle = .none
            harness.tableView.sectionHeaderTopPadding = 0
        }
        // A third of the walks give the table an estimate of its own (rows that declare
        // neither height nor estimate lie at it until measured).
        if seed % 3 == 1 { harness.tableView.estimatedRowHeight = 61.5 }
    }

    /// Notes what the step in progress does, for the report of a failure.
    func note(_ entry: String) { reference.note("step \(step): \(entry)") }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func newRow() -> (String, Row<TextCell, String>) {
        nextName += 1
        let spec = rowSpec(name: "m\(nextName)")
        return (spec.text, spec.makeRow())
    }

    /// A new row's text and settings: fixed heights (some fractional), self-sizing, some
    /// with an estimate far from the height, one- to three-line texts.
    mutating func rowSpec(name: String) -> FuzzRowSpec {
        let text = int(0..<3) == 0 ? name + String(repeating: " long text that wraps", count: int(1..<4)) : name
        return FuzzRowSpec(
            text: text, id: name, height: declaredHeight(), estimate: int(0..<4) == 0 ? [10.5, 57, 250][int(0..<3)] : nil,
            // Some rows can be deleted (swipe, editing control) and some moved in editing mode.
            editingStyle: int(0..<2) == 0 ? .delete : .none, movable: int(0..<2) == 0, computed: computedHeight())
    }

    /// A height closure's answer for a row that declares no fixed height, one time in five:
    /// the row's height is then the closure's (250, 10.5, 44 or 0), not its cell's.
    mutating func computedHeight() -> CGFloat? {
        int(0..<5) == 0 ? [250, 10.5, 44, 0][int(0..<4)] : nil
    }

    /// A section of `rows`, with a header, a footer, both or neither, of fixed heights (some
    /// fractional, some 0); or, given the section it replaces, that section's components one
    /// time in two (the same objects: `apply` keeps the section).
    mutating func section(_ rows: [AnyRow], replacing old: Section? = nil) -> Section {
        if let old, int(0..<2) == 0 { return Section(rows: rows, componentDisplayOption: old.componentDisplayOption) }
        func component() -> AnySectionComponent {
            let component = SectionComponent<TableViewHeaderFooterView, String>("h")
            component.set(height: .height, [0, 10.5, 30, 51][int(0..<4)])
            return component
        }
        let option: ComponentDisplayOption =
            switch int(0..<5) {
            case 0: .header(component: component())
            case 1: .footer(component: component())
            case 2: .both(headerComponent: component(), footerComponent: component())
            default: .none
            }
        return Section(rows: rows, componentDisplayOption: option)
    }

    /// A declared height: none (self-sizing) half the time, else a fixed one.
    mutating func declaredHeight() -> CGFloat? {
        int(0..<2) == 0 ? nil : [0, 20, 40, 60, 10.5, 100][int(0..<6)]
    }

    /// A row index path; out of range about one time in eight.
    mutating func indexPath(insertion: Bool = false) -> IndexPath {
        let section = model.isEmpty || int(0..<8) == 0 ? int(-1..<(model.count + 2)) : int(0..<model.count)
        let count = model.indices.contains(section) ? model[section].count : 0
        let row = int(0..<8) == 0 ? int(-1..<(count + 3)) : int(0..<(count + (insertion ? 1 : 0)) + 1)
        return IndexPath(row: row, section: section)
    }

    func valid(_ indexPath: IndexPath, insertion: Bool = false) -> Bool {
        guard model.indices.contains(indexPath.section), indexPath.row >= 0 else { return false }
        return indexPath.row < model[indexPath.section].count + (insertion ? 1 : 0)
    }

    mutating func run(steps: Int) throws {
        for _ in 0..<steps {
            step += 1
            do {
                try randomStep()
            } catch {
                throw FuzzStepError(seed: seed, step: step, kind: lastKind, error: error)
            }
            try check()
        }
    }

    /// One action; the model follows what a valid one does, and an invalid one must throw.
    private mutating func randomStep() throws {
        let sectionCount = model.count
        let kind = int(0..<23)
        lastKind = kind
        reference.currentKind = kind
        // Before a mutation, one time in four, the table is left owing a reload: the mutation
        // runs it, and the commands it fires run inside the mutation.
        if kind <= 10 || kind == 14 || kind >= 21, int(0..<4) == 0 {
            note("reloadData (the table owes a reload)")
            liaison.reloadData()
        }
        if kind >= 21 {
            try sectionStep(appends: kind == 21)
            return
        }
        if kind >= 14 {
            try interactionStep(kind - 14)
            return
        }
        switch kind {
        case 0, 1:
            let target = indexPath(insertion: true)
            let (text, row) = newRow()
            let ok = valid(target, insertion: true)
            if ok { model[target.section].insert(text, at: target.row) }
            note("insert \(text) at \(target)")
            try expect(ok) { try liaison.insert(row: row, at: target, animated: false) }
        case 2:
            let section = int(-1..<(sectionCount + 1))
            let made = (0..<int(0..<4)).map { _ in newRow() }
            let ok = model.indices.contains(section)
            if ok { model[section] += made.map(\.0) }
            note("append \(made.map(\.0)) to \(section)")
            try expect(ok) { try liaison.append(rows: made.map(\.1), to: section, animated: false) }
        case 3, 4:
            let target = indexPath()
            let ok = valid(target)
            if ok { model[target.section].remove(at: target.row) }
            note("delete \(target)")
            try expect(ok) { try liaison.deleteRow(at: target, animated: false) }
        case 5:
            let from = indexPath()
            var to = indexPath(insertion: true)
            if valid(from) && to.section == from.section && to.row >= model[to.section].count { to.row += 1 }
            let lifted = valid(from) && to.section == from.section ? -1 : 0
            let ok =
                valid(from) && model.indices.contains(to.section) && to.row >= 0
                && to.row <= model[to.section].count + lifted
            if ok {
                let text = model[from.section].remove(at: from.row)
                model[to.section].insert(text, at: to.row)
            }
            note("move \(from) to \(to)")
            try expect(ok) { try liaison.moveRow(from: from, to: to, animated: false) }
        case 6:
            let a = indexPath()
            let b = indexPath()
            let ok = valid(a) && valid(b)
            if ok {
                let first = model[a.section][a.row]
                model[a.section][a.row] = model[b.section][b.row]
                model[b.section][b.row] = first
            }
            note("swap \(a) with \(b)")
            try expect(ok) { try liaison.swapRow(at: a, with: b, animated: false) }
        case 7:
            let target = indexPath()
            let (text, row) = newRow()
            let ok = valid(target)
            if ok { model[target.section][target.row] = text }
            note("replace \(target) with \(text) (height \(row.height.map { "\($0)" } ?? "self-sizing"))")
            try expect(ok) { try liaison.replaceRow(at: target, with: row, animated: false) }
        case 8:
            let index = int(-1..<(sectionCount + 2))
            let made = (0..<int(0..<3)).map { _ in newRow() }
            let ok = index >= 0 && index <= sectionCount
            // At most six sections, so the walk keeps mutating rows more than sections.
            if ok && sectionCount >= 6 { return }
            if ok { model.insert(made.map(\.0), at: index) }
            note("insert section \(made.map(\.0)) at \(index)")
            try expect(ok) {
                try liaison.insert(section: section(made.map(\.1)), at: index, animated: false)
            }
        case 9:
            let index = int(-1..<(sectionCount + 1))
            let ok = model.indices.contains(index)
            if ok { model.remove(at: index) }
            note("delete section \(index)")
            try expect(ok) { try liaison.deleteSection(at: index, animated: false) }
        case 10:
            let from = int(-1..<(sectionCount + 1))
            let to = int(-1..<(sectionCount + 1))
            let ok = model.indices.contains(from) && model.indices.contains(to)
            if ok && from != to { model.insert(model.remove(at: from), at: to) }
            note("move section \(from) to \(to)")
            try expect(ok) { try liaison.moveSection(at: from, to: to, animated: false) }
        case 11:
            let distance = CGFloat(int(-400..<400))
            note("drag by \(distance)")
            try gesture { try harness.drag(by: distance, frames: 2) }
        case 12:
            // A fling ticks until the content rests (dozens of frames): one time in four.
            if int(0..<4) == 0 {
                let velocity = CGFloat(int(-3000..<3000))
                note("fling at \(velocity)")
                try gesture { try harness.fling(velocity: velocity) }
            } else if int(0..<6) == 0 {
                // A rotation: every height is asked again at the new width, cells that may
                // show old content included.
                let width = CGFloat([280, 320, 375][int(0..<3)])
                note("resize to \(width)")
                try gesture { try harness.resize(width: width) }
            } else {
                note("one frame")
                harness.advance(frames: 1)
            }
        default:
            let target = indexPath()
            note("scroll to \(target)")
            try gesture { try harness.scroll(toRow: target, at: .middle) }
        }
    }

    /// Appends one or two sections, or replaces one (valid or out of range) with new rows.
    private mutating func sectionStep(appends: Bool) throws {
        let sectionCount = model.count
        if appends {
            // At most six sections, so the walk keeps mutating rows more than sections.
            guard sectionCount < 6 else { return }
            let made = (0..<int(1..<3)).map { _ in (0..<int(0..<4)).map { _ in newRow() } }
            model += made.map { $0.map(\.0) }
            note("append sections \(made.map { $0.map(\.0) })")
            let sections = made.map { section($0.map(\.1)) }
            try expect(true) { try liaison.append(sections: sections, animated: false) }
            return
        }
        let index = int(-1..<(sectionCount + 1))
        let made = (0..<int(0..<4)).map { _ in newRow() }
        let ok = model.indices.contains(index)
        if ok { model[index] = made.map(\.0) }
        note("replace section \(index) with \(made.map(\.0))")
        let replacement = section(made.map(\.1))
        try expect(ok) { try liaison.replaceSection(at: index, with: replacement, animated: false) }
    }

    /// Runs a gesture; one impossible in this state (nothing to scroll, no such row) is fine.
    func gesture(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch is ScrollHarnessError {
            return
        }
    }

    /// Runs a mutation that must succeed when `valid`, and otherwise throw a `LiaisonError`
    /// and change nothing.
    func expect(_ valid: Bool, _ body: () throws -> Void) throws {
        if valid {
            reference.walkMutationRunning = true
            defer { reference.walkMutationRunning = false }
            try body()
            return
        }
        // A refused mutation changes nothing, and runs no layout (the one the table owes
        // would run commands that change the sections): the table still owes it after.
        if harness.tableView.owesLayout {
            let before = shownModel()
            #expect(throws: LiaisonError.self, "seed \(seed) step \(step): an invalid mutation must throw") { try body() }
            expectEqual(shownModel(), before, "seed \(seed) step \(step): a refused mutation changed the sections")
            #expect(harness.tableView.owesLayout, "seed \(seed) step \(step): a refused mutation laid the table out")
            return
        }
        let before = shownModel()
        let visible = harness.tableView.indexPathsForVisibleRows
        let offset = harness.tableView.contentOffset
        #expect(throws: LiaisonError.self, "seed \(seed) step \(step): an invalid mutation must throw") { try body() }
        expectEqual(shownModel(), before, "seed \(seed) step \(step): a refused mutation changed the sections")
        #expect(harness.tableView.indexPathsForVisibleRows == visible && harness.tableView.contentOffset == offset)
    }

    func shownModel() -> [[String]] {
        liaison.sections.map { $0.rows.map { ($0 as? Row<TextCell, String>)?.model ?? "?" } }
    }

    /// The checks after every step.
    private mutating func check() throws {
        checks += 1
        let table = harness.tableView
        let at = "seed \(seed) step \(step) (kind \(lastKind))"
        // A layout's commands may leave the table owing another layout (a command that
        // liaises the table again reloads it once the layout is over): the screen is read
        // once it rests, so that no reading below runs commands that change the reference.
        var passes = 0
        repeat {
            table.layoutIfNeeded()
            passes += 1
        } while table.owesLayout && passes < 20
        #expect(!table.owesLayout, "\(at): the table still owes a layout after \(passes) passes")
        let shown = shownModel()
        let expectedModel = model
        expectEqual(shown, expectedModel, "\(at): sections differ from the reference")
        expectEqual(table.numberOfSections, model.count, "\(at): section count")
        for (section, rows) in model.enumerated() where section < table.numberOfSections {
            expectEqual(table.numberOfRows(inSection: section), rows.count, "\(at): rows in section \(section)")
        }
        let visible = table.indexPathsForVisibleRows ?? []
        for indexPath in visible {
            let text = (table.cellForRow(at: indexPath) as? TextCell)?.label.text
            expectEqual(text, model[safe: indexPath.section]?[safe: indexPath.row], "\(at): cell at \(indexPath)")
        }
        // Exactly the rows whose rectangles meet the viewport are displayed (the invariant
        // the screen explorer's visible-rows check uses).
        let expected = try table.rowsMeetingViewport()
        #expect(
            visible == expected,
            "\(at): visible rows; viewport \(table.visibleRect), rects \(Set(visible).symmetricDifference(expected).sorted().map { ($0, table.rectForRow(at: $0)) })"
        )
        let wrongHeights = try rowsAtWrongHeights(visible) + rowsOffModel() + geometryFaults()
        #expect(wrongHeights.isEmpty, "\(at): rows on screen at a height not theirs: \(wrongHeights)")
        expectEqual(model, expectedModel, "\(at): reading the screen ran commands that changed the sections")
        #expect(reference.reported.isEmpty, "\(at): a queued request failed: \(reference.reported)")
        #expect(reference.commandFailures.isEmpty, "\(at): \(reference.commandFailures)")
        if shown != expectedModel || model != expectedModel || visible != expected || !wrongHeights.isEmpty
            || !reference.reported.isEmpty || !reference.commandFailures.isEmpty
        {
            throw FuzzFailure(seed: seed, step: step, trace: reference.trace)
        }
    }
}

extension LiaisonFuzzer {
    /// The rows on screen whose height in the table is not the one they declare, or, for a
    /// row that sizes itself, not what its cell measures at the table's width: a row kept
    /// by `apply` with another declared height must not keep the old one.
    func rowsAtWrongHeights(_ visible: [IndexPath]) throws -> [String] {
        let table = harness.tableView
        var wrong: [String] = []
        for indexPath in visible {
            guard let row = liaison.row(at: indexPath), let cell = table.cellForRow(at: indexPath) else { continue }
            let expected: CGFloat
            if let declared = row.height, !declared.isNaN, declared >= 0 {
                expected = declared
            } else {
                let size = cell.sizeThatFits(CGSize(width: table.bounds.width, height: .greatestFiniteMagnitude))
                // The separator's pixel comes below what the cell asks for.
                expected = TextMetrics.ceilToPixel(size.height) + table.separatorHeight
            }
            let actual = try table.checking { _ in table.rectForRow(at: indexPath) }.height
            if abs(actual - expected) > 1e-9 { wrong.append("\(indexPath): \(actual), expected \(expected)") }
        }
        return wrong
    }
}

extension LiaisonFuzzer {
    /// The rows whose rectangle is not where the model lays it out: each row's height is
    /// its declared one (a fixed height or its height closure's answer), or, for a row that
    /// sizes itself, what a cell showing its text measures at the table's width or, while
    /// it has not been measured, its estimate; each row starts where the one above ends.
    func rowsOffModel() throws -> [String] {
        let table = harness.tableView
        var wrong: [String] = []
        let tableEstimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : TableView.defaultEstimatedRowHeight
        for (section, rows) in liaison.sections.enumerated() where section < table.numberOfSections {
            var y = table.rectForHeader(inSection: section).maxY
            for (index, row) in rows.rows.enumerated() where index < table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: index, section: section)
                let rect = try table.checking { _ in table.rectForRow(at: indexPath) }
                var allowed: [CGFloat]
                let declared = row.height.flatMap { !$0.isNaN && $0 >= 0 ? min($0, TableView.maximumDimension) : nil }
                if let declared {
                    allowed = [declared]
                } else {
                    let text = (row as? Row<TextCell, String>)?.model ?? ""
                    allowed = [reference.measuredHeight(text, width: table.bounds.width) + table.separatorHeight]
                }
                // Off screen, a row not displayed since it was loaded or inserted lies at its
                // own estimate (the table's for a row that declares neither), never at one a
                // former row of its identity gave; a row that sizes itself and that `apply`
                // kept by identity may keep the height it was measured at before.
                let onScreen = table.cellForRow(at: indexPath) != nil
                let id = ObjectIdentifier(row)
                if onScreen { reference.mayHoldOldHeight.remove(id) }
                if !onScreen, declared == nil, reference.mayHoldOldHeight.contains(id) {
                    y = rect.maxY
                    continue
                }
                if !onScreen {
                    if declared == nil {
                        allowed.append(row.estimatedHeight.flatMap { $0 >= 0 ? $0 : nil } ?? tableEstimate)
                    } else if let own = row.estimatedHeight, own >= 0 {
                        allowed.append(own)
                    }
                }
                if !allowed.contains(where: { abs($0 - rect.height) <= 1e-6 }) {
                    wrong.append("row \(indexPath) is \(rect.height) high, the model's \(allowed)")
                }
                if abs(rect.minY - y) > 1e-6 { wrong.append("row \(indexPath) starts at \(rect.minY), the model's \(y)") }
                y = rect.maxY
            }
        }
        return wrong
    }
}

extension LiaisonFuzzer {
    /// Where the table's geometry does not add up: a section that does not start where the
    /// one before ends, a header, row or footer that does not start where the one above it
    /// ends, a displayed cell whose frame is not its row's rectangle, or a content height
    /// that is not the sum of the sections'.
    func geometryFaults() throws -> [String] {
        let table = harness.tableView
        var faults: [String] = []
        func differ(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) > 1e-6 }
        var y = table.tableHeaderView?.frame.height ?? 0
        for section in 0..<table.numberOfSections {
            let rect = table.rect(forSection: section)
            if differ(rect.minY, y) { faults.append("section \(section) starts at \(rect.minY), after content ending at \(y)") }
            // A header that shows sits below the padding: UIKit's automatic 22 points in a
            // plain table, none in a grouped one, or the value set.
            let header = table.rectForHeader(inSection: section)
            let automatic: CGFloat = table.style == .plain ? 22 : 0
            let padding =
                header.height <= 0
                ? 0 : table.sectionHeaderTopPadding == TableView.automaticDimension ? automatic : table.sectionHeaderTopPadding
            if differ(header.minY, rect.minY + padding) {
                faults.append(
                    "header \(section) starts at \(header.minY), its section at \(rect.minY) with \(padding) of padding")
            }
            let components = liaison.sections[safe: section]?.componentDisplayOption
            let footer = table.rectForFooter(inSection: section)
            if differ(header.height, components?.header?.height ?? 0) {
                faults.append("header \(section) is \(header.height) high, its component \(components?.header?.height ?? 0)")
            }
            if differ(footer.height, components?.footer?.height ?? 0) {
                faults.append("footer \(section) is \(footer.height) high, its component \(components?.footer?.height ?? 0)")
            }
            var bottom = header.maxY
            for row in 0..<table.numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let rowRect = table.rectForRow(at: indexPath)
                if differ(rowRect.minY, bottom) {
                    faults.append("row \(indexPath) starts at \(rowRect.minY), the rows above end at \(bottom)")
                }
                bottom = rowRect.minY + rowRect.height
                if let cell = table.cellForRow(at: indexPath),
                    differ(cell.frame.minY, rowRect.minY) || differ(cell.frame.height, rowRect.height)
                {
                    faults.append("the cell of row \(indexPath) has frame \(cell.frame), its row \(rowRect)")
                }
            }
            if differ(footer.minY, bottom) { faults.append("footer \(section) starts at \(footer.minY), rows end at \(bottom)") }
            bottom = footer.minY + footer.height
            if differ(rect.maxY, bottom) { faults.append("section \(section) ends at \(rect.maxY), its content at \(bottom)") }
            y = bottom
        }
        y += table.tableFooterView?.frame.height ?? 0
        if differ(table.contentSize.height, y) {
            faults.append("contentSize.height \(table.contentSize.height), the sections add up to \(y)")
        }
        return faults
    }
}

/// An error a step did not expect, with where the walk was.
struct FuzzStepError: Error, CustomStringConvertible {
    let seed: UInt64
    let step: Int
    let kind: Int
    let error: any Error
    var description: String { "seed \(seed) step \(step), step kind \(kind): \(error)" }
}

/// Stops a walk at its first wrong screen, so one failure is reported once.
struct FuzzFailure: Error, CustomStringConvertible {
    let seed: UInt64
    let step: Int
    /// The last steps and commands before the failure.
    let trace: [String]
    var description: String { "seed \(seed) failed at step \(step), after:\n" + trace.joined(separator: "\n") }
}

/// What a row the walk makes looks like: built by `makeRow()` where the walk's generator is
/// out of reach (inside a command).
struct FuzzRowSpec {
    var text: String
    var id: String
    var height: CGFloat?
    var estimate: CGFloat?
    var editingStyle: TableViewCell.EditingStyle = .none
    var movable = false
    /// A height closure's answer, used when `height` is nil.
    var computed: CGFloat?

    @MainActor
    func makeRow() -> Row<TextCell, String> {
        let row = Row<TextCell, String>(text, id: id, editingStyle: editingStyle, movable: movable)
        row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
        if let height {
            row.set(height: .height, height)
        } else if let computed {
            row.set(height: .height) { _ in computed }
        }
        if let estimate { row.set(height: .estimatedHeight, estimate) }
        return row
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
