import Foundation
import VirtualTableView

/// An alert or an action sheet, as UIKit's `UIAlertController`: present it; tapping one of
/// its actions dismisses it, then runs the action's handler, as UIKit does. An alert with no
/// action is allowed (it stays until the app dismisses it), as in UIKit.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// An alert in the middle of the screen, or a sheet of actions at the bottom, as UIKit's
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// A sheet of actions at the bottom.
        case actionSheet
        /// An alert in the middle.
        case alert

        /// `actionSheet` or `alert`.
        public var description: String { self == .alert ? "alert" : "actionSheet" }
    }

    /// The text under the title.
    public var message: String?
    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn bold, which the return key chooses; must be one of ``actions``.
    public var preferredAction: AlertAction? {
        get { storedPreferredAction }
        set {
            guard let newValue else {
                storedPreferredAction = nil
                return
            }
            if actions.contains(where: { $0 === newValue }) { storedPreferredAction = newValue }
        }
    }
    private var storedPreferredAction: AlertAction?
    private var fields: [TextField] = []

    /// The text fields added with ``addTextField(configurationHandler:)``; nil when none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// An alert or action sheet titled `title` saying `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// An alert with no title, message or actions; the coder is not read (see
    /// ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.message = nil
        self.preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds `action`. A second `.cancel` action is recorded as
    /// ``ViewControllerError/secondCancelAction(alert:action:)`` and not added (UIKit raises).
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            errorRecorder.record(
                ViewControllerError.secondCancelAction(alert: name, action: action.title ?? ""), member: "addAction(_:)")
            return
        }
        actions.append(action)
    }

    /// Adds a text field to an alert and lets `configurationHandler` set it up. On an action
    /// sheet it is recorded as ``ViewControllerError/textFieldInActionSheet(_:)`` (UIKit raises).
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            errorRecorder.record(ViewControllerError.textFieldInActionSheet(name), member: "addTextField(configurationHandler:)")
            return
        }
        let field = TextField()
        fields.append(field)
        configurationHandler?(field)
    }

    /// A finger taps `action`: the alert is dismissed (animated: it leaves the window and
    /// `presentedViewController` now, its `viewDidDisappear` comes when the transition ends),
    /// then the action's handler runs, in the call, so that it can present again at once.
    /// - Returns: false (nothing done) when the action is disabled or not one of the alert's.
    @discardableResult
    package func tap(_ action: AlertAction) -> Bool {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
        presentingViewController?.dismissPresented(animated: true)
        action.handler?(action)
        return true
    }
}
