import Foundation

/// A menu of actions, as UIKit's `UIMenu` (submenus are left out).
@preconcurrency @MainActor
public struct Menu {
    /// How a menu shows, as UIKit's `UIMenu.Options`; recorded (a menu lists its actions
    /// the same way whatever they are).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is selected.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The title above the actions; empty by default.
    public var title: String
    /// The image beside the title; nil by default. Recorded.
    public var image: Image?
    /// How the menu shows; none by default. Recorded.
    public var options: Options
    /// The actions, top first.
    public var children: [Action]

    /// A menu titled `title` of `children`, as UIKit's `UIMenu(title:image:options:children:)`.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [Action]) {
        self.title = title
        self.image = image
        self.options = options
        self.children = children
    }
}
