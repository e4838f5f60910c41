import Foundation
import HeadlessViews

/// What is asked and told about what the user does in a search bar, as UIKit's
/// `UISearchBarDelegate`; every method has a default. Setting the bar's text in code calls
/// none of them, as in UIKit.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin when the user taps the bar; true by default.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The user began editing the bar.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether the user's edit of `range` with `text` may change the bar's text; true by default.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text to `searchText`.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The user tapped the keyboard's Search button.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user tapped Cancel.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Returns true.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Returns true.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
