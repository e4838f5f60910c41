import Foundation

/// An object in the responder chain, as UIKit's `UIResponder`: the class views, view
/// controllers and the app derive from. Here it carries what screen code reaches through it:
/// ``next`` (an extension walking up to a view's controller) and the keyboard's notifications
/// with their user-info keys, which text fields and text views post as they take and give up
/// the focus (see ``keyboardWillShowNotification``).
@preconcurrency @MainActor
open class Responder: NSObject {
    /// The next responder up the chain, as UIKit's `next`: for a view, its controller when it
    /// is a controller's view, else its superview; for a controller, its view's superview; nil
    /// at the top.
    open var next: Responder? { nil }

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
