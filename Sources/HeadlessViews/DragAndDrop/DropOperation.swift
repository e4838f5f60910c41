/// What a drop does with its items, as UIKit's `UIDropOperation`, with UIKit's raw values.
public enum DropOperation: UInt, Hashable, Sendable {
    /// No drop: the drag ends without one.
    case cancel = 0
    /// A drop is not allowed here (the drop is refused).
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (only within the app).
    case move = 3
}
