import Foundation

#if !canImport(ObjectiveC)
    /// The name of a method, as the Objective-C runtime's `Selector`, which Linux lacks:
    /// UIKit's edit-menu API names actions by selector (`UIMenuItem(title:action:)`, a table
    /// delegate's `canPerformAction`), so those signatures compile unchanged.
    ///
    /// There is no runtime to send it to: a selector is its name, and `#selector(rename(_:))`
    /// does not compile off Apple platforms (it needs `@objc`). Write
    /// `Selector("rename:")` (or a string literal where a `Selector` is expected), which
    /// compiles in both places and compares equal to `#selector(rename(_:))` on Apple
    /// platforms; code that receives one compares it or reads its name.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method's Objective-C name (`"copy:"`).
        private let name: String

        /// The selector named `name`, as Objective-C's `Selector(_:)`.
        public init(_ name: String) { self.name = name }

        /// The selector named by a string literal, as Objective-C's.
        public init(stringLiteral value: String) { name = value }

        /// The selector's name.
        public var description: String { name }
    }

    /// The name of `aSelector`, as Foundation's `NSStringFromSelector(_:)`.
    public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.description }

    /// The selector named `aSelectorName`, as Foundation's `NSSelectorFromString(_:)`.
    public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
#endif
