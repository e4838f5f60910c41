import Foundation

/// A table and the object that answers for it, as UIKit's `UITableViewController`:
/// subclass it and override the data source and delegate methods you need.
///
/// Why a base class: Swift protocols cannot have optional methods, so `TableViewDataSource`
/// and `TableViewDelegate` give every optional method a default in a protocol extension.
/// When a class conforms and a subclass then implements one of those methods, the table
/// keeps calling the extension's default: Swift binds the conformance to what the
/// conforming class itself declares, and the subclass's method is never called. A method
/// whose signature is slightly off is never called either, silently. Here every method is
/// declared `open` on the base, so a subclass must write `override`: the table calls the
/// subclass's method, and a misspelled signature marked `override` does not compile.
@preconcurrency @MainActor
open class TableViewController: TableViewDataSource, TableViewDelegate {
    /// The table this controller answers for; its data source and delegate are the controller.
    public let tableView: TableView

    /// A controller whose table has `style` and `frame` (an iPhone's screen by default;
    /// UIKit's takes the frame from its window, and there is none here).
    public init(style: TableView.Style = .plain, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        tableView = TableView(frame: frame, style: style)
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: Required data source methods

    /// The number of rows in `section`; 0 unless overridden, as UIKit's controller.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell of a row. Override it with `numberOfRowsInSection`; the base answers an empty
    /// `.default` cell, which the table never asks for while there are no rows.
    /// - Throws: what dequeuing throws in an override (an unregistered identifier).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: TableViewDataSource
    /// Does as the protocol's default: returns `1`.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Does as the protocol's default: returns `true`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does as the protocol's default: returns `false`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Does as the protocol's default: returns `nil`.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Does as the protocol's default: returns `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: TableViewDelegate
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `TableView.unspecifiedDimension`.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        TableView.unspecifiedDimension
    }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(
        _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {}
    /// Does as the protocol's default: returns `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: returns `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does as the protocol's default: returns `indexPath`.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: returns `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        nil
    }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? { nil }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// Does as the protocol's default: returns `nil`.
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// Does as the protocol's default: returns `true`.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Does as the protocol's default: as documented on the requirement.
    open func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Does as the protocol's default: returns `nil`.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration) {}
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration) {}

    // MARK: ScrollViewDelegate
    /// Does as the protocol's default: does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does as the protocol's default: does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
