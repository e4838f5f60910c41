import Foundation

/// A view that lays its arranged subviews out in a row or a column, as UIKit's `UIStackView`,
/// and answers `sizeThatFits` for any width with the same frames `layoutSubviews` gives
/// them, so a cell built from stacks self-sizes exactly.
///
/// Along its axis, a stack whose length differs from its content's (a row given a width, a
/// column given a height by its frame, a row height, or constraints around it) shares the
/// difference as `distribution` says, reading each child's priorities for that axis
/// (`contentHuggingPriority(for:)`, `contentCompressionResistancePriority(for:)`). Too little
/// room: children give way in order of compression resistance, lowest first (children of
/// one priority shrink in proportion to their lengths; `.required` never shrinks). Too much:
/// with `.fill`, the child with the lowest hugging priority, the first of them on a tie,
/// takes the extra length. Children keep their natural heights for the widths they get, so
/// a label wraps at the width it is given and a column measures its content at any width.
///
/// The stack lays its children out itself rather than through constraints, with the same
/// results; constraints around a stack see it as a view whose intrinsic size is its
/// content's and whose height follows its width, so it can be placed by constraints (its
/// arranged subviews keep `translatesAutoresizingMaskIntoConstraints`), and constraints that
/// make it taller or shorter than its content make its children share the difference.
@preconcurrency @MainActor
open class StackView: View {
    /// The direction of the stack: UIKit types a stack's `axis` as `NSLayoutConstraint.Axis`
    /// (`.horizontal`, side by side, leading to trailing; `.vertical`, top to bottom).
    public typealias Axis = NSLayoutConstraint.Axis
    /// How children sit across the axis, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Hashable, Sendable {
        /// As wide (vertical) or as tall (horizontal) as the stack.
        case fill
        /// At the leading (vertical) or top (horizontal) edge.
        case leading
        /// Centred.
        case center
        /// At the trailing (vertical) or bottom (horizontal) edge.
        case trailing
        /// A row's children placed so that their first baselines line up (a label's first
        /// baseline is its font's point size below its top; another view's is its bottom, as
        /// UIKit's `forFirstBaselineLayout` defaults to the view itself). A column treats it
        /// as `.fill`: UIKit defines baseline alignment for horizontal stacks only.
        case firstBaseline
        /// A row's children placed so that their last baselines line up (a label's last
        /// baseline is a fifth of its point size above its bottom; another view's is its
        /// bottom). A column treats it as `.fill`.
        case lastBaseline

        /// The top edge of a row's children: the same alignment as `.leading`, as in UIKit.
        public static let top = Alignment.leading
        /// The bottom edge of a row's children: the same alignment as `.trailing`, as in
        /// UIKit.
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing value meaning "use the stack's `spacing`", as UIKit's
    /// `UIStackView.spacingUseDefault`; `customSpacing(after:)` answers it for a view with
    /// no custom spacing.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A custom spacing value meaning "the system's standard spacing" (8 points here), as
    /// UIKit's `UIStackView.spacingUseSystem`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// How children share the length along the axis, as UIKit's
    /// `UIStackView.Distribution`. A stack measuring its content (`sizeThatFits`,
    /// `intrinsicContentSize`) gives every child its natural length, the longest each for
    /// `.fillEqually`; a stack given a length shares it as below.
    public enum Distribution: Hashable, Sendable {
        /// Natural lengths, filling the stack: extra room goes to the child with the lowest
        /// hugging priority along the axis (the first of them on a tie); too little room
        /// shrinks children by compression resistance along the axis, lowest first.
        case fill
        /// Every child the same length: the stack's length less the spacing, shared equally.
        case fillEqually
        /// Lengths in proportion to the natural ones, filling the stack.
        case fillProportionally
        /// Natural lengths with equal gaps, at least `spacing`, filling the stack; too little
        /// room shrinks children by compression resistance, as `.fill`.
        case equalSpacing
        /// Natural lengths with the children's centres equally far apart, gaps at least
        /// `spacing` where the room allows; too little room shrinks children by compression
        /// resistance, as `.fill`.
        case equalCentering
    }

