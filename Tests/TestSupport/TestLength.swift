import Foundation

/// How long the seeded random walks of the test targets run (explorations, fuzzers,
/// randomized batches). `swift test` runs them short, so the suite stays fast; with
/// `TABLELIAISON_LONG_TESTS=1` they run at their full lengths, as CI's long step does
/// (`.ci/run`). Either way they are seeded: a run replays exactly.
public enum TestLength {
    /// Whether the environment asks for the full lengths (`TABLELIAISON_LONG_TESTS=1`).
    public static let isLong = ProcessInfo.processInfo.environment["TABLELIAISON_LONG_TESTS"] == "1"

    /// `short` by default, `long` with `TABLELIAISON_LONG_TESTS=1`; a number in the
    /// environment variable `variable` (for example `EXPLORER_STEPS=50000`) overrides both.
    public static func count(short: Int, long: Int, overriddenBy variable: String? = nil) -> Int {
        if let variable, let value = ProcessInfo.processInfo.environment[variable].flatMap({ Int($0) }) { return value }
        return isLong ? long : short
    }

    /// `short` by default, `long` with `TABLELIAISON_LONG_TESTS=1` (seeds, for example).
    public static func choose<Value>(short: Value, long: Value) -> Value { isLong ? long : short }
}
