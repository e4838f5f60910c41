/// How a label wraps and truncates lines, as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Hashable, Sendable {
    /// Wraps at word boundaries (Latin spaces, between CJK characters); a word longer than
    /// the width breaks by character. The last allowed line is cut without a mark.
    case byWordWrapping
    /// Wraps at any character.
    case byCharWrapping
    /// Wraps at words; the last allowed line is cut without a mark.
    case byClipping
    /// Wraps at words; when the text needs more lines than allowed, the last line ends in "…".
    /// UIKit's default for labels.
    case byTruncatingTail
}
