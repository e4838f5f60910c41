import Foundation
import HeadlessViews

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: give it to a table's
/// `refreshControl`, add an action (`addAction(_:for: .valueChanged)`, as UIKit code does,
/// or a closure), and end the refresh when the new content is in. The harness's pull to
/// refresh drives it as a finger would.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// Whether a refresh is running: from `beginRefreshing()` or a pull until `endRefreshing()`.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner, as UIKit's `attributedTitle`; nil by default.
    /// Recorded, not drawn.
    public var attributedTitle: NSAttributedString?
    private var actions: [@MainActor () -> Void] = []
    /// Told when a refresh ends, so the harness can log it.
    package var onEndRefreshing: (@MainActor () -> Void)?
    /// The table whose `refreshControl` this is: it makes room for the spinner while the
    /// control refreshes.
    weak var tableView: TableView?

    /// How much a refreshing control adds to its table's top inset: 60 points, the height
    /// UIKit gives its refresh control.
    static let refreshingHeight: CGFloat = 60

    /// A control with no actions, not refreshing, as UIKit's designated `init()`.
    public init() {
        super.init(frame: .zero)
    }

    /// A control with no actions, not refreshing; the frame is ignored, as the table places
    /// its refresh control.
    public override convenience init(frame: CGRect) {
        self.init()
    }

    /// A control with no actions; the coder is not read (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Adds a handler run when a pull starts a refresh, before the actions added for
    /// `.valueChanged`.
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// Shows the control refreshing without running the actions, as UIKit's: the app
    /// started the refresh itself. The table's top inset grows by the control's height (60
    /// points) but the content does not move, as in UIKit: content at the top stays there,
    /// the spinner out of sight above it, unless the app scrolls to
    /// `minimumContentOffsetY` itself. Nothing happens while a refresh runs.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        tableView?.refreshControlDidBeginRefreshing(self)
    }

    /// Ends the refresh, as UIKit's: the table's top inset loses the control's height, and
    /// content resting in it (below the spinner) goes back to the top, over 10 frames when a
    /// harness drives the table (at once otherwise). Nothing happens when no refresh runs.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        tableView?.refreshControlDidEndRefreshing(self)
        onEndRefreshing?()
    }

    /// A finger pulled the content far enough: the refresh starts (the table's top inset
    /// grows by the control's height, so the content comes to rest below the spinner), the
    /// closures added with `addAction(_:)` run, then the actions added for `.valueChanged`,
    /// as UIKit sends it. Nothing happens while a refresh runs.
    /// - Returns: whether a refresh started.
    @discardableResult
    public func sendValueChangedFromPull() -> Bool {
        guard !isRefreshing else { return false }
        isRefreshing = true
        tableView?.refreshControlDidBeginRefreshing(self)
        for action in actions { action() }
        sendActions(for: .valueChanged)
        return true
    }
}
