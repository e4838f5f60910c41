import Foundation

extension View {
    /// Where the view's first (or last) baseline sits below its top, as a share of its
    /// height plus a constant: for a label, its font's point size below the top (the first
    /// line's baseline) or a fifth of the point size above the bottom (the last line's
    /// descent); for any other view, its bottom, as UIKit's `forFirstBaselineLayout` and
    /// `forLastBaselineLayout` default to the view itself. The fonts here carry no ascender
    /// metric, so the point size stands for it. Constraints on baselines and a stack's
    /// baseline alignment both read it.
    func baseline(first: Bool) -> (heightShare: CGFloat, constant: CGFloat) {
        guard let label = self as? Label else { return (1, 0) }
        return first ? (0, label.font.pointSize) : (1, -label.font.pointSize * 0.2)
    }

    /// How far below the view's top its first (or last) baseline sits at `height`.
    func baselineOffset(first: Bool, height: CGFloat) -> CGFloat {
        let baseline = baseline(first: first)
        return baseline.heightShare * height + baseline.constant
    }
}
