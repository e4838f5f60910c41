/// The moments a row's closures run, each at the table callback of the same name (or, for
/// `.insert`, `.delete`, `.move` and `.reload`, after a liaison mutation changed the row on
/// screen).
public enum RowCommand: Hashable, Sendable, CaseIterable {
    /// The row's detail accessory button was tapped.
    case accessoryButtonTapped
    /// The cell was dequeued for the row and needs its content.
    case configuration
    /// The row was deleted while on screen (its cell, before it left).
    case delete
    /// The row was deselected (`tableView(_:didDeselectRowAt:)`).
    case didDeselect
    /// The row's cell stopped being visible; it runs with the cell that showed the row, also after the
    /// row moved or was deleted.
    case didEndDisplaying
    /// The swipe that opened the row's actions closed, for the row that began editing, where it is now.
    case didEndEditing
    /// A touch landed on the row.
    case didHighlight
    /// The row was selected by a tap.
    case didSelect
    /// The touch left the row.
    case didUnhighlight
    /// The row was inserted and is on screen.
    case insert
    /// The row was moved and is on screen at its new index path.
    case move
    /// The row was reloaded and is on screen.
    case reload
    /// A swipe is opening the row's actions.
    case willBeginEditing
    /// The row is about to be deselected.
    case willDeselect
    /// The row's cell is about to become visible.
    case willDisplay
    /// The row is about to be selected by a tap.
    case willSelect
}

/// The prefetching moments of a row.
public enum PrefetchCommand: Hashable, Sendable, CaseIterable {
    /// The row is about to come on screen.
    case prefetch
    /// The row left the look-ahead window without being shown.
    case cancel
}

/// Which height a row or section component sets.
public enum HeightType: Hashable, Sendable, CaseIterable {
    /// The real height; without one the row self-sizes.
    case height
    /// The estimate used until the row is displayed.
    case estimatedHeight
}

/// The moments a section component's closures run.
public enum SectionComponentCommand: Hashable, Sendable, CaseIterable {
    /// The view was dequeued for the section and needs its content.
    case configuration
    /// The view is about to become visible.
    case willDisplay
    /// The view stopped being visible; it runs with the view that showed the component.
    case didEndDisplaying
}
