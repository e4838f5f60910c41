import Foundation
import TestSupport
import Testing

@testable import ScrollHarness

/// The harness writes offsets with one decimal without `String(format:)`; what it writes
/// must be what `String(format: "%.1f", …)` writes, digit for digit.
struct OneDecimalTests {
    /// Ties and near-ties of the shortest decimals, signs, zeros, carries, the edges of the
    /// fast path, and values that are not numbers.
    static let edges: [Double] = [
        0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.95, -0.04, -0.05, -0.06, 9.95, 99.95, 999.96, -999.96, 2.675,
        1.005, 1e-7, -1e-7, .leastNonzeroMagnitude, 123_456_789.05, 0x1p40 - 0.05, 0x1p40, -0x1p40, 0x1p39 + 0.05, 1e300,
        .nan, .infinity, -.infinity, 0.1 + 0.2, 1120.0000000000002, -1120.05,
    ]

    @Test func edgeValuesAreWrittenAsTheCFormatterWritesThem() {
        for value in Self.edges {
            expectEqual(OneDecimal.format(value), String(format: "%.1f", value), "\(value)")
        }
    }

    /// Offsets as a fling produces them (arbitrary binary fractions), tenths, hundredths and
    /// halves: the values a log holds.
    @Test func manyValuesAreWrittenAsTheCFormatterWritesThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        var mismatches: [Double] = []
        for index in 0..<4_000 {
            let bits = next()
            let value: Double
            switch index % 4 {
            case 0: value = Double(Int64(bitPattern: bits) % 10_000_000) / 997
            case 1: value = Double(Int64(bitPattern: bits) % 200_000) / 100
            case 2: value = Double(Int64(bitPattern: bits) % 200_000) / 20 + 0.05
            default: value = Double(bitPattern: bits)
            }
            if OneDecimal.format(value) != String(format: "%.1f", value) { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "written differently: \(mismatches.prefix(5))")
    }
}
