import Foundation

/// The view that shows a `ListContentConfiguration`, as UIKit's `UIListContentView`: the
/// texts in labels and the image in an image view, laid out within the margins.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    /// The list configuration shown; setting it updates the labels and the image.
    public var listConfiguration: ListContentConfiguration {
        didSet {
            apply()
            superview?.setNeedsLayout()
        }
    }

    /// The configuration shown, as UIKit's `UIContentView`'s: the list configuration. Setting
    /// a list configuration shows it; another kind is not supported (see `supports(_:)`) and
    /// is ignored.
    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? ListContentConfiguration { listConfiguration = list } }
    }

    /// Whether `configuration` is a list configuration, the kind this view shows.
    public func supports(_ configuration: ContentConfiguration) -> Bool { configuration is ListContentConfiguration }
    /// The label of the primary text.
    public let textLabel = Label()
    /// The label of the secondary text.
    public let secondaryTextLabel = Label()
    /// The image view.
    public let imageView = ImageView()

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// A view showing the default cell configuration (`.cell()`); the coder is not read
    /// (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    private func apply() {
        Self.apply(listConfiguration.textProperties, text: listConfiguration.text, to: textLabel)
        Self.apply(listConfiguration.secondaryTextProperties, text: listConfiguration.secondaryText, to: secondaryTextLabel)
        imageView.image = listConfiguration.image
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
        guard listConfiguration.image != nil else { return .zero }
        return listConfiguration.imageProperties.layoutSize(of: listConfiguration.image)
    }

    private var imageSpan: CGFloat {
        let width = imageBox.width
        return listConfiguration.image != nil ? width + listConfiguration.imageToTextPadding : 0
    }

    /// The texts' sizes at `width`, and whether they sit side by side: only when the
    /// configuration prefers it and both fit on their lines together.
    private func textLayout(width: CGFloat) -> (text: CGSize, secondary: CGSize, sideBySide: Bool) {
        let margins = listConfiguration.directionalLayoutMargins
        let availableWidth = max(0, width - margins.leading - margins.trailing - imageSpan)
        let hasBoth = !(textLabel.text ?? "").isEmpty && !(secondaryTextLabel.text ?? "").isEmpty
        if listConfiguration.prefersSideBySideTextAndSecondaryText, hasBoth {
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            let text = textLabel.sizeThatFits(unbounded)
            let secondary = secondaryTextLabel.sizeThatFits(unbounded)
            if text.width + listConfiguration.textToSecondaryTextHorizontalPadding + secondary.width <= availableWidth + 1e-6 {
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
        let margins = listConfiguration.directionalLayoutMargins
        let sizes = textLayout(width: size.width)
        let texts: CGFloat
        if sizes.sideBySide {
            texts = max(sizes.text.height, sizes.secondary.height)
        } else {
            let padding =
                sizes.text.height > 0 && sizes.secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            texts = sizes.text.height + padding + sizes.secondary.height
        }
        let content = max(texts, imageBox.height)
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel(margins.top + content + margins.bottom))
    }

    /// Places the image at the leading margin (centred in its reserved space) and the texts
    /// after it, centred vertically: one below the other, or side by side with the secondary
    /// text at the trailing margin.
    open override func layoutSubviews() {
        let margins = listConfiguration.directionalLayoutMargins
        let sizes = textLayout(width: bounds.width)
        if let image = listConfiguration.image {
            let shown = listConfiguration.imageProperties.displayedSize(of: image)
            imageView.frame = CGRect(
                x: margins.leading + (imageBox.width - shown.width) / 2, y: (bounds.height - shown.height) / 2,
                width: shown.width, height: shown.height)
        } else {
            imageView.frame = .zero
        }
        let x = margins.leading + imageSpan
        let width = max(0, bounds.width - x - margins.trailing)
        if sizes.sideBySide {
            textLabel.frame = CGRect(
                x: x, y: (bounds.height - sizes.text.height) / 2, width: sizes.text.width, height: sizes.text.height)
            secondaryTextLabel.frame = CGRect(
                x: x + width - sizes.secondary.width, y: (bounds.height - sizes.secondary.height) / 2,
                width: sizes.secondary.width, height: sizes.secondary.height)
            return
        }
        let padding =
            sizes.text.height > 0 && sizes.secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
        let top = (bounds.height - sizes.text.height - padding - sizes.secondary.height) / 2
        textLabel.frame = CGRect(x: x, y: top, width: width, height: sizes.text.height)
        secondaryTextLabel.frame = CGRect(
            x: x, y: top + sizes.text.height + padding, width: width, height: sizes.secondary.height)
    }
}
