import Foundation

/// A menu of actions, as UIKit's `UIMenu` (submenus are left out).
@preconcurrency @MainActor
public struct Menu {
    /// The title above the actions; empty by default.
    public var title: String
    /// The actions, top first.
    public var children: [Action]

    /// A menu titled `title` of `children`.
    public init(title: String = "", children: [Action]) {
        self.title = title
        self.children = children
    }
}
