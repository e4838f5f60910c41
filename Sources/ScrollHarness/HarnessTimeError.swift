import Foundation

/// What the harness reports when UIKit's time would not move on: the screen failed, as a
/// table's or a liaison's errors say, not the gesture.
public enum HarnessTimeError: Error, Equatable, CustomStringConvertible {
    /// The main-queue blocks of one frame never ran out: `blocksRun` blocks ran (the bound,
    /// `maximumMainQueueBlocksPerFrame`) and more were waiting, each enqueueing the next (a
    /// busy loop of `DispatchQueue.main.async`). The rest wait for the next frame.
    case mainQueueBusyLoop(blocksRun: Int)

    /// What went wrong, with the figures.
    public var description: String {
        switch self {
        case let .mainQueueBusyLoop(blocksRun):
            "The main queue did not run out in one frame: \(blocksRun) blocks ran and more were waiting, "
                + "each enqueueing the next (DispatchQueue.main.async, RunLoop.main.perform or "
                + "OperationQueue.main.addOperation in a loop); expected the blocks of a frame to stop enqueueing. "
                + "The rest run in the next frame."
        }
    }
}
