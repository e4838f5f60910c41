import Foundation

/// A vertical position anchor (top, bottom, centre Y, baselines), as UIKit's
/// `NSLayoutYAxisAnchor`. It only relates to other vertical position anchors.
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 × multiplier`: UIKit's system spacing below `anchor`, which is
    /// 8 points here (UIKit's depends on the fonts and the device).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier` (see `constraint(equalToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 × multiplier` (see `constraint(equalToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}
