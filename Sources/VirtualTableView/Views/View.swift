import Foundation

/// A headless view: a rectangle in its superview's coordinates with subviews, as UIKit's
/// `UIView`, without drawing. Subclasses override `layoutSubviews()` to place subviews and
/// `sizeThatFits(_:)` to say how big they want to be.
@MainActor
open class View {
    /// UIKit's `UIView.noIntrinsicMetric`: a dimension the view has no opinion about.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview's coordinates. Changing its size marks the
    /// view as needing layout.
    public var frame: CGRect {
        didSet {
            if frame.size != oldValue.size {
                bounds.size = frame.size
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
    public var bounds: CGRect

    /// The views inside this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view that holds this one, if any (held weakly, as in UIKit).
    public private(set) weak var superview: View?
    /// Whether the view is hidden; hidden views are not rendered and take part in stack
    /// layouts as absent.
    public var isHidden = false
    /// Opacity in 0…1.
    public var alpha: CGFloat = 1
    /// The fill colour, nil for none.
    public var backgroundColor: Color?
    /// A number to find the view by, as UIKit's `tag`; see `viewWithTag(_:)`.
    public var tag = 0
    /// A string that identifies the view to tests, as UIKit's `accessibilityIdentifier`;
    /// nil by default. See `view(withAccessibilityIdentifier:)`; the scroll harness finds
    /// controls by it.
    public var accessibilityIdentifier: String?
    /// What the view says to assistive technologies, as UIKit's `accessibilityLabel`; nil by
    /// default.
    public var accessibilityLabel: String?
    /// Whether `layoutSubviews()` runs at the next `layoutIfNeeded()`.
    public private(set) var needsLayout = true
    /// Sizes and priorities a `StackView` reads (see View+Layout.swift).
    var layoutOptions = LayoutOptions() { didSet { superview?.setNeedsLayout() } }
    /// Auto Layout state (constraints, guides, margins, the engine of a hosting view),
    /// allocated on first use so that a view laid out by hand pays one empty reference.
    var autoLayout: AutoLayoutState?

    /// A view with `frame`.
    public init(frame: CGRect = .zero) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Called on the superview before `subview` leaves it, so a container that tracks some
    /// of its subviews (a stack's arranged subviews) can forget it.
    func subviewWillLeave(_ subview: View) {}

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        didAdopt(view)
        setNeedsLayout()
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAdopt(view)
        setNeedsLayout()
    }

    /// Takes the view out of its superview; nothing happens when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviewWillLeave(self)
        willLeave(parent)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

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

    /// Brings the view's subtree up to date: runs `updateConstraints()` where it was asked
    /// for, then, if the view needs layout, `layoutSubviews()`; a view that hosts
    /// constraints (a cell, a header or footer view, a view without a superview) then solves
    /// them and sets the frames of the views they place. Then the same for each subview.
    open func layoutIfNeeded() {
        if let state = autoLayout, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints {
            updateConstraintsIfNeeded()
        }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
            solveConstraintsIfNeeded(force: true)
        } else if let engine = autoLayout?.engine, engine.needsSolve {
            engine.layout()
        }
        for subview in subviews { subview.layoutIfNeeded() }
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
    /// and header or footer views do, so cells never solve together.
    var hostsLayoutEngine: Bool { false }

    /// The height the view needs at `width` when it depends on the width (a multi-line
    /// label, a stack), nil when its intrinsic height does not.
    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? { nil }

    /// Whether ``intrinsicHeight(forWidth:)`` gives a height, told without measuring.
    var hasIntrinsicHeightForWidth: Bool { false }

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
