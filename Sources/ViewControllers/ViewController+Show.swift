import Foundation
import VirtualTableView

extension ViewController {
    /// Shows `controller` where this controller's container puts new screens, as UIKit's
    /// `show(_:sender:)`: pushed on the navigation controller this controller is in, else
    /// presented from this controller.
    public func show(_ controller: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// Shows `controller` as a detail screen, as UIKit's `showDetailViewController(_:sender:)`:
    /// on a phone, with no split view, it is presented from this controller.
    public func showDetailViewController(_ controller: ViewController, sender: Any?) {
        present(controller, animated: true)
    }
}

extension View {
    /// The window the view is in, as UIKit's `window`: the nearest ancestor (or the view
    /// itself) that is a ``Window``; nil for a view not in a window.
    /// - Complexity: O(depth).
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }
}
