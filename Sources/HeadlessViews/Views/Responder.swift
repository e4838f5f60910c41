import Foundation

/// An object in the responder chain, as UIKit's `UIResponder`: the class views, view
/// controllers and the app derive from. It carries what screen code reaches through it:
/// ``next`` (an extension walking up to a view's controller), the focus
/// (``becomeFirstResponder()``), the standard edit actions, touch and motion events (the
/// defaults pass them up the chain), key commands and input views, and the keyboard's
/// notifications with their user-info keys, which text fields and text views post as they take
/// and give up the focus (see ``keyboardWillShowNotification``).
@preconcurrency @MainActor
open class Responder: NSObject {
    /// The next responder up the chain, as UIKit's `next`: for a view, its controller when it
    /// is a controller's view, else its superview; for a controller, its view's superview; for
    /// a window, the app; nil at the top.
    open var next: Responder? { nil }

    // MARK: The focus

    /// Whether the responder can take the focus, as UIKit's `canBecomeFirstResponder`: false
    /// by default; text inputs answer true, and a controller that handles shakes or key
    /// commands overrides it to answer true.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up the focus when asked, as UIKit's
    /// `canResignFirstResponder`: true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder holds the focus, as UIKit's `isFirstResponder`.
    public package(set) var isFirstResponder = false

    /// Asks for the focus, as UIKit's `becomeFirstResponder()`: true, and
    /// ``isFirstResponder``, when ``canBecomeFirstResponder``. A view first takes the focus from
    /// the responder holding it in its window. There is no keyboard headless: the focus is
    /// recorded, and text inputs post the keyboard's notifications.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isFirstResponder = true
        return true
    }

    /// Gives up the focus, as UIKit's `resignFirstResponder()`: true unless
    /// ``canResignFirstResponder`` answers false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isFirstResponder = false
        return true
    }

    /// The view shown in place of the keyboard while the responder has the focus, as UIKit's
    /// `inputView`: nil (the system keyboard) by default. Text inputs let it be set.
    open var inputView: View? { nil }

    /// The view shown above the keyboard while the responder has the focus, as UIKit's
    /// `inputAccessoryView`: nil by default. Text inputs let it be set.
    open var inputAccessoryView: View? { nil }

    /// The key commands the responder handles, as UIKit's `keyCommands`: nil by default.
    /// ``KeyCommand``s name their action by selector, which off Apple platforms cannot be
    /// sent; the list is there for tests to read and for code shared with the device.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Edit actions

    /// Whether the responder handles `action` sent by `sender` (an edit menu's item), as UIKit's
    /// `canPerformAction(_:withSender:)`: false by default. UIKit's default answers whether the
    /// class implements the action's method, which needs the Objective-C runtime; override it
    /// to offer an action, as UIKit code that adds an edit-menu item does. A table cell asks
    /// its table's delegate.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    // UIKit's standard edit actions (`UIResponderStandardEditActions`), which every responder
    // carries in Swift: a cell that offers Copy in the table's edit menu overrides `copy(_:)`,
    // and the screen's `tableView(_:performAction:forRowAt:withSender:)` calls it. UIKit sends
    // an action only to a responder whose `canPerformAction(_:withSender:)` answers true, which
    // one does for the actions it overrides; the defaults do nothing (there is no selection or
    // pasteboard behind them headless).

    /// Copies the selection, as UIKit's `copy(_:)`; override it to offer Copy. Does nothing
    /// by default.
    open func copy(_ sender: Any?) {}

    /// Cuts the selection, as UIKit's `cut(_:)`; override it to offer Cut. Does nothing by
    /// default.
    open func cut(_ sender: Any?) {}

    /// Pastes, as UIKit's `paste(_:)`; override it to offer Paste. Does nothing by default.
    open func paste(_ sender: Any?) {}

    /// Deletes the selection, as UIKit's `delete(_:)`; override it to offer Delete. Does
    /// nothing by default.
    open func delete(_ sender: Any?) {}

    /// Selects, as UIKit's `select(_:)`; override it to offer Select. Does nothing by default.
    open func select(_ sender: Any?) {}

    /// Selects everything, as UIKit's `selectAll(_:)`; override it to offer Select All. Does
    /// nothing by default.
    open func selectAll(_ sender: Any?) {}

    // MARK: Touches and motion
    // UIKit's defaults pass each event to the next responder, so a controller's override sees
    // the touches that ended on its view's background and the shakes its view's focus did not
    // take.

    /// Fingers touched down, as UIKit's `touchesBegan(_:with:)`: passed to ``next`` by default.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }

    /// Fingers moved, as UIKit's `touchesMoved(_:with:)`: passed to ``next`` by default.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }

    /// Fingers lifted, as UIKit's `touchesEnded(_:with:)`: passed to ``next`` by default.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }

    /// The system cancelled the touches, as UIKit's `touchesCancelled(_:with:)`: passed to
    /// ``next`` by default.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A motion (a shake) began, as UIKit's `motionBegan(_:with:)`: passed to ``next`` by
    /// default.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }

    /// A motion ended, as UIKit's `motionEnded(_:with:)`: passed to ``next`` by default.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }

    /// A motion was cancelled, as UIKit's `motionCancelled(_:with:)`: passed to ``next`` by
    /// default.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: The keyboard's notifications

    /// Posted when a text input takes the focus and the keyboard is about to show, as UIKit's;
    /// the user info gives the keyboard's frames in screen coordinates
    /// (``keyboardFrameBeginUserInfoKey``, ``keyboardFrameEndUserInfoKey``: headless, a
    /// keyboard 336 points high across the bottom of the text input's window), the animation's
    /// duration (0.25 s) and curve (7). ``keyboardDidShowNotification`` follows the duration
    /// later, on the harness's clock.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has shown, as UIKit's.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted when the text input that had the focus gives it up and the keyboard is about to
    /// hide, as UIKit's; its user info as ``keyboardWillShowNotification``'s, the frames the
    /// other way.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has hidden, as UIKit's.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes, as UIKit's: with each show and hide here.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed, as UIKit's: with each show and hide here.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The user-info key of the keyboard's frame before the change (a `CGRect`, as
    /// `NSValue(cgRect:)` boxes it on Apple platforms).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after the change.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration, in seconds (a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve (an `Int`, a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app (a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
