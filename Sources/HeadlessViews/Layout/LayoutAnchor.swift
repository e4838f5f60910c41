import Foundation

/// One attribute of a view or layout guide from which constraints are made, as UIKit's
/// `NSLayoutAnchor`. `AnchorType` is the anchor's own class (``LayoutXAxisAnchor``,
/// ``LayoutYAxisAnchor`` or ``LayoutDimension``), so a constraint between a horizontal and a
/// vertical anchor, or between a position and a size, does not compile, as in UIKit.
///
/// The methods make an inactive constraint; activate it with
/// `NSLayoutConstraint.activate(_:)` or `isActive = true`.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to, held weakly.
    public private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The anchor's name as UIKit prints it: the item's type and the attribute.
    public var name: String { "\(ConstraintDescription.name(of: item)).\(attribute.name)" }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}
