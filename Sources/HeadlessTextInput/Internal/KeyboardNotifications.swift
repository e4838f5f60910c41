import Foundation
import HeadlessViews

/// Posts the keyboard's notifications as UIKit does when a text input takes or gives up the
/// focus: the `will` ones and the frame change in the call, the `did` ones the animation's
/// duration later, on the clock of the harness driving the view.
@MainActor
enum KeyboardNotifications {
    /// The keyboard's height headless: an iPhone's in portrait with its suggestions bar.
    static let height: CGFloat = 336
    /// The keyboard's animation, as UIKit's: 0.25 s on curve 7.
    static let duration: TimeInterval = 0.25
    static let curve = 7

    static func post(showing: Bool, for view: View) {
        var top = view
        while let superview = top.superview { top = superview }
        let bounds = top.bounds
        let shown = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let hidden = CGRect(x: 0, y: bounds.height, width: bounds.width, height: height)
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(rect: showing ? hidden : shown),
            Responder.keyboardFrameEndUserInfoKey: NSValue(rect: showing ? shown : hidden),
            Responder.keyboardAnimationDurationUserInfoKey: duration,
            Responder.keyboardAnimationCurveUserInfoKey: curve,
            Responder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        center.post(name: Responder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(
            name: showing ? Responder.keyboardWillShowNotification : Responder.keyboardWillHideNotification, object: nil,
            userInfo: info)
        MainRunLoop.run(after: duration, for: view) {
            center.post(
                name: showing ? Responder.keyboardDidShowNotification : Responder.keyboardDidHideNotification, object: nil,
                userInfo: info)
            center.post(name: Responder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        }
    }
}
