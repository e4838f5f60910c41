import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`: 20 × 20 points (`.medium`) or 37 × 37
/// (`.large`), hidden when stopped.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The spinner's sizes, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// 20 × 20 points, UIKit's default.
        case medium = 100
        /// 37 × 37 points.
        case large = 101

        /// The spinner's size in this style.
        public var size: CGSize { self == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }
    }

    /// The spinner's size; `.medium` by default. Changing it resizes the spinner.
    public var style: Style = .medium {
        didSet {
            frame.size = style.size
            invalidateIntrinsicContentSize()
        }
    }
    /// The spinner's colour, as UIKit's `color`: the tint colour until set. Recorded, not drawn.
    public var color: Color! {
        get { ownColor ?? tintColor }
        set { ownColor = newValue }
    }
    private var ownColor: Color?
    /// Whether the spinner is turning.
    public private(set) var isAnimating = false
    /// Whether the view hides while stopped (UIKit's default: true).
    public var hidesWhenStopped = true { didSet { updateHidden() } }

    /// A stopped spinner of `style`, at the style's size, as UIKit's designated
    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        updateHidden()
    }

    /// A stopped medium spinner, 20 × 20 points.
    public convenience init() {
        self.init(style: .medium)
    }

    /// A stopped medium spinner at `frame`'s origin; its size is the style's, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Style.medium.size))
        updateHidden()
    }

    /// A stopped medium spinner; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: Style.medium.size))
        updateHidden()
    }

    /// Starts turning and shows the view.
    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops turning; hides the view when `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() { isHidden = hidesWhenStopped && !isAnimating }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }
}
