/// How a view's content flips for right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`, with UIKit's raw values.
public enum SemanticContentAttribute: Int, Sendable {
    /// The system decides (left to right headless).
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
