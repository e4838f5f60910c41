import Foundation

extension ScrollHarness {
    /// Runs what waits on `copy` to quiet: lets started work settle (tasks a fresh cell
    /// created go to sleep on the copy), then, in time order, runs each closure and wakes
    /// each sleeper, moving the copy's time to it and settling after each, until nothing is
    /// left or `limit` of the copy's time has passed or `maximumItems` ran; then closes the
    /// copy (sleepers left are cancelled). The harness's own clock does not move and none of
    /// its sleepers wakes; tasks the screen started and that had not run yet get their turn
    /// now, as they do at the next `advance(frames:) async`.
    func runToQuiet(_ copy: ClockCopy, limit: Duration = .seconds(60), maximumItems: Int = 1_000) async {
        let end = copy.now.advanced(by: limit)
        await settle()
        var count = 0
        while count < maximumItems, let item = copy.takeEarliest(dueBy: end) {
            switch item {
            case let .closure(work): work()
            case let .sleeper(continuation): continuation.resume()
            }
            await settle()
            count += 1
        }
        copy.close()
    }
}
