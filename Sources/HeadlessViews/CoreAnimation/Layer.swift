import Foundation

/// A rectangle in a tree of layers, as Core Animation's `CALayer`: geometry (`bounds`,
/// `position`, `anchorPoint`, `frame`), sublayers, a mask, styling (corner radius, border,
/// shadow) and animations, with Core Animation's types and defaults, so that cell code that
/// builds layers, or subclasses one, compiles unchanged.
///
/// Every view has one (``View/layer``): its geometry, `isHidden`, `opacity` and
/// `backgroundColor` are the view's `frame`, `bounds`, `isHidden`, `alpha` and
/// `backgroundColor`, and the view's layout pass lays out its sublayers (see
/// ``View/layoutSublayers(of:)``). The layer tree mirrors the view tree, as UIKit's: a view's
/// layer's `sublayers` are its subviews' layers and the layers added to it, in one order, and
/// a subview's layer's `superlayer` is its superview's layer. A view's layer stays its view's
/// (adding it as a sublayer of another layer does nothing; `addSubview(_:)` moves it).
///
/// Headless, nothing is drawn in pixels: the scroll harness's text render draws a
/// ``GradientLayer`` by its colours' names; everything else is recorded for tests to read
/// back, and none of it changes the layout of views. There are no implicit animations:
/// setting a property takes effect at once, as with `AnimationTransaction.setDisableActions(true)`.
/// Animations added with ``add(_:forKey:)`` run on an ``AnimationTimeline``.
///
/// ## Isolation
///
/// An `NSObject`, and not main-actor isolated, as Core Animation's classes are not (QuartzCore
/// has no isolation annotations): a subclass declares `nonisolated override init()` and sets
/// its colours, sublayers and geometry there, as a `CAGradientLayer` subclass does on iOS,
/// and Swift 5 code makes layers in helpers that are not isolated. A layer is not `Sendable`,
/// so the compiler keeps each one in the region of the code that made it: a layer made in a
/// nonisolated function stays there until it is handed on whole, and a view's layer, reached
/// through the main-actor-isolated `View.layer`, is in the main actor's region and cannot
/// leave it.
///
/// What a layer keeps itself (styling, a gradient's colours, a shape's path, the sublayers
/// added to it, its mask, and the geometry of a layer made on its own) is plain stored state
/// that every context holding the layer reads and writes. What belongs to a view or to the
/// animation timeline is main-actor state, reached in one of two ways:
/// - Members that answer or take views' layers, or run the view tree's or the timeline's
///   work, are `@MainActor` themselves: ``sublayers``, ``superlayer``, ``layoutIfNeeded()``,
///   ``layoutSublayers()`` (so a subclass's override is main-actor isolated, as the layout
///   pass that calls it), and the animation methods (``add(_:forKey:)`` and the rest: the
///   ``AnimationTimeline`` is main-actor state).
/// - The geometry, visibility, colour and layout flag of a view's layer (``frame``,
///   ``bounds``, ``position``, ``anchorPoint``, ``isHidden``, ``opacity``,
///   ``backgroundColor``, ``needsLayout()``, ``setNeedsLayout()``) and the sublayer edits
///   (``addSublayer(_:)`` and the other inserts, ``removeFromSuperlayer()``) are
///   nonisolated, and reach the view inside `MainActor.assumeIsolated`, only when the layer
///   has a view. That assumption is what the region rule above guarantees: a layer with a
///   view is only reachable from the main actor, so a layer that code off the main actor
///   holds has no view, and its members never leave its own state. (Code in the Swift 5
///   language mode, which the compiler does not check, can break the rule, as it can touch a
///   `UIView` off the main thread on iOS; it stops at the assumption instead of racing.)
open class Layer: NSObject {
    /// Which corners `cornerRadius` rounds, as Core Animation's `CACornerMask`.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A corner set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top-left corner (minimum x, minimum y in UIKit's coordinates).
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    // MARK: - Styling

