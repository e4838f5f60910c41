import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// Transitions take time on the harness clock, as in UIKit: the `will` callbacks run in the
/// call, the `did` callbacks and the completion when the transition ends, never in the call.
@MainActor
struct TransitionTimingTests {
    /// The frames an animated transition takes at 60 fps: 21.
    private let transitionFrames = Int((ViewController.transitionDuration * 60).rounded())

    /// A harness hosting a navigation controller around a logging root "A", its first
    /// callbacks taken.
    private func hostedStack(_ log: CallbackLog) -> (ScrollHarness, NavigationController, LoggingController) {
        let root = LoggingController("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        let harness = ScrollHarness(rootViewController: navigation)
        _ = log.take()
        return (harness, navigation, root)
    }

    @Test func theTransitionDurationIsUIKitsAboutAThirdOfASecondOr21FramesAt60fps() {
        #expect(ViewController.transitionDuration == 0.35)
        #expect(transitionFrames == 21)
    }

    @Test func anAnimatedPushRunsTheDidCallbacksAfterTheDurationAndNotBefore() {
        let log = CallbackLog()
        let (harness, navigation, root) = hostedStack(log)
        let detail = LoggingController("B", log: log)
        navigation.pushViewController(detail, animated: true)
        expectEqual(log.take(), ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing"])
        #expect(navigation.topViewController === detail)
        #expect(detail.isMovingToParent)
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        #expect(root.appearanceState == .disappearing)
        harness.advance(frames: 1)
        expectEqual(log.take(), ["A viewDidDisappear", "B viewDidAppear"])
        #expect(!detail.isMovingToParent)
    }

    @Test func anAnimatedPopRunsTheDidCallbacksAfterTheDurationAndNotBefore() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let detail = LoggingController("B", log: log)
        navigation.pushViewController(detail, animated: true)
        harness.advance(frames: transitionFrames)
        _ = log.take()
        #expect(navigation.popViewController(animated: true) === detail)
        expectEqual(log.take(), ["B viewWillDisappear", "A viewWillAppear", "A viewIsAppearing"])
        #expect(detail.parent == nil)
        #expect(detail.isMovingFromParent)
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["B viewDidDisappear", "A viewDidAppear"])
        #expect(!detail.isMovingFromParent)
    }

