import ConstraintSolver
import Foundation

/// The Auto Layout engine of one hosting view: a Cassowary solver holding the constraints
/// installed in the host's subtree, the frames of the views kept as constraints, the
/// content sizes of the views constraints place, and the layout guides in use.
///
/// Which view hosts an engine: a cell, a header or footer view, or a view without a
/// superview. UIKit keeps one engine per window; here each cell has its own, for three
/// reasons. Cells never constrain each other, so one engine per table would only make every
/// solve pay for every row (and a fling at a million rows must not). A reused cell keeps
/// its engine: configuring it for another row changes the constants of its content-size
/// constraints (a label's new text), which the solver absorbs incrementally, with no
/// constraint added or removed. And a cell can be measured before the table shows it, with
/// no table involved. A view without a superview hosts the layout of the tree under it, so
/// a cell's content built before it is added, or a prototype view measured on its own,
/// works the same; when such a tree joins another, its constraints move into the new
/// host's engine, which is rebuilt at its next solve (tree changes are rare in cells).
///
/// Coordinates: every item has left, top, width and height variables in the host's
/// coordinates, so constraints between any two items of the tree are linear in them. A
/// view with `translatesAutoresizingMaskIntoConstraints` gets required constraints keeping
/// its frame relative to its superview; the host's bounds are kept the same way. Views with
/// no constraints never get a record: they cost nothing.
@MainActor
final class LayoutEngine {
    /// The most of the app's constraints one engine holds by default; beyond, activation
    /// reports `tooManyConstraints` instead of letting one cell stall the table.
    static let defaultConstraintLimit = 100_000
    /// The most entries the solver's tableau holds by default before activation refuses the
    /// app's constraints the same way. The count of constraints alone does not bound the
    /// work: in a chain (each view pinned to the previous one, the shape a runaway loop in
    /// `updateConstraints` makes) the n-th view's row holds a term for every constraint above
    /// it, so 100,000 constraints would make billions of entries (tens of gigabytes, minutes
    /// of solving). Four million entries (about 120 MB) hold a chain of about 1,250 views
    /// pinned by 4 links each (5,050 constraints); constraints of the usual, local kind take a
    /// few entries each.
    static let defaultTableauLimit = 4_000_000
    /// The most solves a height-for-width cycle may take before it is reported.
    static let heightForWidthIterations = 8

    /// What made a constraint in the solver, for diagnostics.
    private enum Origin {
        case user(NSLayoutConstraint)
        /// Described only when a diagnostic needs it: naming views reflects on their types,
        /// which would cost more than the solving.
        case other(() -> ConstraintDescription)
    }

    private struct Fitting {
        let record: ItemRecord
        var widthID: ConstraintID
        var widthStrength: Double
        var heightID: ConstraintID
        var heightStrength: Double
        /// Whether the width is the frame's own width constraint, its constant moved.
        var sharesFrameWidth: Bool
    }

    unowned let host: View
    /// See `defaultConstraintLimit`; tests lower it.
    var constraintLimit = LayoutEngine.defaultConstraintLimit
    /// See `defaultTableauLimit`; tests lower it.
    var tableauLimit = LayoutEngine.defaultTableauLimit
    private var solver = Solver()
    /// The solver's size (see `Solver.symbolCount`), for tests that check it stays flat.
    var solverSymbolCount: Int { solver.symbolCount }
    /// The solver's tableau size (see `Solver.tableauSize`), for tests of `tableauLimit`.
    var solverTableauSize: Int { solver.tableauSize }
    private var isBuilt = false
    /// Whether something changed since the last solve.
    var needsSolve = true
    var statistics = LayoutEngineStatistics()
    private var records: [ObjectIdentifier: ItemRecord] = [:]
    private var orderedRecords: [ItemRecord] = []
    private var installed: [ObjectIdentifier: ConstraintID] = [:]
    private var origins: [ConstraintID: Origin] = [:]
    private var heightForWidthRecords: [ItemRecord] = []
    private var dirtyContent: [ObjectIdentifier: ItemRecord] = [:]
    private var dirtyGuides: [ObjectIdentifier: View] = [:]
    private var baselineUsers: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var fitting: Fitting?
    /// Diagnostics already sent, so a layout solved again does not repeat them; at most
    /// `maximumDiagnostics`, after which further ones are dropped.
    private var reported: Set<LayoutDiagnostic> = []
    static let maximumDiagnostics = 1_000
    private var refusedOverLimit = false
    /// The app's required constraints that conflicted when added: tried again whenever a
    /// required constraint leaves (a frame's size set aside for fitting, a frame that
    /// changed, a constraint removed), since the conflict may be gone.
    private var broken: [NSLayoutConstraint] = []
    /// The view whose frame size the build leaves out because it is about to be fitted.
    private var buildingForFitting: View?

