/// How strongly a constraint holds, as UIKit's `UILayoutPriority`: 1…1000, where 1000
/// (`required`) is never broken and lower priorities are satisfied as well as possible, the
/// higher first. A view's content hugging and compression resistance priorities are
/// `LayoutPriority` values too (in a `StackView`, along its axis, the lowest compression
/// resistance gives way first and the lowest hugging priority stretches).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue` (1…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue` (1…1000), as `UILayoutPriority(rawValue:)`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority written as a literal (`constraint.priority = 999.5`).
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// A priority written as an integer literal (`constraint.priority = 999`).
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: never gives way.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default hugging priority.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which `View.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// pulls a dimension toward its target size, so that the view's own constraints win.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders priorities by their raw values.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `lhs` raised by `rhs` (`.defaultHigh + 1` is 751), as UIKit's.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// `lhs` lowered by `rhs` (`.required - 1` is 999), as UIKit's.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
