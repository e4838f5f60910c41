import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

struct HeightIndexTests {
    /// Random sets, inserts and removals against a plain array, checking every answer.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func answersMatchAPlainArrayUnderRandomEdits(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let start = Int.random(in: 0..<3000, using: &generator)
        var model = Array(repeating: CGFloat(44), count: start)
        var exact = Array(repeating: false, count: start)
        var index = HeightIndex(count: start, height: 44, exact: false)
        for step in 0..<3000 {
            let choice = Int.random(in: 0..<10, using: &generator)
            if choice < 5, !model.isEmpty {
                let row = Int.random(in: 0..<model.count, using: &generator)
                let height = CGFloat(Int.random(in: 0...120, using: &generator))
                let delta = index.setHeight(height, exact: true, at: row)
                expectEqual(delta, height - model[row], "seed \(seed) step \(step)")
                model[row] = height
                exact[row] = true
            } else if choice < 8 {
                let row = Int.random(in: 0...model.count, using: &generator)
                let height = CGFloat(Int.random(in: 0...3, using: &generator) * 22)
                index.insert(height, exact: false, at: row)
                model.insert(height, at: row)
                exact.insert(false, at: row)
            } else if !model.isEmpty {
                let row = Int.random(in: 0..<model.count, using: &generator)
                let removed = index.remove(at: row)
                expectEqual(removed.height, model.remove(at: row), "seed \(seed) step \(step)")
                expectEqual(removed.exact, exact.remove(at: row), "seed \(seed) step \(step)")
            }
            guard step % 50 == 0 || step == 2999 else { continue }
            expectEqual(index.count, model.count)
            var offset: CGFloat = 0
            for (row, height) in model.enumerated() {
                expectEqual(index.offset(ofRow: row), offset, "seed \(seed) step \(step) row \(row)")
                expectEqual(index.height(at: row), height)
                let span = index.span(ofRow: row)
                #expect(span.offset == offset && span.height == height, "seed \(seed) step \(step) row \(row)")
                expectEqual(index.isExact(at: row), exact[row])
                if height > 0 {
                    expectEqual(index.row(containing: offset), row, "seed \(seed) step \(step) row \(row)")
                    expectEqual(index.row(containing: offset + height / 2), row)
                }
                offset += height
            }
            expectEqual(index.totalHeight, offset)
        }
    }

    @Test func aUniformMillionRowsIsOneChunkUntilMeasured() {
        var index = HeightIndex(count: 1_000_000, height: 44, exact: false)
        expectEqual(index.chunks.count, 1)
        expectEqual(index.offset(ofRow: 999_999), CGFloat(44 * 999_999))
        expectEqual(index.row(containing: 44 * 500_000 + 1), 500_000)
        index.setHeight(100, exact: true, at: 500_000)
        expectEqual(index.chunks.count, 3)
        expectEqual(index.totalHeight, CGFloat(44 * 1_000_000 + 56))
        expectEqual(index.row(containing: 44 * 500_000 + 99), 500_000)
        expectEqual(index.row(containing: 44 * 500_000 + 100), 500_001)
        index.insert(44, exact: false, at: 0)
        expectEqual(index.chunks.count, 3)
        expectEqual(index.count, 1_000_001)
    }
}
