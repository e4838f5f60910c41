import Foundation

/// A view that shows an `Image`, as UIKit's `UIImageView`. Its natural size is the image's.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing and measures zero.
    public var image: Image? {
        didSet {
            guard image != oldValue else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// An image view showing `image`, its size the image's. It does not take touches
    /// (`isUserInteractionEnabled` is false), as UIKit's.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view with `frame` and no image, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        self.image = nil
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view without an image; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.image = nil
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Where the image shows in the view's bounds under `contentMode` (`.scaleToFill`
    /// fills them, `.scaleAspectFit` fits inside them, `.scaleAspectFill` covers them and
    /// may reach past them, `.center` and the edge modes keep the image's size); the zero
    /// rectangle without an image. The harness's render draws the image's name at this
    /// rectangle's left edge, cut to the bounds when `clipsToBounds` is set. UIKit has no
    /// such property; it is here so tests can check what a content mode does.
    public var imageRect: CGRect {
        guard let image else { return .zero }
        return contentMode.rect(forContentOfSize: image.size, in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The image's size, or zero without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size, or no intrinsic metric without one.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
