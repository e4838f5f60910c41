import Foundation

/// Decides whether the liaison pages in more content when the last row is displayed, and
/// hears when a page starts and ends.
@MainActor
public protocol PaginationDelegate: AnyObject {
    /// Asked when the last row of the last section is displayed and no page is loading.
    func isPaginationEnabled() -> Bool
    /// Called once when the spinner row appeared, with its index path.
    func paginationStarted(indexPath: IndexPath)
    /// Called when the next append removed the spinner, with the index path of the first new
    /// row (where it would be when nothing was appended).
    func paginationEnded(indexPath: IndexPath)
}
