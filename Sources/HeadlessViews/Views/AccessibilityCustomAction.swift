import Foundation

/// An action VoiceOver offers on an element besides activating it, as UIKit's
/// `UIAccessibilityCustomAction`: listed in a view's `accessibilityCustomActions`, it runs its
/// ``actionHandler`` when performed, which answers whether it succeeded.
@preconcurrency @MainActor
open class AccessibilityCustomAction: NSObject {
    /// What performing the action runs, as UIKit's `UIAccessibilityCustomActionHandler`: true
    /// when the action succeeded.
    public typealias Handler = @MainActor (AccessibilityCustomAction) -> Bool

    /// What VoiceOver reads for the action.
    open var name: String
    /// The image shown for the action by Switch Control; nil by default. Recorded.
    open var image: Image?
    /// What performing the action runs.
    open var actionHandler: Handler?

    /// An action read as `name` that runs `actionHandler`, as UIKit's `init(name:actionHandler:)`.
    public init(name: String, actionHandler: Handler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action read as `name`, shown with `image`, that runs `actionHandler`, as UIKit's
    /// `init(name:image:actionHandler:)`.
    public convenience init(name: String, image: Image?, actionHandler: Handler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action as VoiceOver does: runs ``actionHandler``; false without one.
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
