import Foundation

/// Why a target–action pair was not sent: off Apple platforms there is no Objective-C
/// runtime to call a method by its selector.
///
/// UIKit's `addTarget(_:action:for:)`, `UIBarButtonItem(title:style:target:action:)` and
/// `UIGestureRecognizer(target:action:)` compile here and keep their pair (a test reads it),
/// but sending the action needs the runtime: where it is missing the control records this
/// error when it would have sent it, and the scroll harness fails the test that met it. Give
/// the control a `UIAction` (`addAction(_:for:)`, `primaryAction`), which runs everywhere.
public enum TargetActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `action` was due to go to a `target` of type `targetType` from `sender` (a control,
    /// a bar button item or a gesture recognizer, by type name), and could not be sent.
    case needsObjectiveCRuntime(action: String, targetType: String, sender: String)

    /// What was not sent, and the form that runs instead.
    public var description: String {
        switch self {
        case let .needsObjectiveCRuntime(action, targetType, sender):
            "\(sender) could not send its action '\(action)' to its \(targetType): a selector needs the "
                + "Objective-C runtime, which this platform lacks; give the \(sender) a UIAction "
                + "(addAction(_:for:) or primaryAction) instead"
        }
    }
}

/// A target and action as UIKit keeps them: the target weakly.
package struct TargetAction {
    package weak var target: AnyObject?
    package let action: Selector

    package init(target: Any?, action: Selector) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// Sends the action to the target from `sender`, where the Objective-C runtime can; else
    /// the error to record. Without a target (none given, or gone), UIKit sends the action up
    /// the responder chain, which needs the runtime too: nothing is sent here, and off Apple
    /// platforms the error names the responder chain.
    @MainActor
    package func send(from sender: AnyObject) -> TargetActionError? {
        #if canImport(ObjectiveC)
            _ = (target as? NSObject)?.perform(action, with: sender)
            return nil
        #else
            return .needsObjectiveCRuntime(
                action: NSStringFromSelector(action),
                targetType: target.map { String(describing: type(of: $0)) } ?? "responder chain",
                sender: String(describing: type(of: sender)))
        #endif
    }
}
