import Foundation
import HeadlessViews

/// A spinning-wheel picker, as UIKit's `UIPickerView`: components (wheels) of rows that its
/// ``dataSource`` counts and its ``delegate`` titles, each with a selected row. ``pick(row:inComponent:)``
/// is a finger turning a wheel (the delegate hears `didSelectRow`);
/// ``selectRow(_:inComponent:animated:)`` tells nobody, as in UIKit. 320 × 216 points; often a
/// text field's `inputView`.
@preconcurrency @MainActor
open class PickerView: View {
    /// What the picker shows; held weakly, as UIKit's.
    open weak var dataSource: (any PickerViewDataSource)? { didSet { counts = nil } }
    /// What its rows say and what a choice does; held weakly, as UIKit's.
    open weak var delegate: (any PickerViewDelegate)?
    /// Whether the selection indicator shows (deprecated in UIKit, which always shows it).
    open var showsSelectionIndicator = true

    /// The rows of each component, as the data source last answered.
    private var counts: [Int]?
    private var selections: [Int] = []
    private var ownRecorder: ErrorRecorder?

    /// A picker at `frame`, adjustable for VoiceOver.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .adjustable
    }

    /// A picker; the coder is not read (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        accessibilityTraits = .adjustable
    }

    /// The number of components, as the data source answered (asked at first use and on reload).
    open var numberOfComponents: Int { rowCounts.count }

    /// The number of rows of `component`, as the data source answered; 0 for a component the
    /// picker does not have.
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// Asks the data source again for every component's rows, as UIKit's; a selection past
    /// its component's new end moves to its last row.
    open func reloadAllComponents() {
        counts = nil
        _ = rowCounts
    }

    /// Asks the data source again for `component`'s rows, as UIKit's.
    open func reloadComponent(_ component: Int) {
        guard let dataSource, var current = counts, current.indices.contains(component) else {
            reloadAllComponents()
            return
        }
        current[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        counts = current
        clampSelections()
    }

    /// Selects `row` of `component` without telling the delegate, as UIKit's; the animation is
    /// not modelled. A row or component the picker does not have is recorded
    /// (``PickerViewError``) and the selection is unchanged.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard validate(row: row, component: component, member: "selectRow(_:inComponent:animated:)") else { return }
        selections[component] = row
    }

    /// The selected row of `component`, as UIKit's: -1 when the component has no rows or
    /// the picker no such component.
    open func selectedRow(inComponent component: Int) -> Int {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selections[component]
    }

    /// The size of `component`'s rows, as UIKit's `rowSize(forComponent:)`: the delegate's width
    /// and height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else {
            return CGSize(width: bounds.width / CGFloat(max(1, numberOfComponents)), height: 32)
        }
        return CGSize(
            width: delegate.pickerView(self, widthForComponent: component),
            height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The view of `row` of `component` while the wheel shows it, as UIKit's: the wheel shows
    /// the selected row and two on either side; nil for another row. Made by the delegate.
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard rowCounts.indices.contains(component), (0..<rowCounts[component]).contains(row),
            abs(row - selections[component]) <= 2, let delegate
        else { return nil }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// A finger turns `component`'s wheel to `row`: the row is selected and the delegate hears
    /// `pickerView(_:didSelectRow:inComponent:)`, as a person choosing does. A row or component
    /// the picker does not have is recorded (``PickerViewError``) and nothing changes.
    public func pick(row: Int, inComponent component: Int) {
        guard validate(row: row, component: component, member: "pick(row:inComponent:)") else { return }
        selections[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// VoiceOver's swipe up on the first wheel: its next row, told to the delegate.
    open override func accessibilityIncrement() { step(by: 1) }
    /// VoiceOver's swipe down on the first wheel: its row before, told to the delegate.
    open override func accessibilityDecrement() { step(by: -1) }

    private func step(by delta: Int) {
        guard numberOfRows(inComponent: 0) > 0 else { return }
        let row = selections[0] + delta
        guard (0..<rowCounts[0]).contains(row) else { return }
        pick(row: row, inComponent: 0)
    }

    /// Where the picker records what UIKit raises on: the closest table's or window's
    /// recorder, else one of its own.
    public var errorRecorder: ErrorRecorder {
        errorRecorder(keepingOwn: &ownRecorder)
    }

    private var rowCounts: [Int] {
        if let counts { return counts }
        let components = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let loaded = (0..<components).map { component in
            max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        }
        counts = loaded
        selections += Array(repeating: 0, count: max(0, components - selections.count))
        clampSelections()
        return loaded
    }

    private func clampSelections() {
        guard let counts else { return }
        for component in counts.indices where selections[component] >= counts[component] {
            selections[component] = max(0, counts[component] - 1)
        }
    }

    private func validate(row: Int, component: Int, member: String) -> Bool {
        guard rowCounts.indices.contains(component) else {
            errorRecorder.record(PickerViewError.noSuchComponent(component, components: rowCounts.count), member: member)
            return false
        }
        guard (0..<rowCounts[component]).contains(row) else {
            errorRecorder.record(
                PickerViewError.rowOutOfRange(row: row, component: component, rows: rowCounts[component]), member: member)
            return false
        }
        return true
    }

    /// UIKit's wheel size, 320 × 216.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    /// UIKit's wheel height at the offered width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: 216) }
}

/// What a picker view was asked that UIKit raises on or ignores, recorded instead.
public enum PickerViewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A row outside `0..<rows` of `component` was selected.
    case rowOutOfRange(row: Int, component: Int, rows: Int)
    /// A component outside `0..<components` was named.
    case noSuchComponent(Int, components: Int)

    /// What was wrong, and what was possible.
    public var description: String {
        switch self {
        case let .rowOutOfRange(row, component, rows):
            "row \(row) of component \(component) does not exist: the component has \(rows) rows (0..<\(rows))"
        case let .noSuchComponent(component, components):
            "component \(component) does not exist: the picker has \(components) components (0..<\(components))"
        }
    }
}
