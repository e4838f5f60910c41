import Foundation
import HeadlessViews

/// Supplies a table's counts and cells, as UIKit's `UITableViewDataSource`. Methods that are
/// optional in UIKit have default implementations here.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell for the row, usually from `dequeueReusableCell(withIdentifier:for:)`
    /// (which records an unregistered identifier in the table's `recordedErrors`).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A title for a default header view; default nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A title for a default footer view; default nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (swiped, deleted); default true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode. Default false: Swift cannot
    /// ask whether `moveRowAt` is implemented, so a data source that reorders says so here
    /// (UIKit instead shows the control whenever the data source implements `moveRowAt`).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits a swipe-to-delete or an editing-mode delete/insert; the data source updates its
    /// model and the table. Default does nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Tells the data source that the user moved a row; the table has already moved it, so
    /// the data source moves it in its model without an update. Default does nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along the table's trailing edge; nil (the default)
    /// shows none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a tap on the index title `title` at `index` scrolls to; default `index`.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// Default implementation: returns `1`.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default implementation: returns `nil`.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default implementation: returns `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Default implementation: returns `false`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    {}
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// Default implementation: returns `nil`.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Default implementation: returns `index`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// Gets early notice of rows about to come on screen, as UIKit's
/// `UITableViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    /// Rows inside the look-ahead window, each sent once until cancelled or displayed.
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows that left the window without being displayed, or were passed by a change of
    /// direction. Default does nothing.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    /// Default implementation: does nothing.
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
