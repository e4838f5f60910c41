import ExampleScreens
import Foundation
import ScrollHarness
import TestSupport
import Testing
import ViewControllers

@testable import TableLiaison

@MainActor
struct NotesFlowTests {
    let row0 = IndexPath(row: 0, section: 0)
    let row1 = IndexPath(row: 1, section: 0)

    func host(_ flow: NotesFlow) -> ScrollHarness {
        ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))
    }

    @Test func tappingANotePushesItsDetailAndComingBackDeselectsTheRow() throws {
        let flow = NotesFlow()
        let harness = host(flow)
        try harness.tap(row: row1)
        expectEqual(harness.navigationStack.count, 2)
        expectEqual((harness.topViewController as? NoteDetailController)?.note.title, "Ideas")
        #expect(harness.render().contains("nav: ‹ Notes │ Ideas"))
        #expect(throws: ScrollHarnessError.noTableOnTopScreen(screen: "NoteDetailController \"Ideas\"")) {
            try harness.tap(row: row0)
        }
        try harness.goBack()
        expectEqual(harness.navigationStack.count, 1)
        #expect(flow.list.tableView.indexPathForSelectedRow == nil)
        #expect(
            harness.events(.pushed, .popped).map(\.detail) == [
                "NoteDetailController \"Ideas\" on NavigationController",
                "NoteDetailController \"Ideas\" from NavigationController",
            ])
    }

    @Test func cancellingTheDeleteAlertKeepsTheNoteAndDeleteDeletesIt() throws {
        let flow = NotesFlow()
        let harness = host(flow)
        try harness.swipe(row: row1, action: "Delete")
        expectEqual(harness.presentedAlert?.title, "Delete note?")
        #expect(
            harness.events(.alertShown).map(\.detail) == [
                "alert \"Delete note?\" \"\"Ideas\" will be deleted.\" [Cancel (cancel), Delete (destructive)]"
            ])
        #expect(throws: ScrollHarnessError.blockedByAlert(title: "Delete note?")) { try harness.tap(row: row0) }
        try harness.tapAlertAction("Cancel")
        expectEqual(flow.notes.map(\.title), ["Groceries", "Ideas", "Books"])
        #expect(harness.presentedViewController == nil)
        try harness.swipe(row: row1, action: "Delete")
        try harness.tapAlertAction("Delete")
        expectEqual(flow.notes.map(\.title), ["Groceries", "Books"])
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 2)
    }

    @Test func addPresentsTheFormWhichCannotBeSwipedAwayWithADraftAndSaves() throws {
        let flow = NotesFlow()
        let harness = host(flow)
        try harness.tapBarButton("Add")
        let form = try #require(harness.topViewController as? NoteFormController)
        #expect(harness.render().contains("nav: [Cancel] │ New Note │ [Save]"))
        form.type("Trip")
        #expect(try harness.swipeDownToDismiss() == false)
        expectEqual(harness.events(.dismissRefused).count, 1)
        try harness.tapBarButton("Save")
        #expect(harness.presentedViewController == nil)
        expectEqual(flow.notes.last?.title, "Trip")
        #expect(harness.tableView === flow.list.tableView)
    }

    @Test func aFailedRefreshShowsOneErrorAlertOnTheNextMainQueueTurn() async throws {
        let flow = NotesFlow()
        let harness = host(flow)
        try harness.pullToRefresh()
        // The error comes back through DispatchQueue.main.async: the async advance runs it.
        await harness.advance(frames: 1)
        expectEqual(harness.presentedAlert?.title, "Refresh failed")
        expectEqual(harness.events(.alertShown).count, 1)
        try harness.tapAlertAction("OK")
        #expect(harness.presentedViewController == nil)
    }

    @Test func aRefreshErrorPresentedTwiceIsARecordedFailure() throws {
        let flow = NotesFlow(bugs: .refreshErrorTwice)
        let harness = host(flow)
        // The refresh's hop to the main queue runs at the end of the pull's frame, as a
        // run-loop turn on a device, so the pull that led to the second alert fails.
        #expect(throws: ViewControllerError.self) { try harness.pullToRefresh() }
        #expect(harness.presentedAlert?.title == "Refresh failed")
    }
}
