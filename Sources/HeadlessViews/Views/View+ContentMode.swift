import Foundation

extension View {
    /// How a view fits its content into its bounds, as UIKit's `UIView.ContentMode`. An
    /// `ImageView` places its image by it (``ImageView/imageRect``); the scaling modes keep or
    /// change the image's aspect ratio, the others keep its size.
    public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
        /// Stretches the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill
        /// Scales the content to fit inside the bounds, keeping its aspect ratio, centred.
        case scaleAspectFit
        /// Scales the content to fill the bounds, keeping its aspect ratio, centred: parts
        /// outside the bounds show unless the view clips to its bounds.
        case scaleAspectFill
        /// Redraws the content when the bounds change; placed as `scaleToFill`.
        case redraw
        /// Centres the content at its own size.
        case center
        /// Centres the content horizontally at the top edge.
        case top
        /// Centres the content horizontally at the bottom edge.
        case bottom
        /// Centres the content vertically at the left edge.
        case left
        /// Centres the content vertically at the right edge.
        case right
        /// The content in the top-left corner.
        case topLeft
        /// The content in the top-right corner.
        case topRight
        /// The content in the bottom-left corner.
        case bottomLeft
        /// The content in the bottom-right corner.
        case bottomRight

        /// Where content of `size` goes in `bounds` under this mode.
        /// - Complexity: O(1).
        public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard size.width > 0, size.height > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
                let scaleX = bounds.width / size.width
                let scaleY = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
                let width = size.width * scale
                let height = size.height * scale
                return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
            default:
                let x: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                let y: CGFloat
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}

extension CGRect {
    /// The rectangle moved in from each edge by `insets`, as UIKit's `inset(by:)`: the
    /// origin moves by the top and left insets, the size shrinks by both insets of each
    /// axis (negative insets grow it; a size can come out negative, as in UIKit).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
