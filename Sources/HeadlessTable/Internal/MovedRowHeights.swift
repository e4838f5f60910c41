import Foundation
import HeadlessViews

/// The heights of the rows a batch moves, by old index path, read before the batch changes
/// anything: sorted arrays searched by binary search, not a dictionary hashing index paths.
struct MovedRowHeights {
    /// Old index paths as `section << 32 | row`, ascending after `sort()`.
    private var keys: [UInt64] = []
    private var heights: [(CGFloat, Bool)] = []

    private static func key(section: Int, row: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: section)) << 32 | UInt64(UInt32(truncatingIfNeeded: row))
    }

    mutating func append(section: Int, row: Int, height: CGFloat, exact: Bool) {
        keys.append(Self.key(section: section, row: row))
        heights.append((height, exact))
    }

    /// Puts the heights in ascending order of index path: O(k) when they already are (the
    /// moves of one section).
    mutating func sort() {
        guard keys.indices.dropFirst().contains(where: { keys[$0 - 1] > keys[$0] }) else { return }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        keys = order.map { keys[$0] }
        heights = order.map { heights[$0] }
    }

    /// The height and exactness of the row that was at `old` (a validated index path), nil
    /// when it is not moving. O(log k).
    func height(of old: IndexPath) -> (CGFloat, Bool)? {
        keys.sortedIndex(of: Self.key(section: old.section, row: old.row)).map { heights[$0] }
    }
}
