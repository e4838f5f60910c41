import Foundation
import HeadlessViews

/// Heights, display, selection and editing callbacks of a table, as UIKit's
/// `UITableViewDelegate`. Every method has a default implementation.
///
/// Height methods return `TableView.unspecifiedDimension` by default, which tells the table
/// to use its own property (`rowHeight`, `estimatedRowHeight`, …) as UIKit does when the
/// delegate does not implement the method. Swift cannot ask whether a method is implemented,
/// so at a reload the table asks `estimatedHeightForRowAt` (and, without estimates,
/// `heightForRowAt`) for the first row only; if that answer is unspecified it uses the
/// table-wide value for every row without asking each one.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    // MARK: Heights
    /// The row's height, `TableView.automaticDimension` to self-size.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate used until the row is displayed.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height, `automaticDimension` to self-size.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height, `automaticDimension` to self-size.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the header's height used until it is displayed.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the footer's height used until it is displayed.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Headers and footers
    /// The header view for `section`, usually dequeued; nil for a title header or none.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The footer view for `section`; nil for a title footer or none.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    // MARK: Display
    /// Just before the row's cell becomes visible.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Just after the row's cell stopped being visible, with the index path it had then.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Just before a header becomes visible.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// Just before a footer becomes visible.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// Just after a header stopped being visible.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// Just after a footer stopped being visible.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)

    // MARK: Selection
    /// Whether a touch highlights the row; default true. False stops the tap.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// After the row was highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// After the row's highlight was removed.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead (default the same); nil selects nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row to deselect instead (default the same); nil keeps it selected.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// After a tap selected the row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// After a tap deselected the row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing
    /// The editing control of an editable row; default `.delete`.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the delete button; default nil, which means "Delete".
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The older row actions shown on a swipe; default nil.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
    /// Actions shown when the row is swiped from the leading edge; default nil (none).
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// Actions shown when the row is swiped from the trailing edge; default nil (row actions
    /// or the delete button).
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// Whether the row indents in editing mode; default true.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The row's indentation level, as UIKit's `tableView(_:indentationLevelForRowAt:)`;
    /// default 0. The table sets it as the cell's `indentationLevel` each time it displays
    /// the cell, before `willDisplay`, and leaves a level the cell set itself while the
    /// answer is 0 (where UIKit tells from the delegate not implementing the method).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether a two-finger pan starting on the row selects rows, as UIKit's
    /// `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`; default false. Only with
    /// `allowsMultipleSelectionDuringEditing`; the table enters editing mode when it begins.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting rows at the row, as UIKit's.
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The two-finger pan ended, as UIKit's `tableViewDidEndMultipleSelectionInteraction(_:)`.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)
    /// When a swipe starts editing the row.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// When the swipe's editing ended (committed or cancelled).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a dragged row may go; default the proposal.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// After a tap on the row's detail accessory button.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Edit menu
    /// Whether a long press on the row shows the edit menu (Copy, Paste and the
    /// `MenuController.shared` items), as UIKit's `tableView(_:shouldShowMenuForRowAt:)`
    /// (deprecated since iOS 16, still used); default false, as UIKit's. Asked by
    /// ``TableView/openEditMenu(forRowAt:)``.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    /// Whether the edit menu of the row offers `action` (`"copy:"`, `"paste:"`…), as UIKit's
    /// `tableView(_:canPerformAction:forRowAt:withSender:)`; default false, as UIKit's.
    /// `sender` is the menu controller.
    func tableView(
        _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool
    /// `action` was chosen in the edit menu of the row, as UIKit's
    /// `tableView(_:performAction:forRowAt:withSender:)`; default nothing. `sender` is the
    /// menu controller.
    func tableView(
        _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)

    // MARK: Context menus
    /// The context menu a long press on the row opens at `point` (in the table's
    /// coordinates); default nil, which opens none.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    /// Just before the context menu of `configuration` shows, as UIKit's
    /// `tableView(_:willDisplayContextMenu:animator:)`: blocks added to `animator` run once
    /// this returns (nothing animates headless). The default calls the form without an
    /// animator.
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    )
    /// When the context menu of `configuration` closes, with or without a chosen action, as
    /// UIKit's `tableView(_:willEndContextMenuInteraction:animator:)`: blocks added to
    /// `animator` run once this returns. The default calls the form without an animator.
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    )
    /// Just before the context menu of `configuration` shows: the form without an animator
    /// this package offered before UIKit's, which the default of
    /// ``tableView(_:willDisplayContextMenu:animator:)`` calls, so a delegate implementing it
    /// still hears. Implement UIKit's form in new code.
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration)
    /// When the context menu of `configuration` closes: the form without an animator this
    /// package offered before UIKit's, which the default of
    /// ``tableView(_:willEndContextMenuInteraction:animator:)`` calls. Implement UIKit's form
    /// in new code.
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration)
}

extension TableViewDelegate {
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `TableView.unspecifiedDimension`.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Default implementation: does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {}
    /// Default implementation: does nothing.
    public func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {}
    /// Default implementation: returns `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Default implementation: returns `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default implementation: returns `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default implementation: returns `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? { nil }
    /// Default implementation: returns `nil`.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// Default implementation: returns `nil`.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// Default implementation: returns `true`.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Default implementation: returns 0.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Default implementation: returns `false`.
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Default implementation: as documented on the requirement.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Default implementation: returns `false`, as UIKit's.
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// Default implementation: returns `false`, as UIKit's.
    public func tableView(
        _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// Default implementation: does nothing.
    public func tableView(
        _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {}
    /// Default implementation: returns `nil`.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Default implementation: calls ``tableView(_:willDisplayContextMenu:)``, the form
    /// without an animator.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        self.tableView(tableView, willDisplayContextMenu: configuration)
    }
    /// Default implementation: calls ``tableView(_:willEndContextMenuInteraction:)``, the
    /// form without an animator.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        self.tableView(tableView, willEndContextMenuInteraction: configuration)
    }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration) {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration) {}
}
