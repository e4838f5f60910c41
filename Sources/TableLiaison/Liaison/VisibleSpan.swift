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
}
