import Foundation
import HeadlessViews
import TestSupport
import Testing

/// Sliders, steppers, page controls and progress views: values kept in their bounds, and the
/// events a finger (or VoiceOver) sends, in UIKit's order.
@MainActor
struct ValueControlsTests {
    private func log(_ control: Control, _ events: [(Control.Event, String)]) -> () -> [String] {
        final class Box { var lines: [String] = [] }
        let box = Box()
        for (event, name) in events { control.addAction(Action { _ in box.lines.append(name) }, for: event) }
        return { box.lines }
    }

    @Test func aSliderKeepsItsValueInItsBoundsAndTheBoundsInOrder() {
        let slider = Slider()
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1 && slider.value == 0)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = 0.2
        slider.minimumValue = 0.5
        #expect(slider.value == 0.5, "raising the minimum past the value moves the value")
        slider.maximumValue = 0.25
        #expect(slider.minimumValue == 0.25 && slider.value == 0.25, "lowering the maximum under the minimum moves both")
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0.25)
    }

    @Test func aSlideSendsTouchDownValueChangedAndTouchUpInsideOnlyWhenTheValueMoved() {
        let slider = Slider()
        let events = log(slider, [(.touchDown, "down"), (.valueChanged, "changed"), (.touchUpInside, "up")])
        slider.slide(to: 0.5)
        expectEqual(events(), ["down", "changed", "up"])
        slider.slide(to: 0.5)
        expectEqual(events(), ["down", "changed", "up", "down", "up"], "no change, no .valueChanged")
        slider.slide(to: 7)
        #expect(slider.value == 1)
        slider.isEnabled = false
        slider.slide(to: 0)
        #expect(slider.value == 1 && events().count == 8)
    }

    @Test func voiceOverStepsASliderByATenthAndReadsAPercentage() {
        let slider = Slider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        let events = log(slider, [(.valueChanged, "changed")])
        expectEqual(slider.accessibilityValue, "0%")
        #expect(slider.accessibilityTraits == .adjustable)
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 11) < 1e-5)
        expectEqual(slider.accessibilityValue, "10%")
        slider.value = 20
        slider.accessibilityIncrement()
        expectEqual(events(), ["changed"], "at the maximum, nothing changes and nothing is sent")
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 19) < 1e-5 && events().count == 2)
        expectEqual(slider.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 31))
    }

    @Test func aSlidersImagesFallBackToTheNormalStates() throws {
        let slider = Slider()
        let thumb = try #require(Image(systemName: "circle"))
        slider.setThumbImage(thumb, for: .normal)
        expectEqual(slider.thumbImage(for: .highlighted), thumb)
        expectEqual(slider.currentThumbImage, thumb)
        #expect(slider.minimumTrackImage(for: .normal) == nil)
    }

    @Test func aStepperStepsWrapsAndStopsAtItsBounds() {
        let stepper = Stepper(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
        expectEqual(stepper.frame, CGRect(x: 5, y: 5, width: 94, height: 32))
        let events = log(stepper, [(.valueChanged, "changed")])
        stepper.maximumValue = 2
        stepper.increment()
        stepper.increment()
        stepper.increment()
        #expect(stepper.value == 2)
        expectEqual(events().count, 2, "the third tap is on a disabled plus button")
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0 && events().count == 3)
        stepper.decrement()
        #expect(stepper.value == 2)
        stepper.accessibilityDecrement()
        #expect(stepper.value == 1)
        expectEqual(stepper.accessibilityValue, "1")
    }

    @Test func boundsOutOfOrderAndValuesThatAreNotNumbersChangeNothing() {
        let stepper = Stepper()
        stepper.minimumValue = 150
        #expect(stepper.minimumValue == 0)
        #expect(stepper.errorRecorder.errors.first?.is(StepperError.boundsOutOfOrder(minimum: 150, maximum: 100)) == true)
        stepper.value = .nan
        stepper.stepValue = .nan
        #expect(stepper.value == 0 && stepper.stepValue == 1 && stepper.errorRecorder.errors.count == 2)
        let slider = Slider()
        slider.value = 0.5
        slider.value = .nan
        slider.maximumValue = .infinity
        #expect(slider.value == 0.5 && slider.maximumValue == 1)
        expectEqual(slider.accessibilityValue, "50%")
        let dots = PageControl()
        #expect(dots.accessibilityValue == nil, "no pages, nothing to read")
    }

    @Test func aStepOfZeroIsRecordedAndTheStepKept() {
        let stepper = Stepper()
        stepper.stepValue = 0.5
        stepper.stepValue = 0
        #expect(stepper.stepValue == 0.5)
        #expect(stepper.errorRecorder.errors.map(\.member) == ["stepValue"])
        #expect(stepper.errorRecorder.errors.first?.is(StepperError.stepNotPositive(0)) == true)
    }

    @Test func aPageControlKeepsItsPageAmongItsPagesAndATapMovesOne() {
        let dots = PageControl()
        dots.numberOfPages = 3
        dots.currentPage = 5
        #expect(dots.currentPage == 2)
        let events = log(dots, [(.valueChanged, "changed")])
        dots.tap(forward: true)
        #expect(dots.currentPage == 2 && events().isEmpty)
        dots.tap(forward: false)
        #expect(dots.currentPage == 1 && events() == ["changed"])
        dots.accessibilityIncrement()
        #expect(dots.currentPage == 2)
        expectEqual(dots.accessibilityValue, "page 3 of 3")
        dots.numberOfPages = 1
        #expect(dots.currentPage == 0)
        expectEqual(dots.size(forNumberOfPages: 3), CGSize(width: 48, height: 26))
        expectEqual(dots.intrinsicContentSize, CGSize(width: 16, height: 26))
    }

    @Test func aProgressViewPinsItsProgressAndFollowsAnObservedProgress() {
        let bar = ProgressView(progressViewStyle: .bar)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-1, animated: true)
        #expect(bar.progress == 0)
        expectEqual(bar.intrinsicContentSize.height, 2.5)
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        bar.observedProgress = task
        #expect(bar.progress == 0.25)
        task.completedUnitCount = 3
        #expect(bar.progress == 0.75, "the bar follows its progress")
        expectEqual(bar.accessibilityValue, "75%")
        bar.observedProgress = nil
        bar.progress = .nan
        #expect(bar.progress == 0)
        expectEqual(bar.accessibilityValue, "0%")
        expectEqual(ProgressView().intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 4))
    }
}
