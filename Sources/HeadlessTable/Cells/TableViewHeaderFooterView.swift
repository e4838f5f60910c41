import Foundation
import HeadlessViews

/// A section header or footer, as UIKit's `UITableViewHeaderFooterView`.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier the view was dequeued with; set by the table.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the content; it spans the view.
    public let contentView = View()
    private var builtInTextLabel: Label?
    private var configuredContentView: (View & ContentView)?

    /// What the view shows without a subclass; nil (the default) shows the built-in label.
    /// Setting one shows the view it makes over the content view, as a cell's
    /// `contentConfiguration` does; the table measures it for self-sizing headers and footers.
    public var contentConfiguration: ContentConfiguration? {
        didSet { configuredContentView = View.contentView(configuredContentView, showing: contentConfiguration, in: contentView) }
    }

    /// The background's appearance, as UIKit's `backgroundConfiguration`: setting one sets the
    /// view's `backgroundColor` to its colour (what a test reads); the rest is recorded. Nil by
    /// default.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color }
        }
    }
    /// Whether UIKit updates ``backgroundConfiguration`` for the view's state; true by
    /// default. Recorded: a headless background does not change with the state.
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// A list configuration for a header, as UIKit's: `.header()`.
    public func defaultContentConfiguration() -> ListContentConfiguration { .header() }

    /// A view the table can reuse under `reuseIdentifier`, the designated initializer as in
    /// UIKit: override it to build a subclass's views, and call `super`.
    public init(reuseIdentifier: String? = nil) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        hostLayoutEngine()
        addSubview(contentView)
    }

    /// A view with no reuse identifier; the coder is not read. UIKit decodes the view from
    /// a nib here; there are none headless, so this initializer exists for code written for
    /// UIKit to compile (its `required init?(coder:)`) and never fails.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        hostLayoutEngine()
        addSubview(contentView)
    }

    /// Until set, the texts of the labels in the content view joined by ", ", as UIKit's.
    open override var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? View.combinedAccessibilityLabel(of: contentView) }
        set { super.accessibilityLabel = newValue }
    }
    /// Until set, `.header`, as UIKit's.
    open override var accessibilityTraits: AccessibilityTraits {
        get { assignedAccessibilityTraits ?? .header }
        set { super.accessibilityTraits = newValue }
    }

    /// A view with no reuse identifier, 320 × 28 points, as `UITableViewHeaderFooterView()`;
    /// a subclass that overrides `init(reuseIdentifier:)` and `init?(coder:)` inherits it.
    public convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// A view with no reuse identifier at `frame`, as `UITableViewHeaderFooterView(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer the table calls to make a view of a registered class: it calls
    /// `init(reuseIdentifier:)`, which a subclass overrides.
    ///
    /// It is `required` so that the table can call it on any subclass; a subclass inherits
    /// it when it overrides both `init(reuseIdentifier:)` and `init?(coder:)` (UIKit code
    /// does) or defines no initializer at all. A subclass with only initializers of its own
    /// must register a factory instead.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The built-in title label, made on first use; optional, as UIKit's.
    public var textLabel: Label? {
        if let label = builtInTextLabel { return label }
        let label = Label(font: .systemFont(ofSize: 13), numberOfLines: 0)
        contentView.addSubview(label)
        builtInTextLabel = label
        return label
    }

    /// The environment the view shows in: its table's `traitCollection`, which the table
    /// gives the view before measuring or displaying it and whenever it changes; the default
    /// (`large` text) for a view no table has had.
    public internal(set) var traitCollection = TraitCollection()

    /// Called after the table gives the view a different trait collection (a new content
    /// size category), with the one before; labels with `adjustsFontForContentSizeCategory`
    /// have their new size already. Override it to restyle what the category decides
    /// (fonts made by size, a layout that changes at accessibility sizes); the default does
    /// nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Resets the view before the table hands it out again; call `super`.
    open func prepareForReuse() {}

    /// With constraints in the content view: its `systemLayoutSizeFitting` at `size.width`,
    /// width required, height at the fitting size level, as UIKit self-sizes a header.
    /// Otherwise the title's height with 8-point margins, or 0 without a title. Subclasses
    /// laid out by hand override this.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredContentView {
            return CGSize(width: size.width, height: View.fittingHeight(ofContentView: configuredContentView, width: size.width))
        }
        if contentView.hasConstraintLayout {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: size.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: size.width, height: fitted.height)
        }
        guard let text = builtInTextLabel?.text, !text.isEmpty else { return CGSize(width: size.width, height: 0) }
        let title = builtInTextLabel?.sizeThatFits(CGSize(width: max(0, size.width - 32), height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: TextMetrics.ceilToPixel((title?.height ?? 0) + 16))
    }

    /// Places the subviews within the bounds.
    open override func layoutSubviews() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        configuredContentView?.frame = contentView.bounds
        builtInTextLabel?.frame = CGRect(x: 16, y: 8, width: max(0, bounds.width - 32), height: max(0, bounds.height - 16))
    }
}
