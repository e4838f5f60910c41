import Foundation
import TableLiaison

/// What a row offers a finger, read through the table's data source and delegate as the
/// table reads them (nothing opens, nothing is logged as a gesture), so a test can choose
/// an action without reading the row's internals.
public struct RowActions: Hashable, Sendable {
    /// The actions a swipe from the leading edge shows, from the edge inwards (none in
    /// editing mode or for a row that cannot be edited).
    public var leading: [SwipeActionDescription]
    /// The actions a swipe from the trailing edge shows (the delegate's configuration, its
    /// row actions, or a delete button), from the edge inwards.
    public var trailing: [SwipeActionDescription]
    /// The control the row shows in editing mode (`.none` when it cannot be edited).
    public var editingStyle: TableViewCell.EditingStyle
    /// Whether the row shows a reorder control in editing mode.
    public var isMovable: Bool
    /// The accessory of the row's cell; nil when the row is not on screen (it has no cell).
    public var accessory: TableViewCell.AccessoryType?
    /// The controls inside the row's cell: buttons by title in quotes (by
    /// `accessibilityIdentifier` when untitled), switches by identifier and state
    /// (`#wifi (on)`), with "(disabled)" after a disabled one; empty when the row is not on
    /// screen.
    public var controls: [String]

    /// A description of what a row offers.
    public init(
        leading: [SwipeActionDescription], trailing: [SwipeActionDescription], editingStyle: TableViewCell.EditingStyle,
        isMovable: Bool, accessory: TableViewCell.AccessoryType?, controls: [String]
    ) {
        self.leading = leading
        self.trailing = trailing
        self.editingStyle = editingStyle
        self.isMovable = isMovable
        self.accessory = accessory
        self.controls = controls
    }
}
