import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A view subclassed as UIKit's templates write it: `init(frame:)` and `init?(coder:)`.
private final class CardView: UIView {
    private(set) var madeBy = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy = "frame"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "coder"
    }
}

/// A stack subclassed as apps do.
private final class ChipStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 4
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell overriding both designated initializers, made without arguments as sizing cells are.
private final class SizingCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A button subclassed through `init(frame:)`.
private final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Pill", for: .normal)
    }

    required init?(coder: NSCoder) { nil }
}

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
        let separator: UITableViewCell.SeparatorStyle = .singleLine
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
        let deceleration: UIScrollView.DecelerationRate = .fast
        let adjustment: UIScrollView.ContentInsetAdjustmentBehavior = .never
        let spinner: UIActivityIndicatorView.Style = .large
        let symbolWeight: UIImage.SymbolWeight = .bold
        let symbolScale: UIImage.SymbolScale = .large
        let corner: UIButton.Configuration.CornerStyle = .capsule
        let stack = UIStackView()
        stack.axis = axis
        let table = UITableView(frame: .zero, style: style)
        table.separatorStyle = separator
        table.decelerationRate = deceleration
        table.contentInsetAdjustmentBehavior = adjustment
        #expect(UITableView.automaticDimension < 0)
        #expect(animation == .fade && position == .middle && table.style == .insetGrouped)
        #expect(cellStyle == .subtitle && accessory == .disclosureIndicator && selection == .none && editing == .delete)
        #expect(buttonType == .system && distribution == .fillEqually && alignment == .center)
        #expect(attribute == .leading && relation == .greaterThanOrEqual && event == .valueChanged && state == .highlighted)
        #expect(weight == .semibold && textStyle == .headline && contentMode == .scaleAspectFit)
        #expect(stack.axis == .vertical && table.separatorStyle == .singleLine && table.decelerationRate == .fast)
        #expect(spinner == .large && symbolWeight == .bold && symbolScale == .large && corner == .capsule)
    }

    @Test
    func subclassesWrittenForUIKitChainTheirInitializersAndInheritInit() {
        let card = CardView()
        #expect(card.madeBy == "frame" && card.frame == .zero)
        expectEqual(CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.width, 10)
        let chips = ChipStack()
        #expect(chips.axis == .horizontal && chips.spacing == 4)
        let sizing = SizingCell()
        #expect(sizing.style == .subtitle && sizing.detailTextLabel != nil)
        expectEqual(sizing.frame.size, CGSize(width: 320, height: 44))
        expectEqual(PillButton().currentTitle, "Pill")
    }

    @Test
    func plainInitializersMakeWhatUIKitsMake() {
        expectEqual(UIView().frame, .zero)
        #expect(UITableView().style == .plain && UITableView().bounds.size == .zero)
        expectEqual(UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).bounds.height, 480)
        // UIButton() is a custom button: a white title until a colour is set.
        #expect(UIButton().buttonType == .custom && UIButton().currentTitleColor == .white)
        expectEqual(UIButton(type: .system).buttonType, .system)
        expectEqual(UITableViewCell().frame.size, CGSize(width: 320, height: 44))
        #expect(UITableViewHeaderFooterView().reuseIdentifier == nil)
        expectEqual(UISwitch().frame.size, CGSize(width: 51, height: 31))
        #expect(UIImageView().isUserInteractionEnabled == false && UILabel().isUserInteractionEnabled == false)
    }

    @Test
    func theCellSeparatorInsetIsAnEdgeInsetsWithUIKitsDefault() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        expectEqual(cell.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        cell.separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0)
        expectEqual(cell.separatorInset.left, .greatestFiniteMagnitude)
    }

    @Test
    func colorsTakeAnAlphaAndAWhiteLevel() {
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        #expect(faded.alpha == 0.5 && faded.red == UIColor.systemBlue.red && faded.blue == UIColor.systemBlue.blue)
        expectEqual(faded.description, "systemBlue @ 0.5")
        // A second call replaces the alpha rather than stacking names or multiplying.
        expectEqual(faded.withAlphaComponent(0.25).description, "systemBlue @ 0.25")
        #expect(faded.withAlphaComponent(7).alpha == 1 && faded.withAlphaComponent(.nan).alpha == 0)
        let gray = UIColor(white: 0.5, alpha: 1)
        #expect(gray.red == 0.5 && gray.green == 0.5 && gray.blue == 0.5 && gray.alpha == 1)
        expectEqual(faded.cgColor.alpha, 0.5)
    }

    @Test
    func spinnersTakeTheirStylesSize() {
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize.width == 37)
        let medium = UIActivityIndicatorView()
        #expect(medium.style == .medium && medium.frame.size == CGSize(width: 20, height: 20))
        medium.style = .large
        expectEqual(medium.frame.size, CGSize(width: 37, height: 37))
        expectEqual(medium.color, medium.tintColor)
        medium.color = .systemRed
        expectEqual(medium.color, .systemRed)
    }
}
