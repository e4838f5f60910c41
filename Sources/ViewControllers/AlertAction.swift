import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class AlertAction: NSObject {
    /// How an action shows, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// A plain action.
        case `default`
        /// Cancels; at most one per alert, shown last (bold in an alert).
        case cancel
        /// Destroys something: shown in red.
        case destructive

        /// `default`, `cancel` or `destructive`.
        public var description: String {
            switch self {
            case .default: return "default"
            case .cancel: return "cancel"
            case .destructive: return "destructive"
            }
        }
    }

    /// The button's title.
    public let title: String?
    /// How the button shows.
    public let style: Style
    /// Whether tapping the button does something; a disabled one is dimmed.
    public var isEnabled = true
    /// A string that identifies the button to tests, as UIKit's `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// What tapping runs, after the alert was dismissed.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// An action titled `title`; `handler` runs, with the action, after a tap dismissed the alert.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
