import Foundation

/// A view that shows an `Image`, as UIKit's `UIImageView`. Its natural size is the image's.
@MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing and measures zero.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image view showing `image`.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// The image's size, or zero without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size, or no intrinsic metric without one.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
