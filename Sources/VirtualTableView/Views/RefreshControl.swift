import Foundation

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: give it to a table's
/// `refreshControl`, add an action, and end the refresh when the new content is in. The
/// harness's pull to refresh drives it as a finger would.
@MainActor
open class RefreshControl: View {
    /// Whether a refresh is running: from `beginRefreshing()` or a pull until `endRefreshing()`.
    public private(set) var isRefreshing = false
    /// The title shown under the spinner; nil by default.
    public var attributedTitle: String?
    private var actions: [@MainActor () -> Void] = []
    /// Told when a refresh ends, so the harness can log it.
    package var onEndRefreshing: (@MainActor () -> Void)?

    /// A control with no actions, not refreshing.
    public init() {
        super.init(frame: .zero)
    }

    /// Adds a handler run when a pull starts a refresh (UIKit's `.valueChanged` event).
    public func addAction(_ action: @escaping @MainActor () -> Void) {
        actions.append(action)
    }

    /// Shows the control refreshing without running the actions, as UIKit's: the app
    /// started the refresh itself.
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh; nothing happens when none runs.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        onEndRefreshing?()
    }

    /// A finger pulled the content far enough: the refresh starts and the actions run, as
    /// UIKit sends `.valueChanged`. Nothing happens while a refresh runs.
    /// - Returns: whether a refresh started.
    @discardableResult
    public func sendValueChangedFromPull() -> Bool {
        guard !isRefreshing else { return false }
        isRefreshing = true
        for action in actions { action() }
        return true
    }
}
