import Foundation

/// A progress bar, as UIKit's `UIProgressView`: ``progress`` from 0 to 1, 4 points high
/// (2.5 in the ``Style/bar`` style), as wide as its layout makes it. Colours and images are
/// recorded, not drawn; the harness's render draws it as `[progress 40%]`.
@preconcurrency @MainActor
open class ProgressView: View {
    /// A progress view's look, as UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The thinner bar of a toolbar.
        case bar = 1
    }

    /// The progress, kept between 0 and 1 (a value outside is pinned, a value that is not a
    /// number is 0), as UIKit's; while ``observedProgress`` is set, its fraction completed.
    open var progress: Float {
        get { observedProgress.map { Self.pinned(Float($0.fractionCompleted)) } ?? storedProgress }
        set { storedProgress = Self.pinned(newValue) }
    }
    private static func pinned(_ value: Float) -> Float { value.isFinite ? min(max(value, 0), 1) : 0 }
    private var storedProgress: Float = 0
    /// The look; ``Style/default`` by default.
    open var progressViewStyle = Style.default { didSet { invalidateIntrinsicContentSize() } }
    /// The filled part's colour; nil is the tint colour. Recorded.
    open var progressTintColor: Color?
    /// The unfilled part's colour; nil is the system's. Recorded.
    open var trackTintColor: Color?
    /// The filled part's image; nil for none. Recorded.
    open var progressImage: Image?
    /// The unfilled part's image; nil for none. Recorded.
    open var trackImage: Image?
    /// A `Progress` whose fraction completed the view shows, as UIKit's `observedProgress`:
    /// while set, ``progress`` reads its `fractionCompleted`.
    open var observedProgress: Progress?

    /// A progress view of `style`, as UIKit's `init(progressViewStyle:)`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// A progress view at `frame`, in the default style.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A progress view; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    /// Sets the progress, as UIKit's; the animation is not modelled.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    private var height: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }
    /// No width of its own and the style's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: height) }
    /// The offered width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}
