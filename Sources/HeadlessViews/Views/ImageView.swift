import Foundation

/// A view that shows an `Image`, as UIKit's `UIImageView`. Its natural size is the image's.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown; nil shows nothing and measures zero.
    open var image: Image? {
        didSet {
            guard image != oldValue else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: - Animation images

    /// The images an animation cycles through, as UIKit's `animationImages`; nil by default.
    /// Recorded: ``startAnimating()`` needs them, and the view keeps showing ``image``.
    open var animationImages: [Image]?
    /// The images cycled through while highlighted, as UIKit's; nil by default. Recorded.
    open var highlightedAnimationImages: [Image]?
    /// How long one cycle through the images takes, in seconds, as UIKit's; 0 by default,
    /// which means 1/30 s an image.
    open var animationDuration: TimeInterval = 0
    /// How many cycles an animation runs, as UIKit's; 0 by default, which repeats for ever.
    open var animationRepeatCount = 0
    /// Whether an animation runs: true from ``startAnimating()`` until ``stopAnimating()`` or
    /// its last cycle ends.
    public private(set) var isAnimating = false
    /// Counts starts and stops, so the end scheduled by a start that was stopped since is
    /// ignored.
    private var animationRun = 0

    /// Starts cycling through ``animationImages`` (``highlightedAnimationImages`` while
    /// highlighted), as UIKit's: ``isAnimating`` becomes true, and false again after
    /// `animationDuration × animationRepeatCount` seconds on the clock that drives the view's
    /// animations (the scroll harness's) when the repeat count is not 0. Nothing starts
    /// without images. The frames are not drawn: the view keeps showing ``image``.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages) ?? []
        guard !images.isEmpty else { return }
        animationRun += 1
        isAnimating = true
        guard animationRepeatCount > 0 else { return }
        let cycle = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        let run = animationRun
        MainRunLoop.run(after: cycle * Double(animationRepeatCount), for: self) { [weak self] in
            guard let self, self.animationRun == run else { return }
            self.isAnimating = false
        }
    }

    /// Stops the animation, as UIKit's: ``isAnimating`` becomes false.
    open func stopAnimating() {
        animationRun += 1
        isAnimating = false
    }

    /// Whether a symbol image grows with the user's text size, as UIKit's
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`; false by default. Recorded: the
    /// headless content size category is the default one, at which nothing grows.
    public var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// The image shown while `isHighlighted`, as UIKit's; nil (the default) shows `image`
    /// then too.
    public var highlightedImage: Image? {
        didSet {
            guard highlightedImage != oldValue, isHighlighted else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the view shows `highlightedImage`, as UIKit's; false by default. A cell sets
    /// it on the image views in its content view while the cell is highlighted or selected,
    /// as UIKit's does.
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue, highlightedImage != nil else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The symbol configuration the view gives the symbol images it shows, as UIKit's
    /// `preferredSymbolConfiguration`: a symbol shown here takes the configuration's size.
    /// Nil by default.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            superview?.setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image on show: `highlightedImage` while highlighted (when there is one), else
    /// `image`, a symbol sized by `preferredSymbolConfiguration`. The harness's render
    /// draws its name.
    public var displayedImage: Image? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, let preferredSymbolConfiguration, shown.isSymbol else { return shown }
        return shown.withConfiguration(preferredSymbolConfiguration)
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted, its size the
    /// image's, as UIKit's `init(image:highlightedImage:)`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
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

    override var defaultAccessibilityTraits: AccessibilityTraits { .image }

    /// Where the image shows in the view's bounds under `contentMode` (`.scaleToFill`
    /// fills them, `.scaleAspectFit` fits inside them, `.scaleAspectFill` covers them and
    /// may reach past them, `.center` and the edge modes keep the image's size); the zero
    /// rectangle without an image. The harness's render draws the image's name at this
    /// rectangle's left edge, cut to the bounds when `clipsToBounds` is set. UIKit has no
    /// such property; it is here so tests can check what a content mode does.
    public var imageRect: CGRect {
        guard let image = displayedImage else { return .zero }
        return contentMode.rect(forContentOfSize: image.size, in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The image's size, or zero without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// The image's size, or no intrinsic metric without one.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
