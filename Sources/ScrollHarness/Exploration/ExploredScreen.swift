import Foundation

/// A screen built fresh for one exploration run: the user's screen object (whatever holds
/// the table, the liaison and any fake loader) and the harness driving its table. What a
/// `ScreenExplorer`'s factory returns and what a check reads.
@MainActor
public struct ExploredScreen<Screen> {
    /// The user's screen.
    public let screen: Screen
    /// The harness driving the screen's table (and holding its liaison, if any).
    public let harness: ScrollHarness

    /// The screen `screen` driven by `harness`.
    public init(screen: Screen, harness: ScrollHarness) {
        self.screen = screen
        self.harness = harness
    }
}
