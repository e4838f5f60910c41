import Foundation

/// The view that shows a `ListContentConfiguration`, as UIKit's `UIListContentView`: the
/// texts in labels and the image in an image view, laid out within the margins.
@MainActor
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
    }

    private var imageSpan: CGFloat {
        configuration.image.map { $0.size.width + configuration.imageToTextPadding } ?? 0
    }

    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        let margins = configuration.directionalLayoutMargins
        let available = CGSize(width: max(0, width - margins.left - margins.right - imageSpan), height: .greatestFiniteMagnitude)
        return (textLabel.sizeThatFits(available), secondaryTextLabel.sizeThatFits(available))
    }

    /// The margins plus the taller of the image and the texts (with the padding between
    /// them when both texts show), measured by the text metrics at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = configuration.directionalLayoutMargins
        let sizes = textSizes(width: size.width)
        let padding = sizes.text.height > 0 && sizes.secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
        let texts = sizes.text.height + padding + sizes.secondary.height
        let content = max(texts, configuration.image?.size.height ?? 0)
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(margins.top + content + margins.bottom))
    }

    /// Places the image at the leading margin and the texts after it, centred vertically.
    open override func layoutSubviews() {
        let margins = configuration.directionalLayoutMargins
        let sizes = textSizes(width: bounds.width)
        let padding = sizes.text.height > 0 && sizes.secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
        if let image = configuration.image {
            imageView.frame = CGRect(
                x: margins.left, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
        } else {
            imageView.frame = .zero
        }
        let x = margins.left + imageSpan
        let width = max(0, bounds.width - x - margins.right)
        let top = (bounds.height - sizes.text.height - padding - sizes.secondary.height) / 2
        textLabel.frame = CGRect(x: x, y: top, width: width, height: sizes.text.height)
        secondaryTextLabel.frame = CGRect(
            x: x, y: top + sizes.text.height + padding, width: width, height: sizes.secondary.height)
    }
}
