import Foundation
import HeadlessViews

/// A table row's view, as UIKit's `UITableViewCell`. Subclass it, add subviews to
/// `contentView`, and override `sizeThatFits(_:)` for self-sizing rows.
@preconcurrency @MainActor
open class TableViewCell: View {
    /// The separator styles, as UIKit's `UITableViewCell.SeparatorStyle` (the type of a
    /// table's `separatorStyle`).
    public typealias SeparatorStyle = TableView.SeparatorStyle

    /// UIKit's cell styles; they decide where the built-in labels go.
    public enum CellStyle: Hashable, Sendable {
        /// A title at the leading edge and an image; no detail label.
        case `default`
        /// A title at the leading edge and a detail label at the trailing edge.
        case value1
        /// A detail label after a short title; no image.
        case value2
        /// A title with a smaller detail label below it.
        case subtitle
    }
    /// The standard accessories shown at a row's trailing edge.
    public enum AccessoryType: Hashable, Sendable {
        /// No accessory.
        case none
        /// A chevron: tapping the row goes somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }
    /// How a selected cell looks.
    public enum SelectionStyle: Hashable, Sendable {
        /// The cell does not change when selected.
        case none
        /// A blue background (an older style).
        case blue
        /// A gray background.
        case gray
        /// The system's selection background.
        case `default`
    }
    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Hashable, Sendable {
        /// No editing control.
        case none = 0
        /// A red minus: the row can be deleted.
        case delete = 1
        /// A green plus: a row can be inserted there.
        case insert = 2
    }
    /// What the cell shows beyond its content, as UIKit's `UITableViewCell.StateMask`, with
    /// UIKit's bits: the cell receives it in ``willTransition(to:)`` and
    /// ``didTransition(to:)``. The empty set is the cell at rest.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is in editing mode, showing its editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// A swipe shows the cell's delete confirmation (its swipe actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
        /// Whether the cell is at rest, showing neither (what `willTransition(to:)` overrides
        /// test to end an edit); the set algebra's, spelled here as UIKit code reads it.
        public var isEmpty: Bool { rawValue == 0 }
    }

    /// The identifier the cell was dequeued with; set by the table.
    public internal(set) var reuseIdentifier: String?
    /// Whether the table made this cell in place of one it could not dequeue (nothing was
    /// registered for the identifier asked); the error is in the table's `recordedErrors`.
    public internal(set) var isFailurePlaceholder = false

