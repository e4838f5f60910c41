import Foundation

extension Control {
    /// Where a control places its content across, as UIKit's
    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        /// Centred: the default.
        case center = 0
        /// At the left edge.
        case left = 1
        /// At the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// At the leading edge: the left one, right to left the right one.
        case leading = 4
        /// At the trailing edge: the right one, right to left the left one.
        case trailing = 5
    }

    /// Where a control places its content down, as UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        /// Centred: the default.
        case center = 0
        /// At the top edge.
        case top = 1
        /// At the bottom edge.
        case bottom = 2
        /// Stretched down the height.
        case fill = 3
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` or
    /// `.right` by ``View/effectiveUserInterfaceLayoutDirection``, as UIKit's.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// Where content of `size` goes in `box` by the alignments: its frame, stretched on a
    /// `.fill` axis.
    func alignedContentFrame(of size: CGSize, in box: CGRect) -> CGRect {
        var frame = CGRect(origin: .zero, size: size)
        switch effectiveContentHorizontalAlignment {
        case .left: frame.origin.x = box.minX
        case .right: frame.origin.x = box.maxX - size.width
        case .fill:
            frame.origin.x = box.minX
            frame.size.width = max(size.width, box.width)
        default: frame.origin.x = box.minX + (box.width - size.width) / 2
        }
        switch contentVerticalAlignment {
        case .top: frame.origin.y = box.minY
        case .bottom: frame.origin.y = box.maxY - size.height
        case .fill:
            frame.origin.y = box.minY
            frame.size.height = max(size.height, box.height)
        case .center: frame.origin.y = box.minY + (box.height - size.height) / 2
        }
        return frame
    }
}
