import Foundation
import TableLiaison
import ViewControllers

/// Drives a `TableView` as a finger would, frame by frame on a clock of its own, records
/// every call the table makes (and every command, pagination step and error of a liaison),
/// and renders the viewport as text. Nothing sleeps: time advances only when the harness
/// ticks a frame, so work that answers "after a delay" (a page loading) is scheduled on the
/// harness clock, either as a closure (`schedule(after:_:)`) or as `async` code sleeping on
/// `clock`.
///
/// Two kinds of errors come out of a gesture. A gesture a finger could not make in the
/// current state (no such row on screen, no such action or control, a row that cannot be
/// edited or moved, nothing to scroll) throws `ScrollHarnessError` before anything happens.
/// A possible gesture during which the screen failed throws the failure with its own type:
/// `TableViewError` from the table, `LiaisonError` from the liaison (also when the liaison
/// met it in a callback, where no caller could catch it), or what a row threw. Both kinds
/// of screen failure are also logged as `.error` events.
@MainActor
public final class ScrollHarness {
    /// The table being driven: the one the harness was made for, or, for a harness hosting
    /// view controllers, the table of the screen on top (it follows pushes, pops and
    /// presentations).
    public internal(set) var tableView: TableView
    /// The window of the view controllers the harness hosts; nil for a harness made for a table.
    public internal(set) var window: Window?
    /// Whether the hosted screen on top shows no table: table gestures then throw
    /// `ScrollHarnessError.noTableOnTopScreen`.
    var topScreenHasNoTable = false
    /// Told when the harness starts driving another table (the new top screen's): the
    /// explorer keeps what it follows of each table apart.
    var tableChangeObserver: (@MainActor () -> Void)?

