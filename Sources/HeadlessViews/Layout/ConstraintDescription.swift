import Foundation

/// A constraint as a diagnostic names it: its identifier, items (type and accessibility
/// identifier), attributes, relation, multiplier, constant and priority, and what made it
/// (the app, a view's autoresizing frame, its content size, its margins, a size fitting).
/// Its `description` reads as UIKit's log lines:
/// `'title-leading' Label('title').leading == View.leadingMargin + 8`.
public struct ConstraintDescription: Hashable, Sendable, CustomStringConvertible {
    /// What made a constraint.
    public enum Origin: Hashable, Sendable {
        /// A constraint the app activated (an `NSLayoutConstraint`).
        case constraint
        /// A view's frame kept as constraints (`translatesAutoresizingMaskIntoConstraints`),
        /// or the size of the view that hosts the layout; UIKit's
        /// `NSAutoresizingMaskLayoutConstraint`.
        case autoresizingMask
        /// A view's intrinsic content size under its hugging or compression resistance
        /// priority; UIKit's `NSContentSizeLayoutConstraint`.
        case contentSize
        /// A layout margins or safe area guide kept on its view's bounds.
        case layoutGuide
        /// The target size of `systemLayoutSizeFitting`.
        case fitting
    }

    /// The constraint's identifier, nil when it has none.
    public var identifier: String?
    /// The first item: its type and accessibility identifier, as `Label('title')`.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: NSLayoutConstraint.Attribute
    /// The relation.
    public var relation: NSLayoutConstraint.Relation
    /// The second item, nil for a constraint on a constant.
    public var secondItem: String?
    /// The second item's attribute.
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// The multiplier.
    public var multiplier: CGFloat
    /// The constant.
    public var constant: CGFloat
    /// The priority.
    public var priority: LayoutPriority
    /// What made the constraint.
    public var origin: Origin

    /// A description of `constraint` as it is now.
    @MainActor
    public init(_ constraint: NSLayoutConstraint) {
        self.init(
            identifier: constraint.identifier, firstItem: Self.name(of: constraint.firstItem),
            firstAttribute: constraint.firstAttribute, relation: constraint.relation,
            secondItem: constraint.secondItem.map { Self.name(of: $0) }, secondAttribute: constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
            origin: .constraint)
    }

    /// A description from its parts.
    public init(
        identifier: String? = nil, firstItem: String, firstAttribute: NSLayoutConstraint.Attribute,
        relation: NSLayoutConstraint.Relation = .equal, secondItem: String? = nil,
        secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required, origin: Origin = .constraint
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    /// The constraint as one line: identifier in quotes, the relation with its items, and
    /// the priority when not required; autoresizing and content-size constraints are marked
    /// as UIKit marks them.
    public var description: String {
        var text = ""
        switch origin {
        case .constraint: break
        case .autoresizingMask: text += "(autoresizing mask) "
        case .contentSize: text += "(content size) "
        case .layoutGuide: text += "(layout guide) "
        case .fitting: text += "(fitting size) "
        }
        if let identifier { text += "'\(identifier)' " }
        text += "\(firstItem).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            text += multiplier == 1 ? "" : "\(Self.format(multiplier)) × "
            text += "\(secondItem).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if priority != .required { text += " (priority \(Self.format(CGFloat(priority.rawValue))))" }
        return text
    }

    static func format(_ value: CGFloat) -> String {
        if value.isNaN || value.isInfinite { return "\(value)" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// An item's name: its type, then its accessibility identifier (views) or identifier
    /// (guides) in parentheses when it has one.
    @MainActor
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        let type = String(describing: Swift.type(of: item))
        if let view = item as? View, let id = view.accessibilityIdentifier { return "\(type)('\(id)')" }
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { name(of: $0) } ?? "nil"
            switch guide.kind {
            case .margins: return "\(owner).layoutMarginsGuide"
            case .safeArea: return "\(owner).safeAreaLayoutGuide"
            case .user: return guide.identifier.isEmpty ? "\(type)(in \(owner))" : "\(type)('\(guide.identifier)')"
            }
        }
        return type
    }
}
