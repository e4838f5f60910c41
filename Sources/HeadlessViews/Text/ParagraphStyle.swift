import Foundation

/// How the lines of a paragraph of attributed text are laid out, as UIKit's `NSParagraphStyle`
/// (the value of the `.paragraphStyle` attribute): line spacing, alignment, line breaking and
/// line heights. Read-only, as UIKit's; ``MutableParagraphStyle`` sets them.
///
/// A label measures attributed text with the style of its first character: each line is as
/// tall as its tallest font's line (1.2 × the point size), times `lineHeightMultiple` when
/// set, within `minimumLineHeight`…`maximumLineHeight` when set, and `lineSpacing` separates
/// consecutive lines (none after the last).
open class ParagraphStyle: NSObject {
    /// Core Foundation's header word; must stay the first stored property (see
    /// `CoreFoundationInfo`).
    private let coreFoundationInfo = CoreFoundationInfo()
    /// Extra space between consecutive lines, in points; 0 by default.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra space after a paragraph; recorded (a label's paragraphs are measured without it).
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra space before a paragraph; recorded.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// How lines sit across the width; `.natural` by default. A label draws its lines by it.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap and truncate; `.byWordWrapping` by default, as UIKit's. A label lays
    /// its attributed text out with its own `lineBreakMode` unless a paragraph style sets one
    /// other than the default.
    public internal(set) var lineBreakMode: LineBreakMode = .byWordWrapping
    /// The least height of a line; 0 (the default) sets none.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line; 0 (the default) sets none.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// A factor on each line's natural height; 0 (the default) is 1.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// The indent of a paragraph's first line; recorded.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines; recorded.
    public internal(set) var headIndent: CGFloat = 0
    /// The trailing indent; recorded.
    public internal(set) var tailIndent: CGFloat = 0

    /// A style with UIKit's defaults.
    public override init() {}

    /// A new style with UIKit's defaults, as `NSParagraphStyle.default`.
    public static var `default`: ParagraphStyle { ParagraphStyle() }

    /// A mutable copy, as UIKit's `mutableCopy()`: a ``MutableParagraphStyle`` with the same
    /// values (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`, as UIKit
    /// code writes it, compiles and works).
    open override func mutableCopy() -> Any {
        let copy = MutableParagraphStyle()
        copy.setValues(from: self)
        return copy
    }

    /// Copies every value of `style`.
    func setValues(from style: ParagraphStyle) {
        lineSpacing = style.lineSpacing
        paragraphSpacing = style.paragraphSpacing
        paragraphSpacingBefore = style.paragraphSpacingBefore
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        minimumLineHeight = style.minimumLineHeight
        maximumLineHeight = style.maximumLineHeight
        lineHeightMultiple = style.lineHeightMultiple
        firstLineHeadIndent = style.firstLineHeadIndent
        headIndent = style.headIndent
        tailIndent = style.tailIndent
    }

    /// A line of natural height `natural` in this style: times `lineHeightMultiple`, within
    /// the minimum and maximum line heights.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = natural * (lineHeightMultiple > 0 && lineHeightMultiple.isFinite ? lineHeightMultiple : 1)
        if minimumLineHeight > 0, minimumLineHeight.isFinite { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0, maximumLineHeight.isFinite { height = min(height, maximumLineHeight) }
        return height
    }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle {
    /// Extra space between consecutive lines, in points; 0 by default.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra space after a paragraph; recorded.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// Extra space before a paragraph; recorded.
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    /// How lines sit across the width; `.natural` by default.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines wrap and truncate; `.byWordWrapping` by default.
    public override var lineBreakMode: LineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// The least height of a line; 0 sets none.
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The greatest height of a line; 0 sets none.
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// A factor on each line's natural height; 0 is 1.
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// The indent of a paragraph's first line; recorded.
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines; recorded.
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    /// The trailing indent; recorded.
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// Copies every value of `style`, as UIKit's `setParagraphStyle(_:)`.
    public func setParagraphStyle(_ style: ParagraphStyle) {
        setValues(from: style)
    }
}
