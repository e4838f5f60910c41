/// Where a property animator's views end, as UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At the end of the animations: the values the blocks set.
    case end
    /// At their start: the values before the blocks.
    case start
    /// Where the animations stood when they stopped.
    case current
}
