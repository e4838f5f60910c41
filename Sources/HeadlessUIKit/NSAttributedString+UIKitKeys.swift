#if !canImport(UIKit)
    import Foundation

    // UIKit declares these attribute names; Foundation off Apple platforms has the type
    // without them. Their raw values are UIKit's, which the package's text metrics read.
    extension NSAttributedString.Key {
        /// The characters' font (a `UIFont`), as UIKit's: a label measures each character in
        /// it.
        public static var font: NSAttributedString.Key { NSAttributedString.Key("NSFont") }
        /// The characters' colour (a `UIColor`); recorded.
        public static var foregroundColor: NSAttributedString.Key { NSAttributedString.Key("NSColor") }
        /// The colour behind the characters (a `UIColor`); recorded.
        public static var backgroundColor: NSAttributedString.Key { NSAttributedString.Key("NSBackgroundColor") }
        /// The paragraph's style (an `NSParagraphStyle`): line spacing, heights, alignment and
        /// line breaking.
        public static var paragraphStyle: NSAttributedString.Key { NSAttributedString.Key("NSParagraphStyle") }
        /// Extra space after each character, in points (a `CGFloat` or `Double`): a label adds
        /// it to the character's advance.
        public static var kern: NSAttributedString.Key { NSAttributedString.Key("NSKern") }
        /// The underline (an `Int` style); recorded.
        public static var underlineStyle: NSAttributedString.Key { NSAttributedString.Key("NSUnderline") }
        /// The strikethrough (an `Int` style); recorded.
        public static var strikethroughStyle: NSAttributedString.Key { NSAttributedString.Key("NSStrikethrough") }
        /// A link (a `URL` or `String`); recorded.
        public static var link: NSAttributedString.Key { NSAttributedString.Key("NSLink") }
        /// An attachment (an `NSTextAttachment`) on its object-replacement character.
        public static var attachment: NSAttributedString.Key { NSAttributedString.Key("NSAttachment") }
    }
#endif
