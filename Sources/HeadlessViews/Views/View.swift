import Foundation

/// A headless view: a rectangle in its superview's coordinates with subviews, as UIKit's
/// `UIView`, without drawing. Subclasses override `layoutSubviews()` to place subviews and
/// `sizeThatFits(_:)` to say how big they want to be.
@preconcurrency @MainActor
open class View: Responder {
    /// UIKit's `UIView.noIntrinsicMetric`: a dimension the view has no opinion about.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview's coordinates. Changing its size marks the
    /// view as needing layout.
    open var frame: CGRect {
        didSet {
            if let capture = ViewAnimationCapture.current, frame != oldValue { capture.frameWillChange(self, from: oldValue) }
            if frame.size != oldValue.size {
                bounds.size = frame.size
                if autoresizesSubviews, !subviews.isEmpty { autoresizeSubviews(from: oldValue.size) }
                setNeedsLayout()
            }
            // A frame kept as constraints moved: the layout holding it must solve again
            // before a `layoutIfNeeded()` inside it reads its frames.
            if frame != oldValue, let state = autoLayout, state.translatesAutoresizingMaskIntoConstraints,
                let engine = state.memberOf
            {
                engine.needsSolve = true
            }
        }
    }

    /// The view's own coordinate space: origin (scroll position for a scroll view) and size.
    open var bounds: CGRect

    /// The views inside this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view that holds this one, if any (held weakly, as in UIKit).
    public private(set) weak var superview: View?
    /// The controller whose view this is (set by the controller), which answers ``next``
    /// before the superview, as UIKit's responder chain.
    package weak var owningController: Responder?

