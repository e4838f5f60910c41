/// Counters of the solver work one layout did, for tests and benchmarks that compare costs
/// by counting (a reused cell must not cost more than a fresh one).
struct LayoutEngineStatistics: Hashable, Sendable {
    /// Constraints added to the solver (the app's, frames, content sizes, guides, fitting).
    var constraintsAdded = 0
    /// Constraints removed from the solver.
    var constraintsRemoved = 0
    /// Incremental constant changes (a constraint's `constant`, a frame, an intrinsic size).
    var constantsChanged = 0
    /// Times the layout was built from scratch (a new layout, or its view tree changed).
    var builds = 0
    /// Layout passes and fittings solved.
    var solves = 0
}
