/// Where a bar sits, as UIKit's `UIBarPosition` (the raw values are UIKit's): images set per
/// position are recorded and read back.
public enum BarPosition: Int, Sendable, CaseIterable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching up under the status bar.
    case topAttached = 3
}
