import Foundation
import HeadlessViews

/// What a picker view shows, as UIKit's `UIPickerViewDataSource`: its components (wheels) and
/// each one's rows. The picker asks when it first needs them and again on
/// ``PickerView/reloadAllComponents()`` or ``PickerView/reloadComponent(_:)``.
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many components (wheels) the picker has.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows `component` has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view's rows say and what a choice does, as UIKit's `UIPickerViewDelegate`;
/// every method is optional, as in UIKit (the defaults below).
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title; nil by default (an empty row).
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's attributed title; nil by default (the plain title is used).
    func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?
    /// A row's view, given the view a row that left the wheel had (`view`, to reuse); by
    /// default a label showing the row's attributed or plain title.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View
    /// A component's width; by default the picker's width shared equally.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height; 32 points by default, UIKit's.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// A finger chose `row` of `component` (not called for ``PickerView/selectRow(_:inComponent:animated:)``).
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No attributed title.
    public func pickerView(
        _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? { nil }
    /// A label with the row's attributed or plain title, reusing `view` when it is a label.
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    ) -> View {
        let label = view as? Label ?? Label()
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        label.textAlignment = .center
        return label
    }
    /// The picker's width shared equally among its components.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    /// UIKit's 32 points.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// Nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
