import Foundation

extension View {
    /// How far below the view's top its first (or last) baseline sits at `height`: for a
    /// label, its font's point size below the top (the first line's baseline) or a fifth of
    /// the point size above the bottom (the last line's descent); for any other view, its
    /// bottom, as UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout` default to the
    /// view itself. The fonts here carry no ascender metric, so the point size stands for it.
    func baselineOffset(first: Bool, height: CGFloat) -> CGFloat {
        guard let label = self as? Label else { return height }
        return first ? label.font.pointSize : height - label.font.pointSize * 0.2
    }
}
