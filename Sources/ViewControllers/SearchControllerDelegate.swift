import Foundation

/// Told as a search controller's search starts and ends, as UIKit's
/// `UISearchControllerDelegate`. Every method is optional (a default does nothing). When
/// ``SearchController/isActive`` becomes true (the user began editing its bar, or code set
/// it): ``presentSearchController(_:)``, ``willPresentSearchController(_:)``, the results
/// updater, ``didPresentSearchController(_:)``; when it becomes false (Cancel, or code):
/// ``willDismissSearchController(_:)``, the results updater,
/// ``didDismissSearchController(_:)``.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// Asked to present the search interface, first as searching starts, as UIKit's. UIKit
    /// leaves the presentation to a delegate that implements it; headless the search shows
    /// in place whatever it does.
    func presentSearchController(_ searchController: SearchController)
    /// The search interface is about to show.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search interface shows. UIKit calls it when the animation ends; headless, right
    /// after the results updater was told.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search interface is about to go away.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search interface went away.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Default implementation: does nothing.
    public func presentSearchController(_ searchController: SearchController) {}
    /// Default implementation: does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Default implementation: does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Default implementation: does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Default implementation: does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
