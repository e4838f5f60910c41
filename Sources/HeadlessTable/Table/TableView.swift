import Foundation
import HeadlessViews

/// A headless `UITableView`: it asks its data source and delegate what UIKit's table asks,
/// in the same order, lays rows out, reuses cells, scrolls, prefetches, applies validated
/// batch updates, selects and edits, without a screen. It follows UIKit's documented and
/// observed behaviour; where it differs from UIKit (it throws where UIKit crashes; it keeps
/// the content on screen still when estimated heights are corrected) the member's
/// documentation says so.
///
/// Layout is lazy: nothing is asked of the data source until `layoutIfNeeded()`, a
/// geometry or visibility query, or a scroll. One frame of scrolling costs
/// O(log n + visible rows), whatever the number of rows n.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// The two layouts of sections.
    public enum Style: Hashable, Sendable {
        /// Headers pin to the top of the visible area while their section is on screen.
        case plain
        /// Headers and footers scroll with the content.
        case grouped
        /// As `grouped`, with each section's rows drawn as a rounded card inset from the
        /// table's edges; headers and footers scroll with the content.
        case insetGrouped
    }

    /// How rows and sections come and go in a batch update. Headless, the table records it
    /// in `updateHistory`; nothing is animated.
    public enum RowAnimation: Hashable, Sendable, CaseIterable {
        /// The row fades in or out.
        case fade
        /// The row slides in from, or out to, the right.
        case right
        /// The row slides in from, or out to, the left.
        case left
        /// The row slides in from, or out to, the top.
        case top
        /// The row slides in from, or out to, the bottom.
        case bottom
        /// No animation.
        case none
        /// The row expands from, or collapses to, its middle.
        case middle
        /// The table chooses, as UIKit's default.
        case automatic
    }

    /// Where `scrollToRow(at:at:animated:)` puts a row.
    public enum ScrollPosition: Hashable, Sendable {
        /// The least scroll that shows the row whole; none when it already is.
        case none
        /// The row's top at the visible area's top.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the visible area's bottom.
        case bottom
    }

    /// Asks for a self-sized height (rows, headers, footers) or UIKit's default estimate.
    public static let automaticDimension: CGFloat = -1
    /// The padding `sectionHeaderTopPadding`'s `automaticDimension` puts above every header
    /// of a `.plain` table: 22 points, as UIKit since iOS 15.
    static let automaticPlainSectionHeaderTopPadding: CGFloat = 22
    /// What the delegate's height methods return by default: "use the table's property".
    /// See `TableViewDelegate`.
    public static let unspecifiedDimension: CGFloat = -2
    /// The estimate used where an estimate is automatic: 44 points, as UIKit.
    public static let defaultEstimatedRowHeight: CGFloat = 44

    /// The style given at creation.
    public let style: Style
    /// Supplies counts and cells; held weakly. Setting it marks the table for reload.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Receives heights, display, selection, editing and scroll callbacks; held weakly.
    public weak var delegate: TableViewDelegate? { didSet { reloadData() } }
    /// Receives prefetch requests while scrolling; held weakly. Nil prefetches nothing.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// Gives the items of a drag that starts on a row, as UIKit's `dragDelegate`; held weakly.
    /// See `dragAndDropRow(at:to:)`.
    public weak var dragDelegate: (any TableViewDragDelegate)?
    /// Takes drops on the table, as UIKit's `dropDelegate`; held weakly. Nil: the table takes
    /// no drop.
    public weak var dropDelegate: (any TableViewDropDelegate)?
    /// Whether rows can be dragged, as UIKit's `dragInteractionEnabled`: false by default, as
    /// on a phone (UIKit's default is true on an iPad; the table does not know the device,
    /// and the package's device is a phone).
    public var dragInteractionEnabled = false
    /// Whether a drag started on the table is in progress, as UIKit's `hasActiveDrag`: true
    /// while `dragAndDropRow(at:to:)` runs the delegates.
    public internal(set) var hasActiveDrag = false
    /// Whether a drop over the table is in progress, as UIKit's `hasActiveDrop`: true while
    /// the drop delegate is asked and performs a drop.
    public internal(set) var hasActiveDrop = false

    /// The tallest a row, header or footer can be, in points: a larger height or estimate,
    /// infinity included, from a property, the delegate or `sizeThatFits`, counts as this, so
    /// the content height stays finite.
    nonisolated public static let maximumDimension: CGFloat = 1_000_000

    /// The height of every row the delegate gives none for; `automaticDimension` (the
    /// default) self-sizes. Like every height and estimate the table takes (these properties
    /// and the delegate's answers): NaN and negative values other than the two sentinels
    /// mean `automaticDimension`, and values above `maximumDimension` are clamped to it.
    public var rowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            rowHeight = Self.clampedDimension(rowHeight)
            invalidateHeights()
        }
    }
    /// The estimate of rows not yet displayed; 0 turns estimates off; automatic (the
    /// default) means 44. Clamped as `rowHeight` is.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
        didSet {
            estimatedRowHeight = Self.clampedDimension(estimatedRowHeight)
            invalidateHeights()
        }
    }
    /// The height of headers the delegate gives none for; automatic self-sizes. Clamped as
    /// `rowHeight` is.
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet {
            sectionHeaderHeight = Self.clampedDimension(sectionHeaderHeight)
            invalidateHeights()
        }
    }
    /// The height of footers the delegate gives none for; automatic self-sizes. Clamped as
    /// `rowHeight` is.
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet {
            sectionFooterHeight = Self.clampedDimension(sectionFooterHeight)
            invalidateHeights()
        }
    }
    /// The estimate of headers not yet displayed; automatic means the title's height, or 0.
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
        didSet {
            estimatedSectionHeaderHeight = Self.clampedDimension(estimatedSectionHeaderHeight)
            invalidateHeights()
        }
    }
    /// The estimate of footers not yet displayed; automatic means the title's height, or 0.
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
        didSet {
            estimatedSectionFooterHeight = Self.clampedDimension(estimatedSectionFooterHeight)
            invalidateHeights()
        }
    }

    /// The size of all content: the table's width and the sum of every height. Setting it
    /// does nothing: a table's content size is its rows' (UIKit's table replaces a value
    /// set at its next layout).
    open override var contentSize: CGSize {
        get {
            layoutQuietly()
            return CGSize(width: bounds.width, height: layout.contentHeight)
        }
        set {}
    }

    /// Where the content is scrolled to, as UIKit's `contentOffset`: setting it scrolls the
    /// table (the visible set updates, prefetching runs, then `scrollViewDidScroll`), not
    /// clamped, as in UIKit. An offset with a component that is not finite is not stored.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set { moveContent(to: newValue) }
    }

    /// A view above the first section; it keeps its frame's height, which counts under the
    /// rule for measured heights (NaN and negatives are 0, at most `maximumDimension`). It is
    /// one of the table's subviews, as in UIKit, so controls in it find the table (and record
    /// into its `errorRecorder`).
    public var tableHeaderView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section; it keeps its frame's height, counted as
    /// `tableHeaderView`'s is, and is one of the table's subviews.
    public var tableFooterView: View? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private func replaceAccessoryView(_ old: View?, with new: View?) {
        if old !== new {
            if let old, old.superview === self { old.removeFromSuperview() }
            if let new, new.superview !== self { addSubview(new) }
        }
        invalidateHeights()
    }

    /// A view behind the content, as UIKit's `backgroundView` (an empty state's message):
    /// sized to the table's bounds and laid out when set; the harness's render draws its text
    /// while no row is on screen.
    public var backgroundView: View? {
        didSet {
            guard let backgroundView else { return }
            backgroundView.frame = CGRect(origin: .zero, size: bounds.size)
            backgroundView.layoutIfNeeded()
        }
    }

    /// Whether cell margins follow the readable width, as UIKit's
    /// `cellLayoutMarginsFollowReadableWidth`; false by default. At phone widths the readable
    /// width is wider than the margins, so nothing changes.
    public var cellLayoutMarginsFollowReadableWidth = false

    /// When true (the default), correcting an estimated height of a row above the first
    /// visible row moves `contentOffset` by the difference, so the content on screen does
    /// not jump. **Deviation** from UIKit, which leaves the offset alone; set false
    /// for UIKit's behaviour.
    public var keepsVisibleContentAnchored = true
    /// How far beyond the visible area rows are prefetched, in the direction of scrolling;
    /// nil (the default) means one visible-area height. NaN and negative values are stored as
    /// 0 (nothing is prefetched); the distance used is at most `maximumPrefetchScreens`
    /// visible-area heights and `maximumDisplayedRowCount` rows, so `.infinity` cannot send
    /// every row of the table on every frame.
    public var prefetchDistance: CGFloat? {
        didSet {
            if let distance = prefetchDistance, distance.isNaN || distance < 0 { prefetchDistance = 0 }
        }
    }
    /// The most visible-area heights ahead that rows are prefetched from (10).
    nonisolated public static let maximumPrefetchScreens: CGFloat = 10
    /// The most rows the table displays at once, and prefetches at once (1,000). UIKit has no
    /// such bound: it displays zero-height rows in the visible area like any other, so
    /// 100,000 of them there would make 100,000 cells. The table displays the first 1,000
    /// rows that meet the visible area, top to bottom; only rows under a point tall can
    /// reach the bound on a screen-sized table.
    nonisolated public static let maximumDisplayedRowCount = 1_000

    /// Whether taps select rows outside editing mode (default true).
    public var allowsSelection = true
    /// Whether several rows can be selected outside editing mode (default false).
    public var allowsMultipleSelection = false
    /// Whether taps select rows in editing mode (default false).
    public var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode (default false).
    public var allowsMultipleSelectionDuringEditing = false

    /// Work counters; see `TableViewStatistics`.
    public internal(set) var statistics = TableViewStatistics()
    /// The error of the last layout that a property access triggered and could not throw
    /// (for example a `cellForRowAt` that threw); nil after a layout that succeeded. Calls
    /// that can throw, such as `layoutIfNeeded()`, throw it instead.
    public internal(set) var layoutError: Error?
    /// The most recent batch updates, oldest first, at most 100.
    public internal(set) var updateHistory: [TableViewUpdate] = []
    /// The layout diagnostics of the table's cells and header and footer views
    /// (unsatisfiable constraints, constraints that could not be installed), oldest first,
    /// at most the last 1,000; each is also sent to the table's `layoutDiagnosticHandler`.
    /// A cell's diagnostics raised before the table knew it (in its initializer) arrive when
    /// the table dequeues it.
    public internal(set) var layoutDiagnostics: [LayoutDiagnostic] = []
    /// Where the table records what its UIKit members meet instead of raising (see
    /// ``recordedErrors`` and ``checking(_:)``).
    public let errorRecorder = ErrorRecorder()

    // MARK: Internal state

    var layout = TableLayout()
    /// What the last complete layout pass saw; equal again means the screen is up to date.
    var lastLayoutKey: LayoutKey?

    struct LayoutKey: Equatable {
        var bounds: CGRect
        var inset: EdgeInsets
        var generation: Int
    }
    var needsReload = true
    var needsHeightRebuild = false
    var laidOutWidth: CGFloat = -1
    /// Cells on screen by index path.
    var displayedCells: [IndexPath: TableViewCell] = [:] { didSet { sortedDisplayedRowsCache = nil } }
    /// `displayedCells`' index paths in order, kept until the cells change: the visible rows
    /// are read on every frame (the harness records them) and by most checks, far more
    /// often than rows enter or leave. Read through `sortedDisplayedRows`.
    var sortedDisplayedRowsCache: [IndexPath]?
    /// Headers and footers on screen by section: any view, as the delegate may return one.
    var displayedHeaders: [Int: View] = [:]
    var displayedFooters: [Int: View] = [:]
    var cellPool: [String: [TableViewCell]] = [:]
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]
    var cellRegistrations: [String: CellRegistration] = [:]
    var headerFooterRegistrations: [String: HeaderFooterRegistration] = [:]
    var selectedRows: Set<IndexPath> = []
    var prefetchedRows: Set<IndexPath> = []
    /// Cells alive: on screen plus pooled.
    var cellsAlive = 0
    /// The last vertical scroll direction: -1 up, 1 down, 0 none yet.
    var scrollDirection: CGFloat = 0
    /// Whether the delegate answers per-row estimates (probed at reload).
    var delegateEstimatesRows = false
    /// Bumped by every change of the rows (a batch, a reload, a drop), so a gesture can tell
    /// that a callback changed them under it.
    var rowsVersion = 0
    /// The table had no row to probe at its last reload: the first row a batch inserts is
    /// probed instead.
    var estimatesUndecided = false
    /// The row and answer of the estimate probe of the reload in progress, so that the row
    /// probed is not asked its estimate a second time.
    var probedEstimate: (indexPath: IndexPath, estimate: CGFloat)?
    /// Names the current set of the heights the delegate answered: it changes whenever the
    /// table discards them and asks again (a reload, a batch update, a reconfiguration, a
    /// change of width, of a height setting or of traits), never in between. A delegate that
    /// computes a row's height can keep the value under the epoch and answer the table's
    /// next question about that row (its estimate, then its height once displayed) without
    /// computing it again. Epochs are unique across tables.
    /// Package-only: the liaison caches its rows' computed heights by it.
    /// A getter, not the stored value: read from another module, a stored property of a
    /// class is an exclusivity check on every read (the liaison reads it for every row's
    /// estimate).
    package final var heightEpoch: Int { heightEpochStorage }
    var heightEpochStorage = TableView.newHeightEpoch()
    /// The last epoch handed out, by any table.
    static var lastHeightEpoch = 0
    /// The cells on screen when `invalidateRowHeights()` said their rows' content may have
    /// changed, not configured since: what they measure is their old content's height, an
    /// estimate until they are configured again or their rows get other cells.
    var cellsOfStaleContent: Set<ObjectIdentifier> = []
    /// The cells of `cellsOfStaleContent` measured since the last change of geometry: they
    /// are not measured again on every pass.
    var staleCellsMeasured: Set<ObjectIdentifier> = []
    /// The cell handed out by the current `reconfigureRows` call, per index path.
    var reconfiguringCells: [IndexPath: TableViewCell] = [:]
    /// How many `makingDetachedCells(_:)` calls are running: dequeues then make cells the
    /// table never sees.
    var detachedDequeueDepth = 0
    var isLayingOut = false
    /// How many operations that move rows or the offset in several steps (a batch being
    /// applied, a scroll to a row) are running: work `performWhenIdle(_:)` is given waits for
    /// them too, so it never runs between their steps.
    var operationDepth = 0
    var idleWork: [@MainActor () -> Void] = []
    var pendingUpdates: PendingUpdates?
    var updateNesting = 0
    /// Errors of updates issued from inside a commit callback, rethrown by the input call.
    var commitErrors: [Error]?
    /// Whether the table is in editing mode. Setting it calls `setEditing(_:animated:)`
    /// without animation, as UIKit's.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false
    /// Whether rows show a separator line below them, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Hashable, Sendable {
        /// No separators: rows take their full height.
        case none
        /// A one-pixel line at the bottom of every row.
        case singleLine
    }

    /// The separator below each row; `.singleLine` by default, as UIKit. As in UIKit, a
    /// separator takes one pixel (a third of a point) from the bottom of each cell's content
    /// view, and a self-sizing row adds that pixel to the height its cell asks for, so the
    /// content keeps the height it fits in (a fixed `rowHeight` stays as it is). Set `.none`
    /// for rows exactly as tall as their cells' `sizeThatFits` answers.
    public var separatorStyle: SeparatorStyle = .singleLine {
        didSet {
            for cell in displayedCells.values { cell.separatorHeight = separatorHeight }
            invalidateHeights()
        }
    }
    /// The separators' colour.
    public var separatorColor: Color = .lightGray
    /// The separators' insets from the row's edges (`left` is the leading side); a cell's own
    /// `separatorInset` takes precedence. 16 points at the leading edge by default.
    public var separatorInset = EdgeInsets(left: 16)
    /// What `separatorInset` is measured from, as UIKit's `separatorInsetReference`:
    /// `.fromCellEdges` by default. Recorded: separators are not drawn.
    public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges

    /// What a table's separator inset is measured from, as UIKit's
    /// `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable, CaseIterable {
        /// From the cell's edges: the inset is the distance from them.
        case fromCellEdges = 0
        /// From the automatic inset: the inset is added to the one the table computes.
        case fromAutomaticInsets = 1
    }
    /// The height a separator takes from each row: one pixel, or 0 without separators.
    public var separatorHeight: CGFloat { separatorStyle == .none ? 0 : TextMetrics.pixel }

    /// The control a pull past the top starts a refresh with; nil (the default) has none.
    /// As UIKit's, while it refreshes the table's `ScrollView.adjustedContentInset` grows
    /// at the top by the control's height (60 points), so content
    /// pulled down rests below the spinner until `endRefreshing()`. Setting another control
    /// (or nil) takes the old one's inset away.
    public var refreshControl: RefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.tableView = nil
            refreshControl?.tableView = self
            refreshControl?.frame = CGRect(
                x: 0, y: -RefreshControl.refreshingHeight, width: bounds.width, height: RefreshControl.refreshingHeight)
            refreshInsetTop = refreshControl?.isRefreshing == true ? RefreshControl.refreshingHeight : 0
        }
    }
    /// The environment the table's views show in; the default has the `large` content size
    /// category. Setting a different one, as the system does when the person changes the
    /// text size (and as a test does to try another size), passes it to every cell, header
    /// and footer the table holds (on screen and in the reuse pools): labels with
    /// `adjustsFontForContentSizeCategory` take their text style's size in the new category,
    /// `traitCollectionDidChange(_:)` is called on each cell and header-footer view, and
    /// every height is measured again at the next layout, so self-sizing rows fit the new
    /// text. Cells and views the table gets afterwards from the data source and the delegate
    /// are brought to it before they are measured or displayed.
    public var traitCollection = TraitCollection() {
        didSet { if traitCollection != oldValue { traitCollectionChanged(from: oldValue) } }
    }
    /// The colour of the section index's titles; nil (the default) uses the tint colour, as
    /// UIKit. Headless it is recorded, not drawn.
    public var sectionIndexColor: Color?
    /// The colour behind the section index when it is not touched; nil (the default) is
    /// UIKit's translucent background. Recorded, not drawn.
    public var sectionIndexBackgroundColor: Color?
    /// The space above each section header, as UIKit's `sectionHeaderTopPadding`, in every
    /// section whose header is taller than 0: the section grows by it and its header sits
    /// that far below the section's top (`rectForHeader(inSection:)` is the header's own
    /// rectangle, below the padding); a header pinned to the top of a plain table is pinned
    /// without it. `automaticDimension` (the default) is UIKit's automatic padding since
    /// iOS 15: 22 points above every header of a
    /// `.plain` table, none in `.grouped` and `.insetGrouped` tables. Set 0 for headers
    /// right at their sections' tops. NaN and negative values other than
    /// `automaticDimension` are stored as `automaticDimension`; values are clamped to
    /// `maximumDimension`.
    public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension {
        didSet {
            if sectionHeaderTopPadding.isNaN || sectionHeaderTopPadding < 0 {
                sectionHeaderTopPadding = Self.automaticDimension
            } else if sectionHeaderTopPadding > Self.maximumDimension {
                sectionHeaderTopPadding = Self.maximumDimension
            }
            if sectionHeaderTopPadding != oldValue { invalidateHeights() }
        }
    }
    var swipe: SwipeState?
    /// The content going back to the top after a refresh ended, while a harness steps it.
    var contentOffsetAnimation: ContentOffsetAnimation?
    /// Whether something (the harness) calls `stepContentOffsetAnimation()` every frame: the
    /// content then goes back to the top over frames after a refresh, else at once.
    package var stepsContentOffsetAnimations = false
    /// What stands in as the table's data source and delegate for a harness, kept as long as
    /// it stands in: the table holds its data source and delegate weakly, and a harness a test
    /// let go of must not leave the screen's table without them.
    package var interposedForwarder: AnyObject?
    /// The context menu open on a row, if any.
    var contextMenu: (indexPath: IndexPath, configuration: ContextMenuConfiguration, menu: Menu)?
    var reorder: ReorderState?

    enum CellRegistration {
        case type(TableViewCell.Type)
        case factory(@MainActor () -> TableViewCell)
        case nib(Nib)
    }

    enum HeaderFooterRegistration {
        case type(TableViewHeaderFooterView.Type)
        case factory(@MainActor () -> TableViewHeaderFooterView)
        case nib(Nib)
    }

    /// A table of `style` whose bounds are `frame`'s size, UIKit's designated initializer.
    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table whose bounds are `frame`'s size, as `UITableView(frame:)`; with
    /// `init?(coder:)` it makes `TableView()` a plain table of zero size, as UIKit's.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table of zero size; the coder is not read (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// Performs a pending reload and brings the visible cells, headers and footers up to
    /// date. Errors (a `cellForRowAt` that threw) are kept in `layoutError`; use
    /// `layoutIfNeededOrThrow()` to receive them.
    open override func layoutIfNeeded() {
        layoutQuietly()
        // An index loop over a copy, as in `View.layoutIfNeeded()`: this runs on every frame.
        let subviews = self.subviews
        for index in 0..<subviews.count { subviews[index].layoutIfNeeded() }
    }

    /// Marks the table for a full reload at the next layout: nothing is asked now.
    public func reloadData() {
        rowsVersion &+= 1
        needsReload = true
        setNeedsLayout()
    }

    /// Re-measures every height at the next layout, keeping data and cells.
    func invalidateHeights() {
        needsHeightRebuild = true
        setNeedsLayout()
    }

    /// The number of sections, as the table last read it (loads the table first).
    public var numberOfSections: Int {
        layoutQuietly()
        return layout.numberOfSections
    }

    /// The number of rows in `section` as the table last read it; 0 for a section that
    /// does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        layoutQuietly()
        guard section >= 0 && section < layout.numberOfSections else { return 0 }
        return layout.numberOfRows(inSection: section)
    }

    /// The visible area in content coordinates: the bounds minus the content insets. A
    /// refreshing control's inset (in `ScrollView.adjustedContentInset`) is not taken
    /// away: it is room above the content for the spinner, covering nothing, so rows in the
    /// bounds stay on screen whatever the offset.
    public var visibleRect: CGRect {
        CGRect(
            x: 0, y: bounds.origin.y + contentInset.top, width: bounds.width,
            height: max(0, bounds.height - contentInset.top - contentInset.bottom))
    }
}
