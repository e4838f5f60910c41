import Foundation

/// Insets from each edge named by reading direction, as UIKit's `NSDirectionalEdgeInsets`.
/// Layout is left-to-right only here, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The insets, in points.
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// Insets of the given sizes (0 by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()
}
