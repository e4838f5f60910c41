import Foundation
import HeadlessTextInput
import HeadlessViews
import TestSupport
import Testing

@MainActor
private final class SizesModel: PickerViewDataSource, PickerViewDelegate {
    var rows = [["S", "M", "L", "XL"], ["Red", "Blue"]]
    var calls: [String] = []

    func numberOfComponents(in pickerView: PickerView) -> Int {
        calls.append("components")
        return rows.count
    }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        calls.append("rows \(component)")
        return rows[component].count
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        calls.append("didSelect \(row) in \(component)")
    }
}

/// Date and wheel pickers: values kept in bounds, the data source asked once until reloaded,
/// the delegate told of a finger's choice and not of code's.
@MainActor
struct PickerTests {
    @Test func aDatePickerPinsItsDateToItsBoundsAndAPickSendsValueChangedWhenItMoved() {
        let picker = DatePicker()
        let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
        picker.date = start
        picker.minimumDate = start.addingTimeInterval(3600)
        #expect(picker.date == start.addingTimeInterval(3600), "a new minimum moves the date")
        picker.maximumDate = start.addingTimeInterval(7200)
        var changes = 0
        picker.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        picker.pick(start.addingTimeInterval(99_999))
        #expect(picker.date == start.addingTimeInterval(7200) && changes == 1)
        picker.pick(start.addingTimeInterval(99_999))
        #expect(changes == 1, "the same date again sends nothing")
        picker.setDate(start, animated: true)
        #expect(picker.date == start.addingTimeInterval(3600) && changes == 1)
    }

    @Test func aDatePickerKeepsUIKitsRulesForIntervalsCountdownsAndStyles() {
        let picker = DatePicker()
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "7 does not divide 60: ignored")
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.countDownDuration = 125
        #expect(picker.countDownDuration == 120)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        #expect(picker.datePickerStyle == .compact)
        expectEqual(picker.intrinsicContentSize, CGSize(width: 190, height: 34))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        expectEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
    }

    @Test func aPickerAsksItsDataSourceOnceUntilReloadedAndTellsTheDelegateOnlyOfAFingersChoice() {
        let model = SizesModel()
        let picker = PickerView()
        picker.dataSource = model
        picker.delegate = model
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 4 && picker.numberOfRows(inComponent: 1) == 2)
        expectEqual(model.calls, ["components", "rows 0", "rows 1"])
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        picker.pick(row: 1, inComponent: 1)
        expectEqual(model.calls.last, "didSelect 1 in 1")
        model.rows[0] = ["One size"]
        #expect(picker.numberOfRows(inComponent: 0) == 4, "not asked again before a reload")
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 1 && picker.selectedRow(inComponent: 0) == 0)
        expectEqual(model.calls.suffix(1), ["rows 0"])
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    @Test func aRowOrComponentThePickerLacksIsRecordedAndChangesNothing() {
        let model = SizesModel()
        let picker = PickerView()
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.pick(row: 9, inComponent: 0)
        picker.selectRow(0, inComponent: 4, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(!model.calls.contains { $0.hasPrefix("didSelect") })
        let errors = picker.errorRecorder.errors
        #expect(errors.map(\.member) == ["pick(row:inComponent:)", "selectRow(_:inComponent:animated:)"])
        #expect(errors.first?.is(PickerViewError.rowOutOfRange(row: 9, component: 0, rows: 4)) == true)
        #expect(errors.last?.is(PickerViewError.noSuchComponent(4, components: 2)) == true)
    }

    @Test func theWheelShowsTwoRowsEitherSideOfTheSelectionWithTheDelegatesTitles() {
        let model = SizesModel()
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = model
        picker.delegate = model
        expectEqual((picker.view(forRow: 2, forComponent: 0) as? Label)?.text, "L")
        #expect(picker.view(forRow: 3, forComponent: 0) == nil, "three rows below the selection is off the wheel")
        expectEqual(picker.rowSize(forComponent: 1), CGSize(width: 150, height: 32))
        picker.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        expectEqual(model.calls.last, "didSelect 1 in 0")
    }
}
