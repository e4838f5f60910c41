import Foundation

/// Decides whether the liaison pages in more content when the last row is displayed, and
/// hears when a page starts, ends and is cancelled.
///
/// A page starts when the last row of the last section is displayed and
/// `isPaginationEnabled()` answers true: the spinner row is appended in its own section and
/// `paginationStarted(indexPath:)` called once. It ends when content lands after the last
/// content row (`append`, or an `apply` that adds rows at the end), or when
/// `Liaison.endPagination(animation:)` says the page brought nothing: the spinner leaves in
/// the same batch and `paginationEnded(indexPath:)` is called. A reset while it loads
/// (`clearSections`, deleting the spinner's section, an `apply` that removes every row)
/// cancels it: the spinner goes and
/// `paginationCancelled(indexPath:)` is called, so a loader can drop the page it is fetching.
@MainActor
public protocol PaginationDelegate: AnyObject {
    /// Asked when the last row of the last section is displayed and no page is loading.
    func isPaginationEnabled() -> Bool
    /// Called once when the spinner row appeared, with its index path.
    func paginationStarted(indexPath: IndexPath)
    /// Called when the page landed and the spinner left, with the index path of the first new
    /// row (where it would be when the page brought nothing).
    func paginationEnded(indexPath: IndexPath)
    /// Called when a reset took the spinner away while the page loaded (`clearSections`,
    /// deleting the spinner's section, an `apply` that removes every row), with the index
    /// path the spinner had. The page being
    /// fetched is obsolete: content it brings later is not a page any more (an `append` of it
    /// ends nothing). The default does nothing.
    func paginationCancelled(indexPath: IndexPath)
}

extension PaginationDelegate {
    /// Does nothing: delegates that do not track their loads need not implement it.
    public func paginationCancelled(indexPath: IndexPath) {}
}