    /// Whether the harness hosts view controllers and the screen on top has no table: the
    /// table the harness holds is out of sight, so the explorer's table checks wait.
    var topTableIsCovered: Bool { window != nil && topScreenHasNoTable }
    /// The liaison behind the table, if the harness was given one (held strongly).
    public let liaison: Liaison?
    /// Frames per second of the clock: 60 or 120.
    public let framesPerSecond: Int
    /// The current frame, from 0.
    public private(set) var frame = 0
    /// Every call recorded, in order.
    public private(set) var events: [HarnessEvent] = []
    /// One record per frame ticked.
    public internal(set) var frames: [FrameRecord] = []
    /// The moments kept for the filmstrip, in order: those a test captured with
    /// `captureKeyFrame(_:failed:)` and, while `capturesKeyFrameAfterEachGesture` is on, one
    /// after each gesture (the latest `maximumGestureKeyFrames` of them).
    public internal(set) var keyFrames: [KeyFrame] = []
    /// Whether each gesture (a drag, a fling, a scroll, a tap, a swipe, a reorder drag, a
    /// pull, a width change, a context menu, a control) keeps a key frame of the screen once
    /// it ends, labelled with the gesture ("drag(by: 120, frames: 10)"), so that the
    /// filmstrip of a failing test shows the whole path to it. On by default; a gesture that
    /// was impossible (`ScrollHarnessError`) keeps none. `ScreenExplorer` turns it off on the
    /// screens it explores: its report keeps a key frame per step of its own.
    public var capturesKeyFrameAfterEachGesture = true
    /// How many key frames captured after gestures are kept: the latest ones, older ones are
    /// dropped as new ones come (key frames a test captured stay). Bounds the memory and the
    /// filmstrip of a long test; 0 keeps none.
    public var maximumGestureKeyFrames = 50
    /// Runs when `pullToRefresh()` pulls past `refreshThreshold` and starts a refresh; call
    /// `endRefreshing()` when the content is fresh (at once for a synchronous reload), or
    /// later pulls start no refresh, as with a refresh control left refreshing.
    public var onRefresh: (@MainActor () -> Void)?
    /// Whether a refresh a pull started is running: from `pullToRefresh()` until
    /// `endRefreshing()`, as a refresh control's `isRefreshing`.
    public internal(set) var isRefreshing = false
    /// How far past the top a pull must go to refresh, in points.
    public var refreshThreshold: CGFloat = 80
    /// Points of content per text line in `render()`. Clamped when rendering: a value that
    /// is not finite, or below one point, renders at one point per line.
    public var pointsPerLine: CGFloat = 20
    /// Whether `render()`, `renderScreens()` and the filmstrip draw views as the screen shows
    /// them mid-animation: at their layers' presentation opacity (see `Layer.presentation()`),
    /// a view at zero drawing nothing and one in between marking its text with its percentage
    /// ("Saved (40%)"), so a test sees a fade. Off by default: views draw at their model
    /// values (a view at alpha 0 still shows its text), as the existing snapshots do.
    public var rendersOpacity = false
    /// Characters per text line in `render()`. Clamped when rendering to at least 4 (a box's
    /// two sides, one column of text and the scroll bar's margin).
    public var renderWidth = 44
    /// The harness's time as a `Clock`: give it to `async` code (a loader) that should sleep
    /// in frames, not in wall-clock time; `advance(frames:) async` wakes its sleepers.
    public let clock: HarnessClock
    /// The time the animations of the table's layers run on (see `AnimationTimeline`): it
    /// drives the table (cells on screen and in the reuse pools, headers, footers) and moves
    /// with every frame, to the harness's `time`; the log records each animation added and
    /// stopped (`.animationAdded`, `.animationDidStop`).
    public let animationTimeline = AnimationTimeline(currentTime: 0, turnsRunLoop: false)
    /// How many rounds `advance(frames:) async` lets started work run at most before it
    /// moves on (a round runs what waits on ``taskExecutor``, then gives the main actor and
    /// the global executor a turn); it stops earlier, after `settleQuietRounds` rounds in
    /// which nothing changed. The limit only turns work that never stops (a loop of
    /// `Task.yield()`) into a harness that moves on.
    public var settleLimit = 100_000
    /// How many rounds in a row must change nothing (no sleep registered, woken or cancelled,
    /// no event, no job for ``taskExecutor``) before `advance(frames:) async` considers started
    /// work settled; at least 1. Only work the harness cannot see needs more than one: the
    /// nonisolated code and `Task.yield()` of a task without the harness's executor
    /// preference run on the global executor, on another thread, and each round gives that
    /// thread one more turn to come back to the main actor or the clock. Twelve rounds (about
    /// a quarter of a millisecond) covered the loader on a two-core machine kept busy;
    /// ``taskExecutor`` needs none of it. Once they have passed, on Linux, while a worker
    /// thread of the global executor is ready to run but not running (a thread the scheduler
    /// held up with a plain task's hop on a loaded machine), the harness's thread pauses for a
    /// tenth of a millisecond at a time, about 5 ms at most, giving it the core; then it pauses
    /// once more, and one more round must change nothing.
    public var settleQuietRounds = 12
    /// No longer used: the harness counts rounds instead of measuring wall-clock time (see
    /// `settleQuietRounds`).
    @available(*, deprecated, message: "The harness no longer measures time while it settles; see settleQuietRounds.")
    public var settleQuietTime: TimeInterval = 0

    let proxy: RecordingProxy
    private let executor: HarnessExecutor
    private var scheduled: [(frame: Int, order: Int, work: @MainActor () -> Void)] = []
    private var scheduleOrder = 0
    /// How many gestures are running (one calls another); errors the liaison reports while
    /// any runs are thrown when the outermost ends.
    private var gestureDepth = 0
    private var errorsDuringGesture: [any Error] = []
    /// Errors recorded while no gesture ran and no expectation was open: thrown by the end of
    /// the next gesture, or by ``checkRecordedErrors()``.
    var errorsBetweenGestures: [RecordedError] = []
    /// The errors recorded inside each open ``expectErrors(_:)``, innermost last.
    var expectedErrorScopes: [[RecordedError]] = []

