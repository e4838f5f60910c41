import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// How many frames the loader takes to answer; a test changes it between loads.
@MainActor
private final class Delay {
    var frames: Int
    init(frames: Int) { self.frames = frames }
}

@MainActor
struct InboxTests {
    /// The inbox in a harness whose loader answers `delay` frames after it is asked.
    private func makeInbox(delay: @escaping @MainActor () -> Int = { 10 }) -> (InboxScreen, ScrollHarness) {
        let screen = InboxScreen()
        let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
        screen.deliver = { [unowned harness] work in harness.schedule(afterFrames: delay(), work) }
        return (screen, harness)
    }

    private func subjects(_ harness: ScrollHarness) -> [String] {
        harness.liaison?.sections.first?.rows.compactMap { ($0 as? Row<MessageCell, InboxScreen.Message>)?.model.subject } ?? []
    }

    @Test func pagesLandWithApplyUntilAnEmptyPageEndsPagination() throws {
        let (screen, harness) = makeInbox()
        expectEqual(screen.messages.count, 8)
        for page in 1...3 {
            try harness.scrollToBottom()
            expectEqual(screen.pagesRequested, Array(1...page))
            expectEqual(harness.liaison?.isPaginating, true)
            expectEqual(harness.liaison?.sections.count, 2, "the spinner's section while page \(page) loads")
            harness.advance(frames: 11)
            expectEqual(harness.liaison?.isPaginating, false)
            expectEqual(harness.liaison?.sections.count, 1, "the spinner left with page \(page)")
        }
        // Pages 1 and 2 brought 8 messages each; page 3 brought none and ended with no rows.
        expectEqual(screen.messages.map(\.id), Array(0..<24))
        #expect(subjects(harness) == (0..<24).map { "Message \($0)" })
        let pagination = harness.events(.paginationStarted, .paginationEnded).map {
            "\($0.kind) \($0.indexPath.map { "\($0.section)-\($0.row)" } ?? "")"
        }
        #expect(
            pagination == [
                "paginationStarted 1-0", "paginationEnded 0-8",
                "paginationStarted 1-0", "paginationEnded 0-16",
                "paginationStarted 1-0", "paginationEnded 0-24",
            ])
        // Each landing was one batch that deleted the spinner's section with the new rows.
        #expect(
            harness.tableView.updateHistory.filter { $0.operations.contains(.deleteSections(IndexSet(integer: 1), .automatic)) }
                .count == 3)
        // The end reached again asks for nothing: no page is asked twice.
        try harness.scrollToBottom()
        harness.advance(frames: 11)
        expectEqual(screen.pagesRequested, [1, 2, 3])
        expectEqual(harness.events(.paginationStarted).count, 3)
        #expect(screen.lastError == nil)
        #expect(harness.events(.error).isEmpty)
    }

    @Test func aRefreshDuringALoadCancelsThePageAndDropsItsAnswer() throws {
        let delay = Delay(frames: 30)
        let (screen, harness) = makeInbox(delay: { delay.frames })
        harness.onRefresh = { [unowned harness] in screen.refresh { harness.endRefreshing() } }
        try harness.scrollToBottom()
        expectEqual(screen.pagesRequested, [1])
        try harness.scrollToTop()
        delay.frames = 1
        try harness.pullToRefresh()
        expectEqual(harness.isRefreshing, false)
        expectEqual(harness.liaison?.isPaginating, false)
        expectEqual(harness.liaison?.sections.count, 1)
        harness.advance(frames: 40)
        expectEqual(screen.pagesDropped, [1])
        expectEqual(screen.messages.map(\.id), Array(0..<8))
        let kinds = harness.events(.paginationStarted, .paginationEnded, .paginationCancelled, .refreshStarted, .refreshEnded)
        expectEqual(kinds.map(\.kind), [.paginationStarted, .refreshStarted, .paginationCancelled, .refreshEnded])
        expectEqual(kinds[2].indexPath, IndexPath(row: 0, section: 1))
        // Pagination works again after the reset.
        try harness.scrollToBottom()
        expectEqual(screen.pagesRequested, [1, 1])
    }

    @Test func tappingAStarChangesTheModelAndTheNextFrameShowsIt() throws {
        let (screen, harness) = makeInbox()
        harness.renderWidth = 40
        #expect(harness.render().split(separator: "\n").map { String($0) }[7] == "┌─0-2──────────────────────────────────┐ │")
        try harness.tapControl(identifier: "star-2")
        #expect(screen.messages[2].isStarred)
        #expect(
            harness.events(.controlTapped).map(\.description) == ["f\(harness.frame) controlTapped identified \"star-2\" (0 - 2)"]
        )
        let frame = harness.render().split(separator: "\n").map(String.init)
        expectEqual(frame[7], "┌─0-2 ✓────────────────────────────────┐ │")
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        expectEqual(ScrollHarness.renderedText(of: cell), ["Message 2", "sender2", "(★ Starred)"])
        // Seven unstarred messages are on screen: a title alone does not say which.
        #expect(
            throws: ScrollHarnessError.ambiguousControl(
                .title("☆ Star"), matches: [0, 1, 3, 4, 5, 6].map { .row(IndexPath(row: $0, section: 0)) })
        ) {
            try harness.tapControl(titled: "☆ Star")
        }
        try harness.tapControl(titled: "★ Starred", in: .row(IndexPath(row: 2, section: 0)))
        #expect(!screen.messages[2].isStarred)
        #expect(
            harness.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == TableViewCell.AccessoryType.none)
    }

    @Test func editingDeletesWithTheControlAndReordersByTheHandle() throws {
        let (screen, harness) = makeInbox()
        harness.renderWidth = 40
        let offered = try harness.actions(forRow: IndexPath(row: 1, section: 0))
        expectEqual(offered.trailing, [SwipeActionDescription(title: "Delete", isDestructive: true)])
        #expect(offered.editingStyle == .delete && offered.isMovable && offered.controls == ["\"☆ Star\""])
        try harness.tapEditButton()
        #expect(harness.render().split(separator: "\n").map { String($0) }[1] == "┌─0-0 ⊖ ≡──────────────────────────────┐ █")
        #expect(try harness.actions(forRow: IndexPath(row: 1, section: 0)).trailing.isEmpty, "no swipe in editing mode")
        try harness.tapEditingControl(row: IndexPath(row: 1, section: 0))
        expectEqual(screen.messages.map(\.id).prefix(4), [0, 2, 3, 4])
        try harness.drag(row: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(screen.messages.map(\.id).prefix(4), [2, 3, 0, 4])
        expectEqual(subjects(harness).prefix(4), ["Message 2", "Message 3", "Message 0", "Message 4"])
        try harness.tapEditButton()
        expectEqual(harness.events(.editingChanged).map(\.detail), ["editing", "done"])
        // The screen's model and the liaison agree: an apply after the edits changes one row.
        let batches = harness.tableView.updateHistory.count
        try harness.tapControl(identifier: "star-0")
        expectEqual(subjects(harness).prefix(4), ["Message 2", "Message 3", "Message 0", "Message 4"])
        #expect(harness.tableView.updateHistory.count - batches <= 1)
        expectEqual(harness.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType, .checkmark)
    }
}
