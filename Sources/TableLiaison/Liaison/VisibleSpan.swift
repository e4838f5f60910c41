import Foundation

/// The first and last of some index paths: a batch from a diff names thousands of rows, and
/// comparing two integers rules most of them out before a set lookup hashes an index path.
struct VisibleSpan {
    private let first: (section: Int, row: Int)
    private let last: (section: Int, row: Int)

    init(_ indexPaths: some Collection<IndexPath>) {
        let pairs = indexPaths.map { ($0.section, $0.row) }
        first = pairs.min(by: <) ?? (0, 0)
        last = pairs.max(by: <) ?? (-1, -1)
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        let pair = (indexPath.section, indexPath.row)
        return pair >= first && pair <= last
    }

    /// The index paths of `ascending` (ascending index paths) that fall in the span, found
    /// by binary search. O(log k).
    func slice(ofAscending ascending: [IndexPath]) -> ArraySlice<IndexPath> {
        ascending[range(ofAscending: ascending.count) { ascending[$0] }]
    }

    /// The positions, among `count` ascending index paths (`indexPath(i)` the i-th), of
    /// those that fall in the span. O(log count).
    func range(ofAscending count: Int, _ indexPath: (Int) -> IndexPath) -> Range<Int> {
        let start = partition(count) { (indexPath($0).section, indexPath($0).row) < first }
        let end = partition(count) { (indexPath($0).section, indexPath($0).row) <= last }
        return start..<max(start, end)
    }

    /// The number of leading positions for which `isBelow` holds (it holds for a prefix).
    private func partition(_ count: Int, _ isBelow: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if isBelow(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
