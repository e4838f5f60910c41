/// The moments a row's closures run, each at the table callback of the same name (or, for
/// `.insert`, `.delete`, `.move` and `.reload`, after a liaison mutation changed the row on
/// screen).
public enum RowCommand: Hashable, Sendable, CaseIterable {
    case accessoryButtonTapped
    /// The cell was dequeued for the row and needs its content.
    case configuration
    /// The row was deleted while on screen (its cell, before it left).
    case delete
    case didDeselect
    case didEndDisplaying
    case didEndEditing
    case didHighlight
    case didSelect
    case didUnhighlight
    /// The row was inserted and is on screen.
    case insert
    /// The row was moved and is on screen at its new index path.
    case move
    /// The row was reloaded and is on screen.
    case reload
    case willBeginEditing
    case willDeselect
    case willDisplay
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
    case willDisplay
    case didEndDisplaying
}
