import Foundation

/// A transition of a layer's whole content, as Core Animation's `CATransition`: added with the
/// key `"transition"` (UIKit's `kCATransition`) before changing a label's text, it fades or
/// pushes the old content out. Recorded, and run on the timeline as any animation (its
/// delegate hears its start and end); headless the new content shows at once.
open class Transition: Animation {
    /// How the new content comes in; `.fade` by default.
    open var type: TransitionType = .fade
    /// From which side, for the types that move; nil by default.
    open var subtype: TransitionSubtype?
    /// Where in the transition it starts, in 0…1; 0 by default.
    open var startProgress: Float = 0
    /// Where in the transition it ends, in 0…1; 1 by default.
    open var endProgress: Float = 1
}

/// How a transition brings new content in, as Core Animation's `CATransitionType`.
public struct TransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A type from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in: the default.
    public static let fade = TransitionType("fade")
    /// The new content slides in over the old.
    public static let moveIn = TransitionType("moveIn")
    /// The new content pushes the old out.
    public static let push = TransitionType("push")
    /// The old content slides away, revealing the new.
    public static let reveal = TransitionType("reveal")
}

/// The side a transition moves from, as Core Animation's `CATransitionSubtype`.
public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The side's name.
    public let rawValue: String
    /// A side from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A side from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = TransitionSubtype("fromRight")
    /// From the left.
    public static let fromLeft = TransitionSubtype("fromLeft")
    /// From the top.
    public static let fromTop = TransitionSubtype("fromTop")
    /// From the bottom.
    public static let fromBottom = TransitionSubtype("fromBottom")
}
