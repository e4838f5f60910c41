import Foundation
import VirtualTableView

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
///
/// A view controller whose view is its table, as UIKit's: the table is made by `loadView()`
/// (reading ``tableView`` loads it), and its selected rows are deselected each time the screen appears again (``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let style: TableView.Style
    private var initialFrame: CGRect?
    private var hasAppeared = false

    /// Whether the rows selected are deselected when the screen appears again (the user came
    /// back to it); true by default, as UIKit.
    public var clearsSelectionOnViewWillAppear = true

    /// The table this controller answers for: the view, loaded on first read; its data
    /// source and delegate are the controller. Typed `TableView!` as UIKit's, so
    /// `tableView?.reloadData()` compiles; never nil when read (setting nil unloads the view,
    /// and the next read loads a new table).
    public var tableView: TableView! {
        get {
            if let table = view as? TableView { return table }
            // The view was replaced by one that is not a table: UIKit's property would be nil.
            let table = makeTable()
            view = table
            return table
        }
        set {
            view = newValue
        }
    }

    /// The table's refresh control, as UIKit's `refreshControl`.
    public var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// A controller whose table will have `style`, as UIKit's `init(style:)`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public convenience init() {
        self.init(style: .plain)
    }

    /// A controller with a plain table, as UIKit's `init(nibName:bundle:)` (no nib is read
    /// headless).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table; the coder is not read (see
    /// ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// A controller whose table has `style` and `frame`. Before view controllers, this was
    /// the controller's only initializer; UIKit has `init(style:)`, and a window or the
    /// harness sizes the view.
    public init(style: TableView.Style = .plain, frame: CGRect) {
        self.style = style
        initialFrame = frame
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes the table, with this controller as its data source and delegate.
    open override func loadView() {
        view = makeTable()
    }

    private func makeTable() -> TableView {
        let table = TableView(frame: initialFrame ?? CGRect(origin: .zero, size: Self.defaultViewSize), style: style)
        table.dataSource = self
        table.delegate = self
        return table
    }

    /// On appearances after the first, deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on. Call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = viewIfLoaded as? TableView else { return }
        if !hasAppeared {
            hasAppeared = true
            return
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// Turns editing on or off, on the table too.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: Required data source methods

    /// The number of rows in `section`; 0 unless overridden, as UIKit's controller.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell of a row. Override it with `numberOfRowsInSection`; the base answers an empty
    /// `.default` cell, which the table never asks for while there are no rows.
    /// - Throws: what dequeuing throws in an override (an unregistered identifier).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
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
    /// Does as the protocol's default: returns 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Does as the protocol's default: returns `false`.
    open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Does as the protocol's default: does nothing.
    open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does as the protocol's default: does nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
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
    /// Does as the protocol's default: returns `false`, as UIKit's.
    open func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    /// Does as the protocol's default: returns `false`, as UIKit's.
    open func tableView(
        _ tableView: TableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool { false }
    /// Does as the protocol's default: does nothing.
    open func tableView(
        _ tableView: TableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {}
    /// Does as the protocol's default: returns `nil`.
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Does as the protocol's default: calls the form without an animator.
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        self.tableView(tableView, willDisplayContextMenu: configuration)
    }
    /// Does as the protocol's default: calls the form without an animator.
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        self.tableView(tableView, willEndContextMenuInteraction: configuration)
    }
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
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
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
