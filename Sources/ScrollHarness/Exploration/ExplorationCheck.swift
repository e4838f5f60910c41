import Foundation

/// What must hold after every step of an exploration. The built-in checks cover what goes
/// wrong in table screens whatever they show; `custom(_:_:)` adds the screen's own rules.
/// Each is switched on by being in `ScreenExplorer.checks`.
///
/// Checks count their work (`ExplorationResult.cellsCompared`) rather than time it, so
/// their cost reads the same on every machine.
public struct ExplorationCheck<Screen> {
    enum Kind {
        case reuseConsistency
        case visibleRows
        case configuredRows
        case displayPairing
        case pagination(loadsInFlight: (@MainActor (ExploredScreen<Screen>) -> Int)?)
        case unexpectedErrors
        case navigation
        case frameBudget(TimeInterval)
        case liveCells(Int)
        case custom(@MainActor (ExploredScreen<Screen>) -> String?)
    }

    /// The check's name, as a failure report gives it ("reuse consistency").
    public let name: String
    let kind: Kind

    /// Every visible cell shows exactly what a freshly made cell of the same type,
    /// configured for the same row, shows: the same texts, image names, hidden flags,
    /// button titles and spinners in the same view tree, and the same accessory. A cell
    /// that kept something of its previous row (a `prepareForReuse` that forgot to reset
    /// an image) differs. The fresh cell is made from the table's registration and
    /// configured through the liaison's row (its `.configuration` then `.willDisplay`
    /// commands) or, without a liaison, the data source's `cellForRowAt`, without the table
    /// seeing it: it is not counted, not displayed, and never enters the reuse pool.
    ///
    /// Headers and footers on screen are compared the same way with a fresh view for their
    /// section: the liaison's component (configured, then its `.willDisplay` command) or,
    /// without a liaison, the delegate's view, else the data source's title.
    ///
    /// Content that lands later on the harness clock (an image download) is judged against
    /// a *shadow*: for each cell the table configures, a fresh cell configured for the same
    /// row at the same moment, whose work runs on the same clock and lands at the same time.
    /// A visible cell that differs from a fresh cell passes when it shows what one of its
    /// shadows (of its latest 32 configurations) shows now, for the same row, provided that
    /// shadow first showed exactly what a fresh cell shows now, or its work (a download) has
    /// still to land (the cell waits for its own download of a photo a cache got meanwhile).
    /// A cell *ahead* of a fresh one (configured from a cache that has evicted its photo
    /// since) passes when it shows what a fresh cell shows once the fresh cell's work has run
    /// to quiet on a copy of the harness clock (the harness's time does not move; tasks the
    /// screen started get their turn, as at the next wait). The work of the fresh cells
    /// compared with is otherwise dropped. A cell showing another row's download fails.
    /// - Complexity: one fresh cell and two view-tree walks per visible row, header and
    ///   footer; one shadow per cell the table configures; a fresh cell run to quiet per cell
    ///   that no shadow explains.
    public static var reuseConsistency: Self { Self(name: "reuse consistency", kind: .reuseConsistency) }

    /// The rows on screen are exactly those whose frames meet the viewport (a row of zero
    /// height counts at the viewport's top edge), in order. A row meeting it by less than a
    /// thousandth of a point may be on screen or not: sums of heights differ in their last
    /// bits.
    /// - Complexity: O(rows in the table).
    public static var visibleRows: Self { Self(name: "visible rows", kind: .visibleRows) }

    /// Each visible cell was last configured (dequeued and configured by the data source)
    /// for the row now at its index path: the liaison's row there, or one of the same
    /// identity. A cell whose row moved, was replaced or deleted without the table asking
    /// for a new cell shows a row that is no longer there. Without a liaison, a
    /// `TableViewDiffableDataSource` is checked the same way by item identifier; other
    /// tables pass.
    public static var configuredRows: Self { Self(name: "configured rows", kind: .configuredRows) }

