import Foundation
import TableLiaison

/// One call the harness saw: a data source, delegate or prefetch call, a row or section
/// component command the liaison ran, a pagination or refresh step, a control tapped, an
/// animation added or stopped, an error the liaison or the table reported, or a layout
/// diagnostic, with the frame it happened in.
public struct HarnessEvent: Hashable, Sendable, CustomStringConvertible {
    /// What was called.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // MARK: Data source
        /// `numberOfSections(in:)`.
        case numberOfSections
        /// `tableView(_:numberOfRowsInSection:)`.
        case numberOfRows
        /// `tableView(_:cellForRowAt:)`.
        case cellForRow
        /// `tableView(_:titleForHeaderInSection:)`.
        case titleForHeader
        /// `tableView(_:titleForFooterInSection:)`.
        case titleForFooter
        /// `tableView(_:canEditRowAt:)`.
        case canEditRow
        /// `tableView(_:canMoveRowAt:)`.
        case canMoveRow
        /// `tableView(_:commit:forRowAt:)`: a delete or insert was committed.
        case commit
        /// `tableView(_:moveRowAt:to:)`: a reordered row was dropped.
        case moveRow

        // MARK: Heights
        /// `tableView(_:heightForRowAt:)`.
        case heightForRow
        /// `tableView(_:estimatedHeightForRowAt:)`.
        case estimatedHeightForRow
        /// `tableView(_:heightForHeaderInSection:)`.
        case heightForHeader
        /// `tableView(_:heightForFooterInSection:)`.
        case heightForFooter
        /// `tableView(_:estimatedHeightForHeaderInSection:)`.
        case estimatedHeightForHeader
        /// `tableView(_:estimatedHeightForFooterInSection:)`.
        case estimatedHeightForFooter

        // MARK: Headers and footers
        /// `tableView(_:viewForHeaderInSection:)`.
        case viewForHeader
        /// `tableView(_:viewForFooterInSection:)`.
        case viewForFooter
        /// `tableView(_:willDisplayHeaderView:forSection:)`.
        case willDisplayHeader
        /// `tableView(_:willDisplayFooterView:forSection:)`.
        case willDisplayFooter
        /// `tableView(_:didEndDisplayingHeaderView:forSection:)`.
        case didEndDisplayingHeader
        /// `tableView(_:didEndDisplayingFooterView:forSection:)`.
        case didEndDisplayingFooter

        // MARK: Display
        /// `tableView(_:willDisplay:forRowAt:)`.
        case willDisplay
        /// `tableView(_:didEndDisplaying:forRowAt:)`.
        case didEndDisplaying

        // MARK: Selection
        /// `tableView(_:shouldHighlightRowAt:)`.
        case shouldHighlight
        /// `tableView(_:didHighlightRowAt:)`.
        case didHighlight
        /// `tableView(_:didUnhighlightRowAt:)`.
        case didUnhighlight
        /// `tableView(_:willSelectRowAt:)`.
        case willSelect
        /// `tableView(_:willDeselectRowAt:)`.
        case willDeselect
        /// `tableView(_:didSelectRowAt:)`.
        case didSelect
        /// `tableView(_:didDeselectRowAt:)`.
        case didDeselect

        // MARK: Editing
        /// `tableView(_:editingStyleForRowAt:)`.
        case editingStyle
        /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`.
        case titleForDeleteConfirmation
        /// `tableView(_:editActionsForRowAt:)`.
        case editActions
        /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
        case leadingSwipeActions
        /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
        case trailingSwipeActions
        /// `tableView(_:shouldIndentWhileEditingRowAt:)`.
        case shouldIndentWhileEditing
        /// `tableView(_:willBeginEditingRowAt:)`: a swipe opened the row's actions.
        case willBeginEditing
        /// `tableView(_:didEndEditingRowAt:)`: the swipe closed.
        case didEndEditing
        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`, once per proposed destination of a reorder.
        case targetIndexPathForMove
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case accessoryButtonTapped
        /// `tableView(_:shouldShowMenuForRowAt:)`: a long press asked whether the row shows the
        /// edit menu.
        case shouldShowMenu
        /// `tableView(_:canPerformAction:forRowAt:withSender:)` (detail: the action's selector).
        case canPerformAction
        /// `tableView(_:performAction:forRowAt:withSender:)`: an edit-menu action was chosen
        /// (detail: the action's selector).
        case performAction

        // MARK: Context menus and the section index
        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`: a long press asked for the row's menu.
        case contextMenuConfiguration
        /// `tableView(_:willDisplayContextMenu:animator:)`: the menu opened.
        case willDisplayContextMenu
        /// `tableView(_:willEndContextMenuInteraction:animator:)`: the menu closed.
        case willEndContextMenuInteraction
        /// `tableView(_:sectionForSectionIndexTitle:at:)`: a section index title was tapped (detail: the title).
        case sectionForSectionIndexTitle

        // MARK: Scrolling
        /// `scrollViewDidScroll(_:)`.
        case didScroll
        /// `scrollViewWillBeginDragging(_:)`.
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
        case willEndDragging
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging
        /// `scrollViewWillBeginDecelerating(_:)`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`: a programmatic animated scroll ended.
        case didEndScrollingAnimation

        // MARK: Prefetching
        /// `tableView(_:prefetchRowsAt:)`, one event per row.
        case prefetch
        /// `tableView(_:cancelPrefetchingForRowsAt:)`, one event per row.
        case cancelPrefetching

        // MARK: Liaison commands
        /// A row command the liaison ran; `detail` names it.
        case rowCommand
        /// A section component command the liaison ran; `detail` names it.
        case componentCommand

