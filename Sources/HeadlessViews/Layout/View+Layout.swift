import Foundation

extension View {
    /// The size a stack gives this view within `size`: nothing when hidden; else
    /// `fixedSize`; else the width offered times `aspectRatio`; else `sizeThatFits`; then
    /// capped by `maximumSize` (keeping the aspect ratio when there is one).
    public func layoutSize(fitting size: CGSize) -> CGSize {
        if isHidden { return .zero }
        if let fixed = layoutOptions.fixedSize { return fixed }
        var result: CGSize
        if let ratio = layoutOptions.aspectRatio {
            let width = size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : sizeThatFits(size).width
            result = CGSize(width: width, height: TextMetrics.ceilToPixel(width * ratio))
        } else {
            result = sizeThatFits(size)
        }
        if let maximum = layoutOptions.maximumSize {
            if let ratio = layoutOptions.aspectRatio, ratio > 0 {
                // The ratio's exact height, not the rounded one, so the width scales exactly.
                let scale = min(1, maximum.width / max(result.width, 1e-9), maximum.height / max(result.width * ratio, 1e-9))
                result = CGSize(width: result.width * scale, height: TextMetrics.ceilToPixel(result.width * scale * ratio))
            } else {
                result = CGSize(width: min(result.width, maximum.width), height: min(result.height, maximum.height))
            }
        }
        return result
    }

    /// A size the view always has in a stack (a 44 × 44 button, a 50 × 50 avatar): a stack
    /// with `.fill`, `.equalSpacing` or `.equalCentering` neither stretches nor shrinks it
    /// along its axis; `.fillEqually` and `.fillProportionally` size every child.
    public var fixedSize: CGSize? {
        get { layoutOptions.fixedSize }
        set { layoutOptions.fixedSize = newValue }
    }

    /// The largest size the view may have in a stack ("at most 50 × 50", "at most 200 high");
    /// a `.fill` stack stretches it no further and gives the rest of its room to the next.
    public var maximumSize: CGSize? {
        get { layoutOptions.maximumSize }
        set { layoutOptions.maximumSize = newValue }
    }

    /// Height over width: in a stack the view takes the width offered and this ratio of it
    /// as its height (an image row of 120 × width / 320 has 120/320).
    public var aspectRatio: CGFloat? {
        get { layoutOptions.aspectRatio }
        set { layoutOptions.aspectRatio = newValue }
    }

    /// How strongly the view keeps its natural width in a too-narrow horizontal stack
    /// (default 750, as UIKit's labels); the horizontal
    /// `contentCompressionResistancePriority(for:)`. A vertical stack reads the vertical one.
    public var contentCompressionResistancePriority: LayoutPriority {
        get { layoutOptions.compressionResistance }
        set { setContentCompressionResistancePriority(newValue, for: .horizontal) }
    }

    /// How strongly the view refuses to grow in a too-wide horizontal stack (default 250);
    /// the horizontal `contentHuggingPriority(for:)`. A vertical stack reads the vertical one.
    public var contentHuggingPriority: LayoutPriority {
        get { layoutOptions.hugging }
        set { setContentHuggingPriority(newValue, for: .horizontal) }
    }
}

/// The layout options of a view, in one value so a view that sets none pays one field.
struct LayoutOptions {
    var fixedSize: CGSize?
    var maximumSize: CGSize?
    var aspectRatio: CGFloat?
    var compressionResistance = LayoutPriority.defaultHigh
    var hugging = LayoutPriority.defaultLow
}
