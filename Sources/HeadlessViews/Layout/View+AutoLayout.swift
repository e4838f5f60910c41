import Foundation

// MARK: - Intrinsic size, priorities, the constraint update pass, fitting, diagnostics

extension View {
    /// The target size that asks `systemLayoutSizeFitting` for the smallest size the
    /// constraints allow, as UIKit's `layoutFittingCompressedSize` (zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size that asks `systemLayoutSizeFitting` for the largest size the
    /// constraints allow, as UIKit's `layoutFittingExpandedSize`; 10,000,000 points on each
    /// axis here.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// How strongly the view refuses to grow beyond its intrinsic size along `axis`
    /// (250 by default, as UIKit).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal ? layoutOptions.hugging : (autoLayout?.verticalHugging ?? .defaultLow)
    }

    /// Sets how strongly the view refuses to grow along `axis`; a `StackView` along `axis`
    /// reads it (the horizontal one is also `contentHuggingPriority`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { layoutOptions.hugging = priority } else { layoutState.verticalHugging = priority }
        autoLayout?.memberOf?.intrinsicPrioritiesChanged(of: self)
        (superview as? StackView)?.setNeedsLayout()
    }

    /// How strongly the view refuses to shrink below its intrinsic size along `axis`
    /// (750 by default, as UIKit).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
        axis == .horizontal
            ? layoutOptions.compressionResistance : (autoLayout?.verticalCompressionResistance ?? .defaultHigh)
    }

    /// Sets how strongly the view refuses to shrink along `axis`; a `StackView` along `axis`
    /// reads it (the horizontal one is also `contentCompressionResistancePriority`).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            layoutOptions.compressionResistance = priority
        } else {
            layoutState.verticalCompressionResistance = priority
        }
        autoLayout?.memberOf?.intrinsicPrioritiesChanged(of: self)
        (superview as? StackView)?.setNeedsLayout()
    }

    // MARK: The update pass

    /// Whether `updateConstraints()` runs at the next `updateConstraintsIfNeeded()` or
    /// layout.
    public var needsUpdateConstraints: Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        var ancestor = superview
        while let view = ancestor, !view.layoutState.subtreeNeedsUpdateConstraints {
            view.layoutState.subtreeNeedsUpdateConstraints = true
            ancestor = view.superview
        }
        layoutHost.setNeedsLayout()
    }

    /// Runs `updateConstraints()` on the views of this subtree that asked for it, subviews
    /// before their superview, as UIKit's.
    public func updateConstraintsIfNeeded() {
        guard let state = autoLayout, state.needsUpdateConstraints || state.subtreeNeedsUpdateConstraints else { return }
        if state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            for subview in subviews { subview.updateConstraintsIfNeeded() }
        }
        if state.needsUpdateConstraints {
            updateConstraints()
            state.needsUpdateConstraints = false
        }
    }

    // MARK: Fitting

    /// Whether the constraints leave the view's frame undetermined (several frames satisfy
    /// them equally well), as UIKit's `hasAmbiguousLayout`: true when another frame satisfies
    /// the required constraints and breaks the optional ones no more than the current frame
    /// does. The answer is exact, also where several inequalities meet at the current frame
    /// and only a joint move of other items leaves room. A view whose frame is kept as
    /// constraints (`translatesAutoresizingMaskIntoConstraints`) never is.
    ///
    /// - Complexity: reading the view's four values in the solved layout in the common case;
    ///   where inequalities meet at the current frame, two small optimizations over the
    ///   constraints that reach the view.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutHost.autoLayout?.engine else { return !translatesAutoresizingMaskIntoConstraints }
        return engine.isAmbiguous(self)
    }

    /// Whether this view's subtree (or its host's layout) has constraints installed.
    package var hasConstraintLayout: Bool { layoutHost.autoLayout?.engine?.hasConstraints ?? false }

    /// Solves the layout this view hosts, if it hosts one; a view inside another host's
    /// layout has that host solve first when it is out of date.
    func solveConstraintsIfNeeded(force: Bool) {
        if hostsLayoutEngine || superview == nil {
            if let engine = autoLayout?.engine, force || engine.needsSolve { engine.layout() }
        } else if autoLayout != nil, let engine = layoutHost.autoLayout?.engine, engine.needsSolve {
            // Only a view that takes part in Auto Layout can be out of date here: a view laid
            // out by hand pays one nil check. Not only the views the engine has a record of
            // yet: before the first solve none has one, and a cell's `layoutSubviews` that
            // calls `contentView.layoutIfNeeded()` must read solved frames even then.
            engine.layout()
        }
    }

    // MARK: Diagnostics

    /// Receives the layout diagnostics raised in this view's subtree (unsatisfiable
    /// constraints, constraints that could not be installed); the closest view with a
    /// handler gets them. A table also collects those of its cells and header and footer
    /// views in `TableView.layoutDiagnostics`. Nil by default.
    public var layoutDiagnosticHandler: (@MainActor (LayoutDiagnostic) -> Void)? {
        get { autoLayout?.diagnosticHandler }
        set { layoutState.diagnosticHandler = newValue }
    }

    /// Sends `diagnostic` to the closest handler above this view (a table counts as one);
    /// without one, the view that hosts this layout keeps it for the table that will show it.
    func report(_ diagnostic: LayoutDiagnostic) {
        var current: View? = self
        while let view = current {
            if let receiver = view as? any LayoutDiagnosticsReceiving {
                receiver.receive(diagnostic)
                return
            }
            if let state = view.autoLayout {
                if let handler = state.diagnosticHandler {
                    handler(diagnostic)
                    return
                }
                if let receiver = state.diagnosticsReceiver {
                    receiver.receive(diagnostic)
                    return
                }
            }
            current = view.superview
        }
        let host = layoutHost
        if host.layoutState.undeliveredDiagnostics.count < 100 { host.layoutState.undeliveredDiagnostics.append(diagnostic) }
    }

    /// Routes this hosting view's later diagnostics, and those kept until now, to `receiver`.
    package func deliverLayoutDiagnostics(to receiver: any LayoutDiagnosticsReceiving) {
        guard let state = autoLayout else { return }
        if state.diagnosticsReceiver !== receiver { state.diagnosticsReceiver = receiver }
        guard !state.undeliveredDiagnostics.isEmpty else { return }
        let pending = state.undeliveredDiagnostics
        state.undeliveredDiagnostics.removeAll()
        for diagnostic in pending { receiver.receive(diagnostic) }
    }
}
