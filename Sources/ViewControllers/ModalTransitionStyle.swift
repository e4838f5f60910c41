import Foundation

/// The animation a presented controller comes in with, as UIKit's `UIModalTransitionStyle`.
/// Recorded: a presentation headless takes the same time whatever the style.
public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
    /// Slides up from the bottom; UIKit's default.
    case coverVertical = 0
    /// Turns over from right to left, the presenter on its back.
    case flipHorizontal = 1
    /// Fades in over the presenter.
    case crossDissolve = 2
    /// Curls the presenter up like a page (full-screen presentations only).
    case partialCurl = 3
}
