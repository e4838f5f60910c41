import Foundation

// MARK: - Anchors, constraints, guides and margins

extension View {
    /// UIKit's standard spacing between siblings, 8 points here.
    static let systemSpacing: CGFloat = 8

    /// Whether the view's frame, as set, is kept as required constraints (true by default,
    /// as in UIKit). Set it to false on a view that constraints place: its frame then comes
    /// from the engine at layout, and its intrinsic content size takes part under its
    /// hugging and compression resistance priorities.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayout?.memberOf?.invalidate()
        }
    }

    /// The view's leading edge (its left edge: layout is left-to-right only).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge (its right edge).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The view's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
    /// The baseline of a label's first line: its font's point size below the label's top
    /// (the headless fonts have an ascender of one point size). Other views: the bottom
    /// edge, as UIKit.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of a label's last line: a fifth of its font's point size above the
    /// label's bottom (the headless fonts' descender). Other views: the bottom edge, as UIKit.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints installed on the view: those activated whose items' closest common
    /// ancestor is this view.
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint`, as UIKit's older API (UIKit requires this view to be a common
    /// ancestor of its items; here it is installed on their closest common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

    /// Activates each of `constraints` (see `addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }

    /// Deactivates `constraint` if it is installed on this view, as UIKit's older API.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { constraint.isActive = false }
    }

    /// Deactivates those of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The space constraints to the margins keep inside the view's edges: 8 points on every
    /// side by default, as UIKit's views; a cell's content view has UIKit's 11 points top
    /// and bottom and 16 left and right. Changing it re-solves incrementally.
    public var layoutMargins: EdgeInsets {
        get { autoLayout?.layoutMargins ?? EdgeInsets(all: 8) }
        set {
            guard newValue != layoutMargins else { return }
            layoutState.layoutMargins = newValue
            autoLayout?.memberOf?.guideInsetsChanged(of: self)
            setNeedsLayout()
        }
    }

    /// `layoutMargins` by reading direction (leading is left: layout is left-to-right only).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return DirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = EdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// A guide on the view's bounds inset by `layoutMargins`, made on first use.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayout?.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, owningView: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// A guide on the part of the view no bar or rounded corner covers. There are no bars,
    /// notches or windows here, so it is the view's bounds.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayout?.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owningView: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Adds `guide` to the view, taking it from the view it belonged to.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutState.layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes `guide` from the view and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = autoLayout, state.layoutGuides.contains(where: { $0 === guide }) else { return }
        var ancestor: View? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Internal plumbing

    /// A content view (a cell's, a header's) with `margins` as its layout margins.
    package static func contentView(margins: EdgeInsets) -> View {
        let view = View()
        view.autoLayout = AutoLayoutState(layoutMargins: margins)
        return view
    }

    /// The view's Auto Layout state, made on first use.
    var layoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// The view whose engine solves this view's constraints: the closest of this view and
    /// its ancestors that is a cell, a header or footer view, or has no superview.
    var layoutHost: View {
        var view = self
        while !view.hostsLayoutEngine, let parent = view.superview { view = parent }
        return view
    }

    /// The engine of this view's host, made (empty, built at the next solve) if needed.
    var hostEngine: LayoutEngine {
        let host = layoutHost
        if let engine = host.autoLayout?.engine { return engine }
        let engine = LayoutEngine(host: host)
        host.layoutState.engine = engine
        return engine
    }

    /// The closest view that is an ancestor of both (or one of them).
    func closestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        var ancestors = Set<ObjectIdentifier>()
        var view: View? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    func install(_ constraint: NSLayoutConstraint) {
        layoutState.constraints.append(constraint)
        constraint.installedOn = self
        let engine = hostEngine
        engine.add(constraint)
        engine.host.setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout?.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        if let engine = layoutHost.autoLayout?.engine {
            engine.remove(constraint)
            engine.host.setNeedsLayout()
        }
    }

    func constantChanged(of constraint: NSLayoutConstraint, from oldValue: CGFloat) {
        guard let engine = layoutHost.autoLayout?.engine else { return }
        engine.constantChanged(of: constraint)
        engine.host.setNeedsLayout()
    }

    func priorityChanged(of constraint: NSLayoutConstraint) {
        guard let engine = layoutHost.autoLayout?.engine else { return }
        engine.remove(constraint)
        engine.add(constraint)
        engine.host.setNeedsLayout()
    }

    /// A subview joined this view: the layout it leaves (its own, if it hosted one) and the
    /// layout it joins are rebuilt at their next solve. Cells and header or footer views
    /// keep their own layout wherever they go.
    func didAdopt(_ view: View) {
        guard !view.hostsLayoutEngine else { return }
        let hadLayout = view.autoLayout?.engine != nil
        view.autoLayout?.engine = nil
        let host = layoutHost
        if let engine = host.autoLayout?.engine {
            engine.invalidate()
        } else if hadLayout {
            hostEngine.invalidate()
        }
    }

    /// This view leaves `parent`: constraints installed above it that reach into its subtree
    /// are deactivated (as UIKit removes them), and the layout it leaves is rebuilt.
    func willLeave(_ parent: View) {
        guard !hostsLayoutEngine else { return }
        let host = parent.layoutHost
        guard let engine = host.autoLayout?.engine else { return }
        var ancestor: View? = parent
        while let view = ancestor {
            if let state = view.autoLayout, !state.constraints.isEmpty {
                for constraint in state.constraints where reaches(into: constraint) { constraint.isActive = false }
            }
            ancestor = view === host ? nil : view.superview
        }
        engine.invalidate()
        layoutState.engine = LayoutEngine(host: self)
    }

    private func reaches(into constraint: NSLayoutConstraint) -> Bool {
        for item in [constraint.firstItem, constraint.secondItem] {
            if let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) { return true }
        }
        return false
    }
}
