/// SplitMix64: the explorer's generator. Its sequence depends only on the seed, on every
/// platform and in every run, so a seed replays the same exploration. `package`: the
/// benchmarks shuffle their inputs with it too.
package struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (which must not be empty).
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// An element of `items` (which must not be empty).
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
