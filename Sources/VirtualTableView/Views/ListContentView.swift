import Foundation

/// The view that shows a `ListContentConfiguration`, as UIKit's `UIListContentView`: the
/// texts in labels and the image in an image view, laid out within the margins.
@preconcurrency @MainActor
open class ListContentView: View {
    /// The configuration shown; setting it updates the labels and the image.
    public var configuration: ListContentConfiguration {
        didSet {
            apply()
            superview?.setNeedsLayout()
        }
    }
    /// The label of the primary text.
    public let textLabel = Label()
    /// The label of the secondary text.
    public let secondaryTextLabel = Label()
    /// The image view.
    public let imageView = ImageView()

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// A view showing the default cell configuration (`.cell()`); the coder is not read
    /// (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.configuration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Shows `configuration` in `container`: updates `view`, makes one, or removes it for nil.
    static func update(
        _ view: ListContentView?, to configuration: ListContentConfiguration?, in container: View
    ) -> ListContentView? {
        guard let configuration else {
            view?.removeFromSuperview()
            return nil
        }
        if let view {
            view.configuration = configuration
            return view
        }
        let made = ListContentView(configuration: configuration)
        container.addSubview(made)
        container.superview?.setNeedsLayout()
        return made
    }

    private func apply() {
        Self.apply(configuration.textProperties, text: configuration.text, to: textLabel)
        Self.apply(configuration.secondaryTextProperties, text: configuration.secondaryText, to: secondaryTextLabel)
        imageView.image = configuration.image
    }

    private static func apply(_ properties: ListContentConfiguration.TextProperties, text: String?, to label: Label) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
    }

    /// The space the image takes: its shown size, at least the reserved size; zero without
    /// an image.
    private var imageBox: CGSize {
        guard configuration.image != nil else { return .zero }
        return configuration.imageProperties.layoutSize(of: configuration.image)
    }

    private var imageSpan: CGFloat {
        let width = imageBox.width
        return configuration.image != nil ? width + configuration.imageToTextPadding : 0
    }

    /// The texts' sizes at `width`, and whether they sit side by side: only when the
    /// configuration prefers it and both fit on their lines together.
    private func textLayout(width: CGFloat) -> (text: CGSize, secondary: CGSize, sideBySide: Bool) {
        let margins = configuration.directionalLayoutMargins
        let availableWidth = max(0, width - margins.left - margins.right - imageSpan)
        let hasBoth = !(textLabel.text ?? "").isEmpty && !(secondaryTextLabel.text ?? "").isEmpty
        if configuration.prefersSideBySideTextAndSecondaryText, hasBoth {
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            let text = textLabel.sizeThatFits(unbounded)
            let secondary = secondaryTextLabel.sizeThatFits(unbounded)
            if text.width + configuration.textToSecondaryTextHorizontalPadding + secondary.width <= availableWidth + 1e-6 {
                return (text, secondary, true)
            }
        }
        let available = CGSize(width: availableWidth, height: .greatestFiniteMagnitude)
        return (textLabel.sizeThatFits(available), secondaryTextLabel.sizeThatFits(available), false)
    }

    /// The margins plus the taller of the image and the texts (with the padding between
    /// them when both texts show one below the other), measured by the text metrics at
    /// `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = configuration.directionalLayoutMargins
        let sizes = textLayout(width: size.width)
        let texts: CGFloat
        if sizes.sideBySide {
            texts = max(sizes.text.height, sizes.secondary.height)
        } else {
            let padding =
                sizes.text.height > 0 && sizes.secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
            texts = sizes.text.height + padding + sizes.secondary.height
        }
        let content = max(texts, imageBox.height)
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(margins.top + content + margins.bottom))
    }

    /// Places the image at the leading margin (centred in its reserved space) and the texts
    /// after it, centred vertically: one below the other, or side by side with the secondary
    /// text at the trailing margin.
    open override func layoutSubviews() {
        let margins = configuration.directionalLayoutMargins
        let sizes = textLayout(width: bounds.width)
        if let image = configuration.image {
            let shown = configuration.imageProperties.displayedSize(of: image)
            imageView.frame = CGRect(
                x: margins.left + (imageBox.width - shown.width) / 2, y: (bounds.height - shown.height) / 2,
                width: shown.width, height: shown.height)
        } else {
            imageView.frame = .zero
        }
        let x = margins.left + imageSpan
        let width = max(0, bounds.width - x - margins.right)
        if sizes.sideBySide {
            textLabel.frame = CGRect(
                x: x, y: (bounds.height - sizes.text.height) / 2, width: sizes.text.width, height: sizes.text.height)
            secondaryTextLabel.frame = CGRect(
                x: x + width - sizes.secondary.width, y: (bounds.height - sizes.secondary.height) / 2,
                width: sizes.secondary.width, height: sizes.secondary.height)
            return
        }
        let padding = sizes.text.height > 0 && sizes.secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
        let top = (bounds.height - sizes.text.height - padding - sizes.secondary.height) / 2
        textLabel.frame = CGRect(x: x, y: top, width: width, height: sizes.text.height)
        secondaryTextLabel.frame = CGRect(
            x: x, y: top + sizes.text.height + padding, width: width, height: sizes.secondary.height)
    }
}
