import Foundation

/// The table's height epoch (`TableView.heightEpoch`) while the liaison answers one of the
/// table's height questions. A row whose height is a closure of its model keeps the answer
/// under the epoch: the table asks a row's estimate at a load, then its height when it is
/// displayed, and the liaison answers both with the closure, which then runs once per row
/// until the table asks again in earnest (a reload, a batch update, a change of width).
@MainActor
enum ComputedHeightEpoch {
    /// Nil outside the liaison's answers: a height read anywhere else is computed afresh.
    private(set) static var current: Int?

    /// Runs `body` with `epoch` current; nested answers (a height closure asking another
    /// row's height) restore the outer one.
    static func during<T>(_ epoch: Int, _ body: () -> T) -> T {
        let outer = current
        current = epoch
        defer { current = outer }
        return body()
    }
}
