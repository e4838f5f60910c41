import Foundation

/// How far to move content from where it would be drawn, as UIKit's `UIOffset`.
public struct Offset: Hashable, Sendable {
    /// The horizontal move, in points; positive is to the right.
    public var horizontal: CGFloat
    /// The vertical move, in points; positive is down.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No move.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No move, as UIKit's `UIOffset.zero`.
    public static let zero = Offset()
}
