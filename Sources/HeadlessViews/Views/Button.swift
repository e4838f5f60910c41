import Foundation

/// A button with a title, as UIKit's `UIButton` of the system type. `sendActions()` runs the
/// handlers added with `addAction(_:)` and the actions added for `.touchUpInside` or
/// `.primaryActionTriggered`, as a tap would.
///
/// Titles, title colours and images are kept per control state, as UIKit's
/// `setTitle(_:for:)`: the button shows the value for its current `state`, falling back to
/// the one for `.normal`.
///
/// A button with a ``menu`` and `showsMenuAsPrimaryAction` shows the menu when tapped,
/// instead of sending its actions: it records the menu in ``visibleMenu``, where a test reads
/// it and chooses an action (``chooseMenuAction(_:)``).
@preconcurrency @MainActor
open class Button: Control {
    /// The kinds of button UIKit makes, as `UIButton.ButtonType`. Headless they all look and
    /// measure the same; the type is recorded.
    public enum ButtonType: Int, Hashable, Sendable {
        /// A button styled by the app.
        case custom = 0
        /// The system's button: a tinted title.
        case system = 1
        /// An info button (light background).
        case detailDisclosure = 2
        /// An info button on a light background.
        case infoLight = 3
        /// An info button on a dark background.
        case infoDark = 4
        /// A plus button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The label that shows the title, as UIKit's (optional there too; always present here).
    public var titleLabel: Label? { label }
    /// The image view that shows the image, present once an image was set for any state.
    public private(set) var imageView: ImageView?
    /// The kind of button, given at creation: `.custom` for `init(frame:)` (and `Button()`),
    /// as UIKit's.
    public private(set) var buttonType: ButtonType

    private let label = Label()
    private let subtitleText = Label()
    private var actions: [@MainActor () -> Void] = []
    /// Whether `configurationUpdateHandler` or `updateConfiguration()` is running, so the
    /// configuration it sets does not run it again.
    private var isUpdatingConfiguration = false
    /// Whether `setNeedsUpdateConfiguration()` asked for an update that has not run yet.
    private var needsConfigurationUpdate = false
    /// The state the last state change asked an update for.
    private var requestedState = State.normal

    /// The button's content and appearance, as UIKit's `configuration` (iOS 15): when set,
    /// the button shows its title, subtitle and image (they take the place of the titles and
    /// images set per state) and measures them inside its insets. Nil by default.
    public var configuration: Configuration? {
        didSet { if configuration != oldValue { contentDidChange() } }
    }

    /// Run by the configuration update that a state change (highlighted, selected, enabled)
    /// or `setNeedsUpdateConfiguration()` asks for, as UIKit's: once, before the button is
    /// next laid out or measured (see ``setNeedsUpdateConfiguration()``). It receives the
    /// button and may set a new `configuration`. Setting it asks for an update. Nil by
    /// default.
    public var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The label of the configuration's subtitle, as UIKit's `subtitleLabel`; nil when the
    /// configuration has no subtitle.
    public var subtitleLabel: Label? { (configuration?.subtitle ?? "").isEmpty ? nil : subtitleText }
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: Color] = [:]
    private var images: [UInt: Image] = [:]
    private var backgroundImages: [UInt: Image] = [:]

    // MARK: - Menu

    /// The menu a tap shows when `showsMenuAsPrimaryAction` is true, as UIKit's `menu`
    /// (iOS 14); otherwise a long press would show it, which never happens headless (the
    /// harness taps). Setting it while its menu shows replaces the menu on show, as UIKit
    /// updates a visible menu in place; nil closes it. Nil by default.
    public var menu: Menu? {
        didSet { if visibleMenu != nil { visibleMenu = menu } }
    }
    /// The menu showing over the button, opened by a tap (see ``sendActions()``); nil when
    /// none shows. Nothing is drawn headless: this is the record a test reads.
    public internal(set) var visibleMenu: Menu?
    /// Whether a tap toggles `isSelected` before the actions are sent, as UIKit's
    /// `changesSelectionAsPrimaryAction` (iOS 15, a toggle button); false by default.
    public var changesSelectionAsPrimaryAction = false

    // MARK: - Insets (deprecated in iOS 15, ignored with a configuration, as UIKit)

