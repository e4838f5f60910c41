import Foundation

/// The attributes of an `AttributedString` that the package measures and draws, keyed by
/// UIKit's attribute names (`NSFont`, `NSColor` …), so that UIKit code that builds an
/// `AttributeContainer` (a button configuration's `attributedTitle`) compiles and measures as
/// it does on a device. HeadlessUIKit gathers them in UIKit's scope
/// (`AttributeScopes.UIKitAttributes`: `container.font = …`).
public enum TextAttributes {
    /// The characters' font, as UIKit's `.font`.
    public enum Font: AttributedStringKey {
        /// A font.
        public typealias Value = HeadlessViews.Font
        /// UIKit's name for it.
        public static let name = "NSFont"
    }

    /// The characters' colour, as UIKit's `.foregroundColor`.
    public enum ForegroundColor: AttributedStringKey {
        /// A colour.
        public typealias Value = Color
        /// UIKit's name for it.
        public static let name = "NSColor"
    }

    /// The colour behind the characters, as UIKit's `.backgroundColor`.
    public enum BackgroundColor: AttributedStringKey {
        /// A colour.
        public typealias Value = Color
        /// UIKit's name for it.
        public static let name = "NSBackgroundColor"
    }

    /// Extra space after each character in points, as UIKit's `.kern`.
    public enum Kern: AttributedStringKey {
        /// Points.
        public typealias Value = CGFloat
        /// UIKit's name for it.
        public static let name = "NSKern"
    }
}

// Apple's Foundation has this initializer (converting through the SDK's scopes); declaring it
// there too would make every call ambiguous, so it exists where Foundation lacks it.
#if !canImport(Darwin)
    extension AttributeContainer {
        /// The attributes of `dictionary` that ``TextAttributes`` knows (font, foreground and
        /// background colour, kern), as Foundation's `AttributeContainer(_:)` converts an
        /// `NSAttributedString` attribute dictionary on Apple platforms. A value of another type
        /// than the key's, and keys the package does not draw (a paragraph style among them), are
        /// left out: a button's title is measured by its font alone.
        public init(_ dictionary: [NSAttributedString.Key: Any]) {
            self.init()
            for (key, value) in dictionary {
                switch key.rawValue {
                case TextAttributes.Font.name: self[TextAttributes.Font.self] = value as? Font
                case TextAttributes.ForegroundColor.name: self[TextAttributes.ForegroundColor.self] = value as? Color
                case TextAttributes.BackgroundColor.name: self[TextAttributes.BackgroundColor.self] = value as? Color
                case TextAttributes.Kern.name:
                    self[TextAttributes.Kern.self] = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) }
                default: break
                }
            }
        }
    }
#endif