    /// The view's controller when it is a controller's view, else its superview, as UIKit's
    /// `next`.
    open override var next: Responder? { owningController ?? superview }
    /// Whether the view is hidden; hidden views are not rendered and take part in stack
    /// layouts as absent.
    open var isHidden = false
    /// Opacity in 0…1. Inside a view animation block the change animates (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    open var alpha: CGFloat = 1 {
        didSet { if let capture = ViewAnimationCapture.current { capture.alphaWillChange(self, from: oldValue) } }
    }
    /// The fill colour, nil for none. Inside a view animation block the change animates.
    open var backgroundColor: Color? {
        didSet {
            if let capture = ViewAnimationCapture.current { capture.backgroundColorWillChange(self, from: oldValue) }
        }
    }
    /// A number to find the view by, as UIKit's `tag`; see `viewWithTag(_:)`.
    public var tag = 0
    /// A string that identifies the view to tests, as UIKit's `accessibilityIdentifier`;
    /// nil by default. See `view(withAccessibilityIdentifier:)`; the scroll harness finds
    /// controls by it.
    public var accessibilityIdentifier: String?
    /// What the view says to assistive technologies, as UIKit's `accessibilityLabel`. Until
    /// set, UIKit's default: a label's text, a button's title, a cell's or header's labels'
    /// texts joined by ", ", nil for another view. Setting nil returns to the default. The
    /// scroll harness finds rows and controls by it.
    open var accessibilityLabel: String? {
        get { ownAccessibilityLabel ?? defaultAccessibilityLabel }
        set { ownAccessibilityLabel = newValue }
    }
    /// A hint of what acting on the view does, as UIKit's `accessibilityHint`; nil by
    /// default. Recorded.
    open var accessibilityHint: String?
    /// The view's value, as UIKit's `accessibilityValue`: until set, a switch's "1" or "0",
    /// nil for another view.
    open var accessibilityValue: String? {
        get { ownAccessibilityValue ?? defaultAccessibilityValue }
        set { ownAccessibilityValue = newValue }
    }
    /// What kind of element the view is, as UIKit's `accessibilityTraits`. Until set,
    /// UIKit's default: `.staticText` for a label, `.button` for a button or a switch (with
    /// `.notEnabled` while disabled and `.selected` while selected), `.image` for an image
    /// view, `.header` for a header or footer view, `.selected` for a selected cell, none for
    /// another view.
    open var accessibilityTraits: AccessibilityTraits {
        get { ownAccessibilityTraits ?? defaultAccessibilityTraits }
        set { ownAccessibilityTraits = newValue }
    }
    /// The recorder of the closest view above that keeps the errors met inside it (a table, a
    /// window), where views that record what UIKit raises on record it.
    package var errorRecorderAbove: ErrorRecorder? {
        var current = superview
        while let view = current {
            if let owner = view as? any ErrorRecording { return owner.errorRecorder }
            current = view.superview
        }
        return nil
    }

    /// The recorder of the closest view above that keeps errors, else `own`, made on first
    /// use: where a control, a picker or a text view records what UIKit raises on.
    package func errorRecorder(keepingOwn own: inout ErrorRecorder?) -> ErrorRecorder {
        if let above = errorRecorderAbove { return above }
        if let own { return own }
        let made = ErrorRecorder()
        own = made
        return made
    }

    /// The actions VoiceOver offers on the element besides activating it, as UIKit's
    /// `accessibilityCustomActions`; nil by default. Each runs with its `perform()`.
    public var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// Whether VoiceOver reads the view's children together before moving on, as UIKit's
    /// `shouldGroupAccessibilityChildren`; false by default. Recorded.
    public var shouldGroupAccessibilityChildren = false
    /// VoiceOver's swipe up on an adjustable element, as UIKit's `accessibilityIncrement()`:
    /// nothing by default; sliders, steppers, page controls and pickers step up.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element, as UIKit's `accessibilityDecrement()`:
    /// nothing by default; sliders, steppers, page controls and pickers step down.
    open func accessibilityDecrement() {}
    /// Whether the view's layout margins also keep its superview's margins, as UIKit's
    /// `preservesSuperviewLayoutMargins`; false by default. Recorded: margins are the view's own
    /// headless.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the layout margins grow by the safe area, as UIKit's
    /// `insetsLayoutMarginsFromSafeArea`; true by default. Recorded: the safe area is zero
    /// headless.
    open var insetsLayoutMarginsFromSafeArea = true

    /// Whether the view takes part in touches alone, as UIKit's `isExclusiveTouch`; false by
    /// default. Recorded: the harness touches with one finger.
    open var isExclusiveTouch = false
    /// Whether the view receives more than one finger at once, as UIKit's
    /// `isMultipleTouchEnabled`; false by default. Recorded.
    open var isMultipleTouchEnabled = false
    /// Whether the view's content flips for right-to-left languages, as UIKit's
    /// `semanticContentAttribute`; ``SemanticContentAttribute/unspecified`` by default.
    open var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The direction the view lays its content out in, as UIKit's
    /// `effectiveUserInterfaceLayoutDirection`: right to left when its semantic content
    /// attribute forces it, else left to right (the headless locale's).
    open var effectiveUserInterfaceLayoutDirection: TraitCollection.LayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Fitting (in the class body so subclasses can override it, as UIKit's cells do)

    /// The smallest size the view's constraints allow near `targetSize`, both dimensions at
    /// the fitting size level (see
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, as UIKit's: `.required` holds that dimension at
    /// the target; `.fittingSizeLevel` lets the view's own constraints decide and only
    /// breaks ties toward the target (so a height target of 0 gives the smallest height the
    /// constraints allow). The view's own frame constraints (its autoresizing mask) are set
    /// aside while fitting. A multi-line label's height follows the width it gets. The
    /// configuration updates the view's buttons asked for run first, as in UIKit.
    ///
    /// - Complexity: an incremental re-solve of the view's layout: repeated fittings change
    ///   constants only.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        // The subtree's pending configuration updates first, as UIKit's: never inside the
        // engine's pass.
        if hasPendingConfigurationUpdateInSubtree { PendingConfigurationUpdates.run(in: self) }
        updateConstraintsIfNeeded()
        return hostEngine.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: Hit testing

    /// The deepest view at `point` (in this view's coordinates) that takes touches, as UIKit's
    /// `hitTest(_:with:)`: nil when this view is hidden, ignores touches
    /// (``isUserInteractionEnabled`` false), is nearly transparent (alpha under 0.01) or the
    /// point is not inside it (``point(inside:with:)``); else the front-most subview's hit, or
    /// this view. Override it, or ``point(inside:with:)``, to widen or pass on touches.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view, as UIKit's
    /// `point(inside:with:)`: within its bounds.
    open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }

    // MARK: Drawing

    /// Draws the view's content in `rect`, as UIKit's `draw(_:)`: nothing by default. Override
    /// it to paint with UIKit's drawing calls (`UIColor.setFill()`, `UIRectFill`, a path's
    /// `fill()`): it runs after ``setNeedsDisplay()``, once, at the end of the run loop's turn
    /// (the scroll harness's frame) or on ``displayIfNeeded()``, inside an image context of
    /// the view's size, and what it paints becomes the layer's `contents` (an ``Image`` whose
    /// ``Image/drawing`` lists the steps). A view is drawn only when marked: headless, nothing
    /// draws a view on its first appearance.
    open func draw(_ rect: CGRect) {}

    /// Marks the whole view to be drawn, as UIKit's `setNeedsDisplay()`.
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks `invalidRect` of the view to be drawn, as UIKit's `setNeedsDisplay(_:)`; parts
    /// marked before the drawing join.
    open func setNeedsDisplay(_ invalidRect: CGRect) { PendingDisplays.mark(self, invalidRect) }

    /// Draws the view now when it is marked, as Core Animation's `displayIfNeeded()`.
    public func displayIfNeeded() {
        guard let rect = PendingDisplays.take(self) else { return }
        display(rect)
    }

    func display(_ rect: CGRect) {
        let context = GraphicsImageRendererContext(size: bounds.size, format: GraphicsImageRendererFormat())
        GraphicsImageRendererContext.push(context)
        defer { GraphicsImageRendererContext.end(context) }
        draw(rect)
        layer.contents = context.currentImage
    }

    /// A view showing what this one shows now, as UIKit's `snapshotView(afterScreenUpdates:)`:
    /// a view of the same bounds whose layer holds the drawing this view's layer holds (its
    /// subviews are not copied headless). With `afterScreenUpdates`, a pending drawing is done
    /// first.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        if afterUpdates { displayIfNeeded() }
        let snapshot = View(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = loadedLayer?.contents
        return snapshot
    }

    /// Whether assistive technologies see the view as one element, as UIKit's
    /// `isAccessibilityElement`: until set, true for labels, controls and cells, false for
    /// other views, image views included.
    open var isAccessibilityElement: Bool {
        get { ownIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { ownIsAccessibilityElement = newValue }
    }
    private var ownAccessibilityLabel: String?
    private var ownAccessibilityValue: String?
    private var ownAccessibilityTraits: AccessibilityTraits?
    private var ownIsAccessibilityElement: Bool?
    /// The label set on the view, nil until one is: a subclass in another module overrides
    /// `accessibilityLabel` and falls back to its own default when this is nil. (A computed
    /// `package` view of a private stored property: a stored property visible outside its
    /// module keeps a runtime exclusivity check on every access, in the module too.)
    package var assignedAccessibilityLabel: String? { ownAccessibilityLabel }
    /// The value set on the view, nil until one is.
    package var assignedAccessibilityValue: String? { ownAccessibilityValue }
    /// The traits set on the view, nil until they are.
    package var assignedAccessibilityTraits: AccessibilityTraits? { ownAccessibilityTraits }
    /// Whether the view is an element as set, nil until set.
    package var assignedIsAccessibilityElement: Bool? { ownIsAccessibilityElement }
    /// The accessibility label of a view of this kind until one is set.
    var defaultAccessibilityLabel: String? { nil }
    /// The accessibility value of a view of this kind until one is set.
    var defaultAccessibilityValue: String? { nil }
    /// The accessibility traits of a view of this kind until they are set.
    var defaultAccessibilityTraits: AccessibilityTraits { [] }
    /// Whether a view of this kind is an accessibility element until it is set.
    var defaultIsAccessibilityElement: Bool { false }
    /// Whether `layoutSubviews()` runs at the next `layoutIfNeeded()`.
    public private(set) var needsLayout = true
    /// Sizes and priorities a `StackView` reads (see View+Layout.swift).
    var layoutOptions = LayoutOptions() { didSet { superview?.setNeedsLayout() } }
    /// Auto Layout state (constraints, guides, margins, the engine of a hosting view),
    /// allocated on first use so that a view laid out by hand pays one empty reference.
    var autoLayout: AutoLayoutState?

    /// How the view fits its content into its bounds, as UIKit's `contentMode`;
    /// `.scaleToFill` by default. An `ImageView` places its image by it (see
    /// ``ImageView/imageRect``, which the harness's render draws the image's name at); other
    /// views record it.
    public var contentMode: ContentMode = .scaleToFill
    /// Whether the view takes touches, as UIKit's `isUserInteractionEnabled`: true by
    /// default, false for `Label` and `ImageView`. A view that does not take touches hides
    /// its subtree from touches: the scroll harness does not tap a control inside it, and a
    /// table does not select a row whose cell has it false (a tap on the row does nothing).
    /// Code can still call a control's actions.
    public var isUserInteractionEnabled = true
    /// How the view stretches when its superview's size changes, as UIKit's
    /// `autoresizingMask`: the flexible margins and dimensions share the change (in
    /// proportion to their sizes, as UIKit's). Empty (nothing moves) by default.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a change of the view's size resizes its subviews by their
    /// `autoresizingMask`, as UIKit's; true by default.
    public var autoresizesSubviews = true
    /// The light or dark appearance the view and its subviews take, as UIKit's
    /// `overrideUserInterfaceStyle` (a window's applies to every screen in it);
    /// `.unspecified`, the environment's, by default. Kept only: there is one appearance
    /// headless, so the traits stay light and nothing drawn changes.
    public var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle = .unspecified
    /// The handlers `registerForTraitChanges(_:handler:)` added, by registration.
    var traitChangeHandlers: [TraitChangeHandlerEntry] = []
    /// The tint set on this view; nil inherits the superview's.
    private var ownTintColor: Color?
    /// The view's layer, allocated on first use.
    private var storedLayer: Layer?
    /// The link from the layer back to the view, owned here (see `Layer.host`).
    private var layerHost: LayerHost?
    /// Whether this view or one inside it asked for a configuration update
    /// (`setNeedsUpdateConfiguration()`) since its last layout pass: only such a view's pass
    /// looks for the waiting updates, so views with nothing waiting below them pay one check.
    var hasPendingConfigurationUpdateInSubtree = false

    /// A view with `frame`, UIKit's designated initializer: a subclass overrides it (with
    /// `init?(coder:)`) and calls `super.init(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// A view with a zero frame, as UIKit's `init?(coder:)` for a view decoded from a nib or
    /// storyboard. There are neither headless, so the coder is not read and the view is never
    /// nil; it is here because UIKit makes it `required`, so that a subclass written for UIKit
    /// (`required init?(coder:)` calling `super.init(coder:)`, or trapping) compiles as it is.
    /// A subclass that declares an initializer of its own must declare this one too, as in
    /// UIKit; `required init?(coder: NSCoder) { nil }` is the shortest.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
    }

    /// A view with a zero frame: `init(frame: .zero)`, as `UIView()`. A subclass that
    /// overrides `init(frame:)` and `init?(coder:)` inherits it, as in UIKit.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Called on the superview before `subview` leaves it, so a container that tracks some
    /// of its subviews (a stack's arranged subviews) can forget it.
    func subviewWillLeave(_ subview: View) {}

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    /// Calls `willMove(toSuperview:)`, `didAddSubview(_:)` and `didMoveToSuperview()` as
    /// `insertSubview(_:at:)` says; adding a subview to its own superview again moves it to
    /// the top.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range), taking it
    /// from its old superview first. Calls `willMove(toSuperview:)` on `view`, its old
    /// superview's `willRemoveSubview(_:)` (when it had one), `didAddSubview(_:)` on this view
    /// and `didMoveToSuperview()` on `view`; moving a view within its superview calls none of
    /// them and keeps its constraints. Adding a view to itself or to one of its descendants
    /// does nothing (UIKit raises): it would make the view tree a cycle.
    ///
    /// The view's layer goes among the layer's sublayers as UIKit puts it: on top of them
    /// all at the last index, at the very back (below a background layer inserted at index 0)
    /// at index 0, else just below the layer of the subview it goes before.
    public func insertSubview(_ view: View, at index: Int) {
        insertSubview(view, at: index, layerPlace: nil)
    }

    /// `insertSubview(_:at:)` with the place of the view's layer among the sublayers; nil
    /// places it as `insertSubview(_:at:)` says.
    private func insertSubview(_ view: View, at index: Int, layerPlace: SubviewLayerPlace?) {
        guard !isDescendant(of: view) else { return }
        if view.superview === self {
            let slots = addedLayerSlots
            subviews.removeAll { $0 === view }
            let clamped = min(max(index, 0), subviews.count)
            let place = layerPlace ?? layerPlaceOfSubview(insertedAt: clamped)
            subviews.insert(view, at: clamped)
            placeLayer(of: view, place, in: slots)
            return
        }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        let slots = addedLayerSlots
        let clamped = min(max(index, 0), subviews.count)
        let place = layerPlace ?? layerPlaceOfSubview(insertedAt: clamped)
        subviews.insert(view, at: clamped)
        placeLayer(of: view, place, in: slots)
        view.superview = self
        if view.hasPendingConfigurationUpdateInSubtree { PendingConfigurationUpdates.markAncestors(of: self) }
        didAdopt(view)
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Takes the view out of its superview; nothing happens when it has none. Calls
    /// `willMove(toSuperview: nil)`, the superview's `willRemoveSubview(_:)`, then
    /// `didMoveToSuperview()`.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
    }

    /// Takes the view out of its superview without telling the view itself.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviewWillLeave(self)
        willLeave(parent)
        let slots = parent.addedLayerSlots
        parent.subviews.removeAll { $0 === self }
        parent.removeLayer(of: self, from: slots)
        superview = nil
        parent.setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview` (at the top when `siblingSubview` is not a
    /// subview of this view), as UIKit's `insertSubview(_:aboveSubview:)`; its layer goes
    /// just above the sibling's.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        let others = subviews.filter { $0 !== view }
        guard let sibling = others.firstIndex(where: { $0 === siblingSubview }) else {
            insertSubview(view, at: others.count, layerPlace: .top)
            return
        }
        insertSubview(view, at: sibling + 1, layerPlace: .above(siblingSubview))
    }

    /// Inserts `view` just below `siblingSubview` (at the top when `siblingSubview` is not a
    /// subview of this view), as UIKit's `insertSubview(_:belowSubview:)`; its layer goes
    /// just below the sibling's.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        guard view !== siblingSubview else { return }
        let others = subviews.filter { $0 !== view }
        guard let sibling = others.firstIndex(where: { $0 === siblingSubview }) else {
            insertSubview(view, at: others.count, layerPlace: .top)
            return
        }
        insertSubview(view, at: sibling, layerPlace: .below(siblingSubview))
    }

    /// Moves `view` to the top of the subviews (drawn last), its layer on top of the
    /// sublayers, above any layer added to this view's; nothing happens when it is not a
    /// subview. The layout does not change.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        let slots = addedLayerSlots
        subviews.append(subviews.remove(at: index))
        placeLayer(of: view, .top, in: slots)
    }

    /// Moves `view` to the bottom of the subviews (drawn first), its layer to the very back
    /// of the sublayers, below a background layer inserted at index 0, as UIKit's; nothing
    /// happens when it is not a subview. The layout does not change.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        let slots = addedLayerSlots
        subviews.insert(subviews.remove(at: index), at: 0)
        placeLayer(of: view, .bottom, in: slots)
    }

    /// Swaps the subviews at `index1` and `index2`, as UIKit's
    /// `exchangeSubview(at:withSubviewAt:)`; nothing happens when either index is out of
    /// range (UIKit raises).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let slots = addedLayerSlots
        let first = subviews[index1], second = subviews[index2]
        subviews.swapAt(index1, index2)
        exchangeLayers(of: first, and: second, in: slots)
    }

    /// The view's tint colour, as UIKit's `tintColor`: the colour set on it, else its
    /// superview's, else the system blue. Setting nil returns to inheriting. Recorded, not
    /// drawn (the harness's render draws text only).
    open var tintColor: Color! {
        get {
            var current: View? = self
            while let view = current {
                if let color = view.ownTintColor { return color }
                current = view.superview
            }
            return .systemBlue
        }
        set {
            let old = tintColor
            ownTintColor = newValue
            if tintColor != old { notifyTintColorDidChange() }
        }
    }

    /// Called when the view's tint colour changes: set on it, or on an ancestor it inherits
    /// its tint from, as UIKit's `tintColorDidChange()`. Override it to restyle what draws in
    /// the tint, and call `super`.
    open func tintColorDidChange() {}

    /// Tells this view and the descendants that inherit its tint.
    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil {
            subview.notifyTintColorDidChange()
        }
    }

    /// The view's layer, as UIKit's `layer` (sublayers, a mask, animations), with corner
    /// radius, border and shadow recorded on it; its geometry, `isHidden`, `opacity` and
    /// `backgroundColor` are the view's (see ``Layer``). Its `sublayers` are the subviews'
    /// layers and the layers added to it, in one order, and its `superlayer` is the
    /// superview's layer, as UIKit's. Made on first use (at the latest by the view's first
    /// layout pass), of the class ``layerClass`` names.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let made = Self.makeLayer(ofClass: Self.layerClass)
        let host = LayerHost(view: self)
        made.host = host
        layerHost = host
        storedLayer = made
        return made
    }

    /// The view's layer when something has asked for it (an untouched view has none yet).
    package var loadedLayer: Layer? { storedLayer }

    /// The class of the view's layer, as UIKit's `layerClass`: ``Layer`` by default. A view
    /// that is a gradient overrides it (`override class var layerClass: AnyClass {
    /// GradientLayer.self }`) and casts `layer`. Headless, the layer is made as ``Layer``,
    /// ``GradientLayer`` or ``ShapeLayer``, whichever of them the class is or inherits from:
    /// Swift can make an instance of a class it only knows at run time through a `required`
    /// initializer, which a layer subclass written for UIKit does not declare, so a subclass
    /// of your own named here is made as the Core Animation class it inherits from.
    open class var layerClass: AnyClass { Layer.self }

    /// A layer of the Core Animation class `layerClass` is or inherits from.
    private static func makeLayer(ofClass layerClass: AnyClass) -> Layer {
        if layerClass is GradientLayer.Type { return GradientLayer() }
        if layerClass is ShapeLayer.Type { return ShapeLayer() }
        return Layer()
    }

    /// Lays out the view's layer, as UIKit's view does as its layer's delegate: the layout
    /// pass calls it when the view needs layout, with the view's layer, and the default runs
    /// `layoutSubviews()`. Override it to size sublayers after `super` (`gradient.frame =
    /// layer.bounds`); setting them in `layoutSubviews()` works as well. It is called on
    /// every view the pass lays out, one that never read its `layer` included (the pass makes
    /// it), so an override of it alone sizes a gradient as in UIKit.
    open func layoutSublayers(of layer: Layer) {
        if layer === storedLayer { layoutSubviews() }
    }

    /// Whether subviews are cut at the view's bounds, as UIKit's `clipsToBounds`: the same
    /// value as `layer.masksToBounds`. False by default. The harness's render cuts the image
    /// an `ImageView` with this set shows at its bounds; layout does not change.
    public var clipsToBounds: Bool {
        get { storedLayer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// Called in UIKit after the view is loaded from a nib or storyboard. There are neither
    /// headless, so it is never called; it is here so that cells keeping the Xcode
    /// template's `override func awakeFromNib()` compile. The default does nothing.
    open func awakeFromNib() {}

    /// Called when ``safeAreaInsets`` change, as UIKit's `safeAreaInsetsDidChange()`. There are
    /// no bars or notches headless, so the insets stay zero and it is never called; it is
    /// here so that views overriding it compile. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The view's transform, as UIKit's `transform`; the identity by default. Recorded: the
    /// render draws views at their frames, and layout ignores it, as UIKit's does. It is its
    /// layer's `transform` made affine: setting either sets the other (see ``Layer/transform``).
    open var transform = CGAffineTransform.identity {
        didSet { if let capture = ViewAnimationCapture.current { capture.transformWillChange(self, from: oldValue) } }
    }

    /// Tells the layout that `intrinsicContentSize` changed (a label's text, an image view's
    /// image); the next layout updates the constants of the view's content-size constraints
    /// only. Labels, image views and buttons call it themselves; a subclass overriding it calls
    /// `super`.
    open func invalidateIntrinsicContentSize() {
        // A stack's intrinsic size is its children's.
        if let stack = superview as? StackView { stack.invalidateIntrinsicContentSize() }
        guard let engine = autoLayout?.memberOf else { return }
        engine.intrinsicSizeChanged(of: self)
        engine.host.setNeedsLayout()
    }

    // MARK: Gesture recognizers

    /// The recognizers attached to the view, as UIKit's `gestureRecognizers`; nil when none.
    /// They never fire headless (see ``GestureRecognizer``).
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedGestureRecognizers: [GestureRecognizer] = []

    /// Attaches `gestureRecognizer`, taking it from the view it was attached to, as UIKit.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; nothing happens when it is not attached here.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    // MARK: The responder chain

    /// Takes the focus from the responder that holds it in this view's tree (a view or a
    /// view's controller), then asks for it as ``Responder/becomeFirstResponder()``: a window
    /// has one first responder. False, and the focus stays, when the holder will not give it up
    /// (its `canResignFirstResponder` answers false), as UIKit's.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, root.takeFocus(for: self) else { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the responder holding the focus in this tree, other than `newcomer`, to give it
    /// up; false when it refuses.
    package func takeFocus(for newcomer: Responder) -> Bool {
        guard let holder = firstResponderInTree(), holder !== newcomer else { return true }
        return holder.resignFirstResponder()
    }

    private func firstResponderInTree() -> Responder? {
        if isFirstResponder { return self }
        if let controller = owningController, controller.isFirstResponder { return controller }
        for subview in subviews { if let holder = subview.firstResponderInTree() { return holder } }
        return nil
    }

    /// Makes the view or a descendant that holds the focus give it up, as UIKit's
    /// `endEditing(_:)` (the keyboard hides); true when one did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        resignFirstResponderInTree(except: nil)
    }

    @discardableResult
    private func resignFirstResponderInTree(except keeper: Responder?) -> Bool {
        var resigned = false
        if isFirstResponder, self !== keeper {
            resignFirstResponder()
            resigned = true
        }
        if let controller = owningController, controller.isFirstResponder, controller !== keeper {
            controller.resignFirstResponder()
            resigned = true
        }
        for subview in subviews where subview.resignFirstResponderInTree(except: keeper) { resigned = true }
        return resigned
    }

    /// Called before the view joins `newSuperview` or (nil) leaves its superview; the default
    /// does nothing, as UIKit's.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view joined or left a superview (read `superview`); the default does
    /// nothing, as UIKit's.
    open func didMoveToSuperview() {}

    /// Called after `subview` joined this view; the default does nothing, as UIKit's.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` leaves this view; the default does nothing, as UIKit's.
    open func willRemoveSubview(_ subview: View) {}

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this one included) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view in this subtree (this one included, depth first) whose
    /// `accessibilityIdentifier` is `identifier`, the way a UI test finds an element.
    /// UIKit has no such method; it is here so tests of ported screens can find views as
    /// their UI tests did.
    public func view(withAccessibilityIdentifier identifier: String) -> View? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Marks the view as needing layout at the next `layoutIfNeeded()`.
    public func setNeedsLayout() { needsLayout = true }

    /// Brings the view's subtree up to date: runs the configuration updates its buttons and
    /// cells asked for (`setNeedsUpdateConfiguration()`), then `updateConstraints()` where it
    /// was asked for, then, if the view needs layout, `layoutSublayers(of:)` with its layer
    /// (made for a view that never read it), whose default runs `layoutSubviews()`, then the
    /// layout of sublayers that asked for it (`Layer.layoutSublayers()`); a view that hosts
    /// constraints (a cell, a header or footer view, a view without a superview) then solves
    /// them and sets the frames of the views they place. Then the same for each subview.
    open func layoutIfNeeded() {
        // Configuration updates asked for in the subtree run before layout, as UIKit's.
        if hasPendingConfigurationUpdateInSubtree {
            hasPendingConfigurationUpdateInSubtree = false
            if !PendingConfigurationUpdates.isEmpty { PendingConfigurationUpdates.run(in: self) }
        }
        let state = autoLayout
        if let state, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            updateConstraintsIfNeeded()
        }
        if needsLayout {
            needsLayout = false
            // As UIKit's layer asks its view, its delegate, to lay it out
            // (`layoutSublayers(of:)`, whose default runs `layoutSubviews()`).
            // Always with the layer, made for a view that never read it, so that an override
            // of `layoutSublayers(of:)` is called as in UIKit. Called here rather than through
            // `Layer.layoutSublayers()`, whose default comes back to this method: a view's
            // layer is a `Layer`, `GradientLayer` or `ShapeLayer` (see `layerClass`), none of
            // which overrides it, and the pass runs on every laid-out view on every frame.
            layoutSublayers(of: layer)
            solveConstraintsIfNeeded(force: true)
        } else if state != nil, let engine = autoLayout?.engine, engine.needsSolve {
            // Read again: the constraint update above may have changed the state. A view that
            // had none has had nothing run since (most views have none).
            engine.layout()
        }
        // Sublayers that asked for layout (a layer subclass sizing its own sublayers).
        // Index loops over copies of the arrays, as `for in` iterates a copy: this pass runs
        // on every view of every frame, and an array's iterator costs a generic metadata
        // lookup per loop in a debug build.
        if let storedLayer {
            let sublayers = storedLayer.storedSublayers
            for index in 0..<sublayers.count { sublayers[index].layoutTreeIfNeeded() }
        }
        let subviews = self.subviews
        for index in 0..<subviews.count { subviews[index].layoutIfNeeded() }
    }

    /// Places the subviews; the default does nothing. Called by `layoutIfNeeded()`. Views
    /// placed by constraints get their frames from the view that hosts the constraints,
    /// right after that view's `layoutSubviews()`.
    open func layoutSubviews() {}

    /// Updates the view's constraints when `setNeedsUpdateConstraints()` asked for it, as
    /// UIKit's: override it to change constraints in one place (change constants, activate
    /// or deactivate constraints), and call `super` last. Called by
    /// `updateConstraintsIfNeeded()` and `layoutIfNeeded()`, subviews before their superview.
    open func updateConstraints() {
        autoLayout?.needsUpdateConstraints = false
    }

    /// Whether the view hosts the layout engine of its subtree even with a superview: cells
    /// and header or footer views do, so cells never solve together. Set once, by their
    /// initializers (a stored flag, not an override: the cells live in the table's module, and
    /// a `package` member cannot be overridden from another module).
    private(set) var hostsLayoutEngine = false

    /// Whether the view measures its height at a width through ``HeightForWidthMeasuring``:
    /// set once, by the initializers of a view of a module above (a text view) that cannot
    /// override ``intrinsicHeight(forWidth:)``. A stored flag, so that the layout asks no
    /// dynamic cast of the views that never measure.
    private(set) var measuresHeightForWidthThroughHook = false

    /// The height the view needs at `width` when it depends on the width (a multi-line
    /// label, a stack), nil when its intrinsic height does not. The default asks the
    /// ``HeightForWidthMeasuring`` hook of a view that measures through it.
    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
        guard measuresHeightForWidthThroughHook else { return nil }
        return (self as? any HeightForWidthMeasuring)?.measuredHeight(forWidth: width)
    }

    /// Whether ``intrinsicHeight(forWidth:)`` gives a height, told without measuring.
    var hasIntrinsicHeightForWidth: Bool {
        guard measuresHeightForWidthThroughHook else { return false }
        return (self as? any HeightForWidthMeasuring)?.hasHeightForWidth ?? false
    }

    /// Whether the view calls `invalidateIntrinsicContentSize()` on every change of its
    /// ``intrinsicHeight(forWidth:)`` (a label does; a stack's height also follows settings
    /// that do not invalidate it): the layout may then keep a height measured at a width
    /// until the view invalidates it.
    var invalidatesHeightForWidthOnEveryChange: Bool { false }

    /// The size the view would like within `size`. The default is the view's current size,
    /// as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the view's content needs on its own; `noIntrinsicMetric` for a dimension the
    /// view has no opinion about (the default for both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, as UIKit's `sizeToFit()`.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The view's frame converted to the coordinates of `ancestor` (or of its root).
    public func frame(in ancestor: View?) -> CGRect {
        var rect = frame
        var current = superview
        while let view = current, view !== ancestor {
            rect.origin.x += view.frame.origin.x - view.bounds.origin.x
            rect.origin.y += view.frame.origin.y - view.bounds.origin.y
            current = view.superview
        }
        if let ancestor, current === ancestor {
            rect.origin.x -= ancestor.bounds.origin.x
            rect.origin.y -= ancestor.bounds.origin.y
        }
        return rect
    }
}

extension View {
    /// Marks the view as the host of its subtree's layout engine (see `hostsLayoutEngine`).
    package func hostLayoutEngine() { hostsLayoutEngine = true }

    /// Makes the layout measure the view's height at a width through its
    /// ``HeightForWidthMeasuring`` conformance (see `measuresHeightForWidthThroughHook`).
    package func measureHeightForWidthThroughHook() { measuresHeightForWidthThroughHook = true }

    /// Runs the configuration updates waiting in the view's subtree, when one is marked;
    /// the table calls it before it measures a cell, header or footer.
    package func runPendingConfigurationUpdates() {
        if hasPendingConfigurationUpdateInSubtree { PendingConfigurationUpdates.run(in: self) }
    }
}
