import Foundation

/// How a label's lines sit across its width, as UIKit's `NSTextAlignment` (the name is kept as
/// UIKit code spells it). Alignment places lines; it does not change where they break.
public enum NSTextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width, the last one starting at the left edge.
    case justified = 3
    /// The script's natural alignment: the left edge, as text is left-to-right here.
    case natural = 4
}
