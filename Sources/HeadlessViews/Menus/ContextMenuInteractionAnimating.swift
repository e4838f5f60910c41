import Foundation

/// What a context menu's delegate callbacks get to animate alongside the menu, as UIKit's
/// `UIContextMenuInteractionAnimating`: blocks to run with the menu's appearance or
/// disappearance and blocks to run once it is over.
///
/// Headless nothing moves, so the table's animator runs the animation blocks as soon as the
/// delegate callback returns, then the completions, in the order they were added (UIKit runs
/// them with and after its animation, also after the callback returns).
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// Adds `animations` to run alongside the menu's animation, as UIKit's
    /// `addAnimations(_:)`.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds `completion` to run when the menu's animation ends, as UIKit's
    /// `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}
