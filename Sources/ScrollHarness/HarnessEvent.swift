import Foundation
import TableLiaison

/// One call the harness saw: a data source, delegate or prefetch call, or a row or section
/// component command the liaison ran, with the frame it happened in.
public struct HarnessEvent: Hashable, Sendable, CustomStringConvertible {
    /// What was called.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // Data source
        case numberOfSections, numberOfRows, cellForRow, titleForHeader, titleForFooter, canEditRow, canMoveRow, commit, moveRow
        // Heights
        case heightForRow, estimatedHeightForRow, heightForHeader, heightForFooter, estimatedHeightForHeader, estimatedHeightForFooter
        // Headers and footers
        case viewForHeader, viewForFooter, willDisplayHeader, willDisplayFooter, didEndDisplayingHeader, didEndDisplayingFooter
        // Display
        case willDisplay, didEndDisplaying
        // Selection
        case shouldHighlight, didHighlight, didUnhighlight, willSelect, willDeselect, didSelect, didDeselect
        // Editing
        case editingStyle, titleForDeleteConfirmation, editActions, leadingSwipeActions, trailingSwipeActions, shouldIndentWhileEditing
        case willBeginEditing, didEndEditing, targetIndexPathForMove, accessoryButtonTapped
        // Scrolling
        case didScroll, willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation
        // Prefetching
        case prefetch, cancelPrefetching
        // Liaison commands
        case rowCommand, componentCommand
    }

    /// The frame the call happened in.
    public var frame: Int
    /// What was called.
    public var kind: Kind
    /// The row it concerned, if any.
    public var indexPath: IndexPath?
    /// The section it concerned (headers, footers, counts), if any.
    public var section: Int?
    /// The command's name for commands; the rows of a prefetch; other details.
    public var detail: String?

    /// An event of `kind` in `frame`.
    public init(frame: Int, kind: Kind, indexPath: IndexPath? = nil, section: Int? = nil, detail: String? = nil) {
        self.frame = frame
        self.kind = kind
        self.indexPath = indexPath
        self.section = section
        self.detail = detail
    }

    /// "f12 willDisplay (0 - 3)", "f12 rowCommand configuration (0 - 3)".
    public var description: String {
        var parts = ["f\(frame)", kind.rawValue]
        if let detail { parts.append(detail) }
        if let indexPath, indexPath.count == 2 { parts.append("(\(indexPath.section) - \(indexPath.row))") }
        if let section { parts.append("section \(section)") }
        return parts.joined(separator: " ")
    }
}
