import Foundation

/// A horizontal position anchor (leading, trailing, left, right, centre X), as UIKit's
/// `NSLayoutXAxisAnchor`. It only relates to other horizontal position anchors.
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 × multiplier`: UIKit's system spacing after `anchor`, which is
    /// 8 points here (UIKit's depends on the font and the device).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self >= anchor + 8 × multiplier` (see `constraint(equalToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }

    /// `self <= anchor + 8 × multiplier` (see `constraint(equalToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: View.systemSpacing * multiplier)
    }
}
