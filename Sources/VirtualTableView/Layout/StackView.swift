import Foundation

/// A view that lays its arranged subviews out in a row or a column, as UIKit's `UIStackView`
/// with the `.fill` distribution, and answers `sizeThatFits` for any width with the same
/// frames `layoutSubviews` gives them, so a cell built from stacks self-sizes exactly.
///
/// In a horizontal stack that is too narrow, children give way in order of compression
/// resistance, lowest first (children of one priority shrink in proportion to their
/// widths; `.required` never shrinks); in one that is too wide, the child with the lowest
/// hugging priority (the last of them on a tie) takes the extra width.
@MainActor
open class StackView: View {
    /// The direction of the stack.
    public enum Axis: Hashable, Sendable {
        /// Children side by side, leading to trailing.
        case horizontal
        /// Children stacked, top to bottom.
        case vertical
    }
    /// How children sit across the axis.
    public enum Alignment: Hashable, Sendable {
        /// As wide (vertical) or as tall (horizontal) as the stack.
        case fill
        /// At the leading (vertical) or top (horizontal) edge.
        case leading
        /// Centred.
        case center
        /// At the trailing (vertical) or bottom (horizontal) edge.
        case trailing
    }

    /// The direction of the stack.
    public var axis: Axis { didSet { setNeedsLayout() } }
    /// The space between adjacent children.
    public var spacing: CGFloat { didSet { setNeedsLayout() } }
    /// How children sit across the axis.
    public var alignment: Alignment { didSet { setNeedsLayout() } }
    /// The space between the stack's edges and its children.
    public var insets: EdgeInsets { didSet { setNeedsLayout() } }
    /// The children, in order; hidden ones take no room and no spacing.
    public private(set) var arrangedSubviews: [View] = []

    /// A stack of `views`.
    public init(axis: Axis, spacing: CGFloat = 0, alignment: Alignment = .fill, insets: EdgeInsets = .zero, _ views: [View] = [])
    {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.insets = insets
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Appends a child.
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Removes a child from the stack and from the view tree.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        view.removeFromSuperview()
    }

    /// The stack's size for `size.width` (the height is unconstrained). O(children).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let frames = arrange(width: size.width)
        let height = TextMetrics.ceilToPixel((frames.map(\.maxY).max() ?? insets.top) + insets.bottom)
        // A column is as wide as it is offered; a row as wide as its children need.
        guard axis == .horizontal else { return CGSize(width: size.width, height: height) }
        return CGSize(width: min(size.width, (frames.map(\.maxX).max() ?? insets.left) + insets.right), height: height)
    }

    /// Places the subviews within the bounds.
    open override func layoutSubviews() {
        let frames = arrange(width: bounds.width)
        for (view, frame) in zip(visibleChildren, frames) { view.frame = frame }
    }

    private var visibleChildren: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The children's frames at `width`, in the stack's coordinates.
    func arrange(width: CGFloat) -> [CGRect] {
        let children = visibleChildren
        guard !children.isEmpty else { return [] }
        let available = max(0, width - insets.left - insets.right)
        switch axis {
        case .vertical:
            var y = insets.top
            var frames: [CGRect] = []
            for child in children {
                let size = child.layoutSize(fitting: CGSize(width: available, height: .greatestFiniteMagnitude))
                let childWidth =
                    alignment == .fill && child.fixedSize == nil && child.aspectRatio == nil && child.maximumSize == nil
                    ? available : min(size.width, available)
                frames.append(
                    CGRect(x: insets.left + offset(for: childWidth, in: available), y: y, width: childWidth, height: size.height))
                y += size.height + spacing
            }
            return frames
        case .horizontal:
            let widths = horizontalWidths(children, available: available)
            let heights = zip(children, widths).map { child, width in
                child.layoutSize(fitting: CGSize(width: width, height: .greatestFiniteMagnitude)).height
            }
            let rowHeight = heights.max() ?? 0
            var x = insets.left
            var frames: [CGRect] = []
            for (index, width) in widths.enumerated() {
                let height = alignment == .fill ? rowHeight : heights[index]
                frames.append(CGRect(x: x, y: insets.top + offset(for: height, in: rowHeight), width: width, height: height))
                x += width + spacing
            }
            return frames
        }
    }

    private func offset(for length: CGFloat, in space: CGFloat) -> CGFloat {
        switch alignment {
        case .fill, .leading: 0
        case .center: (space - length) / 2
        case .trailing: space - length
        }
    }

    /// Natural widths, shrunk by compression resistance or grown by hugging to fill `available`.
    private func horizontalWidths(_ children: [View], available: CGFloat) -> [CGFloat] {
        var widths = children.map {
            $0.layoutSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width
        }
        let room = available - spacing * CGFloat(children.count - 1)
        var excess = widths.reduce(0, +) - room
        if excess > 0 {
            // Lowest resistance first; one priority level shrinks in proportion to widths.
            let levels = Set(children.map(\.contentCompressionResistancePriority)).filter { $0 < .required }.sorted()
            for level in levels where excess > 0 {
                let members = children.indices.filter { children[$0].contentCompressionResistancePriority == level }
                let total = members.reduce(0) { $0 + widths[$1] }
                guard total > 0 else { continue }
                let cut = min(excess, total)
                for index in members { widths[index] -= cut * widths[index] / total }
                excess -= cut
            }
        } else if excess < 0,
            let stretcher = children.indices.min(by: { lhs, rhs in
                // The lowest hugging priority stretches; on a tie, the later child.
                children[lhs].contentHuggingPriority == children[rhs].contentHuggingPriority
                    ? lhs > rhs : children[lhs].contentHuggingPriority < children[rhs].contentHuggingPriority
            })
        {
            widths[stretcher] -= excess
        }
        return widths.map { max(0, $0) }
    }
}
