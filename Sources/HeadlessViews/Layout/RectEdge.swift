/// The edges of a rectangle, as UIKit's `UIRectEdge`, with UIKit's bits: which edges a screen
/// edge pan starts from, which edges a controller's view extends under bars.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