    /// The direction of the stack.
    public var axis: Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How children share the length along the axis; `.fill` by default, as UIKit.
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Whether children are laid out inside the stack's `layoutMargins` (added to
    /// `insets`) rather than its bounds; false by default, as UIKit.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// The space between adjacent children; `StackView.spacingUseSystem` asks for the
    /// system spacing (8 points here). `setCustomSpacing(_:after:)` overrides it after one
    /// child.
    public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// How children sit across the axis.
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The space between the stack's edges and its children.
    public var insets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The children, in order; hidden ones take no room and no spacing.
    public private(set) var arrangedSubviews: [View] = []
    /// Spacing set with `setCustomSpacing(_:after:)`, by child.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of `views`.
    public convenience init(
        axis: Axis, spacing: CGFloat = 0, alignment: Alignment = .fill, insets: EdgeInsets = .zero, _ views: [View] = []
    ) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.insets = insets
        for view in views { addArrangedSubview(view) }
    }

    /// A horizontal stack of `views` with no spacing and `.fill` alignment and
    /// distribution, UIKit's defaults.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(axis: .horizontal, views)
    }

    /// An empty horizontal stack with UIKit's defaults, at `frame`, UIKit's designated
    /// initializer (a subclass overrides it with `init?(coder:)`); `StackView()` calls it
    /// with a zero frame, the form code written for UIKit uses, setting `axis` and the rest
    /// afterwards.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty horizontal stack with UIKit's defaults; the coder is not read (see
    /// ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends `view` to the children and adds it as a subview, as UIKit; a view already
    /// arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the children at `stackIndex` and adds it as a subview if it is
    /// not one, as UIKit; a view already arranged moves. An index beyond the end appends
    /// and the stack itself or an ancestor of it is ignored (UIKit raises for both).
    /// O(children).
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        // The stack itself or one of its ancestors would make the view tree a cycle.
        guard !isDescendant(of: view) else { return }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops laying `view` out as a child. As in UIKit, the view stays a subview (call
    /// `removeFromSuperview()` to take it off screen); removing an arranged view from its
    /// superview also removes it from `arrangedSubviews`.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after `arrangedSubview` (before the next visible child), overriding
    /// `spacing` there, as UIKit. `StackView.spacingUseDefault` goes back to `spacing`;
    /// `StackView.spacingUseSystem` uses the system spacing. A view that is not arranged is
    /// ignored, as UIKit ignores it. A hidden child's custom spacing is not used.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The custom spacing after `arrangedSubview`, or `StackView.spacingUseDefault` when it
    /// has none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    override func subviewWillLeave(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// The stack's size for `size.width` (the height is unconstrained). O(children).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let edges = arrangementInsets
        let frames = arrange(width: size.width)
        let height = TextMetrics.ceilToPixel((frames.map(\.maxY).max() ?? edges.top) + edges.bottom)
        // A column is as wide as it is offered; a row as wide as its children need.
        guard axis == .horizontal else { return CGSize(width: size.width, height: height) }
        return CGSize(width: min(size.width, (frames.map(\.maxX).max() ?? edges.left) + edges.right), height: height)
    }

    /// The content's natural size: a row's width unbounded, a column's widest child; the
    /// height at that width.
    open override var intrinsicContentSize: CGSize {
        let edges = arrangementInsets
        let width: CGFloat
        switch axis {
        case .horizontal:
            width = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        case .vertical:
            let widest = visibleChildren.map {
                $0.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
            }.max()
            width = (widest ?? 0) + edges.left + edges.right
        }
        return CGSize(width: width, height: sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
        sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    override var hasIntrinsicHeightForWidth: Bool { true }

    /// Places the subviews within the bounds.
    open override func layoutSubviews() {
        let frames = arrange(width: bounds.width, height: bounds.height)
        for (view, frame) in zip(visibleChildren, frames) { view.frame = frame }
    }

    private var visibleChildren: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// `insets`, plus the layout margins when the arrangement is relative to them.
    private var arrangementInsets: EdgeInsets {
        guard isLayoutMarginsRelativeArrangement else { return insets }
        let margins = layoutMargins
        return EdgeInsets(
            top: insets.top + margins.top, left: insets.left + margins.left, bottom: insets.bottom + margins.bottom,
            right: insets.right + margins.right)
    }

    /// The children's frames at `width` (and `height`, when the stack has one to fill), in
    /// the stack's coordinates.
    func arrange(width: CGFloat, height: CGFloat? = nil) -> [CGRect] {
        let children = visibleChildren
        guard !children.isEmpty else { return [] }
        let edges = arrangementInsets
        let available = max(0, width - edges.left - edges.right)
        switch axis {
        case .vertical:
            var natural: [CGFloat] = []
            var widths: [CGFloat] = []
            // Baseline alignment is a row's; a column fills, as `.fill`.
            let fills = [.fill, .firstBaseline, .lastBaseline].contains(alignment)
            for child in children {
                let size = child.layoutSize(fitting: CGSize(width: available, height: .greatestFiniteMagnitude))
                widths.append(
                    fills && child.fixedSize == nil && child.aspectRatio == nil && child.maximumSize == nil
                        ? available : min(size.width, available))
                natural.append(size.height)
            }
            let gaps = gaps(between: children)
            let room = height.flatMap { Self.bounded(max(0, $0 - edges.top - edges.bottom)) }
            let heights = lengths(of: children, natural: natural, gaps: gaps, room: room, along: .vertical)
            let tops = positions(lengths: heights, gaps: gaps, room: room, start: edges.top)
            return children.indices.map { index in
                CGRect(
                    x: edges.left + offset(for: widths[index], in: available), y: tops[index], width: widths[index],
                    height: heights[index])
            }
        case .horizontal:
            let natural = children.map {
                $0.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
                    .width
            }
            let gaps = gaps(between: children)
            let room = Self.bounded(available)
            let widths = lengths(of: children, natural: natural, gaps: gaps, room: room, along: .horizontal)
            // A child given another width than its own wraps (or unwraps) at the one it gets.
            let heights = zip(children, widths).map { child, width in
                child.layoutSize(fitting: CGSize(width: width, height: .greatestFiniteMagnitude)).height
            }
            let lefts = positions(lengths: widths, gaps: gaps, room: room, start: edges.left)
            if alignment == .firstBaseline || alignment == .lastBaseline {
                // Each child as far down as its baseline needs to meet the lowest one's.
                let baselines = zip(children, heights).map { child, height in
                    child.baselineOffset(first: alignment == .firstBaseline, height: height)
                }
                let line = baselines.max() ?? 0
                return widths.indices.map { index in
                    CGRect(
                        x: lefts[index], y: edges.top + line - baselines[index], width: widths[index], height: heights[index])
                }
            }
            // A row given a height fills it (`.fill`) or places children within it, as a
            // column does with its width; a row measuring its content is its tallest child.
            let rowHeight = height.flatMap { Self.bounded(max(0, $0 - edges.top - edges.bottom)) } ?? heights.max() ?? 0
            return widths.indices.map { index in
                let height = alignment == .fill ? rowHeight : heights[index]
                return CGRect(
                    x: lefts[index], y: edges.top + offset(for: height, in: rowHeight), width: widths[index], height: height)
            }
        }
    }

    /// `length`, or nil when it is unbounded (a width of `greatestFiniteMagnitude` asks for
    /// the content's natural size, not for a stack that wide).
    private static func bounded(_ length: CGFloat) -> CGFloat? {
        length.isFinite && length < .greatestFiniteMagnitude ? length : nil
    }

    /// The space after each visible child but the last: its custom spacing, or `spacing`,
    /// with `spacingUseSystem` read as the system spacing.
    private func gaps(between children: [View]) -> [CGFloat] {
        children.dropLast().map { child in
            let gap = customSpacings[ObjectIdentifier(child)] ?? spacing
            return gap == Self.spacingUseSystem ? View.systemSpacing : gap
        }
    }

    /// Where each child starts along the axis: `gaps` apart, or spread over `room` by
    /// `.equalSpacing` and `.equalCentering` when the room is known and larger.
    private func positions(lengths: [CGFloat], gaps minimumGaps: [CGFloat], room: CGFloat?, start: CGFloat) -> [CGFloat] {
        let count = lengths.count
        let natural = lengths.reduce(0, +) + minimumGaps.reduce(0, +)
        var gaps = minimumGaps
        if let room, count > 1, room > natural {
            switch distribution {
            case .equalSpacing:
                let gap = (room - lengths.reduce(0, +)) / CGFloat(count - 1)
                gaps = gaps.map { _ in gap }
            case .equalCentering:
                // Centres equally far apart from the first child's centre to the last's.
                let step = (room - lengths[0] / 2 - lengths[count - 1] / 2) / CGFloat(count - 1)
                gaps = (0..<(count - 1)).map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
                if zip(gaps, minimumGaps).contains(where: { $0 < $1 }) {
                    let gap = (room - lengths.reduce(0, +)) / CGFloat(count - 1)
                    gaps = gaps.map { _ in gap }
                }
            case .fill, .fillEqually, .fillProportionally:
                break
            }
        }
        var result: [CGFloat] = []
        var position = start
        for index in 0..<count {
            result.append(position)
            if index < gaps.count { position += lengths[index] + gaps[index] }
        }
        return result
    }

    private func offset(for length: CGFloat, in space: CGFloat) -> CGFloat {
        switch alignment {
        case .fill, .leading, .firstBaseline, .lastBaseline: 0
        case .center: (space - length) / 2
        case .trailing: space - length
        }
    }

    /// The children's lengths along `axis`, from their `natural` ones, sharing `room` (the
    /// stack's length less its insets) as `distribution` says; nil `room` (a stack measuring
    /// its content) keeps natural lengths, or the longest each for `.fillEqually`.
    ///
    /// Too little room shrinks children by their compression resistance along `axis`, lowest
    /// first (children of one priority in proportion to their lengths; `.required` never
    /// shrinks); with `.fill`, extra room goes to the child of lowest hugging priority along
    /// `axis`, the first of them in `arrangedSubviews` on a tie, up to its `maximumSize`. A
    /// child with a `fixedSize` keeps it. O(children × (log children + priority levels)).
    private func lengths(
        of children: [View], natural: [CGFloat], gaps: [CGFloat], room: CGFloat?, along axis: NSLayoutConstraint.Axis
    ) -> [CGFloat] {
        guard let room = room.map({ $0 - gaps.reduce(0, +) }) else {
            guard distribution == .fillEqually, let longest = natural.max() else { return natural }
            return natural.map { _ in longest }
        }
        var lengths = natural
        switch distribution {
        case .fillEqually:
            return children.map { _ in max(0, room / CGFloat(children.count)) }
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            if total > 0 { return lengths.map { max(0, $0 * room / total) } }
        case .equalSpacing, .equalCentering:
            // Natural lengths; only a stack too short shrinks them (below), extra room goes
            // to the gaps.
            if lengths.reduce(0, +) <= room { return lengths }
        case .fill:
            break
        }
        // A fixed size along the axis (and a column's aspect-ratio height, which its width
        // sets) holds as a required constraint would in UIKit: the child neither shrinks nor
        // grows, and a maximum size caps its growth.
        let resizable = children.map { $0.fixedSize == nil && !(axis == .vertical && $0.aspectRatio != nil) }
        var excess = lengths.reduce(0, +) - room
        if excess > 0 {
            let resistance = children.map { $0.contentCompressionResistancePriority(for: axis) }
            let levels = Set(children.indices.filter { resizable[$0] }.map { resistance[$0] }).filter { $0 < .required }
            for level in levels.sorted() where excess > 0 {
                let members = children.indices.filter { resizable[$0] && resistance[$0] == level }
                let total = members.reduce(0) { $0 + lengths[$1] }
                guard total > 0 else { continue }
                let cut = min(excess, total)
                for index in members { lengths[index] -= cut * lengths[index] / total }
                excess -= cut
            }
        } else if excess < 0 {
            let hugging = children.map { $0.contentHuggingPriority(for: axis) }
            // Lowest hugging first, the first in `arrangedSubviews` on a tie (UIKit resolves
            // the ambiguity by index); a child at its maximum size passes the rest on.
            let stretchers = children.indices.filter { resizable[$0] }.sorted {
                hugging[$0] == hugging[$1] ? $0 < $1 : hugging[$0] < hugging[$1]
            }
            for index in stretchers where excess < 0 {
                let maximum = children[index].maximumSize.map { axis == .horizontal ? $0.width : $0.height }
                let growth = min(-excess, max(0, (maximum ?? .infinity) - lengths[index]))
                lengths[index] += growth
                excess += growth
            }
        }
        return lengths.map { max(0, $0) }
    }
}
