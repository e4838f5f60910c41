import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

@MainActor
struct GestureErrorTests {
    /// Expects `gesture` to throw `expected` without ticking a frame or logging anything.
    private func expectImpossible(
        _ harness: ScrollHarness, _ expected: ScrollHarnessError, _ gesture: () throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = harness.frame
        let events = harness.events.count
        #expect(throws: expected, sourceLocation: sourceLocation) { try gesture() }
        #expect(harness.frame == frame, "an impossible gesture ticks no frame", sourceLocation: sourceLocation)
        #expect(harness.events.count == events, "an impossible gesture calls nothing", sourceLocation: sourceLocation)
    }

    private func rows(_ harness: ScrollHarness) -> [Row<TextCell, String>] {
        (harness.liaison?.sections[0].rows ?? []).compactMap { $0 as? Row<TextCell, String> }
    }

    @Test func rowsThatDoNotExistOrAreOffScreen() {
        let harness = makeHarness(rows: 100)
        expectImpossible(harness, .noSuchRow(IndexPath(row: 100, section: 0), sections: 1, rowsInSection: 100)) {
            try harness.tap(row: IndexPath(row: 100, section: 0))
        }
        expectImpossible(harness, .noSuchRow(IndexPath(row: 0, section: 1), sections: 1, rowsInSection: nil)) {
            try harness.scroll(toRow: IndexPath(row: 0, section: 1))
        }
        let visible = (0..<10).map { IndexPath(row: $0, section: 0) }
        expectImpossible(harness, .rowNotOnScreen(IndexPath(row: 50, section: 0), visibleRows: visible)) {
            try harness.tap(row: IndexPath(row: 50, section: 0))
        }
    }

    @Test func swipesThatOfferNothingOrNotTheActionAsked() throws {
        let harness = makeHarness(rows: 20)
        let rows = rows(harness)
        rows[1].trailingSwipeActions = SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        ])
        expectImpossible(harness, .rowNotEditable(IndexPath(row: 0, section: 0))) {
            try harness.swipeToDelete(row: IndexPath(row: 0, section: 0))
        }
        let flag = [SwipeActionDescription(title: "Flag", isDestructive: false)]
        expectImpossible(
            harness, .noSuchSwipeAction(row: IndexPath(row: 1, section: 0), edge: .trailing, title: nil, offered: flag)
        ) {
            try harness.swipeToDelete(row: IndexPath(row: 1, section: 0))
        }
        expectImpossible(
            harness, .noSuchSwipeAction(row: IndexPath(row: 1, section: 0), edge: .leading, title: "Flag", offered: [])
        ) {
            try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Flag", edge: .leading)
        }
        #expect(
            ScrollHarnessError.noSuchSwipeAction(row: IndexPath(row: 1, section: 0), edge: .trailing, title: nil, offered: flag)
                .description
                == "row (0 - 1) shows no destructive action when swiped from the trailing edge: it shows [\"Flag\"]")
        try harness.tapEditButton()
        expectImpossible(harness, .unavailableInEditingMode(gesture: "a swipe", row: IndexPath(row: 1, section: 0))) {
            try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Flag")
        }
    }

    @Test func editingControlsAndReorderingNeedEditingModeAndARowThatHasThem() throws {
        let harness = makeHarness(rows: 20)
        let rows = rows(harness)
        rows[1].editingStyle = .delete
        rows[1].movable = true
        let second = IndexPath(row: 1, section: 0)
        expectImpossible(harness, .requiresEditingMode(gesture: "an editing control", row: second)) {
            try harness.tapEditingControl(row: second)
        }
        expectImpossible(harness, .requiresEditingMode(gesture: "a reorder drag", row: second)) {
            try harness.drag(row: second, to: IndexPath(row: 3, section: 0))
        }
        try harness.tapEditButton()
        expectImpossible(harness, .noEditingControl(IndexPath(row: 0, section: 0))) {
            try harness.tapEditingControl(row: IndexPath(row: 0, section: 0))
        }
        expectImpossible(harness, .rowNotMovable(IndexPath(row: 0, section: 0))) {
            try harness.drag(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        }
        expectImpossible(harness, .noSuchDestination(row: second, destination: IndexPath(row: 20, section: 0), validRows: 20)) {
            try harness.drag(row: second, to: IndexPath(row: 20, section: 0))
        }
        expectImpossible(harness, .noSuchDestination(row: second, destination: IndexPath(row: 0, section: 2), validRows: nil)) {
            try harness.drag(row: second, to: IndexPath(row: 0, section: 2))
        }
        // The possible gestures go through.
        try harness.drag(row: second, to: IndexPath(row: 3, section: 0))
        expectEqual(harness.events(.moveRow).count, 1)
        // The moved row keeps its delete control at its new place, and the row that took its
        // old place has none (the table asks again once the data source moved the row).
        expectEqual(harness.tableView.cellForRow(at: second)?.editingStyle, TableViewCell.EditingStyle.none)
        expectEqual(harness.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.editingStyle, .delete)
        try harness.tapEditingControl(row: IndexPath(row: 3, section: 0))
        expectEqual(harness.liaison?.sections[0].rows.count, 19)
    }

    @Test func accessoriesControlsAndContentThatFits() throws {
        let harness = makeHarness(rows: 3)
        expectImpossible(harness, .noAccessoryButton(row: IndexPath(row: 0, section: 0), accessory: .none)) {
            try harness.tapAccessory(row: IndexPath(row: 0, section: 0))
        }
        expectImpossible(harness, .nothingToScroll(contentHeight: 120, viewportHeight: 400)) { try harness.drag(by: 100) }
        expectImpossible(harness, .nothingToScroll(contentHeight: 120, viewportHeight: 400)) {
            try harness.fling(velocity: 1_000)
        }
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let retry = Button(title: "Retry")
        retry.isEnabled = false
        var retried = 0
        retry.addAction { retried += 1 }
        cell.contentView.addSubview(retry)
        expectImpossible(harness, .controlDisabled(.title("Retry"), in: .row(IndexPath(row: 0, section: 0)))) {
            try harness.tapControl(titled: "Retry")
        }
        expectEqual(retried, 0)
        expectImpossible(harness, .noSuchControl(.accessibilityIdentifier("like"), offered: ["\"Retry\" in row (0 - 0)"])) {
            try harness.tapControl(identifier: "like")
        }
        #expect(
            ScrollHarnessError.controlDisabled(.title("Retry"), in: .row(IndexPath(row: 0, section: 0))).description
                == "the control titled \"Retry\" in row (0 - 0) is disabled: a tap does nothing")
        retry.isEnabled = true
        try harness.tapControl(titled: "Retry")
        expectEqual(retried, 1)
    }

    @Test func aControlInAHeaderIsFoundAndTapped() throws {
        let harness = makeHarness(rows: 5, headers: true)
        let header = try #require(harness.tableView.headerView(forSection: 0))
        let more = Button(title: "More")
        more.accessibilityIdentifier = "more-0"
        var tapped = 0
        more.addAction { tapped += 1 }
        header.contentView.addSubview(more)
        try harness.tapControl(identifier: "more-0", in: .header(0))
        expectEqual(tapped, 1)
        expectEqual(harness.events(.controlTapped).map(\.section), [0])
        expectImpossible(harness, .noSuchControl(.title("More"), offered: ["\"More\" in header 0"])) {
            try harness.tapControl(titled: "More", in: .footer(0))
        }
    }
}

