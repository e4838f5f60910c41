import Foundation

/// A step of pagination, as the liaison tells `Liaison.paginationObserver` (the scroll
/// harness logs them): the same moments and index paths its `PaginationDelegate` hears.
package enum PaginationEvent: Hashable, Sendable {
    /// The spinner appeared at this index path and the delegate was asked for a page.
    case started(IndexPath)
    /// The page ended: the spinner left and this is the first new row (where it would be
    /// when the page brought nothing).
    case ended(IndexPath)
    /// A reset took the spinner away from this index path before the page landed.
    case cancelled(IndexPath)
}
