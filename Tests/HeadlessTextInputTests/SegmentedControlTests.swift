import Foundation
import HeadlessTextInput
import HeadlessViews
import TestSupport
import Testing

@MainActor
struct SegmentedControlTests {
    @Test func itemsMakeOneSegmentEachAndNoneIsSelected() throws {
        let star = try #require(Image(systemName: "star"))
        let control = SegmentedControl(items: ["Day", star, 42, "Week"])

        expectEqual(control.numberOfSegments, 3, "an item that is neither a string nor an image makes no segment")
        expectEqual(control.titleForSegment(at: 0), "Day")
        expectEqual(control.imageForSegment(at: 1), star)
        expectEqual(control.titleForSegment(at: 2), "Week")
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        expectEqual(control.frame.size, control.intrinsicContentSize)
    }

    @Test func aTapSelectsTheSegmentRunsItsActionAndSendsValueChangedOnce() {
        var calls: [String] = []
        let control = SegmentedControl(
            frame: .zero,
            actions: [
                Action(title: "List") { _ in calls.append("list action") },
                Action(title: "Grid") { _ in calls.append("grid action") },
            ])
        control.addAction(Action { _ in calls.append("changed to \(control.selectedSegmentIndex)") }, for: .valueChanged)

        #expect(control.tapSegment(at: 1))
        #expect(!control.tapSegment(at: 1), "tapping the selected segment changes nothing")

        expectEqual(calls, ["grid action", "changed to 1"])
        expectEqual(control.selectedSegmentIndex, 1)
        expectEqual(control.titleForSegment(at: 0), "List")
    }

    @Test func settingTheSelectionInCodeSendsNothing() {
        let control = SegmentedControl(items: ["A", "B"])
        var changes = 0
        control.addAction(Action { _ in changes += 1 }, for: .valueChanged)

        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = SegmentedControl.noSegment

        expectEqual(changes, 0)
        expectEqual(control.selectedSegmentIndex, -1)
        expectEqual(control.errorRecorder.errors.count, 0)
    }

    @Test func anIndexOutOfRangeIsRecordedAndTheSelectionStays() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0

        control.selectedSegmentIndex = 2
        control.removeSegment(at: 5, animated: false)
        #expect(!control.tapSegment(at: -1))