/// A data source that forgets to tell the table it deleted a row.
@MainActor
private final class ForgetfulDataSource: TableViewDataSource, TableViewDelegate {
    var items = (0..<5).map { "item \($0)" }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        items.remove(at: indexPath.row)
    }
}

@MainActor
private final class OtherCell: TableViewCell {}

@MainActor
struct ScreenFailureTests {
    @Test func aTableErrorDuringAPossibleGestureKeepsItsTypeAndIsLogged() throws {
        let source = ForgetfulDataSource()
        let table = TableView(frame: .zero)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let harness = ScrollHarness(tableView: table, viewport: CGSize(width: 320, height: 400))
        do {
            try harness.swipeToDelete(row: IndexPath(row: 1, section: 0))
            Issue.record("the swipe should have thrown the table's error")
        } catch let error as TableViewError {
            guard case .invalidUpdate = error else {
                Issue.record("expected an invalid update, got \(error)")
                return
            }
            #expect(harness.events(.error).compactMap { $0.error as? TableViewError } == [error])
            expectEqual(harness.events(.error).first?.description.hasPrefix("f3 error TableViewError: Invalid update"), true)
        }
    }

    @Test func aLiaisonErrorDuringAPossibleGestureKeepsItsType() throws {
        let harness = makeHarness(rows: 30)
        let liaison = try #require(harness.liaison)
        // Row 20 dequeues under the identifier of the text rows but expects another cell type.
        let clash = Row<OtherCell, String>(
            "clash", registration: .class(reuseIdentifier: liaison.sections[0].rows[0].reuseIdentifier))
        clash.set(height: .height, 40)
        try liaison.replaceRow(at: IndexPath(row: 20, section: 0), with: clash)
        harness.clearEvents()
        do {
            try harness.scroll(toRow: IndexPath(row: 20, section: 0))
            Issue.record("the scroll should have thrown the liaison's error")
        } catch let error as LiaisonError {
            #expect(error.description.contains("two row types share the identifier"))
            #expect(harness.events(.error).contains { ($0.error as? LiaisonError) == error })
        }
    }

    @Test func anErrorTheLiaisonMeetsInACallbackIsThrownByTheGesture() throws {
        let harness = makeHarness(rows: 30)
        let liaison = try #require(harness.liaison)
        let identifier = liaison.sections[0].rows[0].reuseIdentifier
        // Selecting row 2 inserts, from inside the table's callback, a row whose cell type
        // clashes: the liaison applies it after the callback and meets the error there.
        let first = try #require(liaison.sections[0].rows[2] as? Row<TextCell, String>)
        first.set(command: .didSelect) { [unowned liaison] _, _, _ in
            let clash = Row<OtherCell, String>("clash", registration: .class(reuseIdentifier: identifier))
            clash.set(height: .height, 40)
            try? liaison.insert(row: clash, at: IndexPath(row: 0, section: 0))
        }
        #expect(throws: LiaisonError.self) { try harness.tap(row: IndexPath(row: 2, section: 0)) }
        #expect(harness.events(.error).contains { $0.error is LiaisonError })
    }
}
