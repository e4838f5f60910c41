/// Counters of the work a table did, for tests and benchmarks that check costs by counting
/// rather than timing.
public struct TableViewStatistics: Hashable, Sendable {
    /// Cells made from a registration (not reused).
    public var cellsCreated = 0
    /// Header and footer views made from a registration or for a title.
    public var headerFooterViewsCreated = 0
    /// Cells handed out again from a reuse pool.
    public var cellsReused = 0
    /// Calls of the data source's `cellForRowAt`.
    public var cellForRowCalls = 0
    /// Calls of the delegate's `heightForRowAt`.
    public var heightForRowCalls = 0
    /// Calls of the delegate's `estimatedHeightForRowAt`.
    public var estimatedHeightForRowCalls = 0
    /// Self-sizing measurements (`sizeThatFits` on a cell or header/footer view).
    public var sizeThatFitsCalls = 0
    /// Reloads performed (`reloadData()` followed by a layout).
    public var reloads = 0
    /// Batch updates applied.
    public var batchUpdates = 0
    /// The most cells alive at once (on screen plus in reuse pools).
    public var peakCellsAlive = 0
    /// Drags begun on rows (the drag delegate gave items).
    public var dragsBegun = 0
    /// Drops the drop delegate performed (`performDropWith`).
    public var dropsPerformed = 0

    /// All zero.
    public init() {}
}
