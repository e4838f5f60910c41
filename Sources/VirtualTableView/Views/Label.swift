import Foundation

/// A headless label, as UIKit's `UILabel`: text laid out into lines by `TextMetrics`, so the
/// lines and the size are the same on every machine.
@MainActor
open class Label: View {
    /// The text; nil and "" show nothing and measure zero.
    public var text: String? { didSet { if text != oldValue { textChanged() } } }
    /// The font (17 points by default, as UIKit).
    public var font: Font = .body { didSet { if font != oldValue { textChanged() } } }
    /// The text colour.
    public var textColor: Color = .black
    /// The most lines shown; 0 means as many as the text needs. UIKit's default is 1.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    /// How lines wrap and truncate; UIKit's default is `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textChanged() } } }
    /// The width at which a multi-line label wraps when measured without a width; 0 uses the
    /// width it is given (or its bounds).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textChanged() } } }

    private var cachedLines: (width: CGFloat, lines: [String])?

    /// A label with `text`.
    public init(text: String? = nil, font: Font = .body, numberOfLines: Int = 1) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        super.init(frame: .zero)
    }

    private func textChanged() {
        cachedLines = nil
        superview?.setNeedsLayout()
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

    /// The lines the label would show at `width`. Cached for the last width asked.
    public func lines(forWidth width: CGFloat) -> [String] {
        if let cached = cachedLines, cached.width == width { return cached.lines }
        let result = TextMetrics.lines(
            of: text ?? "", font: font, width: width,
            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        cachedLines = (width, result)
        return result
    }

    /// The size of the laid-out text within `size.width` (or `preferredMaxLayoutWidth` when
    /// set), rounded up to the pixel grid; zero for empty text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = preferredMaxLayoutWidth > 0 ? min(preferredMaxLayoutWidth, size.width) : size.width
        return TextMetrics.size(ofLines: lines(forWidth: width), font: font)
    }

    /// The text's size at `preferredMaxLayoutWidth`, or on one unbounded line when it is 0.
    /// Under constraints, a label of several lines (`numberOfLines` other than 1) without a
    /// `preferredMaxLayoutWidth` takes the height its text needs at the width the
    /// constraints give it, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return nil }
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
