/// A bar's look, as UIKit's `UIBarStyle`.
public enum BarStyle: Int, Sendable, CaseIterable {
    /// The system's.
    case `default` = 0
    /// Black.
    case black = 1
}
