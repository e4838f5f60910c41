import Foundation

/// The index path a row's `.configuration` command is handed while the liaison answers
/// `cellForRowAt`: the row's place in the sections the caller sees. While requests wait in
/// the queue the table asks for cells at its own index paths, which may differ, and a
/// command passes its index path back to the liaison (a configuration that reloads its own
/// row must reload that row, not the one the caller now has at the table's index path).
/// `Row.cell(for:at:)` dequeues at the table's index path and configures at this one.
@MainActor
final class ConfigurationIndexPath {
    /// The one context, a constant (see `ComputedHeightEpoch.shared`).
    static let shared = ConfigurationIndexPath()

    /// The table's index path being answered and the caller's for it; nil outside an answer.
    private var current: (table: IndexPath, caller: IndexPath)?

    /// The index path to hand `.configuration` for a cell dequeued at `indexPath`.
    func callerIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard let current, current.table == indexPath else { return indexPath }
        return current.caller
    }

    /// Runs `body` with the cell at `table` configured for `caller`; nested answers restore
    /// the outer one.
    func during<T>(table: IndexPath, caller: IndexPath, _ body: () throws -> T) rethrows -> T {
        let outer = current
        current = (table, caller)
        defer { current = outer }
        return try body()
    }
}
