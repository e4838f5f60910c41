import ExampleScreens
import Foundation
import ScrollHarness
import TestSupport
import Testing
import ViewControllers

@testable import TableLiaison

/// The notes flow as the explorer walks it: a screen object with what the flow's own checks
/// remember between steps.
@MainActor
final class ExploredNotes {
    let flow: NotesFlow
    /// The notes after the previous step.
    var notesBefore: [Note]

    init(flow: NotesFlow) {
        self.flow = flow
        notesBefore = flow.notes
    }
}

@MainActor
struct NotesFlowExplorationTests {
    /// A tapped row pushes the detail of the note in that row.
    static let detailShowsTappedNote = ExplorationCheck<ExploredNotes>.custom("detail shows the tapped note") {
        explored in
        let harness = explored.harness
        guard !harness.events(.pushed).isEmpty, let row = harness.events(.didSelect).last?.indexPath,
            let detail = harness.navigationStack.last as? NoteDetailController
        else { return nil }
        let notes = explored.screen.flow.notes
        guard notes.indices.contains(row.row), notes[row.row] != detail.note else { return nil }
        return "row \(row.row) shows \"\(notes[row.row].title)\" but pushed the detail of \"\(detail.note.title)\""
    }

    /// A note is deleted only by the alert's "Delete".
    static let deleteAsksFirst = ExplorationCheck<ExploredNotes>.custom("delete asks first") { explored in
        let screen = explored.screen
        defer { screen.notesBefore = screen.flow.notes }
        guard screen.flow.notes.count < screen.notesBefore.count,
            !explored.harness.events(.alertActionTapped).contains(where: { $0.detail == "Delete" })
        else { return nil }
        return "a note was deleted without the \"Delete note?\" alert's Delete"
    }

