import Foundation
import VirtualTableView

extension NavigationController {
    /// The back button's title for the controller at `index` of the stack, as UIKit titles
    /// it: the previous controller's `navigationItem.backButtonTitle`, else its
    /// `backBarButtonItem`'s title, else its title; "Back" when that title does not fit
    /// beside the top's title in a bar `barWidth` points wide. Nil for the root, and when
    /// the item hides the back button.
    package func backButtonTitle(at index: Int, barWidth: CGFloat? = nil) -> String? {
        let stack = viewControllers
        guard index > 0, index < stack.count, !stack[index].navigationItem.hidesBackButton else { return nil }
        let previous = stack[index - 1].navigationItem
        let full = previous.backButtonTitle ?? previous.backBarButtonItem?.title ?? previous.title ?? "Back"
        guard let barWidth else { return full }
        // The title is centred; the back button (a chevron, 20 points, and 8 of margin) has
        // what is left on the leading side.
        let titleWidth = TextMetrics.width(of: stack[index].navigationItem.title ?? "", in: .body)
        let room = (barWidth - titleWidth) / 2 - 28
        return TextMetrics.width(of: full, in: .body) <= room ? full : "Back"
    }
}