    /// A harness for `tableView` (and its `liaison`, which is liaised to it when given),
    /// resizing the table to `viewport` when given, ticking at `framesPerSecond`. The
    /// harness becomes the liaison's `commandObserver`, `componentCommandObserver`,
    /// `paginationObserver` and `errorObserver`, to log what they tell.
    public init(tableView: TableView, liaison: Liaison? = nil, viewport: CGSize? = nil, framesPerSecond: Int = 60) {
        self.tableView = tableView
        self.liaison = liaison
        self.framesPerSecond = max(1, framesPerSecond)
        let executor = HarnessExecutor()
        self.executor = executor
        clock = HarnessClock(framesPerSecond: max(1, framesPerSecond), executor: executor)
        var record: (@MainActor (HarnessEvent.Kind, IndexPath?, Int?, String?) -> Void)?
        proxy = RecordingProxy { kind, indexPath, section, detail in record?(kind, indexPath, section, detail) }
        // Weak throughout: a harness released while its table or liaison lives stops
        // recording; the closures it left behind do nothing.
        record = { [weak self] kind, indexPath, section, detail in
            guard let self else { return }
            self.events.append(
                HarnessEvent(frame: self.frame, kind: kind, indexPath: indexPath, section: section, detail: detail))
        }
        if let viewport { tableView.frame = CGRect(origin: tableView.frame.origin, size: viewport) }
        if let liaison {
            if liaison.tableView !== tableView { liaison.liaise(tableView: tableView) }
            liaison.commandObserver = { [weak self] command, indexPath in
                guard let self else { return }
                self.events.append(
                    HarnessEvent(
                        frame: self.frame, kind: .rowCommand, indexPath: indexPath, detail: Self.rowCommandNames[command]))
            }
            liaison.componentCommandObserver = { [weak self] command, section in
                guard let self else { return }
                self.events.append(
                    HarnessEvent(frame: self.frame, kind: .componentCommand, section: section, detail: "\(command)"))
            }
            liaison.paginationObserver = { [weak self] event in
                guard let self else { return }
                switch event {
                case let .started(indexPath): self.record(.paginationStarted, indexPath: indexPath)
                case let .ended(indexPath): self.record(.paginationEnded, indexPath: indexPath)
                case let .cancelled(indexPath): self.record(.paginationCancelled, indexPath: indexPath)
                }
            }
            liaison.detachObserver = { [weak self, weak liaison] in
                guard let self, let liaison else { return }
                self.proxy.stopForwarding(to: liaison, in: self.tableView)
            }
            liaison.errorObserver = { [weak self] error in
                guard let self else { return }
                self.record(error: error)
                if self.gestureDepth > 0 { self.errorsDuringGesture.append(error) }
            }
        }
        proxy.dataSource = tableView.dataSource
        proxy.delegate = tableView.delegate
        proxy.prefetcher = tableView.prefetchDataSource
        let hasPrefetcher = tableView.prefetchDataSource != nil
        tableView.dataSource = proxy
        tableView.delegate = proxy
        tableView.interposedForwarder = proxy
        // Without a prefetch data source of its own the table prefetches nothing.
        if hasPrefetcher { tableView.prefetchDataSource = proxy }
        observeLayoutDiagnostics()
        observeErrors(of: tableView.errorRecorder)
        observeAnimations()
        // The content's return to the top after a refresh runs on the harness's frames.
        tableView.stepsContentOffsetAnimations = true
        MainRunLoop.register(self)
        tick { tableView.layoutIfNeeded() }
    }

    /// Each row command's name as `"\(command)"` writes it, written once: a row's commands
    /// are logged as the table displays its cells, and a debug build writes an enum's case
    /// name through reflection.
    private static let rowCommandNames: [RowCommand: String] = Dictionary(
        uniqueKeysWithValues: RowCommand.allCases.map { ($0, "\($0)") })

    /// Tasks still sleeping on `clock` are resumed with `CancellationError`: nothing would
    /// ever wake them. Tasks that prefer ``taskExecutor`` go on on the global executor.
    deinit {
        clock.state.cancelAll()
        executor.close()
    }

    /// The clock's time, in seconds.
    public var time: TimeInterval { TimeInterval(frame) / TimeInterval(framesPerSecond) }

    /// One frame's time budget, in seconds.
    public var frameBudget: TimeInterval { 1 / TimeInterval(framesPerSecond) }

    // MARK: Time

    /// Runs `work` when the clock reaches `frames` frames from now (at the next tick for 0 or
    /// a negative count). A count so large that the frame number would overflow means
    /// "never": the work waits for the last representable frame.
    public func schedule(afterFrames frames: Int, _ work: @escaping @MainActor () -> Void) {
        let count = max(1, frames)
        switch WorkContext.current {
        case let .copy(copy)?:
            // A reuse check's fresh cell: its work waits on a copy of the clock.
            copy.schedule(at: copy.now.advanced(by: clock.minimumResolution * count)) {
                WorkContext.$current.withValue(.copy(copy)) { work() }
            }
        case let .tracked(tag)?:
            tag.begin()
            append(afterFrames: count) {
                tag.end()
                WorkContext.$current.withValue(.tracked(tag)) { work() }
            }
        case nil:
            append(afterFrames: count, work)
        }
    }

