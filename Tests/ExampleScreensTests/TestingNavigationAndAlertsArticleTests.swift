import ExampleScreens
import Foundation
import ScrollHarness
import TestSupport
import Testing
import ViewControllers

/// The code of the article "Testing navigation and alerts", run as written: each test is one
/// of its listings, after the overview's set-up.
@MainActor
struct TestingNavigationAndAlertsArticleTests {
    @Test func theAlertListingAnswersWhatAnAlertVerifierVerifies() throws {
        let flow = NotesFlow()
        let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))
        try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Delete")
        let alert = try #require(harness.presentedAlert)

        expectEqual(alert.title, "Delete note?")
        expectEqual(alert.message, "\"Ideas\" will be deleted.")
        expectEqual(alert.preferredStyle, .alert)
        expectEqual(alert.actions.map(\.title), ["Cancel", "Delete"])
        expectEqual(alert.actions.map(\.style), [.cancel, .destructive])
        #expect(alert.preferredAction == nil)
        #expect(alert.presentingViewController === flow.navigation)
        #expect(
            harness.events(.alertShown).map(\.detail) == [
                "alert \"Delete note?\" \"\"Ideas\" will be deleted.\" [Cancel (cancel), Delete (destructive)]"
            ])

        #expect(throws: ScrollHarnessError.blockedByAlert(title: "Delete note?")) {
            try harness.tap(row: IndexPath(row: 0, section: 0))
        }
        try harness.tapAlertAction("Delete")
        #expect(harness.presentedViewController == nil)
        expectEqual(flow.notes.map(\.title), ["Groceries", "Books"])
    }

    @Test func thePresentationListingAnswersWhatPresentationAndDismissalVerifiersVerify() throws {
        let flow = NotesFlow()
        let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))

        try harness.tapBarButton("Add")
        let form = try #require(harness.topViewController as? NoteFormController)
        #expect(form.presentingViewController === flow.navigation)
        #expect(form.navigationController?.presentingViewController === flow.navigation)
        try harness.tapBarButton("Cancel")
        #expect(harness.presentedViewController == nil)
        expectEqual(harness.events(.dismissed).count, 1)
        try harness.tap(row: IndexPath(row: 0, section: 0))
        expectEqual(harness.navigationStack.map(\.title), ["Notes", "Groceries"])
        try harness.goBack()
        expectEqual(harness.navigationStack.count, 1)
    }

    @Test func theCompletionListingRunsTheCompletionAndLogsTheAnimatedFlag() throws {
        let flow = NotesFlow()
        let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))

        var completed = false
        flow.list.present(AlertController(title: "Saved", message: nil, preferredStyle: .alert), animated: false) {
            completed = true
        }
        #expect(!completed)
        harness.advance(frames: 1)
        #expect(completed)
        expectEqual(harness.events(.alertShown).last?.detail, "alert \"Saved\" [] not animated")

        flow.list.dismiss(animated: true) { completed = false }
        harness.advance(frames: Int((ViewController.transitionDuration * 60).rounded()) - 1)
        #expect(completed)
        harness.advance(frames: 1)
        #expect(!completed)
    }
}
