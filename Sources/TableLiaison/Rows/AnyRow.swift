import Foundation

/// A row of a liaison's section: the extension point for row types that are not `Row`
/// subclasses. Only the first four requirements have no default.
@MainActor
public protocol AnyRow: AnyObject {
    /// The identifier the row's cells are dequeued with.
    var reuseIdentifier: String { get }
    /// Registers the row's cell type with `tableView`.
    func register(with tableView: TableView)
    /// Dequeues and configures the row's cell (runs `.configuration`).
    /// - Throws: what dequeuing throws, or `LiaisonError.cellTypeMismatch` when the dequeued
    ///   cell is not of the row's type.
    func cell(for tableView: TableView, at indexPath: IndexPath) throws -> TableViewCell
    /// Runs the row's closure for `command`, if it has one.
    func perform(command: RowCommand, for cell: TableViewCell, at indexPath: IndexPath)

    /// Runs the row's prefetch closure for `command`, if it has one. Default: nothing.
    func perform(prefetchCommand: PrefetchCommand, at indexPath: IndexPath)
    /// The real height; nil self-sizes. Default nil.
    var height: CGFloat? { get }
    /// The estimate until displayed; nil falls back to `height`, then the table's estimate.
    var estimatedHeight: CGFloat? { get }
    /// ``height`` and ``estimatedHeight`` read together: `Liaison.apply` compares both for
    /// every row it keeps. Default: the two properties.
    var heightAndEstimate: (height: CGFloat?, estimatedHeight: CGFloat?) { get }
    /// The editing control (and swipe-to-delete when `.delete`). Default `.none`.
    var editingStyle: TableViewCell.EditingStyle { get }
    /// Whether the row can be reordered in editing mode. Default false.
    var movable: Bool { get }
    /// The older swipe actions. Default nil.
    var editActions: [TableViewRowAction]? { get }
    /// The menu a long press on the row at `indexPath` opens. Default nil (none).
    func contextMenu(at indexPath: IndexPath) -> Menu?
    /// Actions of a swipe from the leading edge. Default nil.
    var leadingSwipeActions: SwipeActionsConfiguration? { get }
    /// Actions of a swipe from the trailing edge. Default nil.
    var trailingSwipeActions: SwipeActionsConfiguration? { get }
    /// Whether the row indents in editing mode. Default false, as in OKTableViewLiaison.
    var indentWhileEditing: Bool { get }
    /// The delete button's title; nil means "Delete".
    var deleteConfirmationTitle: String? { get }
    /// How the row leaves when deleted by a swipe. Default `.automatic`.
    var deleteRowAnimation: TableView.RowAnimation { get }
    /// Whether a tap highlights and selects the row. Default true.
    var isSelectable: Bool { get }
    /// The row's identity for `Liaison.apply`: its explicit id, else the row object itself.
    var rowIdentity: RowIdentity { get }
    /// Whether the row shows the same content as `source`, the old row of the same identity;
    /// false makes `apply` reconfigure or reload it. Default true (identity only).
    func isContentEqual(to source: AnyRow) -> Bool
}

extension AnyRow {
    /// Default implementation: does nothing.
    public func perform(prefetchCommand: PrefetchCommand, at indexPath: IndexPath) {}
    /// Default implementation: returns `nil`.
    public var height: CGFloat? { nil }
    /// Default implementation: returns `nil`.
    public var estimatedHeight: CGFloat? { nil }
    /// Default implementation: returns ``height`` and ``estimatedHeight``.
    public var heightAndEstimate: (height: CGFloat?, estimatedHeight: CGFloat?) { (height, estimatedHeight) }
    /// Default implementation: returns `.none`.
    public var editingStyle: TableViewCell.EditingStyle { .none }
    /// Default implementation: returns `false`.
    public var movable: Bool { false }
    /// Default implementation: returns `nil`.
    public var editActions: [TableViewRowAction]? { nil }
    /// Default implementation: returns `nil`.
    public func contextMenu(at indexPath: IndexPath) -> Menu? { nil }
    /// Default implementation: returns `nil`.
    public var leadingSwipeActions: SwipeActionsConfiguration? { nil }
    /// Default implementation: returns `nil`.
    public var trailingSwipeActions: SwipeActionsConfiguration? { nil }
    /// Default implementation: returns `false`.
    public var indentWhileEditing: Bool { false }
    /// Default implementation: returns `nil`.
    public var deleteConfirmationTitle: String? { nil }
    /// Default implementation: returns `.automatic`.
    public var deleteRowAnimation: TableView.RowAnimation { .automatic }
    /// Default implementation: returns `true`.
    public var isSelectable: Bool { true }
    /// Default implementation: returns `.object(ObjectIdentifier(self))`.
    public var rowIdentity: RowIdentity { .object(ObjectIdentifier(self)) }
    /// Default implementation: returns `true`.
    public func isContentEqual(to source: AnyRow) -> Bool { true }
}

extension AnyRow {
    /// Whether the row declares the same height as `other`: both the same fixed or computed
    /// value, or both none (self-sizing). A height that is not a number, or negative, counts
    /// as none, as the table reads it.
    func declaresSameHeight(as other: AnyRow) -> Bool {
        Self.declared(height) == Self.declared(other.height)
    }

    /// `declaresSameHeight(as:)`, and, for a row that declares a height, the same estimate:
    /// off screen, a row not displayed since it was loaded lies at its estimate, so another
    /// estimate is another place for the rows after it. Each row's dimensions are read once.
    func declaresSameDimensions(as other: AnyRow) -> Bool {
        let mine = heightAndEstimate
        let theirs = other.heightAndEstimate
        let height = Self.declared(mine.height)
        guard height == Self.declared(theirs.height) else { return false }
        return height == nil || Self.declared(mine.estimatedHeight) == Self.declared(theirs.estimatedHeight)
    }

    /// A height or estimate as the table reads it: NaN and negatives are none.
    private static func declared(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN, value >= 0 else { return nil }
        return value
    }
}