    /// Space around the title and image, as UIKit's `contentEdgeInsets`: added to the
    /// intrinsic content size, and the content is placed within the bounds minus them by the
    /// content alignments (centred by default). Any non-zero inset replaces the 6 points the
    /// system adds above and below the title, as in UIKit (where an inset of 0.01 is the known
    /// way to remove that padding). Zero by default.
    public var contentEdgeInsets = EdgeInsets.zero {
        didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
    }
    /// Moves the title's rectangle, as UIKit's `titleEdgeInsets`: the title keeps its size
    /// and is centred in its rectangle inset by these, so it moves by half of `left - right`
    /// across and half of `top - bottom` down. The intrinsic content size does not change, as
    /// in UIKit. Zero by default.
    public var titleEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image's rectangle as ``titleEdgeInsets`` moves the title's, as UIKit's
    /// `imageEdgeInsets`; the intrinsic content size does not change. Zero by default.
    public var imageEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }

    /// A system button titled `title`.
    public convenience init(title: String?) {
        self.init(type: .system)
        setTitle(title, for: .normal)
    }

    /// A system button showing `configuration`, whose tap sends `primaryAction`, as UIKit's
    /// `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // Observers do not run in the class's own initializers.
        contentDidChange()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A button of `buttonType` titled by `primaryAction`'s title and image, whose tap sends
    /// it, as UIKit's `UIButton(type:primaryAction:)`.
    public convenience init(type buttonType: ButtonType, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button titled by `primaryAction`, whose tap sends it, as UIKit's
    /// `UIButton(primaryAction:)`.
    public convenience init(primaryAction: Action?) {
        self.init(type: .system, primaryAction: primaryAction)
    }

    /// A button of `buttonType` without a title, as UIKit's `UIButton(type:)`: it calls
    /// `init(frame:)`, so a subclass that overrides `init(frame:)` and `init?(coder:)`
    /// inherits it, as in UIKit.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        stateDidChange()
    }

    /// A `.custom` button without a title at `frame`, as UIKit's `UIButton(frame:)` (and
    /// `UIButton()`, which calls it): a subclass overrides it, with `init?(coder:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        addSubview(label)
        stateDidChange()
    }

    /// A `.custom` button without a title; the coder is not read (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        addSubview(label)
        stateDidChange()
    }

    /// The title shown now: the configuration's, else the attributed title's string for the
    /// current state (an attributed title wins over a plain one, as in UIKit), else
    /// `currentTitle`. Setting it is `setTitle(_:for: .normal)`. The harness finds and draws
    /// buttons by it.
    public var title: String? {
        get { configuration?.title ?? currentAttributedTitle?.string ?? currentTitle }
        set { setTitle(newValue, for: .normal) }
    }

    /// The attributed title shown now, as UIKit's `currentAttributedTitle`: the one for
    /// `state`, else the one for `.normal`; nil without one (or with a configuration).
    public var currentAttributedTitle: NSAttributedString? {
        guard configuration == nil else { return nil }
        return attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the attributed title shown in `state`, as UIKit's: it is shown instead of the
    /// plain title, measured by its attributes as a label's `attributedText` is.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        stateDidChange()
    }

    /// The attributed title set for `state`, else the one for `.normal`, as UIKit's.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// The title shown now: the configuration's when it has one, else the one for `state`,
    /// else the one for `.normal`.
    public var currentTitle: String? {
        configuration?.title ?? titles[state.rawValue] ?? titles[State.normal.rawValue]
    }
    /// The title colour shown now: the one for `state`, else the one for `.normal`, else, as
    /// UIKit, the tint colour for a system button and white for the others.
    public var currentTitleColor: Color {
        if let configuration { return configuration.resolvedForegroundColor(tint: tintColor) }
        return titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .system ? tintColor : .white)
    }
    /// The image shown now: the configuration's when it has one, else the one for `state`,
    /// else the one for `.normal`.
    public var currentImage: Image? {
        configuration?.displayedImage ?? images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the title shown in `state`, as UIKit's; nil removes it (the `.normal` title then
    /// shows in that state).
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        stateDidChange()
    }

    /// The title set for `state`, else the one for `.normal`, as UIKit's.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title's colour in `state`, as UIKit's. Recorded, not drawn.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        stateDidChange()
    }

    /// The title colour set for `state`, else the one for `.normal`, as UIKit's.
    public func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`, as UIKit's: it sits before the title and adds its
    /// width to the button's (see `sizeThatFits(_:)`). The harness's render draws an
    /// image-only button as `([name])`.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        stateDidChange()
    }

    /// The image set for `state`, else the one for `.normal`, as UIKit's.
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Sets the image behind the title and image in `state`, as UIKit's
    /// `setBackgroundImage(_:for:)`; nil removes it (the `.normal` one then shows). Recorded,
    /// not drawn; the button is at least as large as the image shown (see
    /// ``sizeThatFits(_:)``), as UIKit sizes it.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        stateDidChange()
    }

    /// The background image set for `state`, else the one for `.normal`, as UIKit's.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The background image shown now: the one for `state`, else the one for `.normal`, as
    /// UIKit's `currentBackgroundImage`; nil with a configuration, which draws its own.
    public var currentBackgroundImage: Image? {
        configuration == nil ? backgroundImage(for: state) : nil
    }

    override var controlAccessibilityTraits: AccessibilityTraits { .button }
    override var defaultAccessibilityLabel: String? { currentTitle }

    /// Asks for the configuration to be updated, as UIKit's: the button is marked, and
    /// `updateConfiguration()` runs once, with the state at that time, before the button is
    /// next laid out or measured: a `layoutIfNeeded()` or a `systemLayoutSizeFitting(_:)` of
    /// a view that holds it, the table's measure of the cell holding it, the button's own
    /// `sizeThatFits(_:)` or `intrinsicContentSize`, or ``updateConfigurationIfNeeded()``.
    /// Several calls before then make one update. A state change (`isHighlighted`,
    /// `isSelected`, `isEnabled`) calls it, as UIKit's, so `configuration` read right after
    /// one, before layout, is still the one before, as on a device. A call while the update
    /// runs (a handler that sets `isEnabled`) is ignored, so an update never asks for itself.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        PendingConfigurationUpdates.add(self)
        // The layout engine re-reads the size, which runs the update first.
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Runs the configuration update now if one was asked for and has not run, as UIKit's
    /// `updateConfigurationIfNeeded()`; does nothing otherwise. Layout and measuring call it.
    public func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        PendingConfigurationUpdates.remove(self)
        updateConfiguration()
    }

    /// Updates the configuration for the button's state, as UIKit's: runs
    /// `configurationUpdateHandler` when there is one, else sets the configuration to its
    /// `updated(for:)`. Override it to restyle, and call `super`; do not call it: call
    /// ``setNeedsUpdateConfiguration()``, as UIKit asks (it runs at the next layout).
    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        if let configurationUpdateHandler {
            configurationUpdateHandler(self)
        } else if let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    override func stateDidChange() {
        // A state change asks for an update, as UIKit's; so does a title or image set for a
        // state while a handler restyles the button.
        if state != requestedState || configurationUpdateHandler != nil {
            requestedState = state
            setNeedsUpdateConfiguration()
        }
        contentDidChange()
    }

    /// Shows the current title, subtitle and image, and asks for layout.
    private func contentDidChange() {
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
        }
        label.textColor = currentTitleColor
        if let configuration {
            label.font = configuration.titleFont
            subtitleText.text = configuration.subtitle
            subtitleText.font = configuration.subtitleFont
            subtitleText.textColor = currentTitleColor
            if subtitleText.superview == nil, !(configuration.subtitle ?? "").isEmpty { addSubview(subtitleText) }
        } else {
            subtitleText.removeFromSuperview()
        }
        if let image = currentImage {
            if imageView == nil {
                let made = ImageView()
                imageView = made
                insertSubview(made, at: 0)
            }
            imageView?.image = image
            imageView?.isHidden = false
        } else {
            imageView?.image = nil
            imageView?.isHidden = true
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Adds a handler run on every tap.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// A tap: when the button is enabled, sends `.touchDown`, toggles `isSelected` when
    /// ``changesSelectionAsPrimaryAction``, runs the handlers added with `addAction(_:)`, in
    /// the order added, then the actions added for `.touchUpInside` or
    /// `.primaryActionTriggered`. A button with a ``menu`` and `showsMenuAsPrimaryAction`
    /// shows the menu instead after `.touchDown`, as UIKit's: ``visibleMenu`` records it and
    /// `.menuActionTriggered` is sent, and none of the tap's other actions run.
    public func sendActions() {
        guard isEnabled else { return }
        sendActions(for: .touchDown)
        finishTap()
    }

    /// The rest of a tap after `.touchDown`: the menu, or the selection toggle, the handlers
    /// and the up events.
    private func finishTap() {
        if showsMenuAsPrimaryAction, let menu {
            visibleMenu = menu
            sendActions(for: .menuActionTriggered)
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        for action in actions { action() }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    override func tapped(at point: CGPoint) { finishTap() }

    /// The title's size plus 6 points above and below it (the system button's title
    /// padding), beside the image: the image's width plus the title's, and the taller of
    /// the two heights. A button with an image only is the image's size. The
    /// ``contentEdgeInsets`` are added (a non-zero one replaces the title padding), and the
    /// result is at least the ``currentBackgroundImage``'s size, as UIKit's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        // Measured with its pending configuration update run, as UIKit's.
        updateConfigurationIfNeeded()
        if let configuration { return configuredSize(configuration) }
        let insets = contentEdgeInsets
        let content = contentSize(
            fitting: CGSize(
                width: max(0, size.width - insets.left - insets.right),
                height: max(0, size.height - insets.top - insets.bottom)))
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(
            width: max(background.width, content.width + insets.left + insets.right),
            height: max(background.height, content.height + insets.top + insets.bottom))
    }

    /// The title and image side by side, fitting `size`, without the content insets.
    private func contentSize(fitting size: CGSize) -> CGSize {
        let hasTitle = !(title ?? "").isEmpty
        let image = currentImage?.size ?? .zero
        guard hasTitle || currentImage == nil else { return image }
        let title = label.sizeThatFits(CGSize(width: max(0, size.width - image.width), height: size.height))
        let padding: CGFloat = contentEdgeInsets == .zero ? 12 : 0
        return CGSize(width: image.width + title.width, height: max(image.height, title.height + padding))
    }

    /// The title's size plus the content insets, as `sizeThatFits` gives it unbounded.
    open override var intrinsicContentSize: CGSize {
        // Through `sizeThatFits`, which runs a pending configuration update first.
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Places the image and the title, side by side, within the bounds minus the
    /// ``contentEdgeInsets`` by the content alignments (centred by default; see
    /// ``Control/contentHorizontalAlignment``); then moves each by its own insets (``imageEdgeInsets``,
    /// ``titleEdgeInsets``).
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        // A tint set on the button or an ancestor since the last state change reaches the title.
        label.textColor = currentTitleColor
        if let configuration {
            layOutConfiguredContent(configuration)
            return
        }
        let box = bounds.inset(by: contentEdgeInsets)
        let image = currentImage?.size ?? .zero
        let title = label.sizeThatFits(CGSize(width: max(0, box.width - image.width), height: box.height))
        let content = alignedContentFrame(
            of: CGSize(width: image.width + title.width, height: max(image.height, title.height)), in: box)
        // Each centred down the content: the box's centre unless aligned to an edge.
        func top(_ height: CGFloat) -> CGFloat { content.minY + (content.height - height) / 2 }
        imageView?.frame = CGRect(
            origin: CGPoint(x: content.minX, y: top(image.height)).moved(by: imageEdgeInsets), size: image)
        // A `.fill` alignment stretches the title across what the image leaves.
        label.frame = CGRect(
            origin: CGPoint(x: content.minX + image.width, y: top(title.height)).moved(by: titleEdgeInsets),
            size: CGSize(width: content.width - image.width, height: title.height))
    }

    /// Places the configuration's image and titles within the insets by the content
    /// alignments (centred by default).
    private func layOutConfiguredContent(_ configuration: Configuration) {
        let insets = configuration.contentInsets
        let box = CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let titles = configuredTitlesSize(configuration)
        let image = currentImage?.size ?? .zero
        let padding = currentImage != nil && titles != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content =
            vertical
            ? CGSize(width: max(image.width, titles.width), height: image.height + padding + titles.height)
            : CGSize(width: image.width + padding + titles.width, height: max(image.height, titles.height))
        // Origins on the pixel grid, as UIKit places content.
        func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
        let aligned = alignedContentFrame(of: content, in: box).origin
        let origin = CGPoint(x: pixel(aligned.x), y: pixel(aligned.y))
        var imageOrigin = origin
        var titlesOrigin = origin
        switch configuration.imagePlacement {
        case .trailing: imageOrigin.x += titles.width + padding
        case .top: titlesOrigin.y += image.height + padding
        case .bottom: imageOrigin.y += titles.height + padding
        default: titlesOrigin.x += image.width + padding
        }
        if vertical {
            imageOrigin.x = pixel(origin.x + (content.width - image.width) / 2)
            titlesOrigin.x = pixel(origin.x + (content.width - titles.width) / 2)
        } else {
            imageOrigin.y = pixel(origin.y + (content.height - image.height) / 2)
            titlesOrigin.y = pixel(origin.y + (content.height - titles.height) / 2)
        }
        imageView?.frame = CGRect(origin: imageOrigin, size: image)
        let title = label.sizeThatFits(CGSize(width: titles.width, height: .greatestFiniteMagnitude))
        label.frame = CGRect(origin: titlesOrigin, size: CGSize(width: titles.width, height: title.height))
        let gap = subtitleLabel != nil && title.height > 0 ? configuration.titlePadding : 0
        subtitleText.frame = CGRect(
            x: titlesOrigin.x, y: titlesOrigin.y + title.height + gap, width: titles.width,
            height: max(0, titles.height - title.height - gap))
    }
}

extension Button: ConfigurationUpdating {}

extension CGPoint {
    /// The origin of a rectangle centred, at its size, in its own rectangle inset by `insets`:
    /// moved by half of each pair's difference, as UIKit places a button's title or image.
    fileprivate func moved(by insets: EdgeInsets) -> CGPoint {
        CGPoint(x: x + (insets.left - insets.right) / 2, y: y + (insets.top - insets.bottom) / 2)
    }
}
