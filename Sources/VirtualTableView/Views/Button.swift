import Foundation

/// A button with a title, as UIKit's `UIButton` of the system type. `sendActions()` runs the
/// handlers added with `addAction(_:)` and the actions added for `.touchUpInside` or
/// `.primaryActionTriggered`, as a tap would.
@MainActor
open class Button: Control {
    /// The label that shows the title.
    public let titleLabel = Label()
    private var actions: [@MainActor () -> Void] = []

    /// A button titled `title`.
    public init(title: String? = nil) {
        super.init(frame: .zero)
        titleLabel.text = title
        addSubview(titleLabel)
    }

    /// The title shown.
    public var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// Adds a handler run on every tap.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// A tap: when the button is enabled, runs the handlers added with `addAction(_:)`, in
    /// the order added, then the actions added for `.touchUpInside` or
    /// `.primaryActionTriggered`.
    public func sendActions() {
        guard isEnabled else { return }
        for action in actions { action() }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// The title's size plus UIKit's default content insets (6 points top and bottom).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = titleLabel.sizeThatFits(size)
        return CGSize(width: title.width, height: title.height + 12)
    }

    /// The title's size plus the content insets, as `sizeThatFits` gives it unbounded.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Places the subviews within the bounds.
    open override func layoutSubviews() {
        let title = titleLabel.sizeThatFits(bounds.size)
        titleLabel.frame = CGRect(
            x: (bounds.width - title.width) / 2, y: (bounds.height - title.height) / 2,
            width: title.width, height: title.height)
    }
}