        expectEqual(control.selectedSegmentIndex, 0)
        expectEqual(control.numberOfSegments, 2)
        expectEqual(
            control.errorRecorder.errors.map { $0.error as? SegmentedControlError },
            [
                .segmentIndexOutOfRange(2, numberOfSegments: 2, member: "selectedSegmentIndex"),
                .segmentIndexOutOfRange(5, numberOfSegments: 2, member: "removeSegment(at:animated:)"),
                .segmentIndexOutOfRange(-1, numberOfSegments: 2, member: "tapSegment(at:)"),
            ])
        expectEqual(
            "\(SegmentedControlError.segmentIndexOutOfRange(2, numberOfSegments: 2, member: "selectedSegmentIndex"))",
            "selectedSegmentIndex: segment index 2 is out of range; valid segments are 0...1")
    }

    @Test func aControlInATreeRecordsIntoTheRecorderOfTheViewThatKeepsOne() {
        final class Keeper: View, ErrorRecording {
            let errorRecorder = ErrorRecorder()
        }
        let keeper = Keeper()
        let middle = View()
        let control = SegmentedControl(items: ["A"])
        keeper.addSubview(middle)
        middle.addSubview(control)

        control.selectedSegmentIndex = 3

        expectEqual(keeper.errorRecorder.errors.count, 1)
        #expect(control.errorRecorder === keeper.errorRecorder)
    }

    @Test func insertingAndRemovingKeepTheSelectionOnItsSegment() {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1

        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        expectEqual(control.selectedSegmentIndex, 2)
        control.insertSegment(withTitle: "end", at: 99, animated: false)
        expectEqual(control.titleForSegment(at: 4), "end", "an index past the end is pinned to the end")
        control.removeSegment(at: 0, animated: false)
        expectEqual(control.selectedSegmentIndex, 1)
        expectEqual(control.titleForSegment(at: 1), "B")
        control.removeSegment(at: 1, animated: false)
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.removeAllSegments()
        expectEqual(control.numberOfSegments, 0)
    }

    @Test func disabledSegmentsAndDisabledControlsIgnoreTaps() {
        let control = SegmentedControl(items: ["A", "B"])
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.tapSegment(at: 1))
        #expect(!control.isEnabledForSegment(at: 1))
        #expect(!control.isEnabledForSegment(at: 7))
        control.isEnabled = false
        #expect(!control.tapSegment(at: 0))
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    }

    @Test func aMomentaryControlSelectsDuringItsActionsOnly() {
        let control = SegmentedControl(items: ["Undo", "Redo"])
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(Action { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)

        #expect(control.tapSegment(at: 0))
        #expect(control.tapSegment(at: 0), "a momentary segment can be tapped again")

        expectEqual(seen, [0, 0])
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    }

    @Test func segmentsShareTheWidestWidthUnlessApportionedByContent() {
        let control = SegmentedControl(items: ["A", "Longer title"])
        let font = Font.systemFont(ofSize: 13, weight: .medium)
        let narrow = TextMetrics.ceilToPixel(TextMetrics.width(of: "A", in: font)) + 24
        let wide = TextMetrics.ceilToPixel(TextMetrics.width(of: "Longer title", in: font)) + 24

        expectEqual(control.segmentWidths, [wide, wide])
        control.apportionsSegmentWidthsByContent = true
        expectEqual(control.segmentWidths, [narrow, wide])
        control.setWidth(50, forSegmentAt: 0)
        expectEqual(control.segmentWidths, [50, wide])
        expectEqual(control.widthForSegment(at: 0), 50)
        expectEqual(control.intrinsicContentSize, CGSize(width: 50 + wide, height: 32))
    }

    @Test func titlesAndImagesReplaceEachOtherAndAttributesAreKeptPerState() {
        let control = SegmentedControl(items: ["A"])
        control.setImage(Image(systemName: "star"), forSegmentAt: 0)
        expectEqual(control.titleForSegment(at: 0), nil)
        control.setTitle("B", forSegmentAt: 0)
        expectEqual(control.imageForSegment(at: 0), nil)
        control.setTitle("ignored", forSegmentAt: 3)
        expectEqual(control.titleForSegment(at: 3), nil)

        control.setTitleTextAttributes([NSAttributedString.Key("spacing"): 2], for: .selected)
        expectEqual(control.titleTextAttributes(for: .selected)?[NSAttributedString.Key("spacing")] as? Int, 2)
        #expect(control.titleTextAttributes(for: .normal) == nil)
    }

    @Test func aSegmentIsFoundByItsActionsIdentifier() {
        let share = Action(title: "Share", identifier: Action.Identifier("share")) { _ in }
        let control = SegmentedControl(items: ["A"])
        control.insertSegment(action: share, at: 1, animated: false)
        expectEqual(control.segmentIndex(identifiedBy: Action.Identifier("share")), 1)
        expectEqual(control.segmentIndex(identifiedBy: Action.Identifier("none")), SegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 1) === share)
    }
}

@MainActor
struct SegmentedControlAppearanceTests {
    @Test func positionAdjustmentsAndImagesAreRecordedPerSegmentTypeStateAndMetrics() throws {
        let control = SegmentedControl(items: ["Day", "Week"])
        control.setContentPositionAdjustment(Offset(horizontal: 2, vertical: -1), forSegmentType: .left, barMetrics: .default)
        expectEqual(
            control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default), Offset(horizontal: 2, vertical: -1))
        expectEqual(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .compact), .zero)
        expectEqual(control.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default), .zero)
        let image = try #require(Image(systemName: "star"))
        control.setBackgroundImage(image, for: .selected, barMetrics: .default)
        control.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .compact)
        expectEqual(control.backgroundImage(for: .selected, barMetrics: .default), image)
        expectEqual(control.backgroundImage(for: .normal, barMetrics: .default), nil)
        expectEqual(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .compact), image)
        expectEqual(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .compact), nil)
        expectEqual(BarMetrics.defaultPrompt.rawValue, 101)
    }

    @Test func aSearchBarsBackgroundImageForAnyPositionAndDefaultMetricsIsItsBackgroundImage() throws {
        let bar = SearchBar(frame: .zero)
        let image = try #require(Image(systemName: "star"))
        bar.setBackgroundImage(image, for: .any, barMetrics: .default)
        expectEqual(bar.backgroundImage, image)
        bar.setBackgroundImage(nil, for: .top, barMetrics: .compact)
        bar.setBackgroundImage(image, for: .topAttached, barMetrics: .compact)
        expectEqual(bar.backgroundImage(for: .topAttached, barMetrics: .compact), image)
        expectEqual(bar.backgroundImage(for: .top, barMetrics: .compact), nil)
        bar.backgroundImage = nil
        expectEqual(bar.backgroundImage(for: .any, barMetrics: .default), nil)
    }
}
