import Foundation

/// The main run loop as UIKit code meets it headless: the work a screen hands to the main
/// queue (`DispatchQueue.main.async`, `RunLoop.main.perform`, `OperationQueue.main
/// .addOperation`), the work it delays (`asyncAfter`) and its timers.
///
/// On a device the run loop turns between frames: a block enqueued during a tap runs before
/// the next frame is drawn, a timer fires when its time comes. Headless nothing turns it
/// between a scroll harness's frames, and a synchronous harness call runs on the main actor,
/// so it cannot drain Dispatch's main queue either. The members this module gives
/// `DispatchQueue`, `RunLoop`, `OperationQueue` and `Timer` send the work here, and the
/// drivers (``MainRunLoopDriving``: the harness, a timeline a test advances by hand) run it:
/// - Main-queue blocks wait in one queue, in the order enqueued, and run at the end of the
///   harness frame in which they were enqueued (``runPending(limit:)``), before its layout,
///   and the blocks they enqueue with them. Each is also handed to Dispatch's main queue,
///   which runs it if no frame did first (an `async` test that suspends, a harness that is
///   not advanced again, no harness at all): it runs once either way. A block a screen
///   enqueues in `viewDidLoad`, before the harness that hosts it exists, runs in the
///   harness's first frame.
/// - Delayed blocks and timers wait on the clock of the harness whose call is running
///   (``currentDriver``, inherited by the tasks it creates) or, outside any harness call, of
///   the driver made last that still lives: they run at the first frame at or after their
///   due time. The package's completions that belong to a view wait on the clock of the
///   driver that drives the view (``run(after:for:_:)``).
///
/// Without a live harness (a bare table, the app), main-queue blocks run on Dispatch's main
/// queue, in order, as before, and delayed blocks and timers are Foundation's and Dispatch's.
package enum MainRunLoop {
    /// A driver held weakly: a task that inherited it does not keep its harness alive.
    package struct DriverReference: Sendable {
        package weak var driver: (any MainRunLoopDriving)?

        package init(_ driver: any MainRunLoopDriving) { self.driver = driver }
    }

    /// The driver of the harness call running now, and of the tasks created inside it.
    @TaskLocal package static var currentDriver: DriverReference?

    /// The live drivers, oldest first.
    @MainActor private static var drivers: [DriverReference] = []

    /// The main-queue blocks waiting for a turn.
    private static let pending = PendingBlocks()

    /// Marks the main queue; read with `getSpecific(key:)`, which answers for a queue itself,
    /// and the static `getSpecific(key:)`, which answers for the queue running the caller.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, where main-actor code runs: on a thread of
    /// its own in a test runner, not always the one `Thread.isMainThread` names.
    package static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// Whether `queue` is the main queue. Not `=== DispatchQueue.main`: on Linux each read of
    /// `main` makes a new wrapper of the same queue.
    package static func isMain(_ queue: DispatchQueue) -> Bool { queue.getSpecific(key: mainQueueKey) == true }

    /// The most main-queue blocks one harness frame runs; the rest wait for the next frame,
    /// and the harness reports blocks that keep enqueueing themselves as an error.
    package static let maximumBlocksPerTurn = 10_000

    // MARK: - Drivers

    /// Makes `driver` the one delayed work and timers go to outside any harness call.
    @MainActor
    package static func register(_ driver: any MainRunLoopDriving) {
        drivers.removeAll { $0.driver == nil }
        drivers.append(DriverReference(driver))
    }

    /// The driver that delayed work enqueued now waits on: the running harness call's, else
    /// the harness made last that still lives.
    @MainActor
    package static var driver: (any MainRunLoopDriving)? {
        if let driver = currentDriver?.driver { return driver }
        drivers.removeAll { $0.driver == nil }
        return drivers.last?.driver
    }

    /// Whether a live driver runs the animations of `view`'s tree.
    @MainActor
    package static func isDriven(_ view: View) -> Bool { driver(drivingAnimationsOf: view) != nil }

    /// The driver that drives `view`'s animations: the running harness call's if it does,
    /// else the latest live one that does.
    @MainActor
    private static func driver(drivingAnimationsOf view: View) -> (any MainRunLoopDriving)? {
        if let current = currentDriver?.driver, current.drivesAnimations(of: view) { return current }
        drivers.removeAll { $0.driver == nil }
        return drivers.reversed().lazy.compactMap(\.driver).first { $0.drivesAnimations(of: view) }
    }

    // MARK: - Main-queue blocks

    /// Takes `block` into the main queue's turn, from any thread.
    package static func enqueue(_ block: @escaping @Sendable () -> Void) {
        pending.append(block)
        // Dispatch's main queue runs what no frame ran first: an `async` test that suspends
        // sees the block run as it would on a device.
        DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
            MainActor.assumeIsolated { _ = runPending(limit: 1) }
        }
    }

    /// Whether main-queue blocks wait for a turn.
    package static var hasPendingBlocks: Bool { pending.count > 0 }

    /// Runs the waiting main-queue blocks in the order they were enqueued, and those they
    /// enqueue, up to `limit`; answers how many ran.
    @MainActor
    @discardableResult
    package static func runPending(limit: Int) -> Int {
        var ran = 0
        while ran < limit, let block = pending.popFirst() {
            ran += 1
            block()
        }
        return ran
    }

    // MARK: - Delayed blocks and timers

    /// Runs `work` `seconds` from now, for the package's own completions (a view animation
    /// that animated nothing, a table's batch, a transition): on the clock of the driver that
    /// drives `view`'s animations (the running harness call's if it does, else the latest
    /// live one that does; without `view`, ``driver``), else after as much wall-clock time on
    /// Dispatch's main queue; 0 or less runs it at the next turn of the run loop (the end of
    /// the harness frame, the next advance of a timeline), never in the call.
    @MainActor
    package static func run(after seconds: TimeInterval, for view: View? = nil, _ work: @escaping @MainActor () -> Void) {
        guard seconds > 0, seconds.isFinite else {
            if seconds.isNaN || seconds <= 0 { enqueue { MainActor.assumeIsolated { work() } } }
            return
        }
        let chosen: (any MainRunLoopDriving)? = if let view { driver(drivingAnimationsOf: view) } else { driver }
        if let driver = chosen {
            driver.runOnClock(after: seconds, work)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds, qos: .unspecified, flags: []) {
                MainActor.assumeIsolated { work() }
            }
        }
    }

    /// Takes `block` to run `seconds` from now on the clock of the current driver (see
    /// ``driver``) when called on the main queue with one; answers false, taking nothing,
    /// otherwise: the caller hands it to Dispatch.
    package static func enqueue(after seconds: TimeInterval, _ block: @escaping @Sendable () -> Void) -> Bool {
        guard isOnMainQueue else { return false }
        return MainActor.assumeIsolated {
            guard let driver else { return false }
            driver.runOnClock(after: seconds) { block() }
            return true
        }
    }

    /// The timers waiting on a driver's clock: a timer added to the run loop again (in
    /// another mode) is not scheduled twice.
    @MainActor private static var scheduledTimers: Set<ObjectIdentifier> = []

    /// Schedules `timer` on the current driver's clock (see ``driver``), to fire first
    /// `delay` seconds from now and then every `interval` seconds when it repeats, until
    /// invalidated; answers false, taking nothing, when there is no driver or the call is not
    /// on the main queue: the caller adds it to Foundation's run loop.
    ///
    /// A repeating timer fires at most once per frame: a frame that comes after several of
    /// its due times fires it once, and the next due time is the first after the frame, as
    /// Foundation's run loop skips the firings it missed. Tolerance is ignored.
    package static func schedule(
        _ timer: Timer, firstAfter delay: TimeInterval, repeatingEvery interval: TimeInterval?
    ) -> Bool {
        guard isOnMainQueue else { return false }
        let reference = MainQueueTimer(timer: timer)
        return MainActor.assumeIsolated {
            let timer = reference.timer
            guard timer.isValid, let driver else { return false }
            guard scheduledTimers.insert(ObjectIdentifier(timer)).inserted else { return true }
            let repeating = interval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            fire(timer, after: max(0, delay.isNaN ? 0 : delay), every: repeating, on: DriverReference(driver))
            return true
        }
    }

    @MainActor
    private static func fire(
        _ timer: Timer, after delay: TimeInterval, every interval: TimeInterval?, on reference: DriverReference
    ) {
        guard let driver = reference.driver else {
            scheduledTimers.remove(ObjectIdentifier(timer))
            return
        }
        driver.runOnClock(after: delay) {
            // Foundation's `fire()`: runs the block unless the timer was invalidated, and
            // invalidates a timer that does not repeat.
            timer.fire()
            guard let interval, timer.isValid else {
                scheduledTimers.remove(ObjectIdentifier(timer))
                return
            }
            fire(timer, after: interval, every: interval, on: reference)
        }
    }
}

/// A timer crossing into main-actor code: only ever touched on the main queue (the caller
/// checked), where Foundation's timers are used anyway.
private struct MainQueueTimer: @unchecked Sendable {
    let timer: Timer
}

/// The main-queue blocks waiting for a turn, filled from any thread.
private final class PendingBlocks: @unchecked Sendable {
    // Guards every stored property below.
    private let lock = NSLock()
    private var blocks: [@Sendable () -> Void] = []
    private var head = 0

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return blocks.count - head
    }

    func append(_ block: @escaping @Sendable () -> Void) {
        lock.lock()
        blocks.append(block)
        lock.unlock()
    }

    func popFirst() -> (@Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        guard head < blocks.count else { return nil }
        let block = blocks[head]
        head += 1
        if head == blocks.count {
            blocks.removeAll(keepingCapacity: true)
            head = 0
        }
        return block
    }
}
