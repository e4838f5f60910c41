import Foundation
import HeadlessViews

/// The region a text view lays its text out in, as TextKit's `NSTextContainer` (a text
/// view's `textContainer`): its padding, line limit and line break mode change how the
/// text view measures and shows its text.
///
/// The width is the text view's (inside its `textContainerInset`) while
/// ``widthTracksTextView``, as in a text view made by UIKit; otherwise ``size``'s.
@preconcurrency @MainActor
public final class TextContainer {
    /// The container's size; while ``widthTracksTextView`` the text view's width is used
    /// instead of its width. Unlimited height by default.
    public var size: CGSize { didSet { textView?.textLayoutDidChange() } }
    /// The space left empty at each end of a line, in points; 5 by default, as TextKit's.
    public var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textLayoutDidChange() } }
    /// The most lines laid out; 0 (the default) for no limit. The text view measures and
    /// shows at most this many lines.
    public var maximumNumberOfLines = 0 { didSet { textView?.textLayoutDidChange() } }
    /// How the last allowed line ends when the text needs more (`.byTruncatingTail` ends it in
    /// "…"), and how lines wrap (`.byCharWrapping` at any character); `.byWordWrapping` by
    /// default.
    public var lineBreakMode: LineBreakMode = .byWordWrapping { didSet { textView?.textLayoutDidChange() } }
    /// Whether the width follows the text view's; false for a container made on its own (as
    /// TextKit's), true for a text view's.
    public var widthTracksTextView = false { didSet { textView?.textLayoutDidChange() } }
    /// Whether the height follows the text view's; false by default. Recorded (the height
    /// does not limit the lines headless: ``maximumNumberOfLines`` does).
    public var heightTracksTextView = false
    /// The text view laid out in the container, told of each change.
    weak var textView: TextView?

    /// A container of `size`, as TextKit's `init(size:)`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container of unlimited height and no width, as TextKit's `init()`.
    public convenience init() {
        self.init(size: CGSize(width: 0, height: 10_000_000))
    }

    /// The lines of `text` in `font` laid out at `width` (the text view's width inside its
    /// inset, used while ``widthTracksTextView``).
    func lines(of text: String, font: Font, textViewWidth width: CGFloat) -> [String] {
        let lineWidth = max(0, (widthTracksTextView ? width : size.width) - 2 * lineFragmentPadding)
        return TextMetrics.lines(
            of: text, font: font, width: lineWidth, numberOfLines: maximumNumberOfLines, lineBreakMode: lineBreakMode)
    }
}