    /// The radius of the rounded corners; 0 by default. Recorded, not drawn.
    open var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds; all four by default. Recorded, not drawn.
    open var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The curve of the rounded corners; `.circular` by default. Recorded, not drawn.
    open var cornerCurve: LayerCornerCurve = .circular
    /// Whether sublayers (subviews) are cut at the bounds; the view's `clipsToBounds`. False
    /// by default.
    open var masksToBounds = false
    /// The border's width; 0 (no border) by default. Recorded, not drawn.
    open var borderWidth: CGFloat = 0
    /// The border's colour; opaque black by default, as Core Animation's. Takes a colour's
    /// `cgColor` (a `Color` here). Recorded, not drawn.
    open var borderColor: Color? = .black
    /// The shadow's colour; opaque black by default. Takes a colour's `cgColor`. Recorded,
    /// not drawn.
    open var shadowColor: Color? = .black
    /// The shadow's opacity in 0…1; 0 (no shadow) by default. Recorded, not drawn.
    open var shadowOpacity: Float = 0
    /// The shadow's offset; (0, -3) by default, as Core Animation's. Recorded, not drawn.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius; 3 by default. Recorded, not drawn.
    open var shadowRadius: CGFloat = 3
    /// Whether the layer is drawn once into a bitmap and reused; false by default. Recorded,
    /// with no effect headless.
    open var shouldRasterize = false
    /// The scale of that bitmap; 1 by default. Recorded, with no effect headless.
    open var rasterizationScale: CGFloat = 1
    /// What the layer shows, as Core Animation's `contents` (an image, usually); nil by
    /// default. Recorded, not drawn.
    open var contents: Any?
    /// The scale of `contents`; 1 by default. Recorded.
    open var contentsScale: CGFloat = 1
    /// Whether the layer declares itself fully opaque; false by default. Recorded.
    open var isOpaque = false
    /// A name to find the layer by; nil by default. The render does not draw it.
    open var name: String?
    /// The layer's place front to back among its siblings; 0 by default. Recorded: sublayers
    /// are kept, and drawn, in their array's order.
    open var zPosition: CGFloat = 0

    // MARK: - Media timing

    /// When the layer's time starts, in its superlayer's time (media time for a root), as
    /// Core Animation's `CAMediaTiming.beginTime`; 0 by default. Recorded, and read by
    /// ``convertTime(_:from:)`` and ``convertTime(_:to:)``: the animation timeline runs the
    /// layer's animations on the harness's time whatever it is.
    open var beginTime: TimeInterval = 0
    /// What is added to the layer's time, in its own time, as Core Animation's
    /// `CAMediaTiming.timeOffset` (a paused layer keeps the time it was paused at here); 0
    /// by default. Recorded, and read by the time conversions.
    open var timeOffset: TimeInterval = 0
    /// How fast the layer's time runs against its superlayer's, as Core Animation's
    /// `CAMediaTiming.speed` (0 pauses it, 2 doubles it); 1 by default. Recorded, and read
    /// by the time conversions: animations on the timeline keep the harness's speed.
    open var speed: Float = 1

    // MARK: - State behind the properties

    /// The view whose layer this is, as UIKit's layer `delegate`; nil for a layer made on its
    /// own. Geometry, visibility and colour are read from, and written to, the view.
    var hostView: View? { host?.view }
    /// The link to the view whose layer this is. Weak to a link the view owns rather than to
    /// the view: every laid-out view has a layer, and a weak reference to a view would give
    /// it a side table, slowing each retain and release of the view.
    weak var host: LayerHost?
    /// The layer whose `mask` this is: a mask's animations run where the layer it masks is.
    weak var maskedLayer: Layer?
    /// The layers added to this one, back to front. A view's layer keeps its subviews' layers
    /// out of it: they are placed among these at read time (see `sublayerSlots`).
    var storedSublayers: [Layer] = []
    weak var storedSuperlayer: Layer?
    /// For a layer added to a view's layer: the subview whose layer it sits just below; nil
    /// when it is above all the subviews' layers. This is how one order of added layers and
    /// subviews' layers is kept without making a layer for every subview.
    weak var anchorSubview: View?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedIsHidden = false
    private var storedOpacity: Float = 1
    private var storedBackgroundColor: Color?
    private var storedMask: Layer?
    private var storedTransform = CATransform3DIdentity
    var storedNeedsLayout = false
    /// The animations added and not removed, in the order they were added.
    var animationRecords: [RunningAnimation] = []

    // MARK: - Initializers

    /// A layer with Core Animation's defaults: zero bounds at position zero, anchor point
    /// (0.5, 0.5), opaque (`opacity` 1), visible, no sublayers.
    public override init() {}

