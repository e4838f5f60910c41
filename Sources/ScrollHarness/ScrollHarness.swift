import Foundation
import TableLiaison

/// Drives a `TableView` as a finger would, frame by frame on a clock of its own, records
/// every call the table makes (and every command a liaison runs), and renders the viewport
/// as text. Nothing sleeps: time advances only when the harness ticks a frame, so work that
/// answers "after a delay" (a page loading) is scheduled on the harness clock.
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
    /// Runs when `pullToRefresh()` pulls past `refreshThreshold`.
    public var onRefresh: (@MainActor () -> Void)?
    /// How far past the top a pull must go to refresh, in points.
    public var refreshThreshold: CGFloat = 80
    /// Points of content per text line in `render()`.
    public var pointsPerLine: CGFloat = 20
    /// Characters per text line in `render()`.
    public var renderWidth = 44

    let proxy: RecordingProxy
    private var scheduled: [(frame: Int, order: Int, work: @MainActor () -> Void)] = []
    private var scheduleOrder = 0

    /// A harness for `tableView` (and its `liaison`, which is liaised to it when given),
    /// resizing the table to `viewport` when given, ticking at `framesPerSecond`.
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
    func tick(_ body: () throws -> Void) rethrows {
        frame += 1
        let firstEvent = events.count
        proxy.configurationTime = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let due = scheduled.filter { $0.frame <= frame }.sorted { $0.order < $1.order }
        scheduled.removeAll { $0.frame <= frame }
        for item in due { item.work() }
        try body()
        tableView.layoutIfNeeded()
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let newEvents = events[firstEvent...]
        frames.append(FrameRecord(
            number: frame, contentOffset: tableView.contentOffset.y, visibleRows: tableView.indexPathsForVisibleRows ?? [],
            displayed: newEvents.filter { $0.kind == .willDisplay }.compactMap(\.indexPath),
            ended: newEvents.filter { $0.kind == .didEndDisplaying }.compactMap(\.indexPath),
            configurationTime: proxy.configurationTime, totalTime: total))
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
