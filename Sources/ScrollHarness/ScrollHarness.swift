import Foundation
import TableLiaison

/// Drives a `TableView` as a finger would, frame by frame on a clock of its own, records
/// every call the table makes (and every command, pagination step and error of a liaison),
/// and renders the viewport as text. Nothing sleeps: time advances only when the harness
/// ticks a frame, so work that answers "after a delay" (a page loading) is scheduled on the
/// harness clock.
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
    /// The table being driven.
    public let tableView: TableView
    /// The liaison behind the table, if the harness was given one (held strongly).
    public let liaison: Liaison?
    /// Frames per second of the clock: 60 or 120.
    public let framesPerSecond: Int
    /// The current frame, from 0.
    public private(set) var frame = 0
    /// Every call recorded, in order.
    public private(set) var events: [HarnessEvent] = []
    /// One record per frame ticked.
    public private(set) var frames: [FrameRecord] = []
    /// Runs when `pullToRefresh()` pulls past `refreshThreshold` and starts a refresh; call
    /// `endRefreshing()` when the content is fresh (at once for a synchronous reload), or
    /// later pulls start no refresh, as with a refresh control left refreshing.
    public var onRefresh: (@MainActor () -> Void)?
    /// Whether a refresh a pull started is running: from `pullToRefresh()` until
    /// `endRefreshing()`, as a refresh control's `isRefreshing`.
    public internal(set) var isRefreshing = false
    /// How far past the top a pull must go to refresh, in points.
    public var refreshThreshold: CGFloat = 80
    /// Points of content per text line in `render()`.
    public var pointsPerLine: CGFloat = 20
    /// Characters per text line in `render()`.
    public var renderWidth = 44

    let proxy: RecordingProxy
    private var scheduled: [(frame: Int, order: Int, work: @MainActor () -> Void)] = []
    private var scheduleOrder = 0
    /// How many gestures are running (one calls another); errors the liaison reports while
    /// any runs are thrown when the outermost ends.
    private var gestureDepth = 0
    private var errorsDuringGesture: [any Error] = []

    /// A harness for `tableView` (and its `liaison`, which is liaised to it when given),
    /// resizing the table to `viewport` when given, ticking at `framesPerSecond`. The
    /// harness becomes the liaison's `commandObserver`, `componentCommandObserver`,
    /// `paginationObserver` and `errorObserver`, to log what they tell.
    public init(tableView: TableView, liaison: Liaison? = nil, viewport: CGSize? = nil, framesPerSecond: Int = 60) {
        self.tableView = tableView
        self.liaison = liaison
        self.framesPerSecond = max(1, framesPerSecond)
        var record: (@MainActor (HarnessEvent.Kind, IndexPath?, Int?, String?) -> Void)?
        proxy = RecordingProxy { kind, indexPath, section, detail in record?(kind, indexPath, section, detail) }
        record = { [unowned self] kind, indexPath, section, detail in
            self.events.append(HarnessEvent(frame: self.frame, kind: kind, indexPath: indexPath, section: section, detail: detail))
        }
        if let viewport { tableView.frame = CGRect(origin: tableView.frame.origin, size: viewport) }
        if let liaison {
            if liaison.tableView !== tableView { liaison.liaise(tableView: tableView) }
            liaison.commandObserver = { [unowned self] command, indexPath in
                self.events.append(HarnessEvent(frame: self.frame, kind: .rowCommand, indexPath: indexPath, detail: "\(command)"))
            }
            liaison.componentCommandObserver = { [unowned self] command, section in
                self.events.append(HarnessEvent(frame: self.frame, kind: .componentCommand, section: section, detail: "\(command)"))
            }
            liaison.paginationObserver = { [weak self] event in
                guard let self else { return }
                switch event {
                case let .started(indexPath): self.record(.paginationStarted, indexPath: indexPath)
                case let .ended(indexPath): self.record(.paginationEnded, indexPath: indexPath)
                case let .cancelled(indexPath): self.record(.paginationCancelled, indexPath: indexPath)
                }
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
        // Without a prefetch data source of its own the table prefetches nothing.
        if hasPrefetcher { tableView.prefetchDataSource = proxy }
        tick { tableView.layoutIfNeeded() }
    }

    /// The clock's time, in seconds.
    public var time: TimeInterval { TimeInterval(frame) / TimeInterval(framesPerSecond) }

    /// One frame's time budget, in seconds.
    public var frameBudget: TimeInterval { 1 / TimeInterval(framesPerSecond) }

    // MARK: Time

    /// Runs `work` when the clock reaches `frames` frames from now (at the next tick for 0).
    public func schedule(afterFrames frames: Int, _ work: @escaping @MainActor () -> Void) {
        scheduleOrder += 1
        scheduled.append((frame + max(1, frames), scheduleOrder, work))
    }

    /// Runs `work` `seconds` from now on the harness clock.
    public func schedule(after seconds: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        schedule(afterFrames: Int((seconds * TimeInterval(framesPerSecond)).rounded(.up)), work)
    }

    /// Ticks `frames` frames with no gesture: scheduled work runs when its frame comes.
    public func advance(frames count: Int) {
        for _ in 0..<max(0, count) { tick {} }
    }

    /// Whether work is waiting on the clock.
    public var hasScheduledWork: Bool { !scheduled.isEmpty }

    /// One frame: the clock moves, due work runs, then `body` (the gesture's step), then
    /// layout; the frame is recorded with what came on screen and left, and how long it took.
    /// What `body` throws and what the layout met are logged as `.error`; a gesture running
    /// the frame throws the layout's error when it ends.
    func tick(_ body: () throws -> Void) rethrows {
        frame += 1
        let firstEvent = events.count
        proxy.configurationTime = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let due = scheduled.filter { $0.frame <= frame }.sorted { $0.order < $1.order }
        scheduled.removeAll { $0.frame <= frame }
        for item in due { item.work() }
        do {
            try body()
        } catch {
            record(error: error)
            tableView.layoutIfNeeded()
            throw error
        }
        tableView.layoutIfNeeded()
        // The frame's layout keeps what a `cellForRowAt` threw; a gesture throws it.
        if let error = tableView.layoutError {
            record(error: error)
            if gestureDepth > 0 { errorsDuringGesture.append(error) }
        }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let newEvents = events[firstEvent...]
        frames.append(FrameRecord(
            number: frame, contentOffset: tableView.contentOffset.y, visibleRows: tableView.indexPathsForVisibleRows ?? [],
            displayed: newEvents.filter { $0.kind == .willDisplay }.compactMap(\.indexPath),
            ended: newEvents.filter { $0.kind == .didEndDisplaying }.compactMap(\.indexPath),
            configurationTime: proxy.configurationTime, totalTime: total))
    }

    /// Runs a gesture's frames; when the liaison (in a callback, where no caller could catch
    /// it) or a frame's layout reported an error while they ran, throws the first once they
    /// are done, with its own type.
    func gesture<Result>(_ body: () throws -> Result) throws -> Result {
        if gestureDepth == 0 { errorsDuringGesture = [] }
        gestureDepth += 1
        let result: Result
        do {
            result = try body()
        } catch {
            gestureDepth -= 1
            throw error
        }
        gestureDepth -= 1
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
