import Foundation
import ScrollHarness
import TableLiaison
import Testing

/// What a one-shot command installed by the walk does when it fires.
enum FuzzCommandAction: CaseIterable {
    case deleteOwnRow, appendToOwnSection, scroll, reloadData, reloadVisibleRows, detachAndLiaiseAgain, reloadOwnRow,
        replaceOwnRow, moveOwnRow
    /// Deletes the row after its own (the one before when its row is last): a deletion of
    /// another row from inside a display, configuration or end-display callback.
    case deleteNeighbourRow
}

extension LiaisonFuzzer {
    /// The steps that go through the user's hands: `apply`, taps, swipes, editing, reorders
    /// and commands that change the liaison from inside the table's callbacks.
    mutating func interactionStep(_ kind: Int) throws {
        switch kind {
        case 0: try applyRearranged()
        case 1:
            let target = indexPath()
            note("tap \(target)")
            try gesture(targetValid: valid(target)) { try harness.tap(row: target) }
        case 2:
            // Commands on one to three rows: most never fire (their rows leave, or are never
            // tapped), and those that do are what the re-entrancy model is about.
            for _ in 0..<int(1..<4) { installCommand() }
        case 3:
            let target = indexPath()
            let deletes = row(at: target)?.editingStyle == .delete && !harness.tableView.isEditing
            note("swipe to delete \(target)")
            try predicting(deletes ? .remove(target) : nil, target) { try harness.swipeToDelete(row: target) }
        case 4:
            // Editing mode: delete with the editing control, or leave editing mode.
            if !harness.tableView.isEditing {
                note("editing on")
                harness.setEditing(true)
                return
            }
            if int(0..<3) == 0 {
                note("editing off")
                harness.setEditing(false)
                return
            }
            let target = indexPath()
            let deletes = row(at: target)?.editingStyle == .delete
            note("editing control of \(target)")
            try predicting(deletes ? .remove(target) : nil, target) { try harness.tapEditingControl(row: target) }
        case 5:
            try reorder()
        default:
            try detachWhileDriven()
        }
    }

