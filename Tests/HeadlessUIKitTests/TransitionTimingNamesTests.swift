import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A screen that writes down its appearance callbacks, with a bar button that pushes a detail
/// and one that asks, in an alert, before deleting.
@MainActor
private final class NotesScreen: UIViewController {
    var log: [String] = []
    var deleted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Open",
            primaryAction: UIAction(title: "Open") { [unowned self] _ in
                let detail = DetailScreen()
                detail.log = { [unowned self] entry in self.log.append(entry) }
                self.navigationController?.pushViewController(detail, animated: true)
            })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Delete",
            primaryAction: UIAction(title: "Delete") { [unowned self] _ in
                let alert = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(
                    UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in self.deleted = true })
                self.present(alert, animated: true) { [unowned self] in self.log.append("alert shown") }
            })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("Notes viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("Notes viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("Notes viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("Notes viewDidDisappear")
    }
}

@MainActor
private final class DetailScreen: UIViewController {
    var log: (String) -> Void = { _ in }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("Detail viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("Detail viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("Detail viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("Detail viewDidDisappear")
    }
}

/// The harness's navigation gestures log what they always logged, in the frame of the tap,
/// while the transitions they start end `UIViewController.transitionDuration` later. The log
/// names the headless types (`NavigationController`), as it always did.
@MainActor
struct TransitionTimingNamesTests {
    /// The frames an animated transition takes at 60 fps.
    private let transitionFrames = Int((UIViewController.transitionDuration * 60).rounded())

    private func hosted() -> (ScrollHarness, NotesScreen) {
        let notes = NotesScreen()
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: notes))
        notes.log.removeAll()
        harness.clearEvents()
        return (harness, notes)
    }

    @Test func tappingABarButtonThatPushesLogsThePushAndTheDetailAppearsAtTheEnd() throws {
        let (harness, notes) = hosted()
        try harness.tapBarButton("Open")
        let tapFrame = harness.frame
        expectEqual(
            harness.events(.barButtonTapped, .pushed).map(\.description),
            ["f\(tapFrame) barButtonTapped Open", "f\(tapFrame) pushed DetailScreen \"Detail\" on NavigationController"])
        expectEqual(notes.log, ["Notes viewWillDisappear", "Detail viewWillAppear"])
        harness.advance(frames: transitionFrames - 1)
        expectEqual(notes.log.count, 2)
        harness.advance(frames: 1)
        expectEqual(notes.log.suffix(2), ["Notes viewDidDisappear", "Detail viewDidAppear"])
    }

    @Test func tappingBackLogsThePopAndTheListAppearsAgainAtTheEnd() throws {
        let (harness, notes) = hosted()
        try harness.tapBarButton("Open")
        harness.advance(frames: transitionFrames)
        notes.log.removeAll()
        try harness.goBack()
        let tapFrame = harness.frame
        expectEqual(
            harness.events(.popped).map(\.description),
            ["f\(tapFrame) popped DetailScreen \"Detail\" from NavigationController"])
        expectEqual(notes.log, ["Detail viewWillDisappear", "Notes viewWillAppear"])
        harness.advance(frames: transitionFrames - 1)
        expectEqual(notes.log.count, 2)
        harness.advance(frames: 1)
        expectEqual(notes.log.suffix(2), ["Detail viewDidDisappear", "Notes viewDidAppear"])
        #expect(harness.navigationStack.count == 1)
    }

    @Test func tappingBackBeforeThePushEndedFinishesThePushFirst() throws {
        let (harness, notes) = hosted()
        try harness.tapBarButton("Open")
        try harness.goBack()
        expectEqual(
            notes.log,
            [
                "Notes viewWillDisappear", "Detail viewWillAppear", "Notes viewDidDisappear", "Detail viewDidAppear",
                "Detail viewWillDisappear", "Notes viewWillAppear",
            ])
        harness.advance(frames: transitionFrames)
        expectEqual(notes.log.suffix(2), ["Detail viewDidDisappear", "Notes viewDidAppear"])
    }

    @Test func anAlertsActionDismissesItRunsTheHandlerAndTheAlertsPresentationCompletesAtTheEnd() throws {
        let (harness, notes) = hosted()
        try harness.tapBarButton("Delete")
        #expect(harness.presentedAlert != nil)
        expectEqual(harness.events(.alertShown).count, 1)
        expectEqual(notes.log, [])
        harness.advance(frames: transitionFrames - 1)
        expectEqual(notes.log, [])
        harness.advance(frames: 1)
        expectEqual(notes.log, ["alert shown"])
        try harness.tapAlertAction("Delete")
        let tapFrame = harness.frame
        expectEqual(
            harness.events(.alertActionTapped, .dismissed).map(\.description),
            ["f\(tapFrame) alertActionTapped Delete", "f\(tapFrame) dismissed AlertController \"Delete all?\""])
        #expect(notes.deleted)
        #expect(harness.presentedAlert == nil)
    }

    @Test func anAlertActionTappedBeforeTheAlertFinishedAppearingStillWorks() throws {
        let (harness, notes) = hosted()
        try harness.tapBarButton("Delete")
        try harness.tapAlertAction("Cancel")
        // The presentation was finished first: its completion ran, once.
        expectEqual(notes.log, ["alert shown"])
        #expect(harness.presentedAlert == nil)
        harness.advance(frames: transitionFrames)
        expectEqual(notes.log, ["alert shown"])
        #expect(!notes.deleted)
    }

    @Test func openingAURLRunsItsCompletionAtTheEndOfTheFrameNotInTheCall() throws {
        let (harness, _) = hosted()
        let application = UIApplication.shared
        var answers: [Bool] = []
        var answeredInTheCall: [Bool]?
        let url = try #require(URL(string: "https://example.com"))
        harness.schedule(afterFrames: 1) {
            application.open(url) { answers.append($0) }
            answeredInTheCall = answers
        }
        harness.advance(frames: 1)
        expectEqual(answeredInTheCall, [])
        expectEqual(answers, [true])
        application.removeOpenedURLs()
    }
}
