import Foundation

/// A section header or footer of a liaison: the extension point for component types that are
/// not `SectionComponent` subclasses.
@MainActor
public protocol AnySectionComponent: AnyObject {
    /// The identifier the component's views are dequeued with.
    var reuseIdentifier: String { get }
    /// Registers the component's view type with `tableView`.
    func register(with tableView: TableView)
    /// Dequeues and configures the view (runs `.configuration`); nil when none can be made.
    func view(for tableView: TableView, in section: Int) -> TableViewHeaderFooterView?
    /// Runs the component's closure for `command`, if it has one.
    func perform(command: SectionComponentCommand, for view: TableViewHeaderFooterView, in section: Int)
    /// The real height; nil self-sizes.
    var height: CGFloat? { get }
    /// The estimate; nil falls back to `height`, then 0.
    var estimatedHeight: CGFloat? { get }
}
