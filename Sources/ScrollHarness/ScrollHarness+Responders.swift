import Foundation
import TableLiaison
import ViewControllers

/// Events that go through the responder chain rather than to the table: touches on a view and
/// shakes.
extension ScrollHarness {
    /// A finger touches `view` at `point` (in its coordinates; its centre by default) and lifts
    /// one frame later. The touch goes where UIKit's hit testing from the window sends it: the
    /// front-most view at the point that takes touches (`hitTest(_:with:)`, so overrides of
    /// `point(inside:with:)` count), which must be `view` or inside it. That view receives `touchesBegan(_:with:)`, then
    /// `touchesEnded(_:with:)`, with one touch: a control acts as when tapped there (a button
    /// sends its actions, a switch flips, a stepper steps on the side touched, a segmented
    /// control chooses the segment); another view passes the touches up its responder chain
    /// unless it handles them, so a controller that ends editing when its background is
    /// touched sees them. Rows are tapped with `tap(row:)`.
    /// - Throws: `ScrollHarnessError.viewNotInWindow` when `view` is not in the harness's
    ///   window; `.touchNotTaken` when the view there does not take the touch (hidden,
    ///   transparent, not interactive, covered by another view, or the point outside it);
    ///   `.blockedByAlert` under an alert; what the screen met, as any gesture.
    public func touch(_ view: View, at point: CGPoint? = nil) throws {
        guard let window, view.isDescendant(of: window) else {
            throw ScrollHarnessError.viewNotInWindow(type: String(describing: type(of: view)))
        }
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        let location = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        // Hit testing starts at the window, as a finger's does: a view hidden or covered there
        // (by a sibling, a sheet) does not take the touch.
        guard let target = window.hitTest(view.convert(location, to: window), with: nil), target.isDescendant(of: view)
        else {
            throw ScrollHarnessError.touchNotTaken(type: String(describing: type(of: view)), x: location.x, y: location.y)
        }
        try gesture("touch(\(type(of: target)))", requiresTable: false) {
            let touch = Touch(at: target.convert(location, from: view), in: target, timestamp: seconds)
            tick { target.touchesBegan([touch], with: Event(type: .touches, touches: [touch], timestamp: seconds)) }
            touch.end(timestamp: seconds)
            tick { target.touchesEnded([touch], with: Event(type: .touches, touches: [touch], timestamp: seconds)) }
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