    func explorer(_ bugs: NotesFlow.PlantedBugs) -> ScreenExplorer<ExploredNotes> {
        ScreenExplorer(checks: ExplorationCheck.standard + [Self.detailShowsTappedNote, Self.deleteAsksFirst]) {
            let flow = NotesFlow(bugs: bugs)
            let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))
            return ExploredScreen(screen: ExploredNotes(flow: flow), harness: harness)
        }
    }

    @Test func theExplorerFindsARowThatPushesTheWrongDetail() async throws {
        let result = try await explorer(.wrongDetail).explore(seed: 1, steps: 300)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "detail shows the tapped note")
        expectEqual(failure.steps.count, 1)
        expectEqual(failure.steps.first?.gesture, .tap)
        #expect(failure.harnessRepro.hasPrefix("try harness.tap(row: IndexPath(row: "))
        #expect(failure.renderedFrame.contains("nav: ‹ Notes │"))
    }

    @Test func theExplorerFindsADeleteThatSkipsTheAlert() async throws {
        let result = try await explorer(.deleteSkipsAlert).explore(seed: 1, steps: 300)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "delete asks first")
        expectEqual(failure.steps.count, 1)
        #expect([.swipeAction, .swipeToDelete].contains(failure.steps.first?.gesture))
    }

    @Test func theExplorerFindsARefreshErrorPresentedTwiceAsAnUnexpectedError() async throws {
        let explorer = explorer(.refreshErrorTwice)
        let result = try await explorer.explore(seed: 1, steps: 300)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "unexpected errors")
        #expect(failure.message.contains("ViewControllerError"))
        // The refresh's hop to the main queue runs at the end of the pull's own frame, as a
        // run-loop turn on a device: the pull alone fails, no wait is needed.
        expectEqual(failure.steps.map(\.gesture), [.pullToRefresh])
        #expect(failure.harnessRepro == "try harness.pullToRefresh()")
        // The shrunk steps replay to the same failure from a fresh flow.
        let replayed = try await explorer.replay(failure.steps)
        expectEqual(replayed?.check, "unexpected errors")
    }

    @Test func theFixedFlowPassesAWalkAcrossItsScreens() async throws {
        let result = try await explorer([]).explore(seed: 7, steps: 400)
        #expect(result.failure == nil, "\(result.failure.map(String.init(describing:)) ?? "")")
        let gestures = Set(result.steps.map(\.gesture))
        // The walk went across screens: pushed, came back, presented the form, met alerts.
        #expect(gestures.isSuperset(of: [.tap, .goBack, .tapBarButton, .tapAlertAction, .pullToRefresh]))
    }

    @Test func stepsAcrossScreensPrintAsHarnessCalls() {
        let steps: [ExplorationStep] = [.tapBarButton("Add"), .tapAlertAction("Delete"), .goBack, .swipeDownToDismiss]
        #expect(
            steps.map(\.harnessCode) == [
                "try harness.tapBarButton(\"Add\")", "try harness.tapAlertAction(\"Delete\")", "try harness.goBack()",
                "try harness.swipeDownToDismiss()",
            ])
        #expect(
            steps.map(\.swiftCode) == [".tapBarButton(\"Add\")", ".tapAlertAction(\"Delete\")", ".goBack", ".swipeDownToDismiss"])
    }

    @Test func theNavigationCheckFindsAnAlertLostUnderAPresentation() async throws {
        let explorer = ScreenExplorer<ViewController>(
            checks: [.unexpectedErrors, .navigation], weights: [.tapBarButton: 1]
        ) {
            let root = ViewController()
            root.title = "Home"
            let navigation = NavigationController(rootViewController: root)
            root.navigationItem.rightBarButtonItem = BarButtonItem(
                title: "Warn",
                primaryAction: Action(title: "Warn") { [weak root] _ in
                    let alert = AlertController(title: "Careful", message: nil, preferredStyle: .alert)
                    alert.addAction(AlertAction(title: "OK", style: .default))
                    root?.present(alert, animated: true)
                    // A bug: the sheet goes over the alert, which the user can no longer reach.
                    alert.present(ViewController(), animated: true)
                })
            let harness = ScrollHarness(rootViewController: navigation, size: CGSize(width: 390, height: 400))
            return ExploredScreen(screen: root, harness: harness)
        }
        let result = try await explorer.explore(seed: 3, steps: 5)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "navigation and presentations")
        expectEqual(failure.message, "the alert \"Careful\" is lost under ViewController, presented over it")
        expectEqual(failure.steps, [.tapBarButton("Warn")])
    }

    @Test func theFilmstripDrawsTheNavigationBarAPresentedAlertAndAScreenWithoutATable() throws {
        let flow = NotesFlow()
        let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 400))
        try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Delete")
        let alertFrame = harness.captureKeyFrame("alert")
        let listBar = try #require(alertFrame.boxes.first { $0.kind == .navigationBar })
        expectEqual(listBar.texts.map(\.string).first, "Notes")
        let alert = try #require(alertFrame.boxes.first { $0.kind == .alert })
        expectEqual(alert.texts.map(\.string), ["Delete note?", "\"Ideas\" will be deleted.", "[Cancel] [!Delete]"])
        #expect(alertFrame.boxes.contains { $0.kind == .row })
        try harness.tapAlertAction("Cancel")
        try harness.tap(row: IndexPath(row: 1, section: 0))
        let detailFrame = harness.captureKeyFrame("detail")
        expectEqual(detailFrame.boxes.map(\.kind), [.screen, .navigationBar])
        expectEqual(detailFrame.boxes.first?.name, "NoteDetailController \"Ideas\"")
        expectEqual(detailFrame.boxes.first?.texts.map(\.string), ["A headless UIKit"])
        expectEqual(detailFrame.boxes.last?.texts.map(\.string), ["‹ Notes", "Ideas"])
        let page = harness.filmstrip()
        #expect(page.contains("class=\"box navigationBar\""))
        #expect(page.contains("class=\"box alert\""))
    }
}
