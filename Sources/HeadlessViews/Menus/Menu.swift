import Foundation

/// A menu, as UIKit's `UIMenu`: a title over its children, which are actions and submenus
/// (any ``MenuElement``). A submenu with `.displayInline` shows its children in its parent,
/// as a group; one without shows as an item that opens it.
@preconcurrency @MainActor
public final class Menu: MenuElement {
    /// How a menu shows, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu: their titles are not under the
        /// submenu's in `TableView.visibleContextMenuActions`.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive. Recorded.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is selected. Recorded.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons. Recorded.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How the menu shows; none by default.
    public var options: Options
    /// The children, top first: actions and submenus.
    public var children: [MenuElement]

    /// A menu titled `title` (empty by default) of `children`, as UIKit's
    /// `UIMenu(title:subtitle:image:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu like this one with `newChildren`, as UIKit's `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, options: options, children: newChildren)
    }
}
