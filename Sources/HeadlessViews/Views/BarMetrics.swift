/// The bar heights a bar's images and adjustments are set for, as UIKit's `UIBarMetrics`
/// (the raw values are UIKit's). Headless, bars have one height: what is set per metrics is
/// recorded and read back.
public enum BarMetrics: Int, Sendable, CaseIterable {
    /// A bar of the usual height.
    case `default` = 0
    /// A bar in a compact height (a phone in landscape).
    case compact = 1
    /// A bar of the usual height with a prompt above it.
    case defaultPrompt = 101
    /// A compact bar with a prompt above it.
    case compactPrompt = 102
}
