import Foundation
import HeadlessViews

/// A sequence of heights that answers row → offset and offset → row in O(log n) and takes
/// single inserts, removals and height changes without being rebuilt.
///
/// Why a rope of chunks and not a flat prefix-sum array: a prefix array must be rewritten
/// from the changed row to the end on every change (O(n) per measured row), and a Fenwick
/// tree must be rebuilt on every insert. Here the heights live in chunks of at most
/// `2 × chunkCapacity` rows, each with its own prefix sums, and two small arrays give the
/// first row and the offset of every chunk. A change costs O(chunkCapacity + chunks).
///
/// A chunk may also be *uniform*: `count` rows of one height, stored as two numbers. A
/// reload with a uniform estimate builds one chunk for a million rows, and rows are made
/// explicit one block at a time as they are measured.
struct HeightIndex {
    /// Rows per explicit block; explicit chunks split when they pass twice this.
    static let chunkCapacity = 256

    struct Chunk {
        var count: Int
        var isUniform: Bool
        var uniformHeight: CGFloat
        var uniformIsExact: Bool
        var heights: [CGFloat]
        /// `prefix[i]` is the sum of `heights[0..<i]`; `count + 1` entries when explicit.
        var prefix: [CGFloat]
        var exact: [Bool]

        static func uniform(count: Int, height: CGFloat, exact: Bool) -> Chunk {
            Chunk(
                count: count, isUniform: true, uniformHeight: height, uniformIsExact: exact,
                heights: [], prefix: [], exact: [])
        }

        static func explicit(heights: [CGFloat], exact: [Bool]) -> Chunk {
            var chunk = Chunk(
                count: heights.count, isUniform: false, uniformHeight: 0, uniformIsExact: false,
                heights: heights, prefix: [], exact: exact)
            chunk.recomputePrefix()
            return chunk
        }

        var total: CGFloat { isUniform ? uniformHeight * CGFloat(count) : prefix[count] }

        mutating func recomputePrefix() {
            prefix.removeAll(keepingCapacity: true)
            prefix.reserveCapacity(heights.count + 1)
            var sum: CGFloat = 0
            prefix.append(0)
            for height in heights {
                sum += height
                prefix.append(sum)
            }
        }

        func offset(ofLocal index: Int) -> CGFloat {
            isUniform ? uniformHeight * CGFloat(index) : prefix[index]
        }
    }

    private(set) var chunks: [Chunk] = []
    /// `rowStart[c]` is the number of rows before chunk `c`; one more entry than chunks.
    private var rowStart: [Int] = [0]
    /// `offsetStart[c]` is the summed height of the rows before chunk `c`.
    private var offsetStart: [CGFloat] = [0]

    init() {}

    /// `count` rows of one height, in O(1).
    init(count: Int, height: CGFloat, exact: Bool) {
        if count > 0 { chunks = [.uniform(count: count, height: height, exact: exact)] }
        rebuildStarts(from: 0)
    }

    /// Rows with the given heights, in O(n).
    init(heights: [CGFloat], exact: [Bool]) {
        precondition(heights.count == exact.count, "HeightIndex: heights and flags differ in length")
        var start = 0
        let capacity = Self.chunkCapacity
        chunks.reserveCapacity(heights.count / capacity + 1)
        while start < heights.count {
            let end = min(heights.count, start + capacity)
            chunks.append(.explicit(heights: Array(heights[start..<end]), exact: Array(exact[start..<end])))
            start = end
        }
        rebuildStarts(from: 0)
    }

    var count: Int { rowStart[chunks.count] }
    var totalHeight: CGFloat { offsetStart[chunks.count] }

    /// The heights and flags of every row, in O(n).
    func materialized() -> (heights: [CGFloat], exact: [Bool]) {
        var heights: [CGFloat] = []
        var exact: [Bool] = []
        heights.reserveCapacity(count)
        exact.reserveCapacity(count)
        for chunk in chunks {
            if chunk.isUniform {
                heights.append(contentsOf: repeatElement(chunk.uniformHeight, count: chunk.count))
                exact.append(contentsOf: repeatElement(chunk.uniformIsExact, count: chunk.count))
            } else {
                heights.append(contentsOf: chunk.heights)
                exact.append(contentsOf: chunk.exact)
            }
        }
        return (heights, exact)
    }

