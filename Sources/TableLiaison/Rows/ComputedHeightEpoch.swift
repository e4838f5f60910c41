import Foundation

/// The table's height epoch (`TableView.heightEpoch`) while the liaison answers one of the
/// table's height questions. A row whose height is a closure of its model keeps the answer
/// under the epoch: the table asks a row's estimate at a load, then its height when it is
/// displayed, and the liaison answers both with the closure, which then runs once per row
/// until the table asks again in earnest (a reload, a batch update, a change of width).
@MainActor
final class ComputedHeightEpoch {
    /// The one context, a constant: reading it costs no run-time exclusivity check, as a
    /// static variable's every access would (the table asks an estimate for every row a
    /// batch inserts).
    static let shared = ComputedHeightEpoch()

    /// Nil outside the liaison's answers: a height read anywhere else is computed afresh.
    private(set) var current: Int?

    /// Runs `body` with `epoch` current; nested answers (a height closure asking another
    /// row's height) restore the outer one.
    func during<T>(_ epoch: Int, _ body: () -> T) -> T {
        let outer = current
        current = epoch
        let result = body()
        current = outer
        return result
    }
}
