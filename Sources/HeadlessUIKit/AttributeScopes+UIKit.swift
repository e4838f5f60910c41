#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    extension AttributeScopes {
        /// UIKit's attribute scope: the attributes UIKit code sets on an `AttributedString` or
        /// an `AttributeContainer` by name (`container.font = .preferredFont(forTextStyle: .body)`),
        /// the ones the package measures and draws.
        public struct UIKitAttributes: AttributeScope {
            /// The characters' font.
            public let font: TextAttributes.Font
            /// The characters' colour.
            public let foregroundColor: TextAttributes.ForegroundColor
            /// The colour behind the characters.
            public let backgroundColor: TextAttributes.BackgroundColor
            /// Extra space after each character.
            public let kern: TextAttributes.Kern
            /// Foundation's attributes, as UIKit's scope includes them.
            public let foundation: FoundationAttributes
        }

        /// UIKit's scope, as `\.uiKit` names it.
        public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
    }

    extension AttributeDynamicLookup {
        /// UIKit's attributes by name on an `AttributedString` or `AttributeContainer`.
        public subscript<T: AttributedStringKey>(
            dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
        ) -> T {
            self[T.self]
        }
    }
#endif