    /// The chunk holding `row` (0 ≤ row < count), in O(log chunks).
    private func chunkIndex(forRow row: Int) -> Int {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStart[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    func height(at row: Int) -> CGFloat {
        let c = chunkIndex(forRow: row)
        let chunk = chunks[c]
        return chunk.isUniform ? chunk.uniformHeight : chunk.heights[row - rowStart[c]]
    }

    func isExact(at row: Int) -> Bool {
        let c = chunkIndex(forRow: row)
        let chunk = chunks[c]
        return chunk.isUniform ? chunk.uniformIsExact : chunk.exact[row - rowStart[c]]
    }

    /// The summed height of the rows before `row` (0 ≤ row ≤ count). O(log n).
    func offset(ofRow row: Int) -> CGFloat {
        if row >= count { return totalHeight }
        let c = chunkIndex(forRow: row)
        return offsetStart[c] + chunks[c].offset(ofLocal: row - rowStart[c])
    }

    /// `offset(ofRow:)` and `height(at:)` of `row` (0 ≤ row < count) with one search for its
    /// chunk: the table reads both for every row it places on every frame. O(log n).
    func span(ofRow row: Int) -> (offset: CGFloat, height: CGFloat) {
        let c = chunkIndex(forRow: row)
        let chunk = chunks[c]
        let local = row - rowStart[c]
        return (offsetStart[c] + chunk.offset(ofLocal: local), chunk.isUniform ? chunk.uniformHeight : chunk.heights[local])
    }

    /// The first row whose bottom lies below `y`, clamped to the last row; nil when empty.
    /// O(log n).
    func row(containing y: CGFloat) -> Int? {
        guard !chunks.isEmpty else { return nil }
        // First chunk whose end lies below y.
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let mid = (low + high) / 2
            if offsetStart[mid + 1] > y { high = mid } else { low = mid + 1 }
        }
        let chunk = chunks[low]
        let local = y - offsetStart[low]
        var index: Int
        if chunk.isUniform {
            if chunk.uniformHeight > 0 {
                // Far past the chunk (an offset dragged a long way past the content) the
                // quotient does not fit an `Int`: it is the last row.
                let quotient = (max(0, local) / chunk.uniformHeight).rounded(.down)
                index = quotient < CGFloat(chunk.count) ? Int(quotient) : chunk.count - 1
                // Floating point can land exactly on a boundary; the row must end below y.
                if index < chunk.count, chunk.uniformHeight * CGFloat(index + 1) <= local { index += 1 }
            } else {
                index = 0
            }
        } else {
            var lo = 0
            var hi = chunk.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if chunk.prefix[mid + 1] > local { hi = mid } else { lo = mid + 1 }
            }
            index = lo
        }
        return min(count - 1, rowStart[low] + min(index, chunk.count - 1))
    }

    /// Sets one row's height; returns the change in total height. O(chunkCapacity + chunks).
    @discardableResult
    mutating func setHeight(_ height: CGFloat, exact: Bool, at row: Int) -> CGFloat {
        var c = chunkIndex(forRow: row)
        if chunks[c].isUniform {
            if chunks[c].uniformHeight == height && chunks[c].uniformIsExact == exact { return 0 }
            c = explicitize(chunk: c, around: row)
        }
        let local = row - rowStart[c]
        let old = chunks[c].heights[local]
        chunks[c].heights[local] = height
        chunks[c].exact[local] = exact
        if old != height {
            chunks[c].recomputePrefix()
            rebuildStarts(from: c)
        }
        return height - old
    }