    /// A default-style cell standing for one that could not be made.
    package static func failurePlaceholder() -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.isFailurePlaceholder = true
        return cell
    }
    /// The style given at creation.
    public let style: CellStyle
    /// The view that holds the cell's content; it spans the cell (less the accessory and
    /// the separator). Its layout margins are UIKit's for a cell: 11 points top and bottom,
    /// 16 left and right. Constraints from its subviews to its edges or margins make the
    /// row self-size (see `sizeThatFits(_:)`).
    public let contentView = View.contentView(margins: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// How selection shows.
    public var selectionStyle: SelectionStyle = .default
    /// Whether the row is selected. Setting it calls `setSelected(_:animated:)` without
    /// animation, as UIKit's; the table sets it as the selection changes.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the row is highlighted (between touch down and up). Setting it calls
    /// `setHighlighted(_:animated:)` without animation; the table sets it during a tap.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode. Setting it calls `setEditing(_:animated:)` without
    /// animation, as UIKit's; the table sets it when it lays the cell out in or out of
    /// editing mode.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether the cell is indented in editing mode (from the delegate's
    /// `shouldIndentWhileEditingRowAt`); set by the table.
    public internal(set) var isIndentedWhileEditing = false
    /// Whether the reorder control shows. The table sets it each time it lays the cell out:
    /// true in editing mode for a row whose data source answers `canMoveRowAt` with true, as
    /// UIKit shows the control only where the row can move; a value the app sets holds until
    /// then.
    public var showsReorderControl = false
    /// The editing control shown in editing mode; set by the table from the delegate's
    /// `editingStyleForRowAt`, read-only as in UIKit.
    public internal(set) var editingStyle: EditingStyle = .none
    /// The indentation level, as UIKit's `indentationLevel`.
    public var indentationLevel = 0
    /// Whether the table set ``indentationLevel`` from its delegate (see
    /// `TableViewDelegate.tableView(_:indentationLevelForRowAt:)`), so that a 0 from the
    /// delegate resets a reused cell without clearing a level the app's cell set itself.
    var indentationFromTable = false
    /// The width of one indentation level; 10 points, as UIKit.
    public var indentationWidth: CGFloat = 10
    /// A view shown at the trailing edge instead of `accessoryType`'s standard accessory, a
    /// subview of the cell beside the content view (which narrows to leave it room), as in
    /// UIKit; it keeps its frame's size. Hidden in editing mode when there is an
    /// `editingAccessoryView`.
    public var accessoryView: View? { didSet { replaceSubview(oldValue, with: accessoryView) } }
    /// The accessory shown in editing mode.
    public var editingAccessoryType: AccessoryType = .none
    /// A view shown at the trailing edge in editing mode instead of `editingAccessoryType`,
    /// laid out as `accessoryView`.
    public var editingAccessoryView: View? { didSet { replaceSubview(oldValue, with: editingAccessoryView) } }
    /// The view behind the content, filling the cell; nil by default.
    public var backgroundView: View? { didSet { replaceSubview(oldValue, with: backgroundView, at: 0) } }
    /// The view behind the content while the cell is selected or highlighted, filling the
    /// cell and hidden otherwise; nil by default.
    public var selectedBackgroundView: View? {
        didSet { replaceSubview(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    /// The insets of the separator below the row, as UIKit's: 16 points on the left by
    /// default, the table's default. Recorded: the separator's length is not drawn.
    public var separatorInset = EdgeInsets(left: 16)

    /// What the cell shows without a subclass, as UIKit's: nil (the default) shows the
    /// built-in labels. Setting a configuration shows the view it makes
    /// (`ContentConfiguration.makeContentView()`) over the content view, or gives it to
    /// the view already shown when that view supports it; the table measures that view for a
    /// self-sizing row (by its constraints when it has any inside it, else its
    /// `sizeThatFits(_:)`).
    public var contentConfiguration: ContentConfiguration? {
        didSet { configuredContentView = View.contentView(configuredContentView, showing: contentConfiguration, in: contentView) }
    }
    /// The view showing `contentConfiguration`, if one is set.
    private var configuredContentView: (View & ContentView)?

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

    /// A list configuration for the cell's style, as UIKit's: `.cell()` with the secondary
    /// text below the text. Set it as `contentConfiguration` once filled in.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The height the table's separator takes from the bottom of the content view; set by
    /// the table.
    var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { setNeedsLayout() } } }

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false
    /// The state the cell last transitioned to (see ``transition(to:)``).
    private(set) var transitionState: StateMask = []
    private var builtInTextLabel: Label?
    private var builtInDetailTextLabel: Label?
    private var builtInImageView: ImageView?

    /// A cell of `style`, the designated initializer as in UIKit: override it to build a
    /// subclass's views, and call `super`. The table sets `reuseIdentifier` when it dequeues
    /// the cell.
    public init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        hostLayoutEngine()
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier; the coder is not read. UIKit decodes a
    /// cell from a nib or storyboard here; there are none headless, so this initializer
    /// exists for code written for UIKit to compile (its `required init?(coder:)`) and
    /// never fails.
    public required init?(coder: NSCoder) {
        self.style = .default
        self.reuseIdentifier = nil
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        hostLayoutEngine()
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier, 320 × 44 points, as `UITableViewCell()`;
    /// a subclass that overrides `init(style:reuseIdentifier:)` and `init?(coder:)` inherits
    /// it, so `MyCell()` makes a cell through the subclass's initializer.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A `.default` cell with no reuse identifier at `frame`, as `UITableViewCell(frame:)`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer the table calls to make a cell of a registered class: it calls
    /// `init(style: .default, reuseIdentifier:)`, which a subclass overrides.
    ///
    /// It is `required` so that the table can call it on any subclass; a subclass inherits
    /// it, as Swift lets a subclass do that overrides both `init(style:reuseIdentifier:)` and
    /// `init?(coder:)` (UIKit code does) or defines no initializer at all. A subclass with
    /// only initializers of its own must register a factory instead.
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Selects or deselects the cell; the table calls it when the row's selection changes
    /// (also through `isSelected`). Override it to restyle a selected cell, and call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != selectedState { setNeedsUpdateConfiguration() }
        selectedState = selected
        highlightImageViews()
        setNeedsLayout()
    }

    /// Highlights or unhighlights the cell; the table calls it when a finger touches the row
    /// and lifts (also through `isHighlighted`). Override it to restyle, and call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedState { setNeedsUpdateConfiguration() }
        highlightedState = highlighted
        highlightImageViews()
        setNeedsLayout()
    }

    /// Gives the image views in the content view the cell's highlight, as UIKit's cell does
    /// while it is highlighted or selected (with a selection style other than `.none`), so
    /// an image view shows its `highlightedImage` then.
    private func highlightImageViews() {
        let highlighted = (selectedState || highlightedState) && selectionStyle != .none
        func visit(_ view: View) {
            if let imageView = view as? ImageView { imageView.isHighlighted = highlighted }
            for subview in view.subviews { visit(subview) }
        }
        visit(contentView)
    }

    /// Puts the cell in or out of editing mode; the table calls it when it lays the cell out
    /// and the table's editing mode differs (also through `isEditing`). Override it to
    /// restyle, and call `super`.
    /// Entering or leaving editing mode transitions the cell to a state with or without
    /// `.showingEditControl` (see ``willTransition(to:)``).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing != editingState { setNeedsUpdateConfiguration() }
        editingState = editing
        setNeedsLayout()
        var state = transitionState
        if editing { state.insert(.showingEditControl) } else { state.remove(.showingEditControl) }
        transition(to: state)
    }

    /// Called as the cell starts to show or hide its editing control or delete confirmation,
    /// as UIKit's `willTransition(to:)`: `state` is the whole new state (empty: back at rest).
    /// The cell's ``setEditing(_:animated:)`` calls it when the editing mode changes, the
    /// table when a swipe opens or closes the row. Override it to rearrange the content, and
    /// call `super`. The default does nothing.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell showed or hid its editing control or delete confirmation, as
    /// UIKit's `didTransition(to:)`, with the state ``willTransition(to:)`` received. UIKit
    /// calls it when the animation ends; headless, right after `willTransition(to:)`, there
    /// being no animation. The default does nothing.
    open func didTransition(to state: StateMask) {}

    /// Moves the cell to `state`, between ``willTransition(to:)`` and ``didTransition(to:)``;
    /// nothing happens when it is there already.
    func transition(to state: StateMask) {
        guard state != transitionState else { return }
        willTransition(to: state)
        transitionState = state
        didTransition(to: state)
    }

    /// Swaps one of the cell's own subviews (accessory or background) for another.
    private func replaceSubview(_ old: View?, with new: View?, at index: Int? = nil) {
        // A view a screen keeps and hands to whichever cell shows its row may sit in another
        // cell by now: only this cell's own subview is taken out.
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new {
            if let index { insertSubview(new, at: index) } else { addSubview(new) }
        }
        setNeedsLayout()
    }

    /// The accessory view on show: the editing one in editing mode, if any.
    private var shownAccessoryView: View? { editingState ? (editingAccessoryView ?? accessoryView) : accessoryView }

    /// The built-in title label, made on first use, as UIKit's: every style has one.
    public var textLabel: Label? {
        if let label = builtInTextLabel { return label }
        let label = Label()
        contentView.addSubview(label)
        // The cell places its built-in labels (`layoutSubviews`): a new text, in a reused
        // cell above all, must lay them out again, as UIKit does.
        label.measuredContentDidChange = { [weak self] in self?.setNeedsLayout() }
        builtInTextLabel = label
        return label
    }

    /// The built-in secondary label, made on first use; nil for `.default`, which has none,
    /// as UIKit.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let label = builtInDetailTextLabel { return label }
        let label = Label(font: .systemFont(ofSize: style == .subtitle ? 12 : 17))
        label.textColor = .gray
        contentView.addSubview(label)
        label.measuredContentDidChange = { [weak self] in self?.setNeedsLayout() }
        builtInDetailTextLabel = label
        return label
    }

    /// The built-in image view, made on first use; nil for `.value2`, which has none, as UIKit.
    public var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if let view = builtInImageView { return view }
        let view = ImageView()
        contentView.addSubview(view)
        builtInImageView = view
        return view
    }

    /// Whether the cell's configuration update sets ``contentConfiguration`` to its
    /// `updated(for:)` the cell's state, as UIKit's; true by default. Turn it off when
    /// ``updateConfiguration(using:)`` or the handler sets the configuration for the state.
    public var automaticallyUpdatesContentConfiguration = true

    /// Updates what the cell shows for `state`, as UIKit's `updateConfiguration(using:)`:
    /// override it to set the content and background configurations for the state, and call
    /// `super`. The configuration update runs it (see ``setNeedsUpdateConfiguration()``); do
    /// not call it yourself. The default sets ``contentConfiguration`` to its
    /// `updated(for: state)` when ``automaticallyUpdatesContentConfiguration`` is on.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            self.contentConfiguration = contentConfiguration.updated(for: state)
        }
    }

    /// Run by the cell's configuration update, after ``updateConfiguration(using:)``, with
    /// the cell and its ``configurationState``, as UIKit's (iOS 15): set what the cell shows
    /// for its state there. The update runs once, before the cell is next laid out or
    /// measured (see ``setNeedsUpdateConfiguration()``); setting the handler asks for one,
    /// so it runs before the cell first shows. Nil by default.
    public var configurationUpdateHandler: (@MainActor (TableViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether `setNeedsUpdateConfiguration()` asked for an update that has not run yet.
    var needsConfigurationUpdate = false
    /// Whether ``updateConfiguration(using:)`` is running: a request then is ignored.
    var isUpdatingConfiguration = false

    /// The environment the cell shows in: its table's `traitCollection`, which the table
    /// gives the cell before measuring or displaying it and whenever it changes; the default
    /// (`large` text) for a cell no table has had.
    public internal(set) var traitCollection = TraitCollection()

    /// Called after the table gives the cell a different trait collection (a new content
    /// size category), with the one before; labels with `adjustsFontForContentSizeCategory`
    /// have their new size already. Override it to restyle what the category decides
    /// (fonts made by size, a layout that changes at accessibility sizes); the default does
    /// nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the cell handles `action` (an edit-menu item), as UIKit's cell answers: the
    /// delegate's `tableView(_:canPerformAction:forRowAt:withSender:)` for the cell's row, false
    /// for a cell no table shows. Override it to offer an action of the cell's own (call
    /// `super` for the rest).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        var ancestor = superview
        while let view = ancestor, !(view is TableView) { ancestor = view.superview }
        guard let table = ancestor as? TableView, let indexPath = table.indexPath(for: self) else { return false }
        return table.delegate?.tableView(table, canPerformAction: action, forRowAt: indexPath, withSender: sender) ?? false
    }

    /// Resets the cell before the table hands it out again; call `super`.
    /// The default clears the highlighted, selected and editing states, as UIKit's does.
    open func prepareForReuse() {
        // A reused cell starts at rest without being told: it leaves the screen, not the state.
        transitionState = []
        if highlightedState { setHighlighted(false, animated: false) }
        if selectedState { setSelected(false, animated: false) }
        if editingState { setEditing(false, animated: false) }
        editingStyle = .none
        isIndentedWhileEditing = false
        showsReorderControl = false
    }

    /// Until set, the texts of the labels in the content view joined by ", ", as UIKit's.
    open override var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? View.combinedAccessibilityLabel(of: contentView) }
        set { super.accessibilityLabel = newValue }
    }
    /// Until set, `.selected` while the cell is selected, none otherwise, as UIKit's.
    open override var accessibilityTraits: AccessibilityTraits {
        get { assignedAccessibilityTraits ?? (selectedState ? .selected : []) }
        set { super.accessibilityTraits = newValue }
    }
    /// Until set, true: a cell is one element, as UIKit's.
    open override var isAccessibilityElement: Bool {
        get { assignedIsAccessibilityElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The cell's size at `targetSize.width`, as UIKit sizes a self-sizing row: the table asks
    /// it with the width required and the height as small as the cell allows. The cell's
    /// measure (``sizeThatFits(_:)``) answers, so a subclass may override either; the
    /// priorities are those of a row (the width is held, the height fitted).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        sizeThatFits(CGSize(width: targetSize.width, height: .greatestFiniteMagnitude))
    }

    /// With constraints in the content view: the content view's
    /// `systemLayoutSizeFitting` at `size.width` (less the accessory) with the width
    /// required and the height at the fitting size level, as UIKit self-sizes a row.
    /// Otherwise the built-in layout: 44 points or the built-in labels' height with UIKit's
    /// 11-point margins, whichever is taller. Subclasses laid out by hand override this.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredContentView {
            // The configured view fills the content view; the list view measures at the
            // width it is offered, as it always has.
            let width = configuredContentView is ListContentView ? size.width : max(0, size.width - accessoryWidth)
            return CGSize(
                width: size.width, height: max(44, View.fittingHeight(ofContentView: configuredContentView, width: width)))
        }
        if contentView.hasConstraintLayout {
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: max(0, size.width - accessoryWidth), height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return CGSize(width: size.width, height: fitted.height)
        }
        let labelWidth = max(0, size.width - 32 - imageWidth - accessoryWidth)
        var height: CGFloat = 0
        if let text = builtInTextLabel?.text, !text.isEmpty {
            height += builtInTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude)).height ?? 0
        }
        if style == .subtitle, let detail = builtInDetailTextLabel?.text, !detail.isEmpty {
            height +=
                builtInDetailTextLabel?.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude)).height ?? 0
        }
        return CGSize(width: size.width, height: max(44, TextMetrics.ceilToPixel(height + 22)))
    }

    /// The width the accessory view takes from the content view, with its 16-point margin.
    private var accessoryWidth: CGFloat {
        guard let accessory = shownAccessoryView else { return 0 }
        return accessory.frame.width + 16
    }

    private var imageWidth: CGFloat {
        guard let image = builtInImageView?.image else { return 0 }
        return image.size.width + 15
    }

    /// Lays the content view over the cell and the built-in views inside it.
    open override func layoutSubviews() {
        let contentHeight = max(0, bounds.height - separatorHeight)
        contentView.frame = CGRect(
            origin: .zero, size: CGSize(width: max(0, bounds.width - accessoryWidth), height: contentHeight))
        let shown = shownAccessoryView
        for accessory in [accessoryView, editingAccessoryView].compactMap({ $0 }) { accessory.isHidden = accessory !== shown }
        if let shown {
            shown.frame.origin = CGPoint(
                x: bounds.width - 16 - shown.frame.width, y: (contentHeight - shown.frame.height) / 2)
        }
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(selectedState || highlightedState)
        configuredContentView?.frame = contentView.bounds
        var x: CGFloat = 16
        if let imageView = builtInImageView, let image = imageView.image {
            imageView.frame = CGRect(
                x: x, y: (bounds.height - image.size.height) / 2, width: image.size.width, height: image.size.height)
            x += image.size.width + 15
        }
        let width = max(0, contentView.bounds.width - x - 16)
        let title = builtInTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        let detail =
            builtInDetailTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        if style == .subtitle {
            let top = (bounds.height - title.height - detail.height) / 2
            builtInTextLabel?.frame = CGRect(x: x, y: top, width: width, height: title.height)
            builtInDetailTextLabel?.frame = CGRect(x: x, y: top + title.height, width: width, height: detail.height)
        } else {
            builtInTextLabel?.frame = CGRect(x: x, y: (bounds.height - title.height) / 2, width: width, height: title.height)
            builtInDetailTextLabel?.frame = CGRect(
                x: contentView.bounds.width - 16 - detail.width, y: (bounds.height - detail.height) / 2,
                width: detail.width, height: detail.height)
        }
    }
}
