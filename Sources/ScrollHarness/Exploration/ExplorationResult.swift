/// What one exploration did: the steps it made, the work its checks did, and the failure
/// it found (nil when every check held after every step).
public struct ExplorationResult: Hashable, Sendable {
    /// The seed the steps were drawn with.
    public var seed: UInt64
    /// The steps performed, in order, up to and including the first failing one. Steps
    /// drawn but impossible in the state they met are not in the list.
    public var steps: [ExplorationStep]
    /// How many cells, headers and footers the reuse-consistency check compared with a fresh
    /// one.
    public var cellsCompared: Int
    /// How many times a check ran (checks × steps, counting each step's checks up to the
    /// first failing one).
    public var checksRun: Int
    /// The shrunk failure, if a check failed.
    public var failure: ExplorationFailure?

    /// A result.
    public init(seed: UInt64, steps: [ExplorationStep], cellsCompared: Int, checksRun: Int, failure: ExplorationFailure?) {
        self.seed = seed
        self.steps = steps
        self.cellsCompared = cellsCompared
        self.checksRun = checksRun
        self.failure = failure
    }
}