    init(host: View) {
        self.host = host
    }

    /// Whether the app's constraints are installed in this layout.
    var hasConstraints: Bool {
        if isBuilt { return !installed.isEmpty || !broken.isEmpty }
        // Not built yet (a cell about to be measured): building now would meet frames that
        // are not real yet, so look at the tree instead.
        var stack = [host]
        while let view = stack.popLast() {
            if let state = view.autoLayout, !state.constraints.isEmpty { return true }
            for subview in view.subviews where !subview.hostsLayoutEngine { stack.append(subview) }
        }
        return false
    }

    /// The layout must be rebuilt from the view tree at the next solve.
    func invalidate() {
        isBuilt = false
        needsSolve = true
        host.setNeedsLayout()
    }

    // MARK: Constraints

    func add(_ constraint: NSLayoutConstraint) {
        needsSolve = true
        guard isBuilt else { return }
        addToSolver(constraint)
    }

    func remove(_ constraint: NSLayoutConstraint) {
        needsSolve = true
        broken.removeAll { $0 === constraint }
        guard isBuilt, let id = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        removeFromSolver(id)
        retryBroken()
    }

    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let pending = broken
        broken = []
        for constraint in pending where constraint.installedOn != nil { addToSolver(constraint) }
    }

    func constantChanged(of constraint: NSLayoutConstraint) {
        needsSolve = true
        guard isBuilt, let id = installed[ObjectIdentifier(constraint)], let form = linearForm(of: constraint) else { return }
        do throws(SolverError) {
            try solver.setConstant(form.expression.constant, of: id)
            statistics.constantsChanged += 1
        } catch {
            reportUnsatisfiable(form.expression, form.relation, broken: ConstraintDescription(constraint))
        }
    }

    func intrinsicSizeChanged(of view: View) {
        needsSolve = true
        guard isBuilt, let record = records[ObjectIdentifier(view)] else { return }
        record.measuredHeight = nil
        dirtyContent[ObjectIdentifier(view)] = record
    }

    /// `view.intrinsicHeight(forWidth:)`, kept for the last width asked when the view
    /// invalidates it on every change: a fitting, its settling and the layout pass after it
    /// ask at the same width (a label measured three times instead of once).
    private func measuredHeight(of record: ItemRecord, _ view: View, width: CGFloat) -> CGFloat? {
        guard view.invalidatesHeightForWidthOnEveryChange else { return view.intrinsicHeight(forWidth: width) }
        if let measured = record.measuredHeight, measured.width == width { return measured.height }
        let height = view.intrinsicHeight(forWidth: width)
        record.measuredHeight = height.map { (width, $0) }
        return height
    }

    func intrinsicPrioritiesChanged(of view: View) {
        needsSolve = true
        guard isBuilt, let record = records[ObjectIdentifier(view)], record.tracksContentSize else { return }
        removeContentConstraints(of: record)
        addContentConstraints(of: record)
        host.setNeedsLayout()
    }

    func guideInsetsChanged(of view: View) {
        needsSolve = true
        guard isBuilt else { return }
        dirtyGuides[ObjectIdentifier(view)] = view
    }

    private func addToSolver(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard installed[key] == nil else { return }
        guard installed.count < constraintLimit && solver.tableauSize < tableauLimit else {
            // One diagnostic names the first constraint refused; the others are refused alike,
            // each in O(1), so a runaway loop's millionth activation costs what its first did.
            guard !refusedOverLimit else { return }
            refusedOverLimit = true
            report(
                .tooManyConstraints(
                    host: ConstraintDescription.name(of: host), limit: installed.count,
                    rejected: ConstraintDescription(constraint)))
            return
        }
        guard let form = linearForm(of: constraint) else { return }
        let strength = Self.strength(of: constraint.priority)
        do throws(SolverError) {
            let id = try solver.addConstraint(form.expression, form.relation, strength: strength)
            installed[key] = id
            origins[id] = .user(constraint)
            statistics.constraintsAdded += 1
            for item in [constraint.firstItem, constraint.secondItem] {
                if let label = item as? Label,
                    [.firstBaseline, .lastBaseline].contains(constraint.firstAttribute)
                        || [.firstBaseline, .lastBaseline].contains(constraint.secondAttribute)
                {
                    baselineUsers[ObjectIdentifier(label), default: []].append(constraint)
                }
            }
        } catch {
            if !broken.contains(where: { $0 === constraint }) { broken.append(constraint) }
            reportUnsatisfiable(form.expression, form.relation, broken: ConstraintDescription(constraint))
        }
    }

    private func removeFromSolver(_ id: ConstraintID) {
        try? solver.removeConstraint(id)
        origins[id] = nil
        statistics.constraintsRemoved += 1
    }

    /// Adds an engine-made constraint; nil (and a diagnostic) when it conflicts.
    private func addInternal(
        _ expression: ConstraintSolver.Expression, _ relation: ConstraintSolver.Relation, strength: Double,
        _ description: @escaping @autoclosure () -> ConstraintDescription
    ) -> ConstraintID? {
        do throws(SolverError) {
            let id = try solver.addConstraint(expression, relation, strength: strength)
            origins[id] = .other(description)
            statistics.constraintsAdded += 1
            return id
        } catch {
            reportUnsatisfiable(expression, relation, broken: description())
            return nil
        }
    }

    private func setConstant(_ value: Double, of id: ConstraintID?) {
        guard let id else { return }
        do throws(SolverError) {
            try solver.setConstant(value, of: id)
            statistics.constantsChanged += 1
        } catch {
            if case .other(let description) = origins[id] {
                report(.unsatisfiable(conflicting: [], broken: description()))
            }
        }
    }

    static func strength(of priority: LayoutPriority) -> Double {
        Strength.weight(forPriority: priority.rawValue)
    }

    // MARK: Building

    private func build() {
        solver = Solver()
        records = [:]
        orderedRecords = []
        installed = [:]
        origins = [:]
        heightForWidthRecords = []
        dirtyContent = [:]
        dirtyGuides = [:]
        baselineUsers = [:]
        broken = []
        refusedOverLimit = false
        fitting = nil
        isBuilt = true
        needsSolve = true
        statistics.builds += 1
        var stack = [host]
        var constraints: [NSLayoutConstraint] = []
        while let view = stack.popLast() {
            if let state = view.autoLayout { constraints.append(contentsOf: state.constraints) }
            for subview in view.subviews.reversed() where !subview.hostsLayoutEngine { stack.append(subview) }
        }
        for constraint in constraints { addToSolver(constraint) }
    }

    /// The record of `item` (a view of the host's tree or a guide of one), made with its
    /// parent's first.
    private func record(of item: AnyObject) -> ItemRecord? {
        if let existing = records[ObjectIdentifier(item)] { return existing }
        if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView, let parent = record(of: owner) else { return nil }
            let record = ItemRecord(
                view: nil, guide: guide, parent: parent, isHost: false, solver: solver,
                name: "")
            store(record, for: guide)
            if guide.kind != .user { addGuideConstraints(of: record, owner: owner) }
            return record
        }
        guard let view = item as? View else { return nil }
        let isHost = view === host
        var parent: ItemRecord?
        if !isHost {
            guard let superview = view.superview, let superRecord = record(of: superview) else { return nil }
            parent = superRecord
        }
        let record = ItemRecord(
            view: view, guide: nil, parent: parent, isHost: isHost, solver: solver, name: "")
        store(record, for: view)
        view.layoutState.memberOf = self
        if isHost || view.translatesAutoresizingMaskIntoConstraints {
            addFrameConstraints(of: record, view: view, size: view !== buildingForFitting)
        } else {
            record.tracksContentSize = true
            addContentConstraints(of: record)
        }
        return record
    }

    private func store(_ record: ItemRecord, for item: AnyObject) {
        records[ObjectIdentifier(item)] = record
        orderedRecords.append(record)
    }

    // MARK: Frames kept as constraints

    /// x, y (relative to the superview's bounds), width and height.
    private func frameValues(of view: View, isHost: Bool) -> [Double] {
        if isHost { return [0, 0, Double(view.bounds.width), Double(view.bounds.height)] }
        let origin = view.superview?.bounds.origin ?? .zero
        return [
            Double(view.frame.minX - origin.x), Double(view.frame.minY - origin.y), Double(view.frame.width),
            Double(view.frame.height),
        ]
    }

    private func frameExpression(_ record: ItemRecord, _ index: Int, _ value: Double) -> ConstraintSolver.Expression {
        switch index {
        case 0:
            if let parent = record.parent { return Self.form([(record.left, 1), (parent.left, -1)], -value) }
            return Self.form([(record.left, 1)], -value)
        case 1:
            if let parent = record.parent { return Self.form([(record.top, 1), (parent.top, -1)], -value) }
            return Self.form([(record.top, 1)], -value)
        case 2: return Self.form([(record.width, 1)], -value)
        default: return Self.form([(record.height, 1)], -value)
        }
    }

    private func addFrameConstraints(of record: ItemRecord, view: View, size: Bool) {
        let values = frameValues(of: view, isHost: record.isHost)
        record.frameValues = values
        record.frameSizeSuspended = !size
        record.frameIDs = (0..<(size ? 4 : 2)).map { index in
            addInternal(
                frameExpression(record, index, values[index]), .equal, strength: Strength.required,
                Self.frameDescription(record, index, values[index]))
        }
        if !size { record.frameIDs += [nil, nil] }
    }

    private static func frameDescription(_ record: ItemRecord, _ index: Int, _ value: Double) -> ConstraintDescription {
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        let parent = index < 2 ? record.parent : nil
        return ConstraintDescription(
            firstItem: Self.name(of: record), firstAttribute: attributes[index], secondItem: parent.map { Self.name(of: $0) },
            secondAttribute: parent == nil ? .notAnAttribute : attributes[index], constant: CGFloat(value),
            origin: .autoresizingMask)
    }

    /// A record's item as diagnostics name it.
    private static func name(of record: ItemRecord) -> String {
        ConstraintDescription.name(of: record.view ?? record.guide)
    }

    private func refreshFrames() {
        var changed = false
        for record in orderedRecords where !record.frameIDs.isEmpty {
            guard let view = record.view else { continue }
            let values = frameValues(of: view, isHost: record.isHost)
            for index in 0..<4 where values[index] != record.frameValues[index] {
                if index >= 2 && record.frameSizeSuspended { continue }
                record.frameValues[index] = values[index]
                changed = true
                if record.frameIDs[index] == nil {
                    // Broken earlier by a conflict: the new frame may fit.
                    record.frameIDs[index] = addInternal(
                        frameExpression(record, index, values[index]), .equal, strength: Strength.required,
                        Self.frameDescription(record, index, values[index]))
                } else {
                    setConstant(-values[index], of: record.frameIDs[index])
                }
            }
        }
        if changed { retryBroken() }
    }

    // MARK: Layout guides

    private func guideValues(of guide: LayoutGuide, owner: View) -> [Double] {
        guard guide.kind == .margins else { return [0, 0, 0, 0] }
        let margins = owner.layoutMargins
        return [
            Double(margins.left), Double(margins.top), Double(margins.left + margins.right),
            Double(margins.top + margins.bottom),
        ]
    }

    private func guideExpression(
        _ record: ItemRecord, _ parent: ItemRecord, _ index: Int, _ value: Double
    )
        -> ConstraintSolver.Expression
    {
        switch index {
        case 0: Self.form([(record.left, 1), (parent.left, -1)], -value)
        case 1: Self.form([(record.top, 1), (parent.top, -1)], -value)
        case 2: Self.form([(record.width, 1), (parent.width, -1)], value)
        default: Self.form([(record.height, 1), (parent.height, -1)], value)
        }
    }

    private func addGuideConstraints(of record: ItemRecord, owner: View) {
        guard let guide = record.guide, let parent = record.parent else { return }
        let values = guideValues(of: guide, owner: owner)
        record.guideValues = values
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .top, .width, .height]
        record.guideIDs = (0..<4).compactMap { index in
            addInternal(
                guideExpression(record, parent, index, values[index]), .equal, strength: Strength.required,
                ConstraintDescription(
                    firstItem: Self.name(of: record), firstAttribute: attributes[index], secondItem: Self.name(of: parent),
                    secondAttribute: attributes[index], constant: CGFloat(index < 2 ? values[index] : -values[index]),
                    origin: .layoutGuide))
        }
    }

    private func refreshGuides() {
        guard !dirtyGuides.isEmpty else { return }
        for view in dirtyGuides.values {
            guard let guide = view.autoLayout?.marginsGuide, let record = records[ObjectIdentifier(guide)],
                record.guideIDs.count == 4
            else { continue }
            let values = guideValues(of: guide, owner: view)
            for index in 0..<4 where values[index] != record.guideValues[index] {
                setConstant(index < 2 ? -values[index] : values[index], of: record.guideIDs[index])
            }
            record.guideValues = values
        }
        dirtyGuides = [:]
    }

    // MARK: Content size

    private func addContentConstraints(of record: ItemRecord) {
        guard let view = record.view else { return }
        var size = view.intrinsicContentSize
        let heightForWidth = view.hasIntrinsicHeightForWidth
        if heightForWidth, size.width >= 0, let height = measuredHeight(of: record, view, width: size.width) {
            size.height = height
        }
        if heightForWidth != record.heightForWidth {
            record.heightForWidth = heightForWidth
            if heightForWidth {
                heightForWidthRecords.append(record)
            } else {
                heightForWidthRecords.removeAll { $0 === record }
            }
        }
        record.contentSize = size
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = Double(axis == .horizontal ? size.width : size.height)
            guard value >= 0, value.isFinite else { continue }
            let variable = axis == .horizontal ? record.width : record.height
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hugging = view.contentHuggingPriority(for: axis)
            let compression = view.contentCompressionResistancePriority(for: axis)
            let base = axis == .horizontal ? 0 : 2
            record.contentIDs[base] = addInternal(
                Self.form([(variable, 1)], -value), .lessThanOrEqual, strength: Self.strength(of: hugging),
                ConstraintDescription(
                    firstItem: Self.name(of: record), firstAttribute: attribute, relation: .lessThanOrEqual,
                    constant: CGFloat(value), priority: hugging, origin: .contentSize))
            record.contentIDs[base + 1] = addInternal(
                Self.form([(variable, 1)], -value), .greaterThanOrEqual, strength: Self.strength(of: compression),
                ConstraintDescription(
                    firstItem: Self.name(of: record), firstAttribute: attribute, relation: .greaterThanOrEqual,
                    constant: CGFloat(value), priority: compression, origin: .contentSize))
        }
    }

    private func removeContentConstraints(of record: ItemRecord) {
        for index in 0..<4 {
            if let id = record.contentIDs[index] { removeFromSolver(id) }
            record.contentIDs[index] = nil
        }
    }

    /// Sets the constants of a record's content-size constraints on one axis.
    private func setContentValue(_ value: CGFloat, axis: NSLayoutConstraint.Axis, of record: ItemRecord) {
        let base = axis == .horizontal ? 0 : 2
        let hadMetric = (axis == .horizontal ? record.contentSize.width : record.contentSize.height) >= 0
        guard hadMetric == (value >= 0), value.isFinite else {
            // A metric appeared or disappeared: the constraints themselves change.
            removeContentConstraints(of: record)
            addContentConstraints(of: record)
            return
        }
        let old = axis == .horizontal ? record.contentSize.width : record.contentSize.height
        if axis == .horizontal { record.contentSize.width = value } else { record.contentSize.height = value }
        guard value >= 0 else { return }
        // Hugging (≤) and compression (≥) may both be required: move the one that makes room
        // first, so the pair never conflicts on the way.
        let order = value < old ? [base + 1, base] : [base, base + 1]
        for index in order { setConstant(-Double(value), of: record.contentIDs[index]) }
    }

    private func refreshContent() {
        guard !dirtyContent.isEmpty else { return }
        let dirty = dirtyContent
        dirtyContent = [:]
        for record in dirty.values {
            guard let view = record.view else { continue }
            if let users = baselineUsers[ObjectIdentifier(view)] {
                for constraint in users { constantChanged(of: constraint) }
            }
            guard record.tracksContentSize else { continue }
            var size = view.intrinsicContentSize
            let heightForWidth = view.hasIntrinsicHeightForWidth
            if heightForWidth != record.heightForWidth {
                removeContentConstraints(of: record)
                addContentConstraints(of: record)
                continue
            }
            if heightForWidth {
                // Start from the width the view has now: a reused label's width rarely moves.
                let width = solver.value(of: record.width)
                size.height = measuredHeight(of: record, view, width: CGFloat(max(0, width))) ?? size.height
            }
            if size.width != record.contentSize.width { setContentValue(size.width, axis: .horizontal, of: record) }
            if size.height != record.contentSize.height { setContentValue(size.height, axis: .vertical, of: record) }
        }
    }

    /// Re-solves until every multi-line label's height matches the width it got (UIKit's
    /// two-pass layout, iterated to a fixed point with a bound).
    private func settleHeightForWidth() {
        guard !heightForWidthRecords.isEmpty else { return }
        for _ in 0..<Self.heightForWidthIterations {
            var changed = false
            for record in heightForWidthRecords {
                guard let view = record.view else { continue }
                let width = CGFloat(max(0, solver.value(of: record.width)))
                guard let height = measuredHeight(of: record, view, width: width),
                    abs(height - record.contentSize.height) > 1e-9
                else { continue }
                setContentValue(height, axis: .vertical, of: record)
                changed = true
            }
            if !changed { return }
        }
        let names = heightForWidthRecords.compactMap { $0.view.map { ConstraintDescription.name(of: $0) } }
        report(.heightForWidthDidNotConverge(view: names.joined(separator: ", "), iterations: Self.heightForWidthIterations))
    }

    // MARK: Solving

    private func prepare(keepingFittingOf view: View? = nil) {
        if !isBuilt { build() }
        if let fitting, fitting.record.view !== view || view == nil { endFitting() }
        refreshFrames()
        refreshGuides()
        refreshContent()
        settleHeightForWidth()
        statistics.solves += 1
    }

    /// Solves and sets the frames of the views constraints place (and guides' frames).
    func layout() {
        prepare()
        needsSolve = false
        for record in orderedRecords {
            if let guide = record.guide {
                guide.layoutFrame = frame(of: record)
                continue
            }
            guard let view = record.view, !record.isHost, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let frame = frame(of: record)
            if view.frame != frame { view.frame = frame }
        }
    }

    /// A record's rectangle in its parent's coordinates, edges on the pixel grid.
    private func frame(of record: ItemRecord) -> CGRect {
        let parentLeft = record.parent.map { solver.value(of: $0.left) } ?? 0
        let parentTop = record.parent.map { solver.value(of: $0.top) } ?? 0
        let origin = record.guide == nil ? (record.view?.superview?.bounds.origin ?? .zero) : .zero
        let left = solver.value(of: record.left) - parentLeft
        let top = solver.value(of: record.top) - parentTop
        let minX = Self.pixel(left)
        let minY = Self.pixel(top)
        let maxX = Self.pixel(left + solver.value(of: record.width))
        let maxY = Self.pixel(top + solver.value(of: record.height))
        return CGRect(
            x: CGFloat(minX) + origin.x, y: CGFloat(minY) + origin.y, width: CGFloat(max(0, Self.pixel(maxX - minX))),
            height: CGFloat(max(0, Self.pixel(maxY - minY))))
    }

    private static func pixel(_ value: Double) -> Double { (value * 3).rounded() / 3 }

    /// Removes solver noise: a value within a millionth of a point of the pixel grid is put
    /// on it, so that rounding a measured height up to the grid does not add a pixel.
    private static func clean(_ value: Double) -> CGFloat {
        let pixels = (value * 3).rounded()
        return CGFloat(abs(value * 3 - pixels) < 3e-6 ? pixels / 3 : value)
    }

    // MARK: Fitting

    func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        if !isBuilt {
            // Built with the view's size left out: a cell's content view has no real frame
            // before its first measurement, and its constraints must not meet it.
            buildingForFitting = view
            build()
            buildingForFitting = nil
        }
        guard let record = record(of: view) else { return .zero }
        let width = Self.clampedTarget(target.width)
        let height = Self.clampedTarget(target.height)
        let widthStrength = Self.strength(of: horizontal)
        let heightStrength = Self.strength(of: vertical)
        if let current = fitting,
            current.record !== record || current.widthStrength != widthStrength || current.heightStrength != heightStrength
        {
            endFitting()
        }
        if let current = fitting {
            // The same view measured again (a reused cell): constants only.
            setConstant(-width, of: current.widthID)
            setConstant(-height, of: current.heightID)
        } else {
            let hasFrame = record.frameIDs.count == 4 && !record.frameSizeSuspended
            var sharedWidth: ConstraintID?
            if hasFrame {
                // A required width shares the frame's width constraint (its constant moves);
                // the frame's height is set aside, as UIKit sets aside the autoresizing
                // height while it fits.
                if horizontal == .required, let id = record.frameIDs[2] {
                    setConstant(-width, of: id)
                    sharedWidth = id
                } else if let id = record.frameIDs[2] {
                    removeFromSolver(id)
                    record.frameIDs[2] = nil
                }
                if let id = record.frameIDs[3] { removeFromSolver(id) }
                record.frameIDs[3] = nil
                record.frameSizeSuspended = true
                retryBroken()
            }
            let widthID = sharedWidth ?? fittingConstraint(record, .width, width, horizontal)
            let heightID = fittingConstraint(record, .height, height, vertical)
            guard let widthID, let heightID else {
                if sharedWidth == nil, let widthID { removeFromSolver(widthID) }
                if let heightID { removeFromSolver(heightID) }
                record.frameValues[2] = .nan
                restoreFrameSize(of: record)
                return view.bounds.size
            }
            fitting = Fitting(
                record: record, widthID: widthID, widthStrength: widthStrength, heightID: heightID,
                heightStrength: heightStrength, sharesFrameWidth: sharedWidth != nil)
        }
        prepare(keepingFittingOf: view)
        needsSolve = true
        host.setNeedsLayout()
        return CGSize(width: Self.clean(solver.value(of: record.width)), height: Self.clean(solver.value(of: record.height)))
    }

    private static func clampedTarget(_ value: CGFloat) -> Double {
        guard !value.isNaN else { return 0 }
        return Double(min(max(0, value), View.layoutFittingExpandedSize.width))
    }

    /// `dimension == target` at `priority`; a required one that conflicts is reported and
    /// added at 999 instead, as UIKit breaks a constraint and goes on.
    private func fittingConstraint(
        _ record: ItemRecord, _ attribute: NSLayoutConstraint.Attribute, _ target: Double, _ priority: LayoutPriority
    ) -> ConstraintID? {
        let variable = attribute == .width ? record.width : record.height
        let description = {
            ConstraintDescription(
                firstItem: Self.name(of: record), firstAttribute: attribute, constant: CGFloat(target), priority: priority,
                origin: .fitting)
        }
        if let id = addInternal(
            Self.form([(variable, 1)], -target), .equal, strength: Self.strength(of: priority), description())
        {
            return id
        }
        return addInternal(Self.form([(variable, 1)], -target), .equal, strength: Self.strength(of: 999), description())
    }

    private func endFitting() {
        guard let current = fitting else { return }
        fitting = nil
        if current.sharesFrameWidth {
            // The next refresh puts the frame's width back as the constant.
            current.record.frameValues[2] = .nan
        } else {
            removeFromSolver(current.widthID)
        }
        removeFromSolver(current.heightID)
        restoreFrameSize(of: current.record)
    }

    private func restoreFrameSize(of record: ItemRecord) {
        guard record.frameSizeSuspended, let view = record.view else { return }
        record.frameSizeSuspended = false
        let values = frameValues(of: view, isHost: record.isHost)
        for index in 2..<4 where record.frameIDs[index] == nil {
            record.frameValues[index] = values[index]
            record.frameIDs[index] = addInternal(
                frameExpression(record, index, values[index]), .equal, strength: Strength.required,
                Self.frameDescription(record, index, values[index]))
        }
    }

    // MARK: Ambiguity

    /// Whether a view's frame is ambiguous, by view, as of the solver's `changeCount`: the
    /// explorer's layout check asks of every view on screen after every step, and the exact
    /// check of a degenerate optimum runs the simplex twice per variable.
    private var ambiguity: (changeCount: Int, views: [ObjectIdentifier: Bool]) = (-1, [:])

    func isAmbiguous(_ view: View) -> Bool {
        prepare()
        let key = ObjectIdentifier(view)
        guard let record = records[key] else { return !view.translatesAutoresizingMaskIntoConstraints }
        if ambiguity.changeCount != solver.changeCount { ambiguity = (solver.changeCount, [:]) }
        if let known = ambiguity.views[key] { return known }
        let isAmbiguous = [record.left, record.top, record.width, record.height].contains { solver.isAmbiguous($0) }
        ambiguity.views[key] = isAmbiguous
        return isAmbiguous
    }

    // MARK: Expressions

    private static func form(_ terms: [(Variable, Double)], _ constant: Double) -> ConstraintSolver.Expression {
        ConstraintSolver.Expression(terms.map { ConstraintSolver.Expression.Term($0.0, $0.1) }, constant: constant)
    }

    /// `first - multiplier × second - constant REL 0` for an app's constraint; nil when an
    /// item is gone or outside this layout.
    private func linearForm(
        of constraint: NSLayoutConstraint
    )
        -> (expression: ConstraintSolver.Expression, relation: ConstraintSolver.Relation)?
    {
        guard let first = constraint.firstItem,
            var (terms, constant) = attributeTerms(first, constraint.firstAttribute)
        else { return nil }
        if let second = constraint.secondItem {
            guard let (secondTerms, secondConstant) = attributeTerms(second, constraint.secondAttribute) else { return nil }
            let multiplier = Double(constraint.multiplier)
            terms += secondTerms.map { ($0.0, -$0.1 * multiplier) }
            constant -= secondConstant * multiplier
        }
        constant -= Double(constraint.constant)
        let relation: ConstraintSolver.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return (Self.form(terms, constant), relation)
    }

    /// An attribute of an item as variables and a constant.
    private func attributeTerms(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute
    )
        -> (terms: [(Variable, Double)], constant: Double)?
    {
        if let plain = attribute.withoutMargin {
            guard let view = item as? View else { return nil }
            return attributeTerms(view.layoutMarginsGuide, plain)
        }
        guard let record = record(of: item) else { return nil }
        switch attribute {
        case .left, .leading: return ([(record.left, 1)], 0)
        case .right, .trailing: return ([(record.left, 1), (record.width, 1)], 0)
        case .top: return ([(record.top, 1)], 0)
        case .bottom: return ([(record.top, 1), (record.height, 1)], 0)
        case .width: return ([(record.width, 1)], 0)
        case .height: return ([(record.height, 1)], 0)
        case .centerX: return ([(record.left, 1), (record.width, 0.5)], 0)
        case .centerY: return ([(record.top, 1), (record.height, 0.5)], 0)
        case .firstBaseline, .lastBaseline:
            let baseline = (item as? View)?.baseline(first: attribute == .firstBaseline) ?? (heightShare: 1, constant: 0)
            var terms: [(Variable, Double)] = [(record.top, 1)]
            if baseline.heightShare != 0 { terms.append((record.height, Double(baseline.heightShare))) }
            return (terms, Double(baseline.constant))
        default: return nil
        }
    }

    // MARK: Diagnostics

    private func reportUnsatisfiable(
        _ expression: ConstraintSolver.Expression, _ relation: ConstraintSolver.Relation, broken: ConstraintDescription
    ) {
        let conflicting = solver.conflictingConstraints(with: expression, relation).compactMap { id -> ConstraintDescription? in
            switch origins[id] {
            case .user(let constraint): ConstraintDescription(constraint)
            case .other(let description): description()
            case nil: nil
            }
        }
        report(.unsatisfiable(conflicting: conflicting, broken: broken))
    }

    private func report(_ diagnostic: LayoutDiagnostic) {
        guard reported.count < Self.maximumDiagnostics, reported.insert(diagnostic).inserted else { return }
        host.report(diagnostic)
    }
}
