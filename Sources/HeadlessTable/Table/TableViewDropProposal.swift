import Foundation
import HeadlessViews

/// How the drop delegate would handle a drop where it is, as UIKit's
/// `UITableViewDropProposal`.
public struct TableViewDropProposal: Hashable, Sendable {
    /// Where the dropped items go, as UIKit's `UITableViewDropProposal.Intent` (UIKit's raw
    /// values).
    public enum Intent: Int, Hashable, Sendable {
        /// The table shows nothing special.
        case unspecified = 0
        /// Rows open a gap at the destination for the items.
        case insertAtDestinationIndexPath = 1
        /// The items go into the row at the destination.
        case insertIntoDestinationIndexPath = 2
        /// Into or at the destination, as the finger is placed.
        case automatic = 3
    }

    /// What the drop does.
    public let operation: DropOperation
    /// Where the items go.
    public let intent: Intent

    /// A proposal of `operation` with `intent`, as UIKit's `init(operation:intent:)`.
    public init(operation: DropOperation, intent: Intent) {
        self.operation = operation
        self.intent = intent
    }

    /// A proposal of `operation` with no intent, as UIKit's `init(operation:)`.
    public init(operation: DropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