    @Test func aPresentationsCompletionRunsAfterItsDidCallbacksAtTheEndAndNotBefore() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let cover = LoggingController("F", log: log)
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: true) { log.add("completion") }
        // The model and the `will` callbacks change in the call; the presenter's views leave.
        #expect(navigation.presentedViewController === cover && cover.presentingViewController === navigation)
        #expect(cover.isBeingPresented)
        expectEqual(
            log.take(),
            ["F viewDidLoad", "A viewWillDisappear", "F viewWillAppear", "F viewIsAppearing"])
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["A viewDidDisappear", "F viewDidAppear", "completion"])
        #expect(!cover.isBeingPresented)
    }

    @Test func aDismissalsCompletionRunsAfterItsDidCallbacksAtTheEndAndNotBefore() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let sheet = LoggingController("S", log: log)
        navigation.present(sheet, animated: true)
        harness.advance(frames: transitionFrames)
        _ = log.take()
        sheet.dismiss(animated: true) { log.add("completion") }
        #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.isBeingDismissed)
        expectEqual(log.take(), ["S viewWillDisappear"])
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["S viewDidDisappear", "completion"])
        #expect(!sheet.isBeingDismissed)
    }

    @Test func aTransitionNotAnimatedEndsAtTheEndOfTheCurrentFrameNotInTheCall() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let sheet = LoggingController("S", log: log)
        var inTheCall: [String] = []
        var frameOfTheCall = 0
        harness.schedule(afterFrames: 1) {
            frameOfTheCall = harness.frame
            navigation.present(sheet, animated: false) { log.add("completion") }
            inTheCall = log.take()
        }
        harness.advance(frames: 1)
        expectEqual(inTheCall, ["S viewDidLoad", "S viewWillAppear", "S viewIsAppearing"])
        // The same frame ended after the call: the transition ended with it.
        expectEqual(harness.frame, frameOfTheCall)
        expectEqual(log.take(), ["S viewDidAppear", "completion"])
    }

    @Test func aPushNotAnimatedOutsideAFrameEndsWithTheNextFrame() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        navigation.pushViewController(LoggingController("B", log: log), animated: false)
        expectEqual(log.take(), ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["A viewDidDisappear", "B viewDidAppear"])
    }

    @Test func theCoordinatorRunsTheAlongsideBlockInTheCallAndItsCompletionAtTheEnd() {
        final class Coordinated: ViewController {
            let log: CallbackLog
            var duration: TimeInterval = -1
            var animated = false
            init(log: CallbackLog) {
                self.log = log
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewWillAppear(_ animated: Bool) {
                log.add("viewWillAppear")
                let coordinator = transitionCoordinator
                duration = coordinator?.transitionDuration ?? -1
                self.animated = coordinator?.isAnimated ?? false
                coordinator?.animate(
                    alongsideTransition: { _ in self.log.add("alongside") },
                    completion: { context in self.log.add("completion \(context.percentComplete)") })
            }
            override func viewDidAppear(_ animated: Bool) {
                log.add("viewDidAppear, coordinator \(transitionCoordinator == nil ? "nil" : "set")")
            }
        }
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let detail = Coordinated(log: log)
        navigation.pushViewController(detail, animated: true)
        expectEqual(log.take(), ["A viewWillDisappear", "viewWillAppear", "alongside"])
        #expect(detail.duration == ViewController.transitionDuration)
        #expect(detail.animated)
        #expect(navigation.transitionCoordinator != nil)
        #expect(detail.transitionCoordinator?.isAnimated == true)
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        #expect(detail.transitionCoordinator != nil)
        harness.advance(frames: 1)
        // The coordinator's completions run first, as UIKit's, then the `did` callbacks.
        expectEqual(log.take(), ["completion 1.0", "A viewDidDisappear", "viewDidAppear, coordinator nil"])
        #expect(detail.transitionCoordinator == nil)
        #expect(navigation.transitionCoordinator == nil)

        // Not animated: no duration, the completion at the end of the frame.
        let next = Coordinated(log: log)
        navigation.pushViewController(next, animated: false)
        #expect(next.duration == 0)
        #expect(!next.animated)
        expectEqual(log.take(), ["viewWillAppear", "alongside"])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["completion 1.0", "viewDidAppear, coordinator nil"])
    }

    @Test func aPushWhileAnotherIsInFlightFinishesThatOneFirst() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        navigation.pushViewController(LoggingController("B", log: log), animated: true)
        harness.advance(frames: 5)
        _ = log.take()
        navigation.pushViewController(LoggingController("C", log: log), animated: true)
        expectEqual(
            log.take(),
            [
                "A viewDidDisappear", "B viewDidAppear", "C viewDidLoad", "B viewWillDisappear", "C viewWillAppear",
                "C viewIsAppearing",
            ])
        // The first push's end, still scheduled, does nothing again.
        harness.advance(frames: transitionFrames - 1)
        expectEqual(log.take(), [])
        harness.advance(frames: 1)
        expectEqual(log.take(), ["B viewDidDisappear", "C viewDidAppear"])
    }

    @Test func dismissingBeforeThePresentationEndedFinishesItFirstAndLosesNoCompletion() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let sheet = LoggingController("S", log: log)
        navigation.present(sheet, animated: true) { log.add("presented") }
        _ = log.take()
        sheet.dismiss(animated: true) { log.add("dismissed") }
        expectEqual(log.take(), ["S viewDidAppear", "presented", "S viewWillDisappear"])
        harness.advance(frames: transitionFrames)
        expectEqual(log.take(), ["S viewDidDisappear", "dismissed"])
        #expect(sheet.appearanceCounts == (appeared: 1, disappeared: 1))
    }

    @Test func aDismissalOfAStackOfPresentationsIsOneTransition() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let sheet = LoggingController("S", log: log)
        let top = LoggingController("T", log: log)
        navigation.present(sheet, animated: false)
        sheet.present(top, animated: false)
        harness.advance(frames: 1)
        _ = log.take()
        navigation.dismiss(animated: true) { log.add("completion") }
        expectEqual(log.take(), ["T viewWillDisappear", "S viewWillDisappear"])
        harness.advance(frames: transitionFrames)
        expectEqual(log.take(), ["T viewDidDisappear", "S viewDidDisappear", "completion"])
    }

    @Test func theNavigationDelegateIsToldDidShowWhenThePushEnds() {
        final class Delegate: NavigationControllerDelegate {
            var told: [String] = []
            func navigationController(
                _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
            ) { told.append("willShow \(viewController.title ?? "")") }
            func navigationController(
                _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
            ) { told.append("didShow \(viewController.title ?? "")") }
        }
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let delegate = Delegate()
        navigation.delegate = delegate
        navigation.pushViewController(LoggingController("B", log: log), animated: true)
        expectEqual(delegate.told, ["willShow B"])
        harness.advance(frames: transitionFrames)
        expectEqual(delegate.told, ["willShow B", "didShow B"])
    }

    /// A controller that writes down the transition flags its `did` callbacks read.
    private final class FlagReadingController: ViewController {
        var read: [String] = []
        override func viewDidAppear(_ animated: Bool) {
            read.append("viewDidAppear presented \(isBeingPresented) moving \(isMovingToParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            read.append("viewDidDisappear dismissed \(isBeingDismissed) moving \(isMovingFromParent)")
        }
    }

    @Test func theTransitionFlagsStillReadTrueInTheDidCallbacksAndAreClearedAfter() {
        let log = CallbackLog()
        let (harness, navigation, _) = hostedStack(log)
        let pushed = FlagReadingController()
        navigation.pushViewController(pushed, animated: true)
        harness.advance(frames: transitionFrames)
        navigation.popViewController(animated: false)
        harness.advance(frames: 1)
        expectEqual(
            pushed.read, ["viewDidAppear presented false moving true", "viewDidDisappear dismissed false moving true"])
        #expect(!pushed.isMovingToParent && !pushed.isMovingFromParent)
        let presented = FlagReadingController()
        presented.modalPresentationStyle = .fullScreen
        navigation.present(presented, animated: true)
        harness.advance(frames: transitionFrames)
        presented.dismiss(animated: false)
        harness.advance(frames: 1)
        expectEqual(
            presented.read, ["viewDidAppear presented true moving false", "viewDidDisappear dismissed true moving false"])
        #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
    }
}
