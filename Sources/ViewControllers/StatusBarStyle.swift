/// The status bar's look, as UIKit's `UIStatusBarStyle`; recorded, as there is no status
/// bar headless.
public enum StatusBarStyle: Int, Sendable, CaseIterable {
    /// Dark or light content, from the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
