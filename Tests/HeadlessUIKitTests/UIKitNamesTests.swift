#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
import Testing

@MainActor
struct UIKitNamesTests {
    @Test
    func nestedTypesResolveWhereUIKitNestsThem() {
        let animation: UITableView.RowAnimation = .fade
        let style: UITableView.Style = .insetGrouped
        let position: UITableView.ScrollPosition = .middle
        let cellStyle: UITableViewCell.CellStyle = .subtitle
        let accessory: UITableViewCell.AccessoryType = .disclosureIndicator
        let selection: UITableViewCell.SelectionStyle = .none
        let editing: UITableViewCell.EditingStyle = .delete
        let buttonType: UIButton.ButtonType = .system
        let distribution: UIStackView.Distribution = .fillEqually
        let alignment: UIStackView.Alignment = .center
        let attribute: NSLayoutConstraint.Attribute = .leading
        let relation: NSLayoutConstraint.Relation = .greaterThanOrEqual
        let event: UIControl.Event = .valueChanged
        let state: UIControl.State = .highlighted
        let weight: UIFont.Weight = .semibold
        let textStyle: UIFont.TextStyle = .headline
        let contentMode: UIView.ContentMode = .scaleAspectFit
        let axis: NSLayoutConstraint.Axis = .vertical
        let stack = UIStackView()
        stack.axis = axis
        #expect(UITableView.automaticDimension < 0)
        #expect(animation == .fade && style == .insetGrouped && position == .middle)
        #expect(cellStyle == .subtitle && accessory == .disclosureIndicator && selection == .none && editing == .delete)
        #expect(buttonType == .system && distribution == .fillEqually && alignment == .center)
        #expect(attribute == .leading && relation == .greaterThanOrEqual && event == .valueChanged && state == .highlighted)
        #expect(weight == .semibold && textStyle == .headline && contentMode == .scaleAspectFit)
        #expect(stack.axis == .vertical)
    }
}
