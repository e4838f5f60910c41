import Foundation

/// A relation between two layout attributes, `firstItem.firstAttribute relation
/// secondItem.secondAttribute × multiplier + constant`, as UIKit's `NSLayoutConstraint`
/// (the name is kept as UIKit code spells it).
///
/// Activating a constraint installs it on the closest common ancestor of its items and adds
/// it to the layout engine of the view that hosts that ancestor's tree (a cell, a header or
/// footer view, or a view without a superview). `activate(_:)` never throws, as UIKit's:
/// a constraint UIKit would raise on (items without a common ancestor, a NaN or infinite
/// constant or multiplier, a zero multiplier, attributes of different axes) is not
/// installed and is reported as a ``LayoutDiagnostic``; one that conflicts with the required
/// constraints already installed is not installed and is reported as
/// ``LayoutDiagnostic/unsatisfiable(conflicting:broken:)``. See ``View/layoutDiagnosticHandler``.
@preconcurrency @MainActor
public final class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates, as UIKit's `NSLayoutConstraint.Attribute`.
    /// Leading and trailing are left and right: the layout is left-to-right only.
    public enum Attribute: Int, Hashable, Sendable, CaseIterable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left edge: layout is left-to-right only).
        case leading
        /// The trailing edge (the right edge).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of a label; the bottom edge of other views.
        case lastBaseline
        /// The baseline of the first line of a label; the bottom edge of other views.
        case firstBaseline
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint without a second item.
        case notAnAttribute = 0

        /// Whether the attribute is leading or trailing (edge or margin).
        var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
        /// Whether the attribute is left or right (edge or margin).
        var isAbsolute: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute lies on; nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// The attribute of the item's layout margins guide this margin attribute stands for.
        var withoutMargin: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// The attribute's name as UIKit prints it in a constraint's description.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// The relation as UIKit prints it.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`: the axis of a content hugging
    /// or compression resistance priority.
    public enum Axis: Int, Hashable, Sendable {
        /// Left to right: widths and horizontal positions.
        case horizontal = 0
        /// Top to bottom: heights and vertical positions.
        case vertical = 1
    }

    /// The first item: a `View` or a `LayoutGuide`, held weakly as in UIKit.
    public private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constraint on a constant (`width == 44`).
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute; `notAnAttribute` without a second item.
    public let secondAttribute: Attribute
    /// How the first side relates to the second.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name shown in diagnostics, as UIKit prints it in its logs.
    public var identifier: String?

    /// The value added to the second side. Changing it on an active constraint re-solves
    /// incrementally (the solver changes one constant; nothing is added or removed).
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            installedOn?.constantChanged(of: self, from: oldValue)
        }
    }

    /// How strongly the constraint holds (`.required` by default). Changing it on an active
    /// constraint removes and adds it again in the engine.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            installedOn?.priorityChanged(of: self)
        }
    }

    /// Whether the constraint is installed. Setting it activates or deactivates it, as
    /// `activate(_:)` and `deactivate(_:)` do.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// The view the constraint is installed on: the closest common ancestor of its items.
    weak var installedOn: View?

    /// The first anchor: the first item's anchor for `firstAttribute`. Built on each call.
    public var firstAnchor: LayoutAnchor<AnyObject>? {
        guard let item = firstItem else { return nil }
        return LayoutAnchor<AnyObject>(item: item, attribute: firstAttribute)
    }

    /// The second anchor, nil without a second item. Built on each call.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        guard let item = secondItem else { return nil }
        return LayoutAnchor<AnyObject>(item: item, attribute: secondAttribute)
    }

    /// A constraint `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's
    /// initializer; it is inactive until activated. `view1` and `view2` are `View` or
    /// `LayoutGuide` instances; `view2` is nil (with `attr2` `.notAnAttribute`) for a
    /// constraint on a constant. Nothing is checked here: an invalid constraint is reported
    /// when it is activated.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.firstItem = view1 as AnyObject
        self.secondItem = view2.map { $0 as AnyObject }
        self.firstAttribute = attr1
        self.secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
    }

    /// Activates each constraint, as setting `isActive` to true one by one.
    /// - Complexity: O(n) solver insertions, each incremental.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as setting `isActive` to false one by one.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view of an item: the view itself, or the view that owns a layout guide.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// What is wrong with the constraint before it reaches the solver, if anything.
    func validationProblem() -> LayoutDiagnostic? {
        // Described only when something is wrong: naming the items reflects on their types,
        // which costs more than installing the constraint (a loop activating a million
        // constraints spent a third of its time here).
        validationFailure().map { $0(ConstraintDescription(self)) }
    }

    /// The diagnostic the constraint's problem makes, given its description; nil when none.
    private func validationFailure() -> ((ConstraintDescription) -> LayoutDiagnostic)? {
        if !constant.isFinite || !multiplier.isFinite { return LayoutDiagnostic.nonFiniteValue }
        guard let first = firstItem else { return LayoutDiagnostic.missingItem }
        if Self.view(of: first) == nil { return LayoutDiagnostic.missingItem }
        if firstAttribute == .notAnAttribute { return LayoutDiagnostic.invalidAttributePairing }
        if let second = secondItem {
            if Self.view(of: second) == nil { return LayoutDiagnostic.missingItem }
            // Sizes relate across axes (an aspect ratio); positions only along one axis, and
            // as UIKit, leading/trailing never with left/right.
            let bothSizes = firstAttribute.isDimension && secondAttribute.isDimension
            if secondAttribute == .notAnAttribute || firstAttribute.isDimension != secondAttribute.isDimension
                || (!bothSizes && firstAttribute.axis != secondAttribute.axis)
                || (firstAttribute.isDirectional && secondAttribute.isAbsolute)
                || (firstAttribute.isAbsolute && secondAttribute.isDirectional)
            {
                return LayoutDiagnostic.invalidAttributePairing
            }
            if multiplier == 0 { return LayoutDiagnostic.zeroMultiplier }
        } else if !firstAttribute.isDimension {
            return LayoutDiagnostic.locationEqualToConstant
        }
        return nil
    }

    private func install() {
        guard installedOn == nil else { return }
        if let problem = validationProblem() {
            (Self.view(of: firstItem) ?? Self.view(of: secondItem))?.report(problem)
            return
        }
        guard let firstView = Self.view(of: firstItem) else { return }
        var ancestor = firstView
        if let secondView = Self.view(of: secondItem) {
            guard let common = firstView.closestCommonAncestor(with: secondView) else {
                firstView.report(.noCommonAncestor(ConstraintDescription(self)))
                return
            }
            ancestor = common
        }
        ancestor.install(self)
    }

    private func uninstall() {
        installedOn?.uninstall(self)
    }
}