        // MARK: Pagination (index paths as the pagination delegate gets them) and refresh
        /// A page started loading: the spinner row appeared at the event's index path.
        case paginationStarted
        /// A page ended: the spinner left; the index path is the first new row.
        case paginationEnded
        /// A reset took the spinner away while the page loaded.
        case paginationCancelled
        /// A pull to refresh started (`onRefresh` ran).
        case refreshStarted
        /// The refresh ended (`endRefreshing()`).
        case refreshEnded

        // MARK: Gestures of the harness's own
        /// A control inside a cell, header or footer was tapped; `detail` says how it was found.
        case controlTapped
        /// The Edit button was tapped; `detail` is "editing" or "done".
        case editingChanged

        // MARK: Animations
        /// An animation was added to a layer of the table (a cell's, a header's, the table's
        /// own): `detail` names its key, what it animates and the view whose layer tree holds
        /// it ("shimmer locations on ShimmerView"); the index path is the cell's, when a
        /// displayed cell holds it. Logged in the frame in which the harness's animation
        /// timeline claimed it: the frame it was added in, or the next one when a test added
        /// it between frames.
        case animationAdded
        /// An animation the harness logged as added stopped: at its end (`detail` ends with
        /// "finished") or removed first ("removed"), when its delegate heard
        /// `animationDidStop(_:finished:)`.
        case animationDidStop
        // MARK: Screens (a harness hosting view controllers)
        /// A controller was pushed; `detail` names it and its navigation controller.
        case pushed
        /// Controllers were popped; `detail` names them, top first.
        case popped
        /// A navigation stack was replaced; `detail` names the new stack.
        case viewControllersSet
        /// A controller was presented; `detail` names it, its presenter and its style.
        case presented
        /// A controller was dismissed; `detail` names it.
        case dismissed
        /// An alert was presented; `detail` gives its style, title, message and actions
        /// with their styles (the preferred one marked `*`).
        case alertShown
        /// A bar button was tapped; `detail` is what it shows.
        case barButtonTapped
        /// An alert's action was tapped; `detail` is its title.
        case alertActionTapped
        /// A swipe down tried to dismiss a sheet and was refused; `detail` names the sheet.
        case dismissRefused
        /// The user typed into the top screen's search bar; `detail` gives what was typed and
        /// the bar's text after it (`"gro" → "gro"`).
        case searchTyped
        /// The user tapped the search bar's Cancel: the text is cleared and searching ends.
        case searchCancelled
        /// The user tapped a tab; `detail` is its title.
        case tabTapped
        /// The tab bar controller's delegate refused the tapped tab; `detail` is its title.
        case tabRefused
        /// A tab bar controller selected a tab, by a tap or by code; `detail` names the tab's
        /// title and the tab bar controller.
        case tabSelected

        // MARK: Errors
        /// An error the liaison or the table reported while the harness drove it; `error` holds it.
        case error
        /// Two tasks sleeping on the harness clock until the same instant woke in an order the
        /// harness could not make the same on every run (their tasks' creation order could not
        /// be read, see `HarnessClock`); `detail` names both, the one woken first first.
        case clockTie
        /// A layout diagnostic the table collected from a cell, header or footer view
        /// (unsatisfiable constraints, a constraint that could not be installed);
        /// `layoutDiagnostic` holds it, `detail` says it on one line.
        case layoutDiagnostic
    }

    /// The frame the call happened in.
    public var frame: Int
    /// What was called.
    public var kind: Kind
    /// The row it concerned, if any.
    public var indexPath: IndexPath?
    /// The section it concerned (headers, footers, counts), if any.
    public var section: Int?
    /// The command's name for commands; the rows of a prefetch; the error's type for errors;
    /// other details.
    public var detail: String?
    /// For `.error`: the error itself, with its own type (`LiaisonError`, `TableViewError`, or
    /// what a row threw), to match with `as?`.
    public var error: (any Error)?
    /// For `.layoutDiagnostic`: the diagnostic, naming the constraints involved.
    public var layoutDiagnostic: LayoutDiagnostic?

    /// An event of `kind` in `frame`.
    public init(
        frame: Int, kind: Kind, indexPath: IndexPath? = nil, section: Int? = nil, detail: String? = nil,
        error: (any Error)? = nil,
        layoutDiagnostic: LayoutDiagnostic? = nil
    ) {
        self.frame = frame
        self.kind = kind
        self.indexPath = indexPath
        self.section = section
        self.detail = detail
        self.error = error
        self.layoutDiagnostic = layoutDiagnostic
    }

    /// Events are equal when every field is; errors compare by their type and their text,
    /// since an error is not `Equatable` in general.
    public static func == (lhs: HarnessEvent, rhs: HarnessEvent) -> Bool {
        lhs.frame == rhs.frame && lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && lhs.section == rhs.section
            && lhs.detail == rhs.detail && lhs.errorText == rhs.errorText && lhs.layoutDiagnostic == rhs.layoutDiagnostic
    }

    /// Hashes every field, the error by its type and text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(kind)
        hasher.combine(indexPath)
        hasher.combine(section)
        hasher.combine(detail)
        hasher.combine(errorText)
        hasher.combine(layoutDiagnostic)
    }

    private var errorText: String? { error.map { "\(type(of: $0)): \($0)" } }

    /// "f12 willDisplay (0 - 3)", "f12 rowCommand configuration (0 - 3)",
    /// "f30 paginationStarted (1 - 0)", "f31 error TableViewError: Invalid update: …".
    public var description: String {
        var parts = ["f\(frame)", kind.rawValue]
        if let detail { parts.append(detail) }
        if let indexPath, indexPath.count == 2 { parts.append("(\(indexPath.section) - \(indexPath.row))") }
        if let section { parts.append("section \(section)") }
        if let error { parts.append("\(error)") }
        return parts.joined(separator: " ")
    }
}
