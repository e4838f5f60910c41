import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`: 20 × 20 points, hidden when stopped.
@MainActor
open class ActivityIndicatorView: View {
    /// Whether the spinner is turning.
    public private(set) var isAnimating = false
    /// Whether the view hides while stopped (UIKit's default: true).
    public var hidesWhenStopped = true { didSet { updateHidden() } }

    /// A stopped spinner.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
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

    /// Always 20 × 20, the medium style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 20, height: 20) }
}
