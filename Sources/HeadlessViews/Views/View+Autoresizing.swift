import Foundation

extension View {
    /// Which margins and dimensions of a view stretch when its superview's size changes, as
    /// UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// A mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The space at the left stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space at the right stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space at the top stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space at the bottom stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews by their masks after this view's size changed from `oldSize`.
    /// O(subviews).
    func autoresizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let x = Self.stretch(
                start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX, by: newSize.width - oldSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            )
            let y = Self.stretch(
                start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                by: newSize.height - oldSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
                ))
            frame.origin.x = x.start
            frame.size.width = max(0, x.length)
            frame.origin.y = y.start
            frame.size.height = max(0, y.length)
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// One axis of UIKit's autoresizing: `delta` shared by the flexible parts among the
    /// leading margin, the length and the trailing margin, in proportion to their sizes (in
    /// equal parts when those add up to nothing). Nothing flexible: the trailing margin takes
    /// it all.
    private static func stretch(
        start: CGFloat, length: CGFloat, end: CGFloat, by delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (start: CGFloat, length: CGFloat) {
        guard delta != 0, delta.isFinite else { return (start, length) }
        let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(CGFloat(0)) { $0 + max(0, $1.1) }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * max(0, parts[index].1) / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + share(0), length + share(1))
    }
}
