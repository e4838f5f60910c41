import Foundation
import TableLiaison

/// One call the harness saw: a data source, delegate or prefetch call, a row or section
/// component command the liaison ran, a pagination or refresh step, a control tapped, or an
/// error the liaison or the table reported, with the frame it happened in.
public struct HarnessEvent: Hashable, Sendable, CustomStringConvertible {
    /// What was called.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        // Data source
        case numberOfSections, numberOfRows, cellForRow, titleForHeader, titleForFooter, canEditRow, canMoveRow, commit, moveRow
        // Heights
        case heightForRow, estimatedHeightForRow, heightForHeader, heightForFooter, estimatedHeightForHeader,
            estimatedHeightForFooter
        // Headers and footers
        case viewForHeader, viewForFooter, willDisplayHeader, willDisplayFooter, didEndDisplayingHeader, didEndDisplayingFooter
        // Display
        case willDisplay, didEndDisplaying
        // Selection
        case shouldHighlight, didHighlight, didUnhighlight, willSelect, willDeselect, didSelect, didDeselect
        // Editing
        case editingStyle, titleForDeleteConfirmation, editActions, leadingSwipeActions, trailingSwipeActions,
            shouldIndentWhileEditing
        case willBeginEditing, didEndEditing, targetIndexPathForMove, accessoryButtonTapped
        // Context menus and the section index
        case contextMenuConfiguration, willDisplayContextMenu, willEndContextMenuInteraction, sectionForSectionIndexTitle
        // Scrolling
        case didScroll, willBeginDragging, willEndDragging, didEndDragging, willBeginDecelerating, didEndDecelerating,
            didEndScrollingAnimation
        // Prefetching
        case prefetch, cancelPrefetching
        // Liaison commands
        case rowCommand, componentCommand
        // Pagination (index paths as the pagination delegate gets them) and refresh
        case paginationStarted, paginationEnded, paginationCancelled, refreshStarted, refreshEnded
        // Gestures of the harness's own: a control inside a cell, header or footer tapped
        // (detail: how it was found), the Edit button tapped (detail: "editing" or "done")
        case controlTapped, editingChanged
        // An error the liaison or the table reported while the harness drove it (`error`)
        case error
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

    /// An event of `kind` in `frame`.
    public init(
        frame: Int, kind: Kind, indexPath: IndexPath? = nil, section: Int? = nil, detail: String? = nil, error: (any Error)? = nil
    ) {
        self.frame = frame
        self.kind = kind
        self.indexPath = indexPath
        self.section = section
        self.detail = detail
        self.error = error
    }

    /// Events are equal when every field is; errors compare by their type and their text,
    /// since an error is not `Equatable` in general.
    public static func == (lhs: HarnessEvent, rhs: HarnessEvent) -> Bool {
        lhs.frame == rhs.frame && lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath && lhs.section == rhs.section
            && lhs.detail == rhs.detail && lhs.errorText == rhs.errorText
    }

    /// Hashes every field, the error by its type and text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(frame)
        hasher.combine(kind)
        hasher.combine(indexPath)
        hasher.combine(section)
        hasher.combine(detail)
        hasher.combine(errorText)
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