    private func append(afterFrames frames: Int, _ work: @escaping @MainActor () -> Void) {
        scheduleOrder += 1
        let (due, overflow) = frame.addingReportingOverflow(frames)
        scheduled.append((overflow ? Int.max : due, scheduleOrder, work))
    }

    /// Runs `work` `seconds` from now on the harness clock, rounded up to whole frames.
    /// Clamped: zero, a negative delay or NaN runs it at the next tick; infinity, or a delay
    /// beyond the last representable frame, never comes.
    public func schedule(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        // Within a hair of a frame is that frame: 4.15 s at 60 fps is 249 frames, though
        // `4.15 * 60` is a hair above 249 in binary floating point.
        let frames = (seconds * TimeInterval(framesPerSecond) - Self.frameTolerance).rounded(.up)
        let count: Int
        if frames.isNaN || frames < 1 {
            count = 1
        } else if frames >= TimeInterval(Int.max) {
            count = Int.max
        } else {
            count = Int(frames)
        }
        schedule(afterFrames: count, work)
    }

    /// How far above a whole frame count a delay, in frames, still means that frame.
    private static let frameTolerance = 1e-6

    /// Ticks `frames` frames with no gesture: scheduled work runs when its frame comes.
    /// Tasks sleeping on `clock` do not wake here: use `advance(frames:) async`.
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) { tick {} }
    }

    /// Ticks `frames` frames with no gesture, waking the tasks sleeping on `clock`: first the
    /// work already started settles (a `Task` a delegate just created reaches its first sleep)
    /// and sleepers already due wake; then each frame, after its scheduled closures, wakes the
    /// sleepers it makes due one at a time in deadline order, and lets the work each one
    /// starts run until it finishes or sleeps again, before the frame's layout. Work on the
    /// main actor, on the clock and on ``taskExecutor`` is seen step by step, so the same test
    /// records the same events on every run; nonisolated work of tasks without that executor
    /// runs on other threads and is given `settleQuietRounds` turns. `frames: 0` only settles.
    public func advance(frames count: Int) async {
        await MainRunLoop.$currentDriver.withValue(MainRunLoop.DriverReference(self)) {
            await advanceOnRunLoop(frames: count)
        }
    }

    private func advanceOnRunLoop(frames count: Int) async {
        await wakeDueSleepers(settleFirst: true)
        for _ in 0..<max(0, count) {
            // `now` moves only in frames where main-actor code runs (see `HarnessClock.now`).
            let start = beginFrame(publish: false)
            // Work started in earlier frames has settled; only sleepers due now run.
            await wakeDueSleepers(settleFirst: false)
            endFrame(start)
        }
        // Not published here: the test's own code reads the frame on the main thread, and a
        // task that ran in the last settle and reads `now` late, on another thread, must
        // still read the frame it ran in.
    }

    /// The harness's task executor. A task created with it as its preference
    /// (`Task(executorPreference: harness.taskExecutor) { … }`, and the child tasks it starts)
    /// runs its nonisolated code — a nonisolated loader, `Task.yield()`, the standard
    /// library's `Clock.sleep(for:)` — on the main actor when `advance(frames:) async` lets
    /// it, instead of on other threads: the harness then sees every step such a task takes
    /// and waits for each, so what it does in a frame does not depend on thread timing. Work
    /// queued here runs only while `advance(frames:) async` runs.
    @available(macOS 15.0, iOS 18.0, *)
    public var taskExecutor: any TaskExecutor { executor }

    /// Whether work is waiting on the clock: scheduled closures, tasks sleeping on `clock`, or
    /// an animation of the table's layers that will end (one that repeats forever does not
    /// count).
    public var hasScheduledWork: Bool {
        !scheduled.isEmpty || clock.state.sleeperCount > 0 || animationTimeline.hasFiniteAnimationsInFlight
    }

    /// One frame: the clock moves, animations that start or end by then do (the content's
    /// return to the top after a refresh moves a frame), due work runs,
    /// then `body` (the gesture's step), then layout; the frame is recorded with what came on screen and left, and how long it took.
    /// What `body` throws and what the layout met are logged as `.error`; a gesture running
    /// the frame throws the layout's error when it ends.
    func tick(_ body: () throws -> Void) rethrows {
        try MainRunLoop.$currentDriver.withValue(MainRunLoop.DriverReference(self)) { try tickOnRunLoop(body) }
    }

    private func tickOnRunLoop(_ body: () throws -> Void) rethrows {
        let start = beginFrame(publish: true)
        do {
            try body()
        } catch {
            record(error: error)
            tableView.layoutIfNeeded()
            throw error
        }
        endFrame(start)
    }

    /// Where a frame's record starts: the first event of the frame and the wall-clock start.
    struct FrameStart {
        var firstEvent: Int
        var nanoseconds: UInt64
    }

    /// Moves the clock one frame, the animations' time with it, and runs the closures
    /// scheduled for it; `publish` makes the frame what `clock.now` reads, as it is whenever
    /// a closure or a sleeper is due.
    private func beginFrame(publish: Bool) -> FrameStart {
        frame += 1
        let runsWork = scheduled.contains { $0.frame <= frame }
        clock.state.setFrame(frame, publish: publish || runsWork)
        // Published before any sleeper wakes: a woken task's next sleep counts from this frame.
        if clock.state.hasDueSleeper { clock.state.publish() }
        let start = FrameStart(firstEvent: events.count, nanoseconds: DispatchTime.now().uptimeNanoseconds)
        proxy.configurationTime = 0
        advanceAnimations()
        tableView.stepContentOffsetAnimation()
        // Most frames have nothing scheduled: no filtering, sorting or removing then.
        if !scheduled.isEmpty {
            let due = scheduled.filter { $0.frame <= frame }.sorted { $0.order < $1.order }
            scheduled.removeAll { $0.frame <= frame }
            for item in due { item.work() }
        }
        return start
    }

    /// Wakes the sleepers due now, earliest deadline first, settling after each (and first,
    /// when `settleFirst`, for work started since the harness last waited).
    private func wakeDueSleepers(settleFirst: Bool) async {
        if settleFirst { await settle() }
        while let (sleeper, tied) = clock.state.takeEarliestDue() {
            if let tied {
                record(
                    .clockTie,
                    detail: "\(sleeper.description) woke before \(tied.description): they went to sleep in the same turn "
                        + "and their tasks' creation order could not be read, so their order can differ from run to run")
            }
            sleeper.continuation.resume()
            await settle()
        }
    }

    /// Lets started work run until it is back on the clock or done, counting rounds rather
    /// than measuring time. Each round runs the jobs waiting on ``taskExecutor`` (here, in
    /// order), lets the main actor run what is queued on it (in order: what those jobs queue
    /// behind the harness waits for the next round), then lets the global executor start what
    /// is queued on it at the caller's priority. It stops after `settleQuietRounds` rounds in
    /// which the executor ran nothing, the clock and the log saw nothing new and no sleep was
    /// on its way to the clock (between `HarnessClock.sleep(until:)` and its registration on
    /// the main actor), or after `settleLimit`.
    ///
    /// A sleeper resumes on the main actor and runs there, without leaving it, until its next
    /// suspension; a task that prefers ``taskExecutor`` runs its nonisolated code here too, so
    /// the harness sees every step of it. The global executor's turn is for tasks without
    /// that preference, whose nonisolated code runs on other threads.
    func settle() async {
        clock.state.publish()
        clock.state.beginTurn()
        executor.setSettling(true)
        defer { executor.setSettling(false) }
        let priority = Task.currentPriority
        var quietRounds = 0
        var pausedForOtherThreads = false
        var workerWaits = 0
        for _ in 0..<max(1, settleLimit) {
            let before = (clock.state.changeCount, events.count, executor.jobCount)
            let ran = executor.drain()
            await mainActorTurn()
            await globalExecutorTurn(priority: priority)
            if ran == 0 && (clock.state.changeCount, events.count, executor.jobCount) == before
                && clock.state.sleepsInFlight == 0
            {
                quietRounds += 1
                guard quietRounds >= max(1, settleQuietRounds) else { continue }
                // A worker thread of the global executor ready to run is a plain task's step
                // still on its way (see `WorkerThreads`): wait for it, a bounded while.
                if workerWaits < Self.maximumWorkerWaits, WorkerThreads.anyOtherRunnable {
                    workerWaits += 1
                    usleep(Self.settlePause)
                    quietRounds -= 1
                    continue
                }
                if pausedForOtherThreads { return }
                // A thread that took a job of a plain task (a hop to `Clock.sleep(for:)`, or
                // back from it) may be held up by the scheduler on a busy machine for longer
                // than the rounds take: this thread pauses once, giving up its core, and one
                // more round must change nothing.
                usleep(Self.settlePause)
                pausedForOtherThreads = true
                quietRounds -= 1
            } else {
                quietRounds = 0
                pausedForOtherThreads = false
            }
        }
    }

    /// How many times `settle()` waits `settlePause` for a worker thread of the global
    /// executor that is ready to run (see `WorkerThreads`) before it trusts its rounds:
    /// about 5 ms, longer than a loaded scheduler holds a ready thread, and short enough that
    /// other tests' work in a parallel run, which keeps workers busy, costs little.
    static var maximumWorkerWaits: Int { 50 }

    /// How long, in microseconds, `settle()` pauses its thread once started work looks
    /// settled, so that a thread the scheduler held up can take its turn.
    static var settlePause: UInt32 { 100 }

    /// Returns after the jobs queued on the main actor before the call have run. Not
    /// `Task.yield()`: that goes through the global executor, where it races with other work.
    private func mainActorTurn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task { @MainActor in continuation.resume() }
        }
    }

    /// Returns after the global executor started a job queued behind those already waiting
    /// at `priority`.
    private func globalExecutorTurn(priority: TaskPriority) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task.detached(priority: priority) { continuation.resume() }
        }
    }

    /// The most main-queue blocks one frame runs (see `HarnessTimeError.mainQueueBusyLoop`).
    public static var maximumMainQueueBlocksPerFrame: Int { MainRunLoop.maximumBlocksPerTurn }

    /// Runs the blocks waiting on the main queue, and those they enqueue, as the run loop's
    /// turn at the end of a frame, up to what is left of the frame's `budget`; reports a loop
    /// of blocks that never runs out.
    private func runMainQueueTurn(budget: inout Int) {
        guard MainRunLoop.hasPendingBlocks else { return }
        budget -= MainRunLoop.runPending(limit: budget)
        guard budget <= 0, MainRunLoop.hasPendingBlocks else { return }
        let error = HarnessTimeError.mainQueueBusyLoop(blocksRun: Self.maximumMainQueueBlocksPerFrame)
        record(error: error)
        if gestureDepth > 0 { errorsDuringGesture.append(error) }
    }

    /// Lays the table out and records the frame begun at `start`.
    private func endFrame(_ start: FrameStart) {
        var budget = Self.maximumMainQueueBlocksPerFrame
        runMainQueueTurn(budget: &budget)
        tableView.layoutIfNeeded()
        // Blocks the layout enqueued (a cell's configuration hopping to the main queue) run
        // now, and the layout shows what they changed.
        if MainRunLoop.hasPendingBlocks && budget > 0 {
            runMainQueueTurn(budget: &budget)
            tableView.layoutIfNeeded()
        }
        // Views marked with `setNeedsDisplay()` draw once, after the frame's layout.
        if !PendingDisplays.isEmpty { PendingDisplays.displayAll() }
        claimAnimations()
        deliverRemovalStops()
        // The frame's layout keeps what a `cellForRowAt` threw; a gesture throws it.
        if let error = tableView.layoutError {
            record(error: error)
            if gestureDepth > 0 { errorsDuringGesture.append(error) }
        }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start.nanoseconds) / 1e9
        // One pass over the frame's events, without key paths: this runs on every frame.
        var displayed: [IndexPath] = []
        var ended: [IndexPath] = []
        for index in start.firstEvent..<events.count {
            let event = events[index]
            guard let indexPath = event.indexPath else { continue }
            if event.kind == .willDisplay {
                displayed.append(indexPath)
            } else if event.kind == .didEndDisplaying {
                ended.append(indexPath)
            }
        }
        frames.append(
            FrameRecord(
                number: frame, contentOffset: tableView.contentOffset.y, visibleRows: tableView.indexPathsForVisibleRows ?? [],
                displayed: displayed, ended: ended, configurationTime: proxy.configurationTime, totalTime: total))
    }

    /// Runs a gesture's frames; when the liaison (in a callback, where no caller could catch
    /// it) or a frame's layout reported an error while they ran, throws the first once they
    /// are done, with its own type.
    /// The outermost gesture keeps a key frame called `label` when it ends (see
    /// `capturesKeyFrameAfterEachGesture`), also when the screen failed during it.
    func gesture<Result>(
        _ label: @autoclosure () -> String, requiresTable: Bool = true, _ body: () throws -> Result
    ) throws -> Result {
        // What the screen enqueues or delays during the gesture waits on this harness.
        try MainRunLoop.$currentDriver.withValue(MainRunLoop.DriverReference(self)) {
            try gestureOnRunLoop(label(), requiresTable: requiresTable, body)
        }
    }

    private func gestureOnRunLoop<Result>(
        _ label: @autoclosure () -> String, requiresTable: Bool, _ body: () throws -> Result
    ) throws -> Result {
        if gestureDepth == 0, let blocked = blockedGesture(requiresTable: requiresTable) { throw blocked }
        if gestureDepth == 0 {
            errorsDuringGesture = errorsBetweenGestures.map(\.error)
            errorsBetweenGestures = []
        }
        gestureDepth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            gestureDepth -= 1
            if gestureDepth == 0 && !(error is ScrollHarnessError) { captureGestureKeyFrame(label() + ": threw") }
            throw error
        }
        gestureDepth -= 1
        if gestureDepth == 0 {
            captureGestureKeyFrame(label() + (errorsDuringGesture.isEmpty ? "" : ": threw"))
        }
        if gestureDepth == 0, let first = errorsDuringGesture.first {
            errorsDuringGesture = []
            throw first
        }
        return result
    }

    /// Logs an event of the harness's own (pagination, refresh, a control tapped).
    func record(_ kind: HarnessEvent.Kind, indexPath: IndexPath? = nil, section: Int? = nil, detail: String? = nil) {
        events.append(HarnessEvent(frame: frame, kind: kind, indexPath: indexPath, section: section, detail: detail))
    }

    /// Logs `event` as it is.
    func record(_ event: HarnessEvent) { events.append(event) }

    /// Logs an error a recorder met, and keeps it to fail the running gesture unless an
    /// ``expectErrors(_:)`` is open.
    func met(_ recorded: RecordedError) {
        events.append(
            HarnessEvent(
                frame: frame, kind: .error, detail: "\(recorded.member): \(type(of: recorded.error)):", error: recorded.error))
        if !expectedErrorScopes.isEmpty {
            expectedErrorScopes[expectedErrorScopes.count - 1].append(recorded)
        } else if gestureDepth > 0 {
            errorsDuringGesture.append(recorded.error)
        } else {
            errorsBetweenGestures.append(recorded)
        }
    }

    /// Logs an error the table or the liaison reported, with its own type.
    func record(error: any Error) {
        events.append(HarnessEvent(frame: frame, kind: .error, detail: "\(type(of: error)):", error: error))
    }

    // MARK: Reading the log

    /// The events of the given kinds (all when empty), optionally only those of `indexPath`.
    public func events(_ kinds: HarnessEvent.Kind..., at indexPath: IndexPath? = nil) -> [HarnessEvent] {
        events.filter { (kinds.isEmpty || kinds.contains($0.kind)) && (indexPath == nil || $0.indexPath == indexPath) }
    }

    /// Forgets the events recorded so far (frames stay).
    public func clearEvents() { events.removeAll() }

    /// The log as text, one event a line.
    public func dump(_ kinds: HarnessEvent.Kind...) -> String {
        events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.description).joined(separator: "\n")
    }

    /// The frames that took longer than `budget` (one frame at the clock's rate by default).
    public func jankReport(budget: TimeInterval? = nil) -> JankReport {
        let limit = budget ?? frameBudget
        return JankReport(budget: limit, frames: frames.filter { $0.totalTime > limit })
    }
}

extension ScrollHarness: MainRunLoopDriving {
    /// Delayed main-queue work and timers of the screen wait on the harness's clock.
    package func runOnClock(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        schedule(after: seconds, work)
    }

    /// Whether the harness's timeline drives `view` (its table, its window's screens).
    package func drivesAnimations(of view: View) -> Bool { animationTimeline.drives(view.layer) }
}