    /// A copy of `layer`'s properties, as Core Animation's `init(layer:)`, which makes the
    /// shadow copies of its presentation layers: geometry, visibility, colours, styling,
    /// contents, name and media timing; not its sublayers, superlayer, mask or animations. Subclasses
    /// override it to copy their own properties (`override init(layer: Any)`). Headless
    /// nothing calls it but the subclass's own code (``presentation()`` answers the layer
    /// itself); a value that is not a `Layer` copies nothing.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        storedBounds = other.bounds
        storedPosition = other.position
        storedAnchorPoint = other.anchorPoint
        storedIsHidden = other.isHidden
        storedOpacity = other.opacity
        storedBackgroundColor = other.backgroundColor
        storedTransform = other.transform
        sublayerTransform = other.sublayerTransform
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        contents = other.contents
        contentsScale = other.contentsScale
        isOpaque = other.isOpaque
        name = other.name
        zPosition = other.zPosition
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        speed = other.speed
    }

    /// A layer with Core Animation's defaults; the coder is not read. UIKit decodes a layer
    /// from an archive; there are none headless. It is `required`, as UIKit's, so that a
    /// subclass written for UIKit (`required init?(coder:)`) compiles unchanged.
    public required init?(coder: NSCoder) {}

    // MARK: - Geometry

    /// The layer's rectangle in its own coordinates (the origin is where its sublayers'
    /// coordinates start); zero by default. Changing its size marks the layer as needing
    /// layout. A view's layer answers, and sets, the view's `bounds` (a new size keeps the
    /// view's position).
    open var bounds: CGRect {
        get {
            guard let hostView else { return storedBounds }
            return MainActor.assumeIsolated { hostView.bounds }
        }
        set {
            if let hostView {
                let position = self.position
                let origin = Self.origin(position: position, anchorPoint: storedAnchorPoint, size: newValue.size)
                MainActor.assumeIsolated {
                    hostView.bounds.origin = newValue.origin
                    hostView.frame = CGRect(origin: origin, size: newValue.size)
                }
                return
            }
            let resized = newValue.size != storedBounds.size
            storedBounds = newValue
            if resized { storedNeedsLayout = true }
        }
    }

    /// Where the layer's `anchorPoint` is, in its superlayer's coordinates; (0, 0) by default.
    /// A view's layer answers the view's centre (for the default anchor point).
    open var position: CGPoint {
        get {
            guard let hostView else { return storedPosition }
            let frame = MainActor.assumeIsolated { hostView.frame }
            return CGPoint(
                x: frame.minX + storedAnchorPoint.x * frame.width, y: frame.minY + storedAnchorPoint.y * frame.height)
        }
        set {
            guard let hostView else {
                storedPosition = newValue
                return
            }
            let anchorPoint = storedAnchorPoint
            MainActor.assumeIsolated {
                hostView.frame.origin = Self.origin(position: newValue, anchorPoint: anchorPoint, size: hostView.frame.size)
            }
        }
    }

    /// The point of the bounds, in units of its size, that `position` places; (0.5, 0.5), the
    /// centre, by default. Changing it keeps `position` and moves `frame`, as Core
    /// Animation's (for a view's layer, the view's frame moves).
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            let position = self.position
            storedAnchorPoint = newValue
            if let hostView {
                MainActor.assumeIsolated {
                    hostView.frame.origin = Self.origin(position: position, anchorPoint: newValue, size: hostView.frame.size)
                }
            }
        }
    }

    /// The layer's rectangle in its superlayer's coordinates, made of `bounds`' size placed by
    /// `position` and `anchorPoint` (``transform`` is recorded, not applied). Setting it sets
    /// `bounds`' size and `position`, as Core Animation's, so a subclass that observes
    /// `bounds` sees a new frame. A view's layer answers, and sets, the view's `frame`.
    open var frame: CGRect {
        get {
            if let hostView { return MainActor.assumeIsolated { hostView.frame } }
            let size = storedBounds.size
            return CGRect(origin: Self.origin(position: storedPosition, anchorPoint: storedAnchorPoint, size: size), size: size)
        }
        set {
            if let hostView {
                MainActor.assumeIsolated { hostView.frame = newValue }
                return
            }
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
            let anchor = anchorPoint
            position = CGPoint(
                x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    /// The frame's origin for a layer at `position` with `anchorPoint` and `size`.
    private static func origin(position: CGPoint, anchorPoint: CGPoint, size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
    }

    /// The layer's transform about its anchor point, as Core Animation's; the identity by
    /// default. Recorded: frames, the render and hit testing ignore it, as they ignore a
    /// view's `transform`. A view's layer keeps in step with its view, as UIKit's: setting
    /// it sets the view's `transform` to its affine part (``CATransform3DGetAffineTransform(_:)``,
    /// so inside `View.animate` it animates as the view's transform does), and setting the
    /// view's `transform` makes this answer it as a 3D transform.
    open var transform: CATransform3D {
        get {
            guard let hostView else { return storedTransform }
            let affine = MainActor.assumeIsolated { hostView.transform }
            // The stored transform while the view's still matches its affine part: a 3D
            // transform set here keeps its depth until the view's transform is set.
            return CATransform3DGetAffineTransform(storedTransform) == affine
                ? storedTransform : CATransform3DMakeAffineTransform(affine)
        }
        set {
            storedTransform = newValue
            guard let hostView else { return }
            let affine = CATransform3DGetAffineTransform(newValue)
            MainActor.assumeIsolated { hostView.transform = affine }
        }
    }

    /// The transform applied to the sublayers, as Core Animation's `sublayerTransform` (a
    /// perspective in `m34` for 3D flips); the identity by default. Recorded.
    open var sublayerTransform = CATransform3DIdentity

    // MARK: - Appearance

    /// Whether the layer and its sublayers are hidden; false by default. The render draws
    /// nothing of a hidden layer. A view's layer answers, and sets, the view's `isHidden`.
    open var isHidden: Bool {
        get {
            guard let hostView else { return storedIsHidden }
            return MainActor.assumeIsolated { hostView.isHidden }
        }
        set {
            guard let hostView else {
                storedIsHidden = newValue
                return
            }
            MainActor.assumeIsolated { hostView.isHidden = newValue }
        }
    }

    /// The layer's opacity in 0…1; 1 by default. The render draws nothing of a layer at 0. A
    /// view's layer answers, and sets, the view's `alpha`.
    open var opacity: Float {
        get {
            guard let hostView else { return storedOpacity }
            return MainActor.assumeIsolated { Float(hostView.alpha) }
        }
        set {
            guard let hostView else {
                storedOpacity = newValue
                return
            }
            MainActor.assumeIsolated { hostView.alpha = CGFloat(newValue) }
        }
    }

    /// The fill colour; nil (none) by default. Takes a colour's `cgColor` (a `Color` here).
    /// Recorded, not drawn. A view's layer answers, and sets, the view's `backgroundColor`.
    open var backgroundColor: Color? {
        get {
            guard let hostView else { return storedBackgroundColor }
            return MainActor.assumeIsolated { hostView.backgroundColor }
        }
        set {
            guard let hostView else {
                storedBackgroundColor = newValue
                return
            }
            MainActor.assumeIsolated { hostView.backgroundColor = newValue }
        }
    }

    /// A layer whose opaque parts say where this layer shows (a gradient mask fades a label's
    /// edge, or sweeps over it in a shimmer); nil by default. A mask is not drawn, and is not
    /// among the sublayers; its animations run where this layer is. Setting a new mask
    /// releases the old one.
    open var mask: Layer? {
        get { storedMask }
        set {
            if storedMask === newValue { return }
            if let old = storedMask, old.maskedLayer === self { old.maskedLayer = nil }
            storedMask = newValue
            newValue?.maskedLayer?.storedMask = nil
            newValue?.maskedLayer = self
        }
    }

    /// The layer that holds the model values, as Core Animation's `model()`: the layer itself.
    public func model() -> Self { self }

    // MARK: - Layout

    /// Whether the layer is marked as needing layout, as Core Animation's `needsLayout()`. A
    /// view's layer answers whether its view needs layout.
    public func needsLayout() -> Bool {
        guard let hostView else { return storedNeedsLayout }
        return MainActor.assumeIsolated { hostView.needsLayout }
    }

    /// Marks the layer as needing layout: `layoutSublayers()` runs at the next layout pass of
    /// its view's tree, or at the next `layoutIfNeeded()`. A view's layer marks its view.
    open func setNeedsLayout() {
        guard let hostView else {
            storedNeedsLayout = true
            return
        }
        MainActor.assumeIsolated { hostView.setNeedsLayout() }
    }

    /// Lays the layer's subtree out now where it needs it: `layoutSublayers()` on each layer
    /// marked, this one first. A view's layer lays its view out (`View.layoutIfNeeded()`).
    @MainActor
    open func layoutIfNeeded() {
        if let hostView {
            hostView.layoutIfNeeded()
            return
        }
        layoutTreeIfNeeded()
    }

    /// Places the sublayers; override it in a subclass to set their frames from `bounds`. The
    /// default asks the layer's view (``View/layoutSublayers(of:)``, which runs
    /// `layoutSubviews()`), as Core Animation asks the layer's delegate; a layer made on its
    /// own does nothing.
    @MainActor
    open func layoutSublayers() {
        hostView?.layoutSublayers(of: self)
    }

    /// `layoutSublayers()` here when marked, then the same down the subtree.
    @MainActor
    func layoutTreeIfNeeded() {
        if storedNeedsLayout {
            storedNeedsLayout = false
            layoutSublayers()
        }
        // An index loop over a copy, as `for in` iterates one (see `View.layoutIfNeeded()`).
        let sublayers = storedSublayers
        for index in 0..<sublayers.count { sublayers[index].layoutTreeIfNeeded() }
    }
}

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A curve from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle: Core Animation's default.
    public static let circular = LayerCornerCurve("circular")
    /// A continuous curve, as the system's rounded rectangles.
    public static let continuous = LayerCornerCurve("continuous")
}

extension Color {
    /// The colour as Core Graphics would take it, as UIKit's `cgColor`: the colour itself
    /// here (there is no `CGColor` headless), which the layers' colour properties accept
    /// (`Layer.backgroundColor`, `borderColor`, `shadowColor`, a gradient's `colors`).
    public var cgColor: Color { self }
}