    /// Every `willDisplay` of a cell has its `didEndDisplaying` when the cell leaves the
    /// screen, once: no cell is displayed twice without ending, ends without having been
    /// displayed, stays displayed off screen, or shows without having been displayed. The
    /// same holds for header and footer views, by identity, with `willDisplayHeaderView`,
    /// `willDisplayFooterView` and their `didEndDisplaying…` calls.
    public static var displayPairing: Self { Self(name: "display pairing", kind: .displayPairing) }

    /// The liaison asks for a page at most once until that page lands or is cancelled, and
    /// ends or cancels only a page it asked for.
    public static var pagination: Self { Self(name: "pagination", kind: .pagination(loadsInFlight: nil)) }

    /// `pagination`, and also at most one load of the screen in flight at any time:
    /// `loadsInFlight` reads how many page loads the screen has started that have not
    /// finished (a delegate that starts a second load while one is pending has two).
    public static func pagination(loadsInFlight: @escaping @MainActor (ExploredScreen<Screen>) -> Int) -> Self {
        Self(name: "pagination", kind: .pagination(loadsInFlight: loadsInFlight))
    }

    /// No error is thrown by the table, the liaison or a row during a step, and none is
    /// reported to the liaison's error handler or recorded where UIKit traps or warns (the
    /// table's or the hosting window's `ErrorRecorder`: a `ViewControllerError` such as
    /// presenting while already presenting, also when it is met on the main queue during a
    /// `wait`): the explorer's gestures never ask for one.
    /// (A gesture impossible in the current state is skipped, not an error.)
    public static var unexpectedErrors: Self { Self(name: "unexpected errors", kind: .unexpectedErrors) }

    /// When the harness hosts view controllers, the navigation stacks and presentations stay
    /// consistent: no controller is presented twice (or presented while on a stack), no
    /// alert is lost under a controller presented over it, and appearance callbacks stay
    /// balanced per controller — none is left between a `viewWillAppear` and its
    /// `viewDidAppear` (or the disappearing pair), the screen on top has appeared, a
    /// controller under the top of its stack or gone from the window has disappeared, and
    /// each had `viewDidAppear` at most once more than `viewDidDisappear`. A controller in a
    /// transition still in flight (its `did` callback comes at the end, 21 frames after an
    /// animated push) is checked once the transition ends. A harness made for a table passes.
    /// - Complexity: O(controllers in the window and seen leaving it).
    public static var navigation: Self { Self(name: "navigation and presentations", kind: .navigation) }

    /// No frame of a step takes longer than `budget` seconds of wall-clock time (the jank
    /// report). It measures time, so it is not deterministic: not among `standard`.
    public static func frameBudget(_ budget: TimeInterval) -> Self {
        Self(name: "frame budget", kind: .frameBudget(budget))
    }

    /// The table holds at most `limit` cells (on screen and in its reuse pools): a screen
    /// whose cells are never reused grows without bound. Not among `standard`: the bound
    /// depends on the screen.
    public static func liveCells(atMost limit: Int) -> Self { Self(name: "live cells", kind: .liveCells(limit)) }

    /// A check of the screen's own: `body` returns what it saw when the rule is broken
    /// ("the badge says 3, the inbox has 2 unread") and nil when it holds.
    public static func custom(_ name: String, _ body: @escaping @MainActor (ExploredScreen<Screen>) -> String?) -> Self {
        Self(name: name, kind: .custom(body))
    }

    /// The deterministic built-in checks: unexpected errors first (an error explains what
    /// the other checks would see next), then navigation and presentations, reuse consistency, visible rows, configured
    /// rows, display pairing, pagination, layout and clipped text.
    public static var standard: [Self] {
        [
            .unexpectedErrors, .navigation, .reuseConsistency, .visibleRows, .configuredRows, .displayPairing, .pagination,
            .layout,
            .clippedText,
        ]
    }
}
