import Foundation

/// A view that applies a blur or vibrancy to what is behind it, as UIKit's
/// `UIVisualEffectView`: add subviews to its ``contentView``, which fills it. The effect is
/// recorded in ``effect`` and not drawn; the harness renders the content view's subviews as
/// it renders any view's.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The view that holds the content, the size of the effect view.
    public let contentView = View()
    /// The effect; nil for none. Recorded.
    open var effect: VisualEffect?

    /// A view applying `effect`, as UIKit's `init(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view applying no effect, of `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The content view fills the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