    /// Detaches the liaison while the harness drives the table: the table shows nothing, as
    /// without a harness, the model changes meanwhile, a drag meets no missing data source,
    /// and a new harness liaises the table again.
    private mutating func detachWhileDriven() throws {
        let table = harness.tableView
        note("detach while driven")
        liaison.detach()
        #expect(
            table.numberOfSections == 0, "seed \(seed) step \(step): a detached table shows \(table.numberOfSections) sections")
        if let section = model.indices.first(where: { !model[$0].isEmpty }) {
            model[section].removeFirst()
            try liaison.deleteRow(at: IndexPath(row: 0, section: section), animated: false)
        }
        try gesture { try harness.drag(by: CGFloat(int(-300..<300)), frames: 2) }
        #expect(table.visibleCells.isEmpty, "seed \(seed) step \(step): a detached table shows cells")
        harness = ScrollHarness(tableView: table, liaison: liaison, viewport: CGSize(width: 320, height: 300))
    }

    private func row(at indexPath: IndexPath) -> Row<TextCell, String>? {
        guard liaison.sections.indices.contains(indexPath.section),
            liaison.sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return liaison.sections[indexPath.section].rows[indexPath.row] as? Row<TextCell, String>
    }

    /// A drag of a row's reorder control in editing mode; the model moves the row when the
    /// table took the drop.
    private mutating func reorder() throws {
        let from = indexPath()
        let to = indexPath()
        guard valid(from), model.indices.contains(to.section), to.row >= 0 else { return }
        let ownSection = from.section == to.section
        guard to.row < model[to.section].count + (ownSection ? 0 : 1) else { return }
        if !harness.tableView.isEditing { harness.setEditing(true) }
        let moves = row(at: from)?.movable == true && from != to
        note("reorder drag \(from) to \(to)")
        try predicting(moves ? .move(from, to) : nil, from) { try harness.drag(row: from, to: to) }
    }

    /// What a gesture is expected to do to the rows when the harness takes it.
    enum Prediction {
        case remove(IndexPath)
        case move(IndexPath, IndexPath)
    }

    /// Runs a gesture with the reference already changed as predicted, and puts the
    /// reference back when the gesture is refused as impossible before anything happened.
    private func predicting(_ prediction: Prediction?, _ target: IndexPath, _ gesture: () throws -> Void) throws {
        let before = model
        let targetValid = valid(target)
        switch prediction {
        case let .remove(indexPath)?:
            if valid(indexPath) { model[indexPath.section].remove(at: indexPath.row) }
        case let .move(from, to)?:
            let text = model[from.section].remove(at: from.row)
            model[to.section].insert(text, at: to.row)
        case nil:
            break
        }
        var taken = false
        do {
            taken = try self.gesture(targetValid: targetValid, gesture)
        } catch {
            model = before
            throw error
        }
        if !taken { model = before }
    }

    /// Runs a gesture on a row; refused as impossible (a `ScrollHarnessError`, or the table's
    /// error for a row that does not exist), it changes nothing and answers false.
    @discardableResult
    func gesture(targetValid: Bool, _ body: () throws -> Void) throws -> Bool {
        do {
            try body()
            return true
        } catch is ScrollHarnessError {
            return false
        } catch let error as TableViewError {
            if targetValid { throw error }
            return false
        }
    }

    /// `apply` with the rows on hand rearranged: moved within and across sections, some
    /// dropped, some replaced by a new object with the same id (half of them with new text),
    /// some new, some named twice; one to four sections.
    private mutating func applyRearranged() throws {
        var pool: [(String, AnyRow)] = []
        // One apply in two replaces many rows by new objects of the same ids (kept in
        // identity, moved by the shuffle to other places and sections).
        let replacing = int(0..<2) == 0 ? 2 : 4
        for section in liaison.sections {
            for case let row as Row<TextCell, String> in section.rows where int(0..<5) != 0 {
                if let id = row.id, int(0..<replacing) == 0 {
                    let changed = int(0..<2) == 0
                    let text = changed ? "\(id) v\(int(2..<9))" : row.model
                    // The same declared height, none (self-sizing), or another fixed one: a
                    // row whose model stayed equal must still show at its new height.
                    let height: CGFloat? =
                        switch int(0..<3) {
                        case 0: row.height
                        case 1: nil
                        default: declaredHeight() ?? 100
                        }
                    let fresh = FuzzRowSpec(
                        text: text, id: "\(id)", height: height,
                        estimate: int(0..<3) == 0 ? [10.5, 57, 250][int(0..<3)] : row.estimatedHeight,
                        editingStyle: row.editingStyle, movable: row.movable, computed: computedHeight()
                    ).makeRow()
                    pool.append((text, fresh))
                } else {
                    pool.append((row.model, row))
                }
            }
        }
        for _ in 0..<int(0..<4) {
            let (text, row) = newRow()
            pool.append((text, row))
        }
        // A duplicate identity: another object with the id of a row on hand.
        if let (text, original) = pool.last, let original = original as? Row<TextCell, String>, let id = original.id,
            int(0..<4) == 0
        {
            let twin = Row<TextCell, String>(text, id: id, editingStyle: original.editingStyle, movable: original.movable)
            twin.set(command: .configuration) { cell, text, _ in cell.label.text = text }
            pool.append((text, twin))
        }
        pool.shuffle(using: &random)
        let sectionCount = int(1..<5)
        var sections: [[(String, AnyRow)]] = Array(repeating: [], count: sectionCount)
        for entry in pool { sections[int(0..<sectionCount)].append(entry) }
        // One time in three, identities named again within a section and across sections:
        // new objects of a row's id, with heights of their own (fixed, a closure's, none).
        if int(0..<3) == 0 {
            for _ in 0..<int(1..<4) {
                guard let source = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(using: &random),
                    let (text, original) = sections[source].randomElement(using: &random),
                    let original = original as? Row<TextCell, String>, let id = original.id
                else { break }
                let twin = FuzzRowSpec(
                    text: text, id: "\(id)", height: declaredHeight(), estimate: nil, editingStyle: original.editingStyle,
                    movable: original.movable, computed: int(0..<2) == 0 ? 250 : computedHeight()
                ).makeRow()
                let target = int(0..<2) == 0 ? source : int(0..<sectionCount)
                sections[target].insert((text, twin), at: int(0..<(sections[target].count + 1)))
            }
        }
        let style: ContentUpdateStyle = int(0..<2) == 0 ? .reconfigure : .reload
        model = sections.map { $0.map(\.0) }
        let kept = Set(liaison.sections.flatMap { $0.rows.map(\.rowIdentity) })
        reference.mayHoldOldHeight.formUnion(
            sections.flatMap { $0.map(\.1) }.filter { kept.contains($0.rowIdentity) }.map { ObjectIdentifier($0) })
        note(
            "apply \(style): "
                + sections.map {
                    "["
                        + $0.map { "\($0.0) (\(($0.1 as? Row<TextCell, String>)?.height.map { "\($0)" } ?? "auto"))" }.joined(
                            separator: ", ") + "]"
                }.joined(separator: " "))
        reference.walkMutationRunning = true
        defer { reference.walkMutationRunning = false }
        let current = liaison.sections
        var applied: [Section] = []
        for (index, rows) in sections.enumerated() { applied.append(section(rows.map(\.1), replacing: current[safe: index])) }
        try liaison.apply(applied, animation: .none, contentUpdates: style)
    }

    /// A command on a random row, of a display, selection, configuration or update kind, that
    /// changes the liaison from inside the callback, once or up to four times (a
    /// `.configuration` command that reloads or replaces its own row runs again inside that
    /// reload). It checks, when it fires, that the index path it was handed is its row's in
    /// `sections` as it sees them, and keeps the reference in step. A `.delete` command's row
    /// is gone: it acts on the place its row had.
    private mutating func installCommand() {
        // A row on screen half the time: its display and configuration commands fire soon.
        let visible = harness.tableView.indexPathsForVisibleRows ?? []
        let target = !visible.isEmpty && int(0..<2) == 0 ? visible[int(0..<visible.count)] : indexPath()
        guard let row = row(at: target) else { return }
        let kinds: [RowCommand] = [
            .willDisplay, .didEndDisplaying, .didSelect, .didHighlight, .didUnhighlight, .willSelect, .configuration,
            .configuration, .delete, .reload, .insert, .move, .willDisplay, .didEndDisplaying,
        ]
        let kind = kinds[int(0..<kinds.count)]
        let action = FuzzCommandAction.allCases[int(0..<FuzzCommandAction.allCases.count)]
        // A configuration that reloads its own row does it four levels deep one time in two
        // (the model-based oracle outside the package found rows kept at wrong heights so).
        var remaining = int(0..<3) == 0 ? int(2..<5) : 1
        if kind == .configuration && action == .reloadOwnRow && int(0..<2) == 0 { remaining = 4 }
        let pick = int(0..<1_000)
        let name = "c\(seed)-\(step)"
        var replacements = (0..<remaining).map { rowSpec(name: "\(name)-\($0)") }
        let reference = self.reference
        let table = harness.tableView
        note("command \(kind) \(action) ×\(remaining) on \(row.model) at \(target)")
        row.set(command: kind) { [unowned liaison, unowned row] cell, text, indexPath in
            // A configuration command configures the cell first, as every row's does.
            if kind == .configuration { cell.label.text = text }
            guard remaining > 0 else { return }
            remaining -= 1
            reference.commandsFired += 1
            reference.note("  \(kind) of \(text) at \(indexPath) fires: \(action)")
            // The end of the display of a row object no longer there gets the place the row
            // had in the table (a row of the same id may be elsewhere: a duplicate id, or a
            // row `apply` put in its place); it acts on nothing.
            if kind == .didEndDisplaying && !liaison.sections.contains(where: { $0.rows.contains { $0 === row } }) {
                return
            }
            // Gone: neither the row nor one `apply` matched to it by identity is there.
            let gone = !liaison.sections.contains {
                $0.rows.contains { $0 === row || $0.rowIdentity == row.rowIdentity }
            }
            if gone && kind != .delete {
                // Only `.delete` reaches a row already removed, and the configuration of the
                // cell of a row whose deletion waits in the queue (the table shows the row
                // until then).
                if kind != .configuration {
                    reference.commandFailures.append("\(kind) of \(text), a row no longer there")
                }
                return
            }
            // Its row, or the row of the same id that `apply` put in its place. (`apply` may
            // delete a row's place and insert the same row elsewhere: `.delete` then runs for
            // a row still there, with the place it had.)
            guard
                gone || kind == .delete
                    || liaison.row(at: indexPath).map({ $0 === row || $0.rowIdentity == row.rowIdentity }) == true
            else {
                let place = liaison.sections.enumerated().compactMap { section, rows in
                    rows.rows.firstIndex { $0 === row || $0.rowIdentity == row.rowIdentity }.map {
                        IndexPath(row: $0, section: section)
                    }
                }
                reference.commandFailures.append(
                    "\(kind) of \(text) was handed \(indexPath), its row is at \(place), during a step of kind \(reference.currentKind)"
                )
                return
            }
            // In the middle of a gesture the walk's reference already shows the gesture's
            // outcome: the command acts only when the reference and `sections` agree.
            let names = liaison.sections.map { $0.rows.map { ($0 as? Row<TextCell, String>)?.model ?? "?" } }
            if reference.walkMutationRunning && names != reference.model {
                reference.commandFailures.append(
                    "\(kind) of \(text), fired inside a mutation of the walk, saw \(names) instead of \(reference.model)")
            }
            guard names == reference.model else { return }
            // A `.delete` command's place may hold another row now, or none.
            let placeExists =
                reference.model.indices.contains(indexPath.section)
                && reference.model[indexPath.section].indices.contains(indexPath.row)
            do {
                switch action {
                case .deleteOwnRow:
                    guard placeExists else { return }
                    try liaison.deleteRow(at: indexPath, animated: false)
                    reference.model[indexPath.section].remove(at: indexPath.row)
                case .deleteNeighbourRow:
                    guard placeExists, reference.model[indexPath.section].count > 1 else { return }
                    let count = reference.model[indexPath.section].count
                    let other = IndexPath(
                        row: indexPath.row + 1 < count ? indexPath.row + 1 : indexPath.row - 1, section: indexPath.section)
                    try liaison.deleteRow(at: other, animated: false)
                    reference.model[other.section].remove(at: other.row)
                case .reloadOwnRow:
                    guard placeExists else { return }
                    try liaison.reloadRow(at: indexPath, with: .none)
                case .moveOwnRow:
                    // To a place picked among those after the row is lifted out.
                    guard placeExists else { return }
                    let section = pick % reference.model.count
                    let count = reference.model[section].count - (section == indexPath.section ? 1 : 0)
                    let to = IndexPath(row: (pick / 7) % (count + 1), section: section)
                    try liaison.moveRow(from: indexPath, to: to, animated: false)
                    let moved = reference.model[indexPath.section].remove(at: indexPath.row)
                    reference.model[to.section].insert(moved, at: to.row)
                case .replaceOwnRow:
                    guard placeExists, let spec = replacements.popLast() else { return }
                    try liaison.replaceRow(at: indexPath, with: spec.makeRow(), animated: false)
                    reference.model[indexPath.section][indexPath.row] = spec.text
                case .appendToOwnSection:
                    guard reference.model.indices.contains(indexPath.section) else { return }
                    let added = Row<TextCell, String>(name, id: name)
                    added.set(command: .configuration) { cell, text, _ in cell.label.text = text }
                    try liaison.append(row: added, to: indexPath.section, animated: false)
                    reference.model[indexPath.section].append(name)
                case .scroll:
                    let rows = reference.model.enumerated().flatMap { section, rows in
                        rows.indices.map { IndexPath(row: $0, section: section) }
                    }
                    if !rows.isEmpty { try liaison.scroll(to: rows[pick % rows.count], at: .middle, animated: false) }
                case .reloadData:
                    liaison.reloadData()
                case .reloadVisibleRows:
                    try liaison.reloadVisibleRows()
                case .detachAndLiaiseAgain:
                    liaison.detach()
                    liaison.liaise(tableView: table)
                }
            } catch {
                reference.commandFailures.append("\(kind) of \(text) at \(indexPath), \(action): \(error)")
            }
        }
    }
}
