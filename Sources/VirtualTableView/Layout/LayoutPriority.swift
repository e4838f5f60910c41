/// How strongly a view keeps its natural width in a horizontal `StackView`, as UIKit's
/// `UILayoutPriority`: when the stack is too narrow, the lowest compression resistance gives
/// way first; when it is too wide, the lowest hugging priority stretches.
public struct LayoutPriority: Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// A priority of `rawValue` (1…1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: never gives way.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: UIKit's default hugging priority.
    public static let defaultLow = LayoutPriority(250)

    /// Orders priorities by their raw values.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
