import Foundation
import TableLiaison
import ViewControllers

/// Events that go through the responder chain rather than to the table: touches on a view and
/// shakes.
extension ScrollHarness {
    /// A finger touches `view` at `point` (in its coordinates; its centre by default) and lifts
    /// one frame later: the view receives `touchesBegan(_:with:)`, then `touchesEnded(_:with:)`,
    /// with one touch, and passes them up its responder chain unless it handles them, as
    /// UIKit's: a controller that ends editing when its background is touched sees them. The
    /// touch goes to `view` itself (no hit testing); rows and controls have gestures of their
    /// own (`tap(row:)`, `tapControl`).
    /// - Throws: `ScrollHarnessError.viewNotInWindow` when `view` is not in the harness's
    ///   window; `.blockedByAlert` under an alert; what the screen met, as any gesture.
    public func touch(_ view: View, at point: CGPoint? = nil) throws {
        guard let window, view.isDescendant(of: window) else {
            throw ScrollHarnessError.viewNotInWindow(type: String(describing: type(of: view)))
        }
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        let location = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        try gesture("touch(\(type(of: view)))", requiresTable: false) {
            let touch = Touch(at: location, in: view, timestamp: seconds)
            tick { view.touchesBegan([touch], with: Event(type: .touches, touches: [touch], timestamp: seconds)) }
            touch.end(timestamp: seconds)
            tick { view.touchesEnded([touch], with: Event(type: .touches, touches: [touch], timestamp: seconds)) }
        }
    }

    /// Shakes the device: the responder holding the focus on screen (a view, or a controller
    /// that became first responder), else the top screen's controller, receives
    /// `motionBegan(.motionShake, with:)`, then one frame later `motionEnded(.motionShake,
    /// with:)`, as UIKit sends a shake; the defaults pass them up the responder chain.
    /// - Throws: what the screen met, as any gesture.
    public func shake() throws {
        try gesture("shake()", requiresTable: false) {
            guard let responder = firstResponderOnScreen ?? topViewController else { return }
            tick { responder.motionBegan(.motionShake, with: Event(type: .motion, subtype: .motionShake, timestamp: seconds)) }
            tick { responder.motionEnded(.motionShake, with: Event(type: .motion, subtype: .motionShake, timestamp: seconds)) }
        }
    }

    /// The responder holding the focus in the harness's window: a view, or the controller of a
    /// view, whose `isFirstResponder` is true.
    var firstResponderOnScreen: Responder? {
        func search(_ view: View) -> Responder? {
            if view.isFirstResponder { return view }
            if let controller = view.next as? ViewController, controller.viewIfLoaded === view, controller.isFirstResponder {
                return controller
            }
            for subview in view.subviews { if let found = search(subview) { return found } }
            return nil
        }
        return window.flatMap(search)
    }

    /// The harness's time in seconds, for the timestamps of touches and events.
    private var seconds: TimeInterval {
        let offset = clock.now.offset.components
        return TimeInterval(offset.seconds) + TimeInterval(offset.attoseconds) * 1e-18
    }
}
