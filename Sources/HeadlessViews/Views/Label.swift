import Foundation

/// A headless label, as UIKit's `UILabel`: text laid out into lines by `TextMetrics`, so the
/// lines and the size are the same on every machine.
@preconcurrency @MainActor
open class Label: View {
    /// The text; nil and "" show nothing and measure zero. Setting it replaces an
    /// `attributedText`, as UIKit's.
    open var text: String? {
        didSet {
            if !isSettingAttributedText, storedAttributedText != nil {
                storedAttributedText = nil
                textChanged()
            } else if text != oldValue {
                textChanged()
            }
        }
    }

    /// Text with attributes, as UIKit's `attributedText`: each character is measured in its
    /// `.font` (the label's `font` where it has none) plus its `.kern`, and each paragraph
    /// (the text up to and including a line feed or U+2029) is laid out in its first
    /// character's `.paragraphStyle`: its spacing between lines, line heights, alignment,
    /// line break mode (a paragraph style's `.byWordWrapping`, its default, truncates
    /// nothing, as in UIKit), indents, and the paragraph spacing between it and its
    /// neighbours. Setting it sets `text` to its string; setting `text` clears it. A copy
    /// is kept, as UIKit's. Nil by default. `adjustsFontSizeToFitWidth` scales every run's
    /// font by the same factor, down to `minimumScaleFactor`.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            textChanged()
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var isSettingAttributedText = false
    /// The attributed text's layout at the last width asked.
    private var cachedAttributedLayout: (width: CGFloat, layout: AttributedTextLayout)?
    /// The font (17 points by default, as UIKit). Typed `Font!` as UIKit's: setting nil
    /// restores the default.
    open var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? .body
            let oldValue = storedFont
            storedFont = font
            if font !== oldValue, font != oldValue { textChanged() }
        }
    }
    private var storedFont: Font = .body
    /// The text colour, black by default. Typed `Color!` as UIKit's: setting nil restores the
    /// default, so an optional colour (`UIColor(named:)`) can be assigned.
    open var textColor: Color! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .black }
    }
    private var storedTextColor: Color = .black
    /// Whether the label draws its text as enabled, as UIKit's `isEnabled`; true by default.
    /// UIKit dims a disabled label's text; here it is recorded, and the text and its size do
    /// not change.
    open var isEnabled = true
    /// How each line sits across the label's width, as UIKit's `textAlignment`; `.natural`
    /// (the left edge, text being left-to-right here) by default. It does not change the
    /// lines or the size; the harness's render places each line by it.
    public var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means as many as the text needs. UIKit's default is 1.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    /// How lines wrap and truncate; UIKit's default is `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textChanged() } } }
    /// The width at which a multi-line label wraps when measured without a width; 0 uses the
    /// width it is given (or its bounds).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textChanged() } } }

    /// Whether a one-line label shrinks its text to fit its width, as UIKit's: the font
    /// scales down continuously, from `font`'s size to no less than `minimumScaleFactor` ×
    /// that size, to the size at which the text fills the line; text that does not fit at the smallest
    /// size allowed is truncated as `lineBreakMode` says. `font` keeps the size set; the
    /// label's lines and measured width are those of the shrunk text, its height that of
    /// `font`'s line. Off by default, and without effect on labels of more than one line.
    public var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textChanged() } }
    }
    /// The smallest fraction of `font`'s size that `adjustsFontSizeToFitWidth` shrinks the
    /// text to. 0 (the default), as in UIKit, means the text does not shrink; values are
    /// read within 0…1, NaN as 0.
    public var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor != oldValue { textChanged() } } }
    /// Whether the label follows the content size category, as UIKit's: when the table's
    /// trait collection changes, a label whose font came from
    /// `Font.preferredFont(forTextStyle:)` takes its text style's size in the new category
    /// (keeping its weight). Fonts made by size do not change. False by default.
    public var adjustsFontForContentSizeCategory = false

    /// The lines at the last two widths asked: constraints ask a multi-line label for its
    /// one-line width and for its height at the width it gets, in turn.
    private var cachedLines: (width: CGFloat, lines: [String])?
    /// The size on unbounded lines (see `unboundedSize()`), until the text or its layout changes.
    private var cachedUnboundedSize: CGSize?
    private var previousLines: (width: CGFloat, lines: [String])?

    /// A label with `text`.
    public convenience init(text: String? = nil, font: Font = .body, numberOfLines: Int = 1) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
    }

    /// An empty label with `frame`, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An empty label; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Where `line`, one of the label's lines, starts across a width of `width`, by
    /// `textAlignment`: 0 for left, natural and justified (a justified label's last line is
    /// left-aligned; the others fill the width), the spare width for right, half of it for
    /// centred. Attributed text is placed by the paragraph style of the line's paragraph,
    /// within its indents; a line that occurs twice is placed as its first occurrence (see
    /// `lineOffsets(inWidth:)`). UIKit has no such method; the harness's render uses it.
    public func lineOffset(of line: String, inWidth width: CGFloat) -> CGFloat {
        if storedAttributedText != nil {
            let layout = attributedLayout(forWidth: width)
            guard let index = layout.lines.firstIndex(of: line) else { return 0 }
            return attributedOffset(ofLine: index, in: layout)
        }
        let lineWidth = TextMetrics.width(of: line, in: fittingFont(forWidth: width))
        return Self.offset(spare: max(0, width - lineWidth), alignment: textAlignment)
    }

    /// Where each of the label's lines at `width` starts across that width: as
    /// `lineOffset(of:inWidth:)`, line by line, so two equal lines of paragraphs placed
    /// differently each get their own. UIKit has no such method; the harness's render uses
    /// it. O(lines).
    public func lineOffsets(inWidth width: CGFloat) -> [CGFloat] {
        guard storedAttributedText != nil else {
            return lines(forWidth: width).map { lineOffset(of: $0, inWidth: width) }
        }
        let layout = attributedLayout(forWidth: width)
        return layout.lines.indices.map { attributedOffset(ofLine: $0, in: layout) }
    }

    /// The offset of the attributed layout's line `index`: its indent, and the spare room
    /// of its paragraph placed by the paragraph's alignment (the label's without a style).
    private func attributedOffset(ofLine index: Int, in layout: AttributedTextLayout) -> CGFloat {
        let indent = index < layout.lineIndents.count ? layout.lineIndents[index] : 0
        let room = index < layout.lineRooms.count ? layout.lineRooms[index] : 0
        let alignment = (index < layout.lineAlignments.count ? layout.lineAlignments[index] : nil) ?? textAlignment
        return indent + Self.offset(spare: max(0, room - layout.lineWidths[index]), alignment: alignment)
    }

    /// The offset of a line with `spare` room left, placed by `alignment`.
    private static func offset(spare: CGFloat, alignment: NSTextAlignment) -> CGFloat {
        switch alignment {
        case .left, .natural, .justified: 0
        case .center: spare / 2
        case .right: spare
        }
    }

    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits { .staticText }
    override var defaultIsAccessibilityElement: Bool { true }

    /// How the lines sit across the width as drawn: the attributed text's first paragraph's
    /// style's alignment when it has one, else `textAlignment` (each line of attributed text
    /// is placed by its own paragraph's: see `lineOffsets(inWidth:)`).
    public var displayedTextAlignment: NSTextAlignment {
        guard let text = storedAttributedText, text.length > 0,
            let style = text.attribute(.paragraphStyleRawKey, at: 0, effectiveRange: nil) as? ParagraphStyle
        else { return textAlignment }
        return style.alignment
    }

    /// The distance between the drawn lines' centres: the font's line height, or for
    /// attributed text its lines' average height and spacing.
    public var displayedLineHeight: CGFloat {
        guard storedAttributedText != nil else { return font.lineHeight }
        let layout = attributedLayout(forWidth: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude)
        return layout.lines.isEmpty ? font.lineHeight : layout.size.height / CGFloat(layout.lines.count)
    }

    /// The attributed text laid out at `width`, cached for the last width asked.
    func attributedLayout(forWidth width: CGFloat) -> AttributedTextLayout {
        if let cached = cachedAttributedLayout, cached.width == width { return cached.layout }
        guard let text = storedAttributedText else {
            return AttributedTextLayout(lines: [], lineHeights: [], lineWidths: [], size: .zero)
        }
        var scale: CGFloat = 1
        let factor = minimumScaleFactor.isNaN ? 0 : min(max(minimumScaleFactor, 0), 1)
        if adjustsFontSizeToFitWidth, numberOfLines == 1, factor > 0, factor < 1 {
            // UIKit scales every run's font by one factor, continuously, as it shrinks plain text.
            scale = TextMetrics.fittingScale(of: text, defaultFont: font, width: width, minimumScale: factor)
        }
        let layout = TextMetrics.layout(
            of: text, defaultFont: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            fontScale: scale)
        cachedAttributedLayout = (width, layout)
        return layout
    }

    /// Run when what the label measures changes (text, attributed text, font, lines): a
    /// cell's built-in label tells the cell, which lays it out, not its superview.
    package var measuredContentDidChange: (@MainActor () -> Void)? {
        get { onMeasuredContentChange }
        set { onMeasuredContentChange = newValue }
    }
    /// The stored closure, private so that its accesses keep no runtime exclusivity check.
    private var onMeasuredContentChange: (@MainActor () -> Void)?

    private func textChanged() {
        cachedUnboundedSize = nil
        cachedLines = nil
        previousLines = nil
        cachedAttributedLayout = nil
        superview?.setNeedsLayout()
        onMeasuredContentChange?()
        invalidateIntrinsicContentSize()
        if let button = superview as? Button { button.invalidateIntrinsicContentSize() }
    }

    /// The lines the label shows at its current width (its bounds, or
    /// `preferredMaxLayoutWidth` while the bounds are empty).
    public var lines: [String] {
        lines(
            forWidth: bounds.width > 0
                ? bounds.width : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude))
    }

    /// The lines the label would show at `width`. Cached for the last two widths asked.
    public func lines(forWidth width: CGFloat) -> [String] {
        if storedAttributedText != nil { return attributedLayout(forWidth: width).lines }
        if let cached = cachedLines, cached.width == width { return cached.lines }
        if let previous = previousLines, previous.width == width {
            swap(&cachedLines, &previousLines)
            return previous.lines
        }
        let result = TextMetrics.lines(
            of: text ?? "", font: fittingFont(forWidth: width), width: width,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        previousLines = cachedLines
        cachedLines = (width, result)
        return result
    }

    /// The size of the laid-out text within `size.width` (or `preferredMaxLayoutWidth` when
    /// set), rounded up to the pixel grid; zero for empty text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = preferredMaxLayoutWidth > 0 ? min(preferredMaxLayoutWidth, size.width) : size.width
        if storedAttributedText != nil { return attributedLayout(forWidth: width).size }
        if width >= .greatestFiniteMagnitude, let size = unboundedSize() { return size }
        return measuredSize(ofLines: lines(forWidth: width), width: width)
    }

    /// The size of the text on unbounded lines, as `TextMetrics.lines` breaks it at an
    /// unbounded width (each paragraph one line, its trailing spaces and tabs hanging past the
    /// edge) and `measuredSize` measures it, computed without building the lines: a multi-line
    /// label's intrinsic width is this, measured at every change of its text under
    /// constraints. Nil where it would differ: more paragraphs than `numberOfLines` (a
    /// truncated last line), or a one-line label that shrinks its text. O(text length).
    private func unboundedSize() -> CGSize? {
        if let cachedUnboundedSize { return cachedUnboundedSize }
        guard !(adjustsFontSizeToFitWidth && numberOfLines == 1) else { return nil }
        let text = text ?? ""
        if text.isEmpty { return .zero }
        // One pass: each paragraph's width summed from its start, in the order
        // `TextMetrics.width(of:in:)` sums its visible part (so to the same bits), read at its
        // last character that is not a space or a tab.
        // The font read once: `font` is an open property holding a class, so each read is a
        // dynamic call and a retain.
        let font: Font = self.font
        var widest: CGFloat = 0
        var lineWidth: CGFloat = 0
        var visibleWidth: CGFloat = 0
        var count = 1
        for character in text {
            if character == "\n" {
                widest = max(widest, visibleWidth)
                count += 1
                if numberOfLines > 0 && count > numberOfLines { return nil }
                lineWidth = 0
                visibleWidth = 0
                continue
            }
            lineWidth += TextMetrics.advance(of: character, in: font)
            if character != " " && character != "\t" { visibleWidth = lineWidth }
        }
        widest = max(widest, visibleWidth)
        let size = CGSize(
            width: TextMetrics.ceilToPixel(widest),
            height: TextMetrics.ceilToPixel(CGFloat(count) * TextMetrics.lineHeight(for: font)))
        cachedUnboundedSize = size
        return size
    }

    /// The text's size at `preferredMaxLayoutWidth`, or on one unbounded line when it is 0.
    /// Under constraints, a label of several lines (`numberOfLines` other than 1) without a
    /// `preferredMaxLayoutWidth` takes the height its text needs at the width the
    /// constraints give it, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
        guard hasIntrinsicHeightForWidth else { return nil }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    override var hasIntrinsicHeightForWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    override var invalidatesHeightForWidthOnEveryChange: Bool { true }

    // MARK: - Shrinking and Dynamic Type

    /// The font the text is laid out in at `width`: `font`, or for a one-line label that
    /// shrinks its text, the largest size down to `minimumScaleFactor` × its size at which
    /// the text fits. O(text length).
    func fittingFont(forWidth width: CGFloat) -> Font {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, !text.isEmpty else { return font }
        let factor = minimumScaleFactor.isNaN ? 0 : min(max(minimumScaleFactor, 0), 1)
        guard factor > 0, factor < 1 else { return font }
        let full = TextMetrics.width(of: text, in: font)
        guard full > width + 1e-6, full > 0 else { return font }
        // A line's width is its font's size times the sum of its characters' advances, so the
        // size at which the text fills the width exactly is a rule of three: UIKit's
        // continuous scale, down to the factor.
        return font.withSize(max(font.pointSize * factor, font.pointSize * max(width, 0) / full))
    }

    /// The size of `lines` laid out at `width`: their width in the font they were laid out
    /// in, their height in `font`'s lines (a shrunk text keeps the label's height, as UIKit).
    private func measuredSize(ofLines lines: [String], width: CGFloat) -> CGSize {
        let fitted = fittingFont(forWidth: width)
        // Identity first: `!=` on fonts is `isEqual(_:)`, a cast from `Any`, and the fitting
        // font is the label's own unless the text shrinks.
        guard fitted !== font, fitted != font else { return TextMetrics.size(ofLines: lines, font: font) }
        let widest = lines.map { TextMetrics.width(of: $0, in: fitted) }.max() ?? 0
        return CGSize(
            width: TextMetrics.ceilToPixel(widest),
            height: TextMetrics.ceilToPixel(CGFloat(lines.count) * font.lineHeight))
    }

    /// Takes the size of the font's text style in `category`, when the label adjusts to the
    /// content size category and its font has a text style.
    package func adjustFont(to category: ContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        font = font.withSize(style.pointSize(in: category))
    }
}