    /// Inserts a row before `row` (0 ≤ row ≤ count). O(chunkCapacity + chunks).
    mutating func insert(_ height: CGFloat, exact: Bool, at row: Int) {
        if chunks.isEmpty {
            chunks = [.explicit(heights: [height], exact: [exact])]
            rebuildStarts(from: 0)
            return
        }
        var c = row == count ? chunks.count - 1 : chunkIndex(forRow: row)
        if chunks[c].isUniform {
            if chunks[c].uniformHeight == height && chunks[c].uniformIsExact == exact {
                chunks[c].count += 1
                rebuildStarts(from: c)
                return
            }
            c = explicitize(chunk: c, around: min(row, count - 1))
            // Appending: the block around the last row is the last chunk.
            if row == count { c = chunks.count - 1 }
        }
        let local = row - rowStart[c]
        chunks[c].heights.insert(height, at: local)
        chunks[c].exact.insert(exact, at: local)
        chunks[c].count += 1
        if chunks[c].count > 2 * Self.chunkCapacity {
            let chunk = chunks[c]
            let half = chunk.count / 2
            chunks[c] = .explicit(heights: Array(chunk.heights[..<half]), exact: Array(chunk.exact[..<half]))
            chunks.insert(.explicit(heights: Array(chunk.heights[half...]), exact: Array(chunk.exact[half...])), at: c + 1)
        } else {
            chunks[c].recomputePrefix()
        }
        rebuildStarts(from: c)
    }

    /// Removes a row and returns its height and flag. O(chunkCapacity + chunks).
    @discardableResult
    mutating func remove(at row: Int) -> (height: CGFloat, exact: Bool) {
        let c = chunkIndex(forRow: row)
        let result: (CGFloat, Bool)
        if chunks[c].isUniform {
            result = (chunks[c].uniformHeight, chunks[c].uniformIsExact)
            chunks[c].count -= 1
        } else {
            let local = row - rowStart[c]
            result = (chunks[c].heights.remove(at: local), chunks[c].exact.remove(at: local))
            chunks[c].count -= 1
            chunks[c].recomputePrefix()
        }
        if chunks[c].count == 0 { chunks.remove(at: c) }
        rebuildStarts(from: c)
        return result
    }

    /// Marks every row's height as not exact (an estimate to correct when the row is next
    /// displayed), keeping the heights. O(chunks) for uniform chunks, O(rows) for explicit ones.
    mutating func markAllInexact() {
        for c in chunks.indices {
            if chunks[c].isUniform {
                chunks[c].uniformIsExact = false
            } else {
                // Swapped out, so that the loop writes a local array in place rather than
                // going through the chunk for every row.
                var exact: [Bool] = []
                swap(&exact, &chunks[c].exact)
                for row in exact.indices { exact[row] = false }
                swap(&exact, &chunks[c].exact)
            }
        }
    }

    /// Splits a uniform chunk so that the block of `chunkCapacity` rows around `row` is
    /// explicit; returns the index of that explicit chunk.
    private mutating func explicitize(chunk c: Int, around row: Int) -> Int {
        let chunk = chunks[c]
        let local = row - rowStart[c]
        let blockStart = (local / Self.chunkCapacity) * Self.chunkCapacity
        let blockLength = min(Self.chunkCapacity, chunk.count - blockStart)
        var pieces: [Chunk] = []
        if blockStart > 0 {
            pieces.append(.uniform(count: blockStart, height: chunk.uniformHeight, exact: chunk.uniformIsExact))
        }
        let explicitIndex = c + pieces.count
        pieces.append(
            .explicit(
                heights: Array(repeating: chunk.uniformHeight, count: blockLength),
                exact: Array(repeating: chunk.uniformIsExact, count: blockLength)))
        let rest = chunk.count - blockStart - blockLength
        if rest > 0 {
            pieces.append(.uniform(count: rest, height: chunk.uniformHeight, exact: chunk.uniformIsExact))
        }
        chunks.replaceSubrange(c...c, with: pieces)
        rebuildStarts(from: c)
        return explicitIndex
    }

    private mutating func rebuildStarts(from c: Int) {
        let first = min(c, chunks.count)
        rowStart.removeSubrange((first + 1)...)
        offsetStart.removeSubrange((first + 1)...)
        var rows = rowStart[first]
        var offset = offsetStart[first]
        for chunk in chunks[first...] {
            rows += chunk.count
            offset += chunk.total
            rowStart.append(rows)
            offsetStart.append(offset)
        }
    }
}
