import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// A popover delegate answering `style`, writing down what it is asked and told.
@MainActor
private final class PopoverDelegate: PopoverPresentationControllerDelegate {
    let style: ModalPresentationStyle?
    let log: CallbackLog
    init(answering style: ModalPresentationStyle?, log: CallbackLog) {
        self.style = style
        self.log = log
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {
        log.add("prepare")
    }
    func adaptivePresentationStyle(
        for controller: PresentationController, traitCollection: TraitCollection
    )
        -> ModalPresentationStyle
    {
        log.add("adapt \(traitCollection.horizontalSizeClass)")
        return style ?? .automatic
    }
}

/// An adaptive delegate implementing only UIKit's older one-argument question.
@MainActor
private final class OneArgumentDelegate: AdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .none }
}

/// Popovers on a phone: adapted to a sheet unless the delegate answers `.none`.
@MainActor
struct PopoverPresentationTests {
    private func presentPopover(answering style: ModalPresentationStyle?) -> (ScrollHarness, LoggingController, CallbackLog) {
        let log = CallbackLog()
        let root = LoggingController("A", log: log)
        let harness = ScrollHarness(rootViewController: root, size: CGSize(width: 320, height: 480))
        let popover = LoggingController("P", log: log)
        popover.modalPresentationStyle = .popover
        let delegate = PopoverDelegate(answering: style, log: log)
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.permittedArrowDirections = [.down, .left]
        _ = log.take()
        root.present(popover, animated: false)
        harness.advance(frames: 1)
        withExtendedLifetime(delegate) {}
        return (harness, popover, log)
    }

    @Test func aPopoverWhoseDelegateAnswersNoneStaysAPopoverThatASwipeCannotDismiss() throws {
        let (harness, popover, log) = presentPopover(answering: ModalPresentationStyle.none)
        // Prepared, then asked with a phone's traits, before it appears; the presenter stays.
        expectEqual(
            log.take(), ["prepare", "adapt compact", "P viewDidLoad", "P viewWillAppear", "P viewIsAppearing", "P viewDidAppear"])
        expectEqual(popover.presentationStyleShown, .popover)
        expectEqual(popover.popoverPresentationController?.arrowDirection, .down)
        #expect(throws: ScrollHarnessError.self) { try harness.swipeDownToDismiss() }
        #expect(harness.presentedViewController === popover)
        popover.dismiss(animated: false)
        harness.advance(frames: 1)
        #expect(harness.presentedViewController == nil)
        expectEqual(popover.popoverPresentationController?.arrowDirection, .unknown)
    }

    @Test func aPopoverWhoseDelegateKeepsTheDefaultIsASheetASwipeDismisses() throws {
        let (harness, popover, log) = presentPopover(answering: nil)
        expectEqual(Array(log.take().prefix(2)), ["prepare", "adapt compact"])
        expectEqual(popover.presentationStyleShown, .automatic)
        expectEqual(popover.popoverPresentationController?.arrowDirection, .unknown)
        #expect(try harness.swipeDownToDismiss())
        #expect(harness.presentedViewController == nil)
    }

    @Test func aPopoverAdaptedToFullScreenCoversItsPresenter() {
        let (harness, popover, log) = presentPopover(answering: .fullScreen)
        #expect(log.take().contains("A viewDidDisappear"))
        expectEqual(popover.presentationStyleShown, .fullScreen)
        popover.dismiss(animated: false)
        harness.advance(frames: 1)
        #expect(log.take().contains("A viewDidAppear"))
    }

    @Test func aDelegateAnsweringOnlyTheOneArgumentQuestionIsHeard() {
        let root = ViewController()
        let harness = ScrollHarness(rootViewController: root, size: CGSize(width: 320, height: 480))
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        let delegate = OneArgumentDelegate()
        popover.presentationController?.delegate = delegate
        root.present(popover, animated: false)
        harness.advance(frames: 1)
        expectEqual(popover.presentationStyleShown, .popover)
    }
}
